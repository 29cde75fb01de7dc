import { basename } from 'node:path';
import type { Lang } from '../../i18n/index.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import { checkGeometry } from '../checks/geometry.ts';
import type { Finding } from '../checks/problems.ts';
import type { QaApi } from '../sheet/api.ts';
import { openQaBrowser } from './browser.ts';
import { serveBuiltApp } from './serve.ts';

type WindowWithQa = Window & { grattezQa: QaApi } & Record<string, ((label: string) => void) | undefined>;

/** The page function through which the checks report what they draw. */
const PROGRESS_HOOK = 'grattezCheckProgress';

/** What the rendered checks found, and how many checks they made. */
export interface RenderedChecks {
  readonly findings: Finding[];
  /** Geometry checks, then one per measure: text, contrast, cover, tap target, pair of symbols. */
  readonly checks: number;
}

/**
 * The rendered checks of a layout drawn over the given art (its text already in outlines), in
 * headless Chromium: the app is built and served, and the art is served in place of the design's
 * own at the URL the painter asks for. Returns the findings of every check, geometry included.
 * `stage` hears what is being done (building, starting Chromium, each page drawn).
 */
export async function renderedLayoutChecks(
  root: string,
  layout: TicketLayout,
  outlinedArt: string,
  lang: Lang,
  stage?: (text: string) => void,
): Promise<RenderedChecks> {
  stage?.('building the app');
  const served = await serveBuiltApp(root);
  stage?.('starting Chromium');
  const browser = await openQaBrowser();
  try {
    const { page } = browser;
    if (stage !== undefined) await page.exposeFunction(PROGRESS_HOOK, stage);
    await page.goto(`${served.url}/qa.html?mode=api`);
    await page.locator('body[data-api="ready"]').waitFor({ state: 'attached' });
    const artUrl = await page.evaluate(
      ({ design, lang }) => (window as unknown as WindowWithQa).grattezQa.artUrl(design, lang),
      { design: layout.design, lang },
    );
    await page.route(artUrl, (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: outlinedArt }),
    );
    // The painter finds art by the design's file name; the art checked is the one given.
    const drawn = { ...layout, background: `${layout.design}.svg` };
    const result = await page.evaluate(
      ({ json, lang, hook }) => {
        const w = window as unknown as WindowWithQa;
        return w.grattezQa.checkLayout(json, lang, { progress: (label) => w[hook]?.(label) });
      },
      { json: drawn, lang, hook: PROGRESS_HOOK },
    );
    if (browser.errors.length > 0) throw new Error(`the QA page reported errors: ${browser.errors.join('; ')}`);
    const tally = { checks: 0 };
    checkGeometry(layout, tally);
    const m = result.measures;
    const measured = m.texts.length + m.contrasts.length + m.covers.length + m.taps.length + m.symbols.length;
    return { findings: result.findings, checks: tally.checks + measured };
  } finally {
    await browser.close();
    await served.close();
  }
}

/** The language an art file prints in: `dog.en.svg` is English, anything else French. */
export function langOfArtFile(file: string): Lang {
  return /\.en\.svg$/i.test(basename(file)) ? 'en' : 'fr';
}
