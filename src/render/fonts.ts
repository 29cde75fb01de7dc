/**
 * The ticket's fonts, apart from the rest of the renderer (and from Pixi), so that the
 * composition root can start loading them before the ticket's code has arrived. Their @font-face
 * rules come from the @fontsource packages' CSS, imported by assets.ts and by the app.
 */

/** Font families from the @fontsource packages. */
export const DISPLAY_FONT = 'Fredoka, "Arial Rounded MT Bold", Arial, sans-serif';
export const TEXT_FONT = 'Nunito, Arial, sans-serif';

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
