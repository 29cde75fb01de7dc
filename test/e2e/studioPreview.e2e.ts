import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIZE_PRESET_IDS, SIZE_PRESETS } from '../../src/studio/state/studioSettings.ts';
import type { Page } from 'playwright-core';
import { imageDifference, type Session } from './browser.ts';
import { sharedBrowser } from './sharedSession.ts';

const base = inject('baseUrl');
/** A window of each size in one browser. */
const freshSession = sharedBrowser().open;

/** A desktop window and a phone (issue 19: the story preview was squashed at both). */
const WINDOWS = [
  { width: 1280, height: 900, mobile: false },
  { width: 390, height: 844, mobile: true },
] as const;

// Shown sizes are whole or half CSS pixels: a ratio off by more than this is a visible distortion.
const RATIO_TOLERANCE = 0.01;

/** The preview's buttons, its picture's bottom and the width its stage lays them out in (CSS pixels). */
const BUTTONS_LAYOUT = `(() => {
  const buttons = ['play', 'actual-pixels'].map((id) => document.querySelector('[data-testid="' + id + '"]'));
  const stage = document.querySelector('[data-testid="preview-stage"]');
  const style = getComputedStyle(stage);
  return {
    scrollWidth: document.documentElement.scrollWidth,
    frameBottom: document.querySelector('.preview-frame').getBoundingClientRect().bottom,
    stageWidth: stage.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
    gap: parseFloat(getComputedStyle(buttons[0].parentElement).columnGap) || 0,
    buttons: buttons.map((b) => {
      const r = b.getBoundingClientRect();
      return { top: r.top, left: r.left, right: r.right, width: r.width, height: r.height };
    }),
  };
})()`;

/**
 * The controls shown less than 44 px tall: buttons, fields, the labels a radio or a check box is
 * tapped through (the box itself is smaller), and links but those within a sentence, which a line
 * of text holds (WCAG 2.5.8 leaves those out).
 */
const SMALL_TARGETS = `(() => {
  const small = [];
  for (const el of document.querySelectorAll('a, button, select, input, label, summary')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || el.closest('.visually-hidden, .file-input-hidden')) continue;
    if (el.matches('input[type="radio"], input[type="checkbox"], input[type="file"]')) continue;
    if (el.matches('label') && el.querySelector('input[type="radio"], input[type="checkbox"]') === null) continue;
    const inSentence = [el.previousSibling, el.nextSibling].some((n) => n?.nodeType === 3 && n.textContent.trim() !== '');
    if (el.matches('a') && inSentence) continue;
    if (r.height < 44) small.push(el.tagName + ' ' + el.textContent.trim().slice(0, 30) + ' ' + Math.round(r.height) + ' px');
  }
  return small;
})()`;

interface ButtonsLayout {
  scrollWidth: number;
  frameBottom: number;
  stageWidth: number;
  gap: number;
  buttons: { top: number; left: number; right: number; width: number; height: number }[];
}

/**
 * The lines each of the preview's buttons sets its label on: all of it, and its words before a
 * bracket (the play button's count of seconds, "(5 s)"), which a label broken mid-phrase splits.
 */
function labelLines(page: Page): Promise<{ label: string; lines: number; phraseLines: number }[]> {
  return page.evaluate(() =>
    ['play', 'actual-pixels'].map((id) => {
      const button = document.querySelector(`[data-testid="${id}"]`)!;
      const label = button.textContent ?? '';
      const phraseEnd = label.includes('(') ? label.indexOf('(') : label.length;
      const tops: number[] = []; // the top of each character's line, the phrase's first
      const phraseTops: number[] = [];
      let at = 0;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n !== null; n = walker.nextNode() as Text | null)
        for (let i = 0; i < n.data.length; i++, at++) {
          if (/\s/.test(n.data[i]!)) continue; // a space where a line breaks has no box of its own
          const range = document.createRange();
          range.setStart(n, i);
          range.setEnd(n, i + 1);
          const top = range.getBoundingClientRect().top;
          tops.push(top);
          if (at < phraseEnd) phraseTops.push(top);
        }
      // Characters of one line have tops within a pixel or two of each other (a bracket's differs).
      const count = (list: number[]) =>
        list.sort((a, b) => a - b).filter((top, i) => i === 0 || top - list[i - 1]! > 4).length;
      return { label, lines: count(tops), phraseLines: count(phraseTops) };
    }),
  );
}

