import type { Lang } from '../../i18n/index.ts';
import { type DesignId, getLayout } from '../../layouts/index.ts';
import { parseLayout } from '../../layouts/parseLayout.ts';
import { DESIGN_WORDS } from '../../i18n/designWords.ts';
import { ticketArtUrl } from '../../render/assets.ts';
import { folderProblemText, openDesignFolder } from '../../render/givenDesign.ts';
import { contentPages, winningTicket, worstCaseTicket } from '../content.ts';
import { matrixImages, type ImageSpec, type SheetState } from '../matrix.ts';
import { runLayoutChecks, type CheckPart, type LayoutChecks } from '../measure/runChecks.ts';
import { InspectingRenderer, qaPicture } from '../measure/pictures.ts';
import type { TicketLayout } from '../../layouts/index.ts';

/**
 * What the QA page offers to a driver (`npm run qa`, `grattez check-layout`) as
 * `window.grattezQa`: the matrix's pictures as raw pixels, and the rendered checks.
 */
export interface QaApi {
  images(): ImageSpec[];
  /** One image of the matrix: RGBA pixels, base64. */
  renderImage(name: string): Promise<{ width: number; height: number; rgba: string }>;
  /**
   * Every check of a built-in design in one language; `progress` hears each step's label as it
   * starts (a driver waits on those rather than on one deadline for the whole run).
   */
  runChecks(design: DesignId, lang: Lang, options?: { progress?: (label: string) => void }): Promise<LayoutChecks>;
  /** Every rendered check of a layout given as JSON (its art is served in place of the design's). */
  checkLayout(
    layout: unknown,
    lang: Lang,
    options?: { parts?: CheckPart[]; pages?: number; progress?: (label: string) => void; progressLang?: Lang },
  ): Promise<LayoutChecks>;
  /**
   * Every rendered check of a design folder given as its files' texts by path (`design.json`, its
   * art, `symbols/*.svg`), drawn with its own files as the design lab draws a folder, whether or
   * not the app has the design built in; or, for a folder that is no design, its problems.
   */
  checkFolder(
    files: Readonly<Record<string, string>>,
    name: string,
    lang: Lang,
    options?: {
      parts?: CheckPart[];
      pages?: number;
      densities?: number[];
      progress?: (label: string) => void;
      progressLang?: Lang;
    },
  ): Promise<{ ok: true; checks: LayoutChecks } | { ok: false; problems: string[] }>;
  /** The URL the painter loads a design's art from, in a language. */
  artUrl(design: DesignId, lang: Lang): string;
}

/** The picture of a sheet's state: worst-case content page `page`, or a real winning ticket. */
export function sheetTicket(design: DesignId, state: SheetState, page: number, layout: TicketLayout) {
  return state === 'winning' ? winningTicket(design) : worstCaseTicket(design, page % contentPages(design), layout);
}

function toBase64(bytes: Uint8ClampedArray): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function createQaApi(): QaApi {
  let renderer: Promise<InspectingRenderer> | null = null;
  return {
    images: matrixImages,
    async renderImage(name) {
      const spec = matrixImages().find((s) => s.name === name);
      if (spec === undefined) throw new Error(`no image ${name} in the matrix`);
      const layout = getLayout(spec.design);
      const height = Math.round((spec.width * layout.height) / layout.width);
      renderer ??= InspectingRenderer.create();
      const picture = qaPicture(
        sheetTicket(spec.design, spec.state, spec.page, layout),
        layout,
        spec.lang,
        spec.state,
        {
          width: spec.width,
          height,
          density: spec.density,
        },
      );
      const { pixels } = await (await renderer).render(picture);
      if (pixels === null) throw new Error('the picture was not read');
      return { width: pixels.width, height: pixels.height, rgba: toBase64(pixels.data) };
    },
    runChecks(design, lang, options = {}) {
      return runLayoutChecks({ layout: getLayout(design), lang, ...options });
    },
    checkLayout(json, lang, options = {}) {
      // What is wrong is said in the tool's language, as its progress is; `lang` is the art's.
      const parsed = parseLayout(json, DESIGN_WORDS[options.progressLang ?? lang]);
      if (!parsed.ok) throw new Error(parsed.error);
      return runLayoutChecks({ layout: parsed.layout, lang, ...options });
    },
    async checkFolder(files, name, lang, options = {}) {
      const say = options.progressLang ?? lang;
      const opened = await openDesignFolder(
        {
          kind: 'files',
          name,
          files: Object.entries(files).map(([path, text]) => ({ path, file: new File([text], path) })),
          came: 'input',
        },
        say,
      );
      if (!opened.ok) return { ok: false, problems: opened.problems.map((p) => folderProblemText(p, say)) };
      try {
        return { ok: true, checks: await runLayoutChecks({ layout: opened.given.design.layout, lang, ...options }) };
      } finally {
        opened.given.withdraw();
      }
    },
    artUrl(design, lang) {
      return new URL(ticketArtUrl(getLayout(design), lang), window.location.href).href;
    },
  };
}
