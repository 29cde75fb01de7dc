import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './browser.ts';

/** What a page showed, in a few lines, for a failed test's report (a time-out alone says nothing of it). */
interface PageState {
  readonly url: string;
  readonly readyState: string;
  readonly canvases: readonly string[];
  readonly notices: readonly string[];
  readonly text: string;
  readonly marks: readonly string[];
}

const LIMIT_MS = 5_000; // a page that hangs must not hold the report up

/**
 * The page's state as a failed test left it: its address, its canvases' test hooks, its notices,
 * the start of its visible text and the app's start-up marks; and a screenshot in the artifacts.
 * Never throws: what cannot be read is said.
 */
export async function pageAtFailure(page: Page, testName: string): Promise<string> {
  const within = <T>(work: Promise<T>): Promise<T> =>
    Promise.race([
      work,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no answer within ${LIMIT_MS} ms`)), LIMIT_MS),
      ),
    ]);
  const lines: string[] = [];
  try {
    const state: PageState = await within(
      page.evaluate(() => ({
        url: location.href,
        readyState: document.readyState,
        canvases: [...document.querySelectorAll('canvas')].map((c) => JSON.stringify(c.dataset)),
        notices: [...document.querySelectorAll('[role="alert"], [role="status"], [role="alertdialog"]')]
          .map((n) => (n as HTMLElement).innerText.trim())
          .filter((t) => t !== ''),
        text: document.body.innerText.replace(/\s+/g, ' ').slice(0, 600),
        marks: performance
          .getEntriesByType('mark')
          .filter((m) => m.name.startsWith('grattez:'))
          .map((m) => `${m.name.slice('grattez:'.length)}@${Math.round(m.startTime)}ms`),
      })),
    );
    lines.push(
      `address: ${state.url} (${state.readyState})`,
      `canvases: ${state.canvases.length === 0 ? 'none' : state.canvases.join(' ')}`,
      `notices: ${state.notices.length === 0 ? 'none' : state.notices.join(' | ')}`,
      `marks: ${state.marks.join(', ') || 'none'}`,
      `text: ${state.text}`,
    );
  } catch (error) {
    lines.push(`the page could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`);
    await within(page.screenshot({ path: file }));
    lines.push(`screenshot: test-results/e2e/${file.slice(ARTIFACTS.length + 1)}`);
  } catch (error) {
    lines.push(`no screenshot: ${error instanceof Error ? error.message : String(error)}`);
  }
  return lines.join('\n');
}