/**
 * The selects whose shown text does not fit them, each option chosen in turn: what it needs (the
 * width of a copy of the select holding that option alone, as wide as its text and the engine's
 * arrow) against what the select has, in CSS pixels.
 */
const CUT_SELECTS = `(() => {
  const cut = [];
  for (const select of document.querySelectorAll('select')) {
    if (select.getBoundingClientRect().width === 0 || getComputedStyle(select).visibility === 'hidden') continue;
    const has = select.getBoundingClientRect().width;
    for (const option of select.options) {
      const copy = select.cloneNode(false);
      copy.removeAttribute('id');
      copy.append(option.cloneNode(true));
      copy.style.cssText = 'position: absolute; visibility: hidden; width: auto; max-width: none';
      select.after(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.remove();
      if (needs > has + 0.5) cut.push(option.text + ': needs ' + needs.toFixed(1) + ', has ' + has.toFixed(1));
    }
  }
  return cut;
})()`;

describe.each(WINDOWS)('the studio preview in a $width×$height window', ({ width, height, mobile }) => {
  let s: Session;
  beforeAll(async () => {
    s = await freshSession({ width, height, mobile });
  });
  afterAll(async () => {
    await s.close();
  });

  it.each(SIZE_PRESET_IDS)('shows the %s export with the export’s proportions', async (preset) => {
    const { page } = s;
    // The README's share link, at each size.
    await page.goto(
      `${base}/studio.html?game=paws&variant=dog&prize=3000&state=scratched:0.4&size=${preset}&bg=2b1a6b,ff7a59,135`,
    );
    const canvas = page.locator('[data-testid="preview"] canvas[data-ready="true"]');
    await canvas.waitFor({ state: 'attached' });
    const exportRatio = SIZE_PRESETS[preset].width / SIZE_PRESETS[preset].height;

    const shown = (await canvas.boundingBox())!;
    const frame = (await page.locator('.preview-frame').boundingBox())!;
    const where = `${preset} shown ${shown.width.toFixed(1)}×${shown.height.toFixed(1)} at ${width}×${height}`;
    expect(Math.abs(shown.width / shown.height / exportRatio - 1), where).toBeLessThan(RATIO_TOLERANCE);
    // The picture fills its frame (no squashing inside it) and the frame fits the window's width.
    expect([shown.x, shown.y, shown.width, shown.height], where).toEqual([frame.x, frame.y, frame.width, frame.height]);
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width, where).toBeLessThanOrEqual(width);
    // The drawing itself has the export's proportions too.
    const drawn = await canvas.evaluate((c: HTMLCanvasElement) => c.width / c.height);
    expect(Math.abs(drawn / exportRatio - 1), `${preset} drawn`).toBeLessThan(RATIO_TOLERANCE);
    if (!mobile) {
      // On a desktop, the whole preview is on screen beside the controls, unscrolled, the ticket's
      // summary under it.
      expect(frame.y + frame.height, where).toBeLessThanOrEqual(height);
      const summary = (await page.getByTestId('summary').boundingBox())!;
      expect(summary.y, where).toBeGreaterThan(frame.y + frame.height);
    }
    expect(s.errors).toEqual([]);
  });

  it('puts the preview’s buttons under the picture, as one row that wraps only when they cannot fit, with no sideways scroll, and every control a phone’s tap target', async () => {
    const { page } = s;
    // The widths a phone or a tablet turns to (down to the narrowest phone), or a desktop's.
    const widths = mobile ? [320, 360, 447, 600, 768] : [1024, width];
    // A tall picture (the walk found "Taille réelle" alone under a story's picture at 447 px, its
    // play button beside it) and, on a phone, a square one (the same at 600 px); French, the longer
    // words.
    for (const size of mobile ? ['story', 'square'] : ['story']) {
      await page.goto(`${base}/studio.html?game=paws&variant=dog&prize=3000&size=${size}`);
      await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      for (const shownWidth of widths) {
        await page.setViewportSize({ width: shownWidth, height });
        const at = await page.evaluate<ButtonsLayout>(BUTTONS_LAYOUT);
        const where = `${size} at ${shownWidth}×${height}: ${JSON.stringify(at)}`;
        expect(at.scrollWidth, where).toBeLessThanOrEqual(shownWidth);
        for (const button of at.buttons) {
          expect(button.top, where).toBeGreaterThanOrEqual(at.frameBottom);
          expect(button.left, where).toBeGreaterThanOrEqual(0);
          expect(button.right, where).toBeLessThanOrEqual(shownWidth);
          if (mobile) expect(button.height, where).toBeGreaterThanOrEqual(44);
          // On a desktop, the page as it opens shows them, not only once scrolled.
          else expect(button.top + button.height, where).toBeLessThanOrEqual(height);
        }
        // As few lines as their widths allow in the width the stage gives them: one from a 360 px
        // phone up; each label on one line.
        const [first, second] = at.buttons;
        const fitOnOneLine = first!.width + at.gap + second!.width <= at.stageWidth;
        const rows = new Set(at.buttons.map((b) => Math.round(b.top))).size;
        expect(rows, where).toBe(fitOnOneLine ? 1 : 2);
        if (shownWidth >= 360) expect(rows, where).toBe(1);
        for (const { label, lines } of await labelLines(page)) expect(lines, `${label}: ${where}`).toBe(1);
      }
    }
    await page.setViewportSize({ width, height });
    // On a phone, every control of the page (the last one opened) is a tap target.
    if (mobile) expect(await page.evaluate<string[]>(SMALL_TARGETS)).toEqual([]);
    expect(s.errors).toEqual([]);
  });

  it('keeps the box of an address’s ignored settings within the page’s margins, as every other block', async () => {
    const { page } = s;
    await page.goto(`${base}/studio.html?game=months&prize=4000`);
    const box = (await page.getByTestId('address-problems').boundingBox())!;
    // The column the page's content lies in: the main part's box less its side padding.
    const column = await page.evaluate(`(() => {
      const main = document.querySelector('.studio-main');
      const r = main.getBoundingClientRect();
      const style = getComputedStyle(main);
      return { left: r.left + parseFloat(style.paddingLeft), right: r.right - parseFloat(style.paddingRight) };
    })()`);
    const { left, right } = column as { left: number; right: number };
    expect(left, 'the page has side margins').toBeGreaterThan(0);
    expect([box.x, box.x + box.width], `the box at ${width}×${height}`).toEqual([left, right]);
    expect(s.errors).toEqual([]);
  });
});

