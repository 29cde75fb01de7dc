/**
 * The ticket's fonts, apart from the rest of the renderer (and from Pixi), so that the
 * composition root can start loading them before the ticket's code has arrived: the glyphs the
 * painter draws its text from (src/fonts, JSON files), and the page's web fonts, whose
 * @font-face rules come from the @fontsource packages' CSS, imported by assets.ts and by the app.
 */
import type { DrawnFaceId } from '../fonts/faces.ts';
import { fetchDrawnFaces, type DrawnFace } from '../fonts/outlines.ts';

let glyphs: Promise<Readonly<Record<DrawnFaceId, DrawnFace>>> | null = null;
let loadedGlyphs: Readonly<Record<DrawnFaceId, DrawnFace>> | null = null;

/**
 * Resolves once the glyphs the painter draws text from are loaded (six JSON files, about 80 kB
 * gzipped, fetched once). A failed load (a dropped connection) rejects, and the next call tries
 * again.
 */
export function loadGlyphs(): Promise<void> {
  glyphs ??= fetchDrawnFaces().then(
    (faces) => (loadedGlyphs = faces),
    (error: unknown) => {
      glyphs = null;
      throw error;
    },
  );
  return glyphs.then(() => undefined);
}

/** The glyphs, once `loadGlyphs` has resolved; null before. */
export function glyphsIfLoaded(): Readonly<Record<DrawnFaceId, DrawnFace>> | null {
  return loadedGlyphs;
}

const FONT_SAMPLE = 'AÉÈÊÀÛÔÇ azéèêàûôç 0123456789 €&·\u202f\u00a0';
let fonts: Promise<void> | null = null;

/**
 * Resolves once the ticket's fonts are ready, so that no text is drawn (and no text metrics are
 * cached) with a fallback font. A font that fails to load is not fatal: the fallback is used.
 * Asked before the fonts' @font-face rules are known, it finds nothing to load: that answer is
 * not kept, so a later call loads them.
 */
export function loadFonts(): Promise<void> {
  fonts ??= Promise.all([
    document.fonts.load(`600 32px Fredoka`, FONT_SAMPLE),
    document.fonts.load(`700 32px Nunito`, FONT_SAMPLE),
    document.fonts.load(`800 32px Nunito`, FONT_SAMPLE),
  ]).then(
    (faces) => {
      if (faces.some((f) => f.length === 0)) fonts = null;
    },
    () => undefined,
  );
  return fonts;
}
