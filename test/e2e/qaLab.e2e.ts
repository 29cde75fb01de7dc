import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DESIGN_WORDS } from '../../src/i18n/designWords.ts';
import { QA_WORDS } from '../../src/i18n/qa.ts';
import { STUDIO_WORDS } from '../../src/i18n/studio.ts';
import { labReportHtml } from '../../src/qa/sheet/labReport.ts';
import { sharedSession } from './sharedSession.ts';

const base = inject('baseUrl');
const s = sharedSession();
const CHECKS_TIMEOUT_MS = 400_000; // a limit for a stuck page, not a measure

const temp = mkdtempSync(join(tmpdir(), 'grattez-lab-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The parts of a design.json the tests change. */
interface DesignData {
  design: string;
  name: { fr: string; en: string };
  price: { size: number };
  zones: { id: string; amountWords?: { w: number } }[];
}

/**
 * A shipped design (months unless `from` says) copied under a new id, never built in, into
 * `<temp>/<id>/`, its design.json changed by `change`. Returns the folder.
 */
function copyDesign(id: string, change: (data: DesignData) => void, from = 'months') {
  const dir = join(temp, id);
  cpSync(join(import.meta.dirname, '../../designs', from), dir, { recursive: true });
  const file = join(dir, 'design.json');
  const data = JSON.parse(readFileSync(file, 'utf8')) as DesignData;
  data.design = id;
  change(data);
  writeFileSync(file, JSON.stringify(data, null, 2));
  return dir;
}

/** Month 1's amount-in-words box narrowed to 40 units: "ZERO EUROS" shrinks below the legible size. */
const narrowWords = (data: DesignData) => {
  data.zones.find((z) => z.id === 'month-1')!.amountWords!.w = 40;
};
/**
 * Month 1's amount-in-words box narrowed to 44 units and moved past its cover's left edge: one box
 * that fails three checks (geometry, text twice, contrast against the art behind it).
 */
const narrowWordsOutside = (data: DesignData) => {
  Object.assign(data.zones.find((z) => z.id === 'month-1')!.amountWords!, { x: 196, w: 44 });
};
/** The dog's price printed at 10 units: "2 €" reads at 5.7 px on the phone, below the price's floor. */
const tinyPrice = (data: DesignData) => {
  data.price.size = 10;
};

const labState = () => s.page.evaluate(() => document.body.dataset.labState ?? '');
/**
 * The lab's design drawn and checked: its state "done", not "failed" (a card that could not draw
 * its picture), which fails at once, naming what the card says, rather than at the poll's timeout.
 */
async function labDone(): Promise<void> {
  await expect.poll(labState, { timeout: CHECKS_TIMEOUT_MS, interval: 1000 }).toMatch(/^(?:done|failed)$/);
  expect(await s.page.locator('[data-picture-failed] [aria-live]').allTextContents()).toEqual([]);
  expect(await labState()).toBe('done');
}

describe('the design lab (qa.html?lab)', () => {
  it(
    'checks a folder that was never built in, names the planted defect, and saves a report naming it',
    async () => {
      const { page } = s;
      const dir = copyDesign('dog-lab', tinyPrice, 'dog');
      await page.goto(`${base}/qa.html?lab&ui=en&density=1`);
      const m = QA_WORDS.en;
      await page.getByLabel(m.lab.folderInput, { exact: true }).setInputFiles(dir);
      await labDone();

      // Shown as the sheet shows a built-in design: each language in every state, with its checks.
      expect(await page.locator('.qa-design[data-design="dog-lab"] canvas[data-drawn="true"]').count()).toBe(6);
      const english = page.locator('.qa-design[data-design="dog-lab"][data-lang="en"]');
      expect(await english.locator('.qa-finding').allTextContents()).toEqual([
        expect.stringMatching(/^dog-lab\.price: text "€2" drawn at 5\.7 px/),
      ]);
      // The failing element is outlined and named on the revealed picture.
      expect(await english.locator('.qa-picture svg text').allTextContents()).toContain('price');
      expect(await page.getByRole('status').textContent()).toBe(m.lab.done('dog-lab', 2));
      // Its pages of content are the dog's 6, not the 21 of 12 Mois, a built-in design.
      expect((await page.getByRole('group', { name: m.page }).locator('label').textContent())?.trim()).toBe(
        m.pageOf(1, 6),
      );
      // A design not built in: the scope note points to check-layout, which npm run qa is not for.
      expect(await english.locator('.qa-results .qa-scope').textContent()).toMatch(
        /\(grattez check-layout --design <folder> checks every page at densities 1, 2 and 3\)\.$/,
      );
      // The art's text was drawn with the bundled fonts embedded: the lab says how that differs.
      expect(await page.getByText(m.lab.liveText).count()).toBe(1);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.lab.save }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^grattez-lab-dog-lab-\d{4}-\d\d-\d\d\.html$/);
      const report = readFileSync(await download.path(), 'utf8');
      expect(report).toContain('<code>dog-lab</code>');
      expect(report).toMatch(
        /<td role="cell" data-label="Element"><code>dog-lab\.price<\/code><\/td><td role="cell" data-label="Check">Text fits and can be read<\/td>/,
      );
      // Both languages' checks ran: a script reads it on each section, and the verdict's outcome;
      // the verdict, a sentence, counts the price in each language.
      expect(report.match(/<section data-lang="(?:fr|en)" data-checks="ran">/g)).toHaveLength(2);
      expect(report).toContain(`<dd class="fail" data-outcome="fail">${m.lab.report.failures(2, 2)}</dd>`);
      expect(report).toContain('grattez check-layout --design &lt;folder&gt; checks every page');
      expect(report.match(/<img src="data:image\/png;base64,/g)).toHaveLength(6);
      expect(report).not.toMatch(/(?:src|href)="(?!data:)/);

      // Edited after it was chosen with the plain input: the browser refuses the changed file,
      // and the lab says to choose the folder again.
      const file = join(dir, 'design.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"size": 10', '"size": 11'));
      await page.getByRole('button', { name: m.lab.recheck }).click();
      await expect.poll(labState).toBe('problems');
      expect(await page.getByRole('alert').textContent()).toContain(m.lab.chooseAgain('input'));
    },
    CHECKS_TIMEOUT_MS + 60_000,
  );

  it(
    'fails a text box too small for an amount the pages drawn do not show, as check-layout does',
    async () => {
      const { page } = s;
      const dir = copyDesign('months-narrow', narrowWordsOutside);
      const m = QA_WORDS.en;
      await page.goto(`${base}/qa.html?lab&ui=en&density=1`);
      await page.getByLabel(m.lab.folderInput, { exact: true }).setInputFiles(dir);
      await labDone();
      // Measured without drawing: the longest amount in words the game can print there, in each language.
      for (const lang of ['fr', 'en']) {
        const row = page.locator(`.qa-design[data-design="months-narrow"][data-lang="${lang}"]`);
        expect(await row.locator('.qa-finding').allTextContents()).toContainEqual(
          expect.stringMatching(/^months-narrow\.month-1\.amountWords: text "[^"]+ EUROS" drawn at 2\.\d px/),
        );
      }

      // The box fails several checks: one number on the picture (it had a name or a number per
      // finding, side by side over one another), and one legend entry listing each check, each a
      // link that takes the keyboard's focus to its finding in the results.
      const revealed = page.locator('.qa-design[data-design="months-narrow"][data-lang="en"] .qa-card').nth(1);
      const legend = revealed.getByRole('list', { name: m.legend });
      const entry = legend.locator('> li', { hasText: 'month-1.amountWords' });
      expect(await entry.count()).toBe(1);
      const number = await entry.evaluate((li) => (li as HTMLLIElement).value);
      const labels = await revealed.locator('.qa-picture svg text').allTextContents();
      expect(labels.filter((t) => t === String(number) || t === 'month-1.amountWords')).toEqual([String(number)]);
      expect(await entry.getByRole('link').allTextContents()).toEqual([
        m.checks.geometry,
        `${m.checks.text} (${m.failures(2)})`,
        m.checks.contrast,
      ]);
      await entry.getByRole('link', { name: m.checks.contrast }).focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(
        /^months-narrow\.month-1\.amountWords: contrast /,
      );

      // The saved report writes the box's number where the sheet does, and names it in a legend
      // under the picture (it wrote the name just above the box before, over what the ticket prints).
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: m.lab.save }).click(),
      ]);
      const report = readFileSync(await download.path(), 'utf8');
      const start = '<section data-lang="en" data-checks="ran">';
      expect(report).toContain(start);
      const english = report.slice(report.indexOf(start));
      expect(english).toContain(
        `<li value="${number}"><code>month-1.amountWords</code> — ${[m.checks.geometry, m.checks.text, m.checks.contrast].join(' · ')}</li>`,
      );
    },
    CHECKS_TIMEOUT_MS + 60_000,
  );

  it(
    "fits a phone's screen: at 320 and 390 px the page does not scroll sideways, its pictures inside their cards, even at the width 1280 chosen by hand",
    async () => {
      const { page } = s;
      const dir = copyDesign('dog-phone', () => undefined, 'dog');
      try {
        for (const width of [390, 320]) {
          await page.setViewportSize({ width, height: 844 });
          await page.goto(`${base}/qa.html?lab&ui=en&density=1`);
          await page.getByLabel(QA_WORDS.en.lab.folderInput, { exact: true }).setInputFiles(dir);
          const drawn = page.locator('.qa-design[data-design="dog-phone"] canvas[data-drawn="true"]');
          await expect.poll(() => drawn.count(), { timeout: CHECKS_TIMEOUT_MS, interval: 500 }).toBe(6);
          const overflow = await page.evaluate(() => {
            const cards = [...document.querySelectorAll('.qa-design')].map(
              (card) => card.getBoundingClientRect().right,
            );
            const pictures = [...document.querySelectorAll('.qa-picture canvas')].map(
              (c) => c.getBoundingClientRect().right,
            );
            return {
              page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
              widest: Math.max(...cards, ...pictures) - document.documentElement.clientWidth,
            };
          });
          expect(overflow, `at ${width} px`).toEqual({ page: 0, widest: expect.any(Number) as unknown });
          expect(overflow.widest, `at ${width} px`).toBeLessThanOrEqual(0);
        }
        // The sheet width 1280 chosen by hand on a 390 px phone: each picture keeps its true size
        // (540 px, the ticket's width on that screen) and scrolls inside its own card; the page
        // does not scroll sideways.
        await page.setViewportSize({ width: 390, height: 844 });
        await page.getByRole('radio', { name: '1280', exact: true }).check();
        const canvases = page.locator('.qa-design[data-design="dog-phone"] .qa-picture canvas');
        await expect
          .poll(() => canvases.evaluateAll((all) => all.map((c) => c.getBoundingClientRect().width)))
          .toEqual([540, 540, 540, 540, 540, 540]);
        const wide = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          cardsOut: [...document.querySelectorAll('.qa-card')].filter(
            (card) => card.getBoundingClientRect().right > document.documentElement.clientWidth,
          ).length,
          cardsScrolling: [...document.querySelectorAll('.qa-card')].filter(
            (card) => card.scrollWidth > card.clientWidth,
          ).length,
        }));
        expect(wide).toEqual({ page: 0, cardsOut: 0, cardsScrolling: 6 });
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    },
    CHECKS_TIMEOUT_MS,
  );

  it('names what is wrong with a bad folder, never a blank page', async () => {
    const { page } = s;
    const m = QA_WORDS.fr.lab;
    await page.goto(`${base}/qa.html?lab&density=1`);
    const input = page.getByLabel(m.folderInput, { exact: true });
    // The browser's own file input ("Choose Files", "No file chosen": the browser's language) is
    // out of sight; the page says the same in its own, and what the input holds once chosen.
    const box = (await input.boundingBox())!;
    expect(box.width * box.height).toBeLessThanOrEqual(1);
    const folderLabel = page.locator('label', { has: input });
    expect((await folderLabel.innerText()).replace(/\s+/g, ' ')).toBe(`${m.folderInput} ${m.browse} ${m.noFolder}`);
    expect(await input.evaluate((el) => el.getAttribute('aria-describedby'))).toBe('qa-lab-chosen');

    const unreadable = copyDesign('months-bad-art', () => undefined);
    writeFileSync(join(unreadable, 'months.en.svg'), 'GIF89a: not a drawing');
    await input.setInputFiles(unreadable);
    await expect.poll(labState).toBe('problems');
    expect(await page.locator('#qa-lab-chosen').innerText()).toBe('months-bad-art');
    expect(await page.getByRole('alert').textContent()).toContain(m.problem.notSvg('months.en.svg', 'XML mal formé'));

    // A file saved in another encoding than UTF-8 (Windows-1252: "été" as one byte a letter).
    const latin = copyDesign('months-latin', (data) => {
      data.name.fr = "Calendrier d'été";
    });
    const json = join(latin, 'design.json');
    writeFileSync(json, Buffer.from(readFileSync(json, 'utf8'), 'latin1'));
    await input.setInputFiles(latin);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/design\.json n’est pas en UTF-8 \(ligne \d+\)/);

    const misfit = copyDesign('months-misfit', (data) => {
      data.zones = data.zones.filter((z) => z.id !== 'month-12');
    });
    await input.setInputFiles(misfit);
    // In the page's language, naming the file, the design and the field.
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('design.json\u00a0: modèle «\u00a0months-misfit\u00a0»\u00a0: zones\u00a0: les identifiants sont [');

    const noJson = copyDesign('months-no-json', () => undefined);
    rmSync(join(noJson, 'design.json'));
    await input.setInputFiles(noJson);
    await expect.poll(() => page.getByRole('alert').textContent()).toContain(m.problem.noDesignJson(''));

    // Files dropped on the page (here by a script, so without handles or entries: plain files).
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{ "design": "dropped", '], 'design.json', { type: 'application/json' }));
      data.items.add(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'dropped.svg', { type: 'image/svg+xml' }));
      document.querySelector('.qa-lab')!.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true }));
    });
    // Named once, as the build and check-layout name it (dropped loose, the folder's name is not known).
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain(m.problem.design(DESIGN_WORDS.fr.notValidJson('')));
  });
});