/** Phones, the smallest the studio is made for among them. */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

/** Where the focused element and the preview's stage are in the window (CSS pixels). */
const FOCUS_AND_STAGE = `(() => {
  const focused = document.activeElement;
  const r = focused.getBoundingClientRect();
  const stage = document.querySelector('[data-testid="preview-stage"]').getBoundingClientRect();
  return {
    inControls: focused.closest('.controls') !== null,
    name: focused.tagName + ' ' + (focused.getAttribute('type') || '') + ' ' + (focused.textContent || focused.getAttribute('aria-label') || focused.id).slice(0, 30),
    top: r.top, bottom: r.bottom, stageTop: stage.top, stageBottom: stage.bottom, windowHeight: innerHeight,
  };
})()`;

interface FocusAndStage {
  inControls: boolean;
  name: string;
  top: number;
  bottom: number;
  stageTop: number;
  stageBottom: number;
  windowHeight: number;
}

/** Phones shorter than the tallest, held upright and on their side. */
const SHORT_WINDOWS = [
  { width: 320, height: 568 },
  { width: 360, height: 640 },
  { width: 568, height: 320 },
] as const;

/** Where the preview's stage, its picture and its buttons are in the window (CSS pixels). */
function stageLayout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height };
    };
    return {
      scrollWidth: document.documentElement.scrollWidth,
      stage: box('[data-testid="preview-stage"]'),
      frame: box('.preview-frame'),
      buttons: ['play', 'actual-pixels'].map((id) => box(`[data-testid="${id}"]`)),
    };
  });
}

/**
 * The amounts of the ticket's summary and list (the ticket chosen, its explanation, the list's title
 * and rows) that start a line without the word before them ("30 €" alone on a line).
 */
