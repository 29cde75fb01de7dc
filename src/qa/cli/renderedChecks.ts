import { basename } from 'node:path';
import type { Lang } from '../../i18n/index.ts';
import type { TicketLayout } from '../../layouts/index.ts';
import type { Finding } from '../checks/problems.ts';
import type { QaApi } from '../sheet/api.ts';
import { openQaBrowser } from './browser.ts';
import { serveBuiltApp } from './serve.ts';

type WindowWithQa = Window & { grattezQa: QaApi };

/**
 * The rendered checks of a layout drawn over the given art (its text already in outlines), in
 * headless Chromium: the app is built and served, and the art is served in place of the design's
 * own at the URL the painter asks for. Returns the findings of every check, geometry included.
 */
export async function renderedLayoutChecks(
  root: string,
  layout: TicketLayout,
  outlinedArt: string,
  lang: Lang,
): Promise<Finding[]> {
  const served = await serveBuiltApp(root);
  const browser = await openQaBrowser();
  try {
    const { page } = browser;
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
      ({ json, lang }) => (window as unknown as WindowWithQa).grattezQa.checkLayout(json, lang),
      { json: drawn, lang },
    );
    if (browser.errors.length > 0) throw new Error(`the QA page reported errors: ${browser.errors.join('; ')}`);
    return result.findings;
  } finally {
    await browser.close();
    await served.close();
  }
}

/** The language an art file prints in: `dog.en.svg` is English, anything else French. */
export function langOfArtFile(file: string): Lang {
  return /\.en\.svg$/i.test(basename(file)) ? 'en' : 'fr';
}