describe('the design lab’s saved report', () => {
  it('lists its findings as cards on a phone, each cell under its column’s name and as wide as its card, and as a table on a desktop', async () => {
    const { page } = s;
    try {
      for (const ui of ['fr', 'en'] as const) {
        const m = QA_WORDS[ui].lab.report;
        const finding = {
          element: 'months-narrow.month-1.amountWords',
          check: m.check,
          problem: `${m.problem}: text "ZERO EUROS" drawn at 5.7 px, below the legible minimum`,
        };
        const rows = (['fr', 'en'] as const).map((lang) => ({
          lang,
          pictures: [],
          findings: [finding, { ...finding, element: 'months-narrow.price' }],
        }));
        await page.setContent(
          labReportHtml({
            design: 'months-narrow',
            name: '12 Mois',
            date: new Date(0),
            ui,
            checksRun: [],
            scope: '',
            notes: [],
            rows,
          }),
        );
        for (const size of [
          { width: 320, height: 568 },
          { width: 360, height: 800 },
          { width: 1280, height: 900 },
        ]) {
          await page.setViewportSize(size);
          const at = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            rows: [...document.querySelectorAll('.findings tbody tr')].map((tr) => {
              const style = getComputedStyle(tr);
              return {
                width: tr.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight), // within its border
                cells: [...tr.querySelectorAll('td')].map((td) => {
                  const r = td.getBoundingClientRect();
                  return {
                    top: r.top,
                    bottom: r.bottom,
                    width: r.width,
                    label: getComputedStyle(td, '::before').content,
                  };
                }),
              };
            }),
          }));
          const where = `${ui} at ${size.width}×${size.height}: ${JSON.stringify(at)}`;
          expect(at.scrollWidth, where).toBeLessThanOrEqual(size.width);
          expect(at.rows, where).toHaveLength(4);
          for (const { width, cells } of at.rows) {
            expect(cells, where).toHaveLength(3);
            if (size.width < 1280) {
              // A card: its cells one under the other, each as wide as the card, under its column's name.
              for (const [i, cell] of cells.entries()) {
                expect(Math.abs(cell.width - width), where).toBeLessThanOrEqual(1);
                if (i > 0) expect(cell.top, where).toBeGreaterThanOrEqual(cells[i - 1]!.bottom);
                expect(cell.label, where).toContain([m.element, m.check, m.problem][i]);
              }
            } else {
              // A table's row: its cells side by side, the columns' names in its head only.
              expect(new Set(cells.map((c) => c.top)).size, where).toBe(1);
              for (const cell of cells) expect(cell.label, where).toBe('none');
            }
          }
        }
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('the studio opens a design folder (studio.html)', () => {
  it('draws the ticket with a design never built in, and names a bad folder', async () => {
    const { page } = s;
    const w = STUDIO_WORDS.fr.designFolder;
    await page.goto(`${base}/studio.html?game=paws&variant=dog`);
    const input = page.getByLabel(w.input, { exact: true });

    const bad = copyDesign('months-studio-bad', () => undefined);
    writeFileSync(join(bad, 'design.json'), '{ "design": ');
    await input.setInputFiles(bad);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain(
        QA_WORDS.fr.lab.problem.design(
          DESIGN_WORDS.fr.field(DESIGN_WORDS.fr.design('months-studio-bad'), DESIGN_WORDS.fr.notValidJson('')),
        ),
      );

    await input.setInputFiles(copyDesign('months-studio', narrowWords));
    await page.locator('[data-design-folder] [role="status"][data-state="ok"]').waitFor();
    expect(await page.locator('[data-design-folder] [role="status"]').textContent()).toBe(w.opened('Roue des mois'));
    await expect.poll(() => new URL(page.url()).searchParams.get('game')).toBe('months');
    // As the page says, a link cannot carry a design that exists only in this page.
    expect(new URL(page.url()).searchParams.get('design')).toBeNull();
    expect(new URL(await page.getByTestId('share-link').inputValue()).searchParams.get('design')).toBeNull();
    await page.locator('canvas[data-ready="true"]').waitFor({ state: 'attached' });
  });
});