function amountsAlone(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const alone: string[] = [];
    for (const el of document.querySelectorAll('.summary dd, .ticket-list h3, .ticket-row span')) {
      const text = el.textContent ?? '';
      const at: [Text, number][] = []; // each character's text node and offset
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode() as Text | null; n !== null; n = walker.nextNode() as Text | null)
        for (let i = 0; i < n.data.length; i++) at.push([n, i]);
      const lineTop = (i: number) => {
        const range = document.createRange();
        range.setStart(at[i]![0], at[i]![1]);
        range.setEnd(at[i]![0], at[i]![1] + 1);
        return range.getBoundingClientRect().top;
      };
      for (const m of text.matchAll(/\d(?:[\d\u00a0\u202f.,]*\d)?\u00a0€|€\d(?:[\d.,]*\d)?/g)) {
        let word = m.index - 1; // the last letter, digit or bracket before the amount
        while (word >= 0 && !/[\p{L}\p{N})]/u.test(text[word]!)) word--;
        if (word >= 0 && Math.abs(lineTop(word) - lineTop(m.index)) > 2) alone.push(text);
      }
    }
    return alone;
  });
}

describe.each(PHONES)('the studio on a $width×$height phone', ({ width, height }) => {
  let s: Session;
  beforeAll(async () => {
    s = await freshSession({ width, height, mobile: true });
  });
  afterAll(async () => {
    await s.close();
  });

  it('keeps the preview in sight while a setting far down changes it, never over the focused control, and says an export under way', async () => {
    const { page } = s;
    // A 10-second reveal: its GIF runs long enough to be looked at, then is cancelled.
    await page.goto(
      `${base}/studio.html?lang=en&game=paws&variant=dog&prize=3000&size=square&bg=2b1a6b,ff7a59,135&video=10`,
    );
    await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const frame = page.locator('.preview-frame');

    // The file's own pixels (1,080 across, in a box a third as wide): opened centred on the ticket,
    // not at the file's left edge, and its note next to the picture, between the ticket's summary
    // and the stage, not above the summary.
    await page.getByTestId('actual-pixels').click();
    const view = page.getByTestId('actual-view');
    await page.waitForFunction(`document.querySelector('[data-testid="actual-view"] img')?.complete === true`);
    const scroll = await view.evaluate((v) => ({
      left: v.scrollLeft,
      top: v.scrollTop,
      maxLeft: v.scrollWidth - v.clientWidth,
      maxTop: v.scrollHeight - v.clientHeight,
    }));
    expect(scroll.maxLeft).toBeGreaterThan(0);
    expect(Math.abs(scroll.left - scroll.maxLeft / 2), JSON.stringify(scroll)).toBeLessThanOrEqual(1);
    expect(Math.abs(scroll.top - scroll.maxTop / 2), JSON.stringify(scroll)).toBeLessThanOrEqual(1);
    const note = (await page.getByTestId('actual-note').boundingBox())!;
    const summaryBox = (await page.getByTestId('summary').boundingBox())!;
    const stageBox = (await page.getByTestId('preview-stage').boundingBox())!;
    expect(note.y).toBeGreaterThanOrEqual(summaryBox.y + summaryBox.height);
    expect(note.y + note.height).toBeLessThanOrEqual(stageBox.y);
    await page.getByTestId('actual-pixels').click();
    await view.waitFor({ state: 'detached' });
    const before = await frame.screenshot();

    // A setting far down the page, in the frame's section: the background, a plain colour.
    const colour = page.getByRole('radio', { name: 'Colour', exact: true });
    await colour.scrollIntoViewIfNeeded();
    await colour.check();
    const shown = (await frame.boundingBox())!;
    const control = (await colour.boundingBox())!;
    expect(await page.evaluate('scrollY')).toBeGreaterThan(height); // far down indeed
    expect(shown.y).toBeGreaterThanOrEqual(0);
    expect(shown.y + shown.height).toBeLessThanOrEqual(height);
    // The control is in sight too, under the preview, not behind it.
    expect(control.y).toBeGreaterThanOrEqual(shown.y + shown.height);
    // What is at the preview's centre is the preview, and it shows the change.
    const onTop = await page.evaluate(
      `document.elementFromPoint(${shown.x + shown.width / 2}, ${shown.y + shown.height / 2}).closest('.preview-frame') !== null`,
    );
    expect(onTop).toBe(true);
    await expect.poll(async () => imageDifference(before, await frame.screenshot())).toBeGreaterThan(5);

    // Every control of the settings, reached with Tab and then Shift+Tab (which scrolls up, where
    // the preview is), is focused in the window and clear of the preview.
    await page.evaluate('scrollTo(0, 0)');
    await page.locator('.controls input').first().focus();
    for (const key of ['Tab', 'Shift+Tab']) {
      let steps = 0;
      for (;;) {
        const at = await page.evaluate<FocusAndStage>(FOCUS_AND_STAGE);
        if (!at.inControls) break;
        const where = `${key} ${steps}: ${at.name} at ${at.top.toFixed(0)}–${at.bottom.toFixed(0)}, the stage ${at.stageTop.toFixed(0)}–${at.stageBottom.toFixed(0)}`;
        // Scrolling puts boxes at fractions of a pixel: half a pixel is within the window's edge.
        expect(at.top, where).toBeGreaterThanOrEqual(-0.5);
        expect(at.bottom, where).toBeLessThanOrEqual(at.windowHeight + 0.5);
        // The focus ring (3 px, 2 px off the control) is clear of the stage too.
        expect(at.top - 5 >= at.stageBottom - 0.5 || at.bottom + 5 <= at.stageTop + 0.5, where).toBe(true);
        await page.keyboard.press(key);
        steps++;
      }
      expect(steps).toBeGreaterThan(30);
      if (key === 'Tab') await page.keyboard.press('Shift+Tab'); // back into the last control
    }

    // An export under way is said in the preview's stage, in sight wherever the page is, with a
    // link to the export's status (its progress and its Cancel button). Once, on the narrowest phone.
    if (width === 320) {
      await page.evaluate(`document.querySelector('.controls').scrollIntoView()`);
      await page.getByTestId('export-gif').click();
      const said = page.getByTestId('stage-job');
      await said.waitFor();
      const line = (await said.boundingBox())!;
      const stage = (await page.getByTestId('preview-stage').boundingBox())!;
      expect(line.y).toBeGreaterThanOrEqual(stage.y);
      expect(line.y + line.height).toBeLessThanOrEqual(stage.y + stage.height);
      await said.getByRole('link').click();
      const cancel = page.getByTestId('cancel');
      const cancelBox = (await cancel.boundingBox())!;
      expect(cancelBox.y).toBeGreaterThanOrEqual(stage.height);
      expect(cancelBox.y + cancelBox.height).toBeLessThanOrEqual(height);
      await cancel.click();
      await expect.poll(() => page.getByTestId('job').getAttribute('data-state')).toBe('cancelled');
    }
    expect(s.errors).toEqual([]);
  });
  // Once, on the narrowest phones, held upright: a short one and a taller one. The preview stays
  // stuck over the list (a ticket picked is seen at once): each row is reached all the same.
  if (width === 320)
    it('lets every row of the ticket list be reached under the stuck preview, by a tap and by the keyboard', async () => {
      const { page } = s;
      await page.goto(`${base}/studio.html?lang=fr&game=paws&variant=dog&prize=3000&size=square`);
      await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      const rows = page.locator('.ticket-list button:enabled'); // the pager's Previous is not, on the first page
      expect(await rows.count()).toBeGreaterThan(5);
      for (const size of [
        { width: 320, height: 568 },
        { width: 320, height: 640 },
      ]) {
        await page.setViewportSize(size);
        // A tap: scrolled to as a finger would, then nothing else (the stuck preview) takes it.
        for (let i = 0; i < (await rows.count()); i++) await rows.nth(i).click({ trial: true, timeout: 10_000 });
        // Reached with Tab, one after another, each row's focus ring (3 px, 2 px off it) in the window
        // and clear of the stage (WCAG 2.4.11).
        await page.evaluate('scrollTo(0, 0)');
        await rows.first().focus();
        for (let i = 0; i < (await rows.count()); i++) {
          if (i > 0) await page.keyboard.press('Tab');
          const at = await page.evaluate<FocusAndStage>(FOCUS_AND_STAGE);
          const where = `${size.width}×${size.height}, Tab ${i}: ${JSON.stringify(at)}`;
          expect(at.top - 5, where).toBeGreaterThanOrEqual(-0.5);
          expect(at.bottom + 5, where).toBeLessThanOrEqual(at.windowHeight + 0.5);
          expect(at.top - 5 >= at.stageBottom - 0.5 || at.bottom + 5 <= at.stageTop + 0.5, where).toBe(true);
        }
      }
      await page.setViewportSize({ width, height });
      expect(s.errors).toEqual([]);
    });
  // Once, in the narrowest phone's session, its window resized to each short one (registered
  // there only: the other phone's run would list it as skipped).
  if (width === 320)
    it('leaves most of a short phone’s window to the settings, the preview’s buttons beside the picture (their words on one line), every list’s choice whole, and every amount with its words', async () => {
      const { page } = s;
      await page.goto(`${base}/studio.html?lang=fr&game=paws&variant=dog&prize=3000&size=square`);
      await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      for (const lang of ['fr', 'en'] as const) {
        if (lang === 'en') {
          // The studio's words follow the pictures' language: no new page needed.
          await page.getByRole('radio', { name: 'English', exact: true }).check();
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
        }
        for (const size of SHORT_WINDOWS) {
          await page.setViewportSize(size);
          const where = `${size.width}×${size.height} (${lang})`;
          expect(await amountsAlone(page), where).toEqual([]);
          // A setting far down, in the frame's section, scrolled to: the preview stays stuck above it.
          const control = page.getByRole('radio', { name: lang === 'fr' ? 'Couleur' : 'Colour', exact: true });
          await control.scrollIntoViewIfNeeded();
          const at = await stageLayout(page);
          const shown = `${where}: ${JSON.stringify(at)}`;
          expect(at.scrollWidth, shown).toBeLessThanOrEqual(size.width);
          expect(at.stage.top, shown).toBeLessThanOrEqual(0.5);
          // Most of the window is left to the settings; the picture stays big enough to judge the ticket.
          expect((size.height - at.stage.bottom) / size.height, shown).toBeGreaterThanOrEqual(0.6);
          expect(Math.min(at.frame.height, at.frame.right - at.frame.left), shown).toBeGreaterThanOrEqual(90);
          // The buttons beside the picture, within the stage and the window, each a tap target.
          for (const button of at.buttons) {
            expect(button.left, shown).toBeGreaterThanOrEqual(at.frame.right);
            expect(button.right, shown).toBeLessThanOrEqual(size.width);
            expect(button.top, shown).toBeGreaterThanOrEqual(at.stage.top);
            expect(button.bottom, shown).toBeLessThanOrEqual(at.stage.bottom);
            expect(button.height, shown).toBeGreaterThanOrEqual(44);
          }
          // A label's words on one line: only a count of seconds may go under them.
          for (const { label, lines, phraseLines } of await labelLines(page)) {
            expect(phraseLines, `${label}: ${shown}`).toBe(1);
            expect(lines, `${label}: ${shown}`).toBeLessThanOrEqual(2);
          }
          // Every choice of every list shows whole (the format's longest, in French, at 320 px).
          expect(await page.evaluate<string[]>(CUT_SELECTS), where).toEqual([]);
          // The setting is in sight under the stage, and a tap there reaches it.
          const box = (await control.boundingBox())!;
          expect(box.y, shown).toBeGreaterThanOrEqual(at.stage.bottom);
          expect(box.y + box.height, shown).toBeLessThanOrEqual(size.height);
          const reached = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x!, y!)?.closest('label')?.textContent?.trim() ?? '',
            [box.x + box.width / 2, box.y + box.height / 2],
          );
          expect(reached, shown).toBe(lang === 'fr' ? 'Couleur' : 'Colour');
          // The label shown while the reveal plays, on one line too; then the still again.
          const play = page.getByTestId('play');
          await play.click();
          await expect.poll(() => play.getAttribute('data-playing')).toBe('true');
          for (const { label, lines } of await labelLines(page)) expect(lines, `${label} (playing): ${shown}`).toBe(1);
          await play.click();
          await expect.poll(() => play.getAttribute('data-playing')).toBe('false');
        }
        expect(await page.evaluate<string[]>(SMALL_TARGETS), lang).toEqual([]);
      }
      await page.setViewportSize({ width, height });
      expect(s.errors).toEqual([]);
    });
  // Once too, in the same session: a phone on its side wide enough for the two columns.
  if (width === 320)
    it('fits the preview’s column in a phone on its side, the picture and its buttons seen together, each label on one line', async () => {
      const { page } = s;
      await page.goto(`${base}/studio.html?lang=fr&game=paws&variant=dog&prize=3000&size=square`);
      await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const side = { width: 844, height: 390 };
      for (const lang of ['fr', 'en'] as const) {
        if (lang === 'en') {
          await page.getByRole('radio', { name: 'English', exact: true }).check();
          await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
        }
        await page.setViewportSize(side);
        await page.evaluate('scrollTo(0, 0)');
        // As the page opens: the picture and its buttons beside it, within the window.
        let at = await stageLayout(page);
        let shown = `${lang} as it opens: ${JSON.stringify(at)}`;
        expect(at.scrollWidth, shown).toBeLessThanOrEqual(side.width);
        expect(at.frame.bottom, shown).toBeLessThanOrEqual(side.height);
        for (const button of at.buttons) {
          expect(button.left, shown).toBeGreaterThanOrEqual(at.frame.right);
          expect(button.bottom, shown).toBeLessThanOrEqual(side.height);
        }
        // Reached with Tab from the link above, each shows its focus ring (3 px, 2 px off the button)
        // whole: within the window, clear of the picture.
        await page.locator('.studio-header > a').focus();
        for (const id of ['play', 'actual-pixels']) {
          await page.keyboard.press('Tab');
          const ring = await page.evaluate(() => {
            const focused = document.activeElement!;
            const r = focused.getBoundingClientRect();
            return {
              id: focused.getAttribute('data-testid'),
              visible: focused.matches(':focus-visible') && getComputedStyle(focused).outlineStyle !== 'none',
              top: r.top - 5,
              bottom: r.bottom + 5,
              left: r.left - 5,
              right: r.right + 5,
            };
          });
          expect(ring, shown).toMatchObject({ id, visible: true });
          expect(ring.top, shown).toBeGreaterThanOrEqual(0);
          expect(ring.bottom, shown).toBeLessThanOrEqual(side.height);
          expect(ring.left, shown).toBeGreaterThanOrEqual(at.frame.right);
          expect(ring.right, shown).toBeLessThanOrEqual(side.width);
        }
        // Scrolled to a setting far down: the preview's whole column (its summary too) fits the
        // window, beside the settings, not over them; the setting is in sight, and a tap reaches it.
        const control = page.getByRole('radio', { name: lang === 'fr' ? 'Couleur' : 'Colour', exact: true });
        await control.scrollIntoViewIfNeeded();
        at = await stageLayout(page);
        const column = (await page.getByTestId('preview-section').boundingBox())!;
        shown = `${lang} scrolled: ${JSON.stringify({ at, column })}`;
        expect(column.y, shown).toBeGreaterThanOrEqual(0);
        expect(column.y + column.height, shown).toBeLessThanOrEqual(side.height);
        const box = (await control.boundingBox())!;
        expect(box.x, shown).toBeGreaterThanOrEqual(column.x + column.width);
        const reached = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('label')?.textContent?.trim() ?? '',
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(reached, shown).toBe(lang === 'fr' ? 'Couleur' : 'Colour');
        for (const { label, lines } of await labelLines(page)) expect(lines, `${label}: ${shown}`).toBe(1);
        // A 360 px phone held upright: both buttons on one line under the picture, each label on one line.
        await page.setViewportSize({ width: 360, height: 800 });
        await page.evaluate('scrollTo(0, 0)');
        at = await stageLayout(page);
        shown = `${lang} at 360×800: ${JSON.stringify(at)}`;
        expect(at.buttons[0]!.top, shown).toBe(at.buttons[1]!.top);
        for (const { label, lines } of await labelLines(page)) expect(lines, `${label}: ${shown}`).toBe(1);
        expect(await page.evaluate<string[]>(CUT_SELECTS), shown).toEqual([]);
      }
      await page.setViewportSize({ width, height });
      expect(s.errors).toEqual([]);
    });
});
