/**
 * What `npm run qa` does once its arguments are read (`qa.ts`, which loads this module only then,
 * so that `--help` and a bad argument answer at once): builds the app (under `npm test`, serves
 * the build its build:app step made: GRATTEZ_PREBUILT_APP=1), renders the QA sheet's matrix in
 * headless Chromium (Debian's, through playwright-core) and compares each image with its baseline
 * in test/visual/ (pixelmatch); runs every layout check on every design in both languages; takes
 * the sheet at each screen width; writes qa-report/index.html. `--update` accepts the new images
 * as baselines (the report still lists them, so that an update can be reviewed).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { LANGS, type Lang } from '../../i18n/index.ts';
import { designIds, type DesignId } from '../../layouts/index.ts';
import { describeFindingsGrouped, withoutRepeats } from '../checks/describe.ts';
import { SHEET_WIDTHS } from '../matrix.ts';
import type { QaApi } from '../sheet/api.ts';
import { openStarted } from '../../headless/chromium.ts';
import { QA_WORDS, type QaWords } from '../../i18n/qa.ts';
import {
  API_READY,
  checkQaBrowser,
  fullPageScreenshot,
  openQaBrowser,
  sheetSettled,
  type QaBrowser,
} from './browser.ts';
import { compareImages, encodePng, encodeReportPng, MAX_DIFFERING_PIXELS, pngOf } from './compare.ts';
import type { QaOptions } from './qaArgs.ts';
import { imageCounts, reportHtml, type ImageResult } from './report.ts';
import { serveBuiltApp } from './serve.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const BASELINES = join(ROOT, 'test', 'visual');
const REPORT = join(ROOT, 'qa-report');

type WindowWithQa = Window & { grattezQa: QaApi };

/** A page of the QA sheet in API mode, ready. */
async function apiPage(browser: QaBrowser, url: string, words: QaWords['tool']) {
  const page = await browser.context.newPage();
  await openStarted(page, `${url}/qa.html?mode=api`, API_READY, { what: words.qaPage }, words.browser);
  return page;
}

/**
 * Runs `run` on every item, each worker taking the next item as soon as it is free; resolves to
 * the results in the items' order, whichever finished first.
 */
async function shareOut<W, T, R>(
  workers: readonly W[],
  items: readonly T[],
  run: (worker: W, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    workers.map(async (worker) => {
      while (next < items.length) {
        const i = next++;
        results[i] = await run(worker, items[i]!);
      }
    }),
  );
  return results;
}

/** What runQa opens: the built app's server and the browser (a test gives others). */
export interface QaOpeners {
  readonly serve: typeof serveBuiltApp;
  readonly openBrowser: () => Promise<QaBrowser>;
  /** Throws when the browser is not there: checked before the app is built (default: checkQaBrowser). */
  readonly checkBrowser?: () => void;
}

