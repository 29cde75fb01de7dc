import { artTextFace } from '../layouts/designFolder.ts';
import { INERT_SVG_NS, parseInertSvg, serializeInertSvg } from '../layouts/inertSvg.ts';

/*
 * Art a designer gives a page has not been built: its <text> is still text, which an SVG drawn as
 * an image (as the painter draws the art) can print only with fonts embedded in the SVG itself.
 * The project's bundled faces (the @fontsource files the build outlines the art with) are
 * embedded as data: URLs, each loaded only when some art asks for it.
 */

type FaceFile = () => Promise<{ default: string }>;

// The faces build/outlineArt.ts outlines the art with (src/layouts' ART_FACES), latin, as data: URLs.
const FACES: Readonly<Record<string, Readonly<Record<number, FaceFile>>>> = {
  Nunito: {
    200: () => import('@fontsource/nunito/files/nunito-latin-200-normal.woff2?url&inline'),
    300: () => import('@fontsource/nunito/files/nunito-latin-300-normal.woff2?url&inline'),
    400: () => import('@fontsource/nunito/files/nunito-latin-400-normal.woff2?url&inline'),
    500: () => import('@fontsource/nunito/files/nunito-latin-500-normal.woff2?url&inline'),
    600: () => import('@fontsource/nunito/files/nunito-latin-600-normal.woff2?url&inline'),
    700: () => import('@fontsource/nunito/files/nunito-latin-700-normal.woff2?url&inline'),
    800: () => import('@fontsource/nunito/files/nunito-latin-800-normal.woff2?url&inline'),
    900: () => import('@fontsource/nunito/files/nunito-latin-900-normal.woff2?url&inline'),
  },
  Fredoka: {
    300: () => import('@fontsource/fredoka/files/fredoka-latin-300-normal.woff2?url&inline'),
    400: () => import('@fontsource/fredoka/files/fredoka-latin-400-normal.woff2?url&inline'),
    500: () => import('@fontsource/fredoka/files/fredoka-latin-500-normal.woff2?url&inline'),
    600: () => import('@fontsource/fredoka/files/fredoka-latin-600-normal.woff2?url&inline'),
    700: () => import('@fontsource/fredoka/files/fredoka-latin-700-normal.woff2?url&inline'),
  },
};

/** A face the art asks for, by its <text>'s first font family and its weight. */
interface ArtFace {
  readonly family: string;
  readonly weight: number;
}

/** The bundled faces the art prints with (the others are the design folder's reader's to report). */
function artFaces(svg: Document): ArtFace[] {
  const faces = new Map<string, ArtFace>();
  for (const text of Array.from(svg.getElementsByTagNameNS(INERT_SVG_NS, 'text'))) {
    const { family, weight } = artTextFace(
      text.getAttribute('font-family') ?? '',
      text.getAttribute('font-weight') ?? undefined,
    );
    const face = { family, weight };
    const key = `${family} ${weight}`;
    if (FACES[family]?.[weight] !== undefined) faces.set(key, face);
  }
  return [...faces.values()];
}

/**
 * `svg` with an @font-face rule for each bundled face its texts use, the font inside it as a
 * data: URL; `svg` itself when it uses none. The faces it names that the project does not bundle
 * are drawn with a fallback (parseDesignFolder reports them; the build refuses them).
 */
export async function embedArtFonts(svg: string): Promise<string> {
  const document_ = parseInertSvg(svg); // its <style> inert in this page: it is drawn as an image
  const faces = artFaces(document_);
  if (faces.length === 0) return svg;
  const rules = await Promise.all(
    faces.map(async ({ family, weight }) => {
      const { default: url } = await FACES[family]![weight]!();
      return `@font-face{font-family:"${family}";font-style:normal;font-weight:${weight};src:url(${url}) format("woff2")}`;
    }),
  );
  const root = document_.documentElement;
  const style = document_.createElementNS(INERT_SVG_NS, 'style');
  style.textContent = rules.join('\n');
  root.insertBefore(style, root.firstChild);
  return serializeInertSvg(document_);
}
