import { join } from 'node:path';
import type { Lang } from '../../i18n/index.ts';
import { QA_WORDS } from '../../i18n/qa.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import type { Finding, RenderedCheck } from '../checks/problems.ts';
import { renderedOnly } from '../checks/renderedOnly.ts';
import type { QaApi } from '../sheet/api.ts';
import { openStarted } from '../../headless/chromium.ts';
import { API_READY, openQaBrowser } from './browser.ts';
import { serveBuiltApp } from './serve.ts';

type WindowWithQa = Window & { grattezQa: QaApi } & Record<string, ((label: string) => void) | undefined>;

/** The page function through which the checks report what they draw. */
const PROGRESS_HOOK = 'grattezCheckProgress';

/** An art file, its text already in outlines (as the build does it), in the language it prints. */
export interface OutlinedArt {
  readonly lang: Lang;
  readonly svg: string;
}

/** What the rendered checks found in each language, and how many checks of each kind they made. */
export interface RenderedChecks {
  /**
   * Every finding but those the layout's numbers give once for all languages (its geometry, text
   * fit measured without drawing): a symbol's drawing cut off by its slot, which only the drawing
   * shows, is among them.
   */
  readonly findings: Finding[];
  /**
   * One per measure: text, cover, tap target, contrast, pair of symbols, symbol's drawing, printed
   * fact; and geometry, each symbol's drawing looked at for its slot's edges.
   */
  readonly checks: Readonly<Record<RenderedCheck | 'geometry', number>>;
}

/** A design folder that the QA page finds is not a design: its problems, named. */
export class FolderNotDesign extends Error {}

/**
 * The rendered checks of a layout drawn over the given art (one file per language, its text
 * already in outlines), in headless Chromium: the app is built and served once, and each art is
 * served in place of the design's own at the URL the painter asks for in its language (with
 * GRATTEZ_PREBUILT_APP=1, as under `npm test`, the build in dist/ just made from the same sources
 * is served instead of a new one). Returns
 * the findings of every rendered check; the geometry checks made from the layout's numbers are
 * left to the caller, which runs them without drawing. `stage` hears what is being done (building, starting Chromium, each page
 * drawn).
 */
export async function renderedLayoutChecks(
  root: string,
  layout: TicketLayout,
  arts: readonly OutlinedArt[],
  stage?: (text: string) => void,
  /** The design folder the layout and art come from (its art outlined): drawn with its own files, symbols too. */
  folder?: { readonly name: string; readonly files: Readonly<Record<string, string>> },
  /** The language of the stages and of a failing page's message (the CLI's). */
  lang: Lang = 'en',
): Promise<RenderedChecks> {
  const words = QA_WORDS[lang].tool;
  const prebuilt = process.env.GRATTEZ_PREBUILT_APP === '1';
  stage?.(prebuilt ? words.serving : words.building);
  const served = await serveBuiltApp(root, prebuilt ? join(root, 'dist') : undefined);
  // The server is closed whatever happens next: a browser that cannot start would otherwise leave
  // it listening, and the CLI, having said why, would never end.
  try {
    stage?.(words.starting);
    return await checkServed(served.url, layout, arts, stage, folder, lang);
  } finally {
    await served.close();
  }
}

async function checkServed(
  url: string,
  layout: TicketLayout,
  arts: readonly OutlinedArt[],
  stage: ((text: string) => void) | undefined,
  folder: { readonly name: string; readonly files: Readonly<Record<string, string>> } | undefined,
  lang: Lang,
): Promise<RenderedChecks> {
  const words = QA_WORDS[lang].tool;
  const browser = await openQaBrowser();
  try {
    const { page } = browser;
    if (stage !== undefined) await page.exposeFunction(PROGRESS_HOOK, stage);
    await openStarted(page, `${url}/qa.html?mode=api`, API_READY, { what: words.qaPage }, words.browser);
    const findings: Finding[] = [];
    const checks: Record<RenderedCheck | 'geometry', number> = {
      geometry: 0,
      text: 0,
      covers: 0,
      tapTargets: 0,
      contrast: 0,
      symbols: 0,
      facts: 0,
    };
    for (const art of arts) {
      const result =
        folder === undefined
          ? await checkWithArt(page, layout, art, lang)
          : await checkFolder(page, folder, art.lang, lang);
      if (browser.errors.length > 0) throw new Error(words.pageErrors(browser.errors));
      // Geometry and text fit measured without drawing (the page adds them where its pictures
      // found nothing as bad) are the checks without the art's: check-layout makes them once.
      findings.push(...renderedOnly(result.findings, layout));
      const m = result.measures;
      checks.geometry += m.clips;
      checks.text += m.texts.length;
      checks.covers += m.covers.length;
      checks.tapTargets += m.taps.length;
      checks.contrast += m.contrasts.length;
      checks.symbols += m.symbols.length + m.inks.length;
      checks.facts += m.facts.checks;
    }
    return { findings, checks };
  } finally {
    await browser.close();
  }
}

type QaPage = Awaited<ReturnType<typeof openQaBrowser>>['page'];

/**
 * A layout drawn over the given art, served in place of its design's own (a design the app has);
 * its progress labels in `progressLang` (the tool's).
 */
async function checkWithArt(page: QaPage, layout: TicketLayout, art: OutlinedArt, progressLang: Lang) {
  const artUrl = await page.evaluate(
    ({ design, lang }) => (window as unknown as WindowWithQa).grattezQa.artUrl(design, lang),
    { design: layout.design, lang: art.lang },
  );
  await page.route(artUrl, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: art.svg }));
  // The painter finds art by the design's file name; the art checked is the one given.
  const drawn = { ...layout, background: `${layout.design}.svg` };
  const result = await page.evaluate(
    ({ json, lang, hook, progressLang }) => {
      const w = window as unknown as WindowWithQa;
      return w.grattezQa.checkLayout(json, lang, { progress: (label) => w[hook]?.(label), progressLang });
    },
    { json: drawn, lang: art.lang, hook: PROGRESS_HOOK, progressLang },
  );
  return result;
}

/** A design folder drawn with its own files in one language, as the design lab draws it. */
async function checkFolder(
  page: QaPage,
  folder: { readonly name: string; readonly files: Readonly<Record<string, string>> },
  lang: OutlinedArt['lang'],
  /** The language of the progress labels (the tool's). */
  progressLang: Lang,
) {
  const result = await page.evaluate(
    ({ files, name, lang, hook, progressLang }) => {
      const w = window as unknown as WindowWithQa;
      return w.grattezQa.checkFolder(files, name, lang, { progress: (label) => w[hook]?.(label), progressLang });
    },
    { files: folder.files, name: folder.name, lang, hook: PROGRESS_HOOK, progressLang },
  );
  if (!result.ok) throw new FolderNotDesign(result.problems.join('; '));
  return result.checks;
}