/** Runs the visual QA; resolves to the exit code: 0 when nothing changed and every check passes, else 1. */
export async function runQa(
  options: QaOptions,
  open: QaOpeners = { serve: serveBuiltApp, openBrowser: () => openQaBrowser() },
): Promise<number> {
  const started = Date.now();
  // Its terminal lines in the locale's language (--lang's when given); the report in --lang's.
  const words = QA_WORDS[options.say ?? 'en'].tool;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  // Under `npm test`, whose build:app step has just built dist/ from the same sources.
  const prebuilt = process.env.GRATTEZ_PREBUILT_APP === '1';
  // A browser that is not there is said at once, not after the wait for building the app.
  (open.checkBrowser ?? (() => checkQaBrowser(words.browser)))();
  log(prebuilt ? `qa: ${words.serving}` : `qa: ${words.building}…`);
  const served = await open.serve(ROOT, prebuilt ? join(ROOT, 'dist') : undefined);
  let browser: QaBrowser;
  try {
    browser = await open.openBrowser();
  } catch (error) {
    // A browser that cannot start: the server and its temporary build go too, or the process would
    // stay, serving, with the build left behind.
    await served.close();
    throw error;
  }
  try {
    // The last report goes once the run can be made.
    rmSync(REPORT, { recursive: true, force: true });
    mkdirSync(join(REPORT, 'images'), { recursive: true });
    mkdirSync(BASELINES, { recursive: true });
    // Two pages work at once: the checks of one design while another's run (two cores).
    const pages = await Promise.all([apiPage(browser, served.url, words), apiPage(browser, served.url, words)]);
    const [first] = pages;
    const specs = await first.evaluate(() => (window as unknown as WindowWithQa).grattezQa.images());

    // Images and their baselines, drawn on both pages: each page's next picture is drawn while
    // this process compares and writes the one before.
    const compare = (name: string, raw: { width: number; height: number; rgba: string }): ImageResult => {
      const actual = pngOf(raw.width, raw.height, Buffer.from(raw.rgba, 'base64'));
      const baselineFile = join(BASELINES, `${name}.png`);
      const actualRel = `images/${name}-actual.png`;
      writeFileSync(join(REPORT, actualRel), encodeReportPng(actual));
      let result: ImageResult;
      if (!existsSync(baselineFile)) {
        result = { name, status: 'added', differing: 0, expected: null, actual: actualRel, diff: null };
      } else {
        const expectedBytes = readFileSync(baselineFile);
        const { differing, diff } = compareImages(PNG.sync.read(expectedBytes), actual);
        if (differing <= MAX_DIFFERING_PIXELS) {
          result = { name, status: 'same', differing, expected: null, actual: actualRel, diff: null };
        } else {
          const expectedRel = `images/${name}-expected.png`;
          const diffRel = `images/${name}-diff.png`;
          writeFileSync(join(REPORT, expectedRel), expectedBytes);
          writeFileSync(join(REPORT, diffRel), encodeReportPng(diff));
          result = { name, status: 'changed', differing, expected: expectedRel, actual: actualRel, diff: diffRel };
        }
      }
      if (options.update && result.status !== 'same') writeFileSync(baselineFile, encodePng(actual));
      if (result.status !== 'same')
        log(
          `qa: ${name}: ${result.status === 'added' ? words.run.newImage : words.run.pixelsDiffer(result.differing)}`,
        );
      return result;
    };
    const images = await shareOut(pages, specs, async (page, { name }) =>
      compare(
        name,
        await page.evaluate((image) => (window as unknown as WindowWithQa).grattezQa.renderImage(image), name),
      ),
    );
    log(`qa: ${words.run.imagesCompared(images.length, elapsed())}`);
    const known = new Set(specs.map((s) => `${s.name}.png`));
    const removed = readdirSync(BASELINES).filter((f) => f.endsWith('.png') && !known.has(f));
    if (options.update) for (const f of removed) rmSync(join(BASELINES, f));

    // Every check of every design in both languages, on two pages at once.
    const jobs: { design: DesignId; lang: Lang }[] = designIds.flatMap((design) =>
      LANGS.map((lang) => ({ design, lang })),
    );
    const checks = await shareOut(pages, jobs, async (page, job) => {
      const result = await page.evaluate(
        ({ design, lang }) => (window as unknown as WindowWithQa).grattezQa.runChecks(design, lang),
        job,
      );
      log(`qa: ${words.run.checked(job.design, job.lang, result.findings.length, elapsed())}`);
      return result;
    });
    await Promise.all(pages.map((p) => p.close()));

    // The sheet at each width, showing the results just computed, two widths at a time: a sheet
    // draws one picture after another, each waiting on the GPU process, and keeps one core busy.
    const sheets = SHEET_WIDTHS.map((width) => ({ width, file: `sheet-${width}.png` }));
    // A picture the sheet could not draw, or a row's checks that could not run, fails the run, named; its
    // screenshot, the card or results box saying why, is kept.
    const notSettled: string[] = [];
    await shareOut([0, 1], sheets, async (_, { width, file }) => {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((results) => {
        (window as unknown as { grattezQaResults: unknown }).grattezQaResults = results;
      }, checks);
      await page.goto(`${served.url}/qa.html?width=${width}&density=1&ui=${options.lang}&overlays=zones,texts`);
      const failed = await sheetSettled(page);
      await fullPageScreenshot(page, join(REPORT, file));
      log(`qa: ${words.run.sheetAt(width, elapsed())}`);
      if (failed.length > 0) {
        notSettled.push(...failed);
        log(`qa: ${words.run.sheetFailed(width, failed)}`);
      }
      await page.close();
    });
    if (browser.errors.length > 0) throw new Error(words.pageErrors(browser.errors));

    writeFileSync(
      join(REPORT, 'index.html'),
      reportHtml({ images, removed, checks, sheets, lang: options.lang, updated: options.update }),
    );
    const { changed, added } = imageCounts(images);
    const failed = withoutRepeats(checks.flatMap((c) => c.findings));
    // One cause failing in many places (a symbol's drawing cut off in every slot) said once, naming them.
    for (const line of describeFindingsGrouped(failed, options.say ?? 'en')) log(`qa: ${line}`);
    if (removed.length > 0) log(`qa: ${words.run.baselinesGone(options.update, removed.join(', '))}`);
    log(
      `qa: ${words.run.summary(images.length, changed, options.update, added, failed.length, elapsed(), resolve(REPORT, 'index.html'))}`,
    );
    const imagesOk = options.update || (changed + added === 0 && removed.length === 0);
    return imagesOk && failed.length === 0 && notSettled.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    await served.close();
  }
}
