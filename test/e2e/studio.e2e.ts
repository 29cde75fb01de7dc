import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { unzipSync, strFromU8 } from 'fflate';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { describe, expect, inject, it } from 'vitest';
import {
  Block,
  blockTiers,
  evaluate,
  GAMES,
  generateTicket,
  parseSerial,
  type Ticket,
} from '../../src/engine/index.ts';
import { explainBreakdown } from '../../src/i18n/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { designOf, getLayout } from '../../src/layouts/index.ts';
import { fitTicketIn, frameGeometry } from '../../src/render/viewport.ts';
import { prizeTag } from '../../src/studio/state/studioExport.ts';
import { openContext } from './browser.ts';
import { refusedThenRetried } from './loadFailure.ts';
import { sharedSession } from './sharedSession.ts';
import { gifFacts, videoFacts } from './studioMedia.ts';

const base = inject('baseUrl');
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const EXPORT_TIMEOUT_MS = 300_000;

const s = sharedSession();

/** Opens the studio on `search` and waits for the preview's first complete frame. */
async function openStudio(page: Page, search: string): Promise<void> {
  await page.goto(`${base}/studio.html${search}`);
  await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
}

/** Clicks an export button and returns the file the browser downloads. */
async function exportFile(page: Page, testId: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS }),
    page.getByTestId(testId).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

function ticketOf(serial: string): Ticket {
  const ref = parseSerial(serial);
  if (!ref.ok) throw new Error(`bad serial ${serial}`);
  return generateTicket(ref.value);
}

describe('the studio', () => {
  it('lists real tickets of the chosen prize, in the chosen block, and shows the one picked', async () => {
    const { page } = s;
    await openStudio(page, '?game=months&prize=10000&seed=demo&block=0');
    const rows = page.getByTestId('ticket-list').locator('button[data-serial]');
    await expect.poll(() => rows.count()).toBe(8);
    const serials = await rows.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-serial') ?? ''));
    const expected = [...new Block('months', 'demo', 0).indicesWithPrize(10_000).subarray(0, 8)];
    expect(serials.map((serial) => ticketOf(serial).index)).toEqual(expected);
    for (const serial of serials) expect(ticketOf(serial).prize).toBe(10_000);
    // Each row gives the engine's explanation.
    await expect.poll(() => rows.first().textContent()).toMatch(/100\s€$/);

    // Another prize, with the keyboard: the list follows, and a row picked becomes the preview.
    await page.getByLabel('Gain', { exact: true }).selectOption('600');
    await expect.poll(async () => ticketOf((await rows.first().getAttribute('data-serial')) ?? '').prize).toBe(600);
    await rows.nth(2).focus();
    await page.keyboard.press('Enter');
    const picked = (await rows.nth(2).getAttribute('data-serial')) ?? '';
    await expect.poll(() => page.getByTestId('serial').textContent()).toBe(picked);
    await expect.poll(() => rows.nth(2).getAttribute('aria-pressed')).toBe('true');
    expect(page.url()).toContain('prize=600&pick=2');
    // In forced colours (Windows' contrast themes), which drop the row's background and inset line,
    // the picked row is still told from the others.
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      const looks = await rows.evaluateAll((buttons) =>
        buttons.slice(1, 4).map((b) => {
          const c = getComputedStyle(b);
          return `${c.backgroundColor} ${c.textDecorationLine}`;
        }),
      );
      expect(looks[1]).not.toBe(looks[0]);
      expect(looks[0]).toBe(looks[2]);
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
    await page.getByTestId('next-ticket').click();
    await expect
      .poll(() => page.getByTestId('serial').textContent())
      .toBe((await rows.nth(3).getAttribute('data-serial')) ?? '');

    // A pasted serial, and a bad one named as such.
    await page.getByTestId('serial-input').fill('M.demo.0.0000170.0134');
    await page.getByTestId('serial-input').press('Enter');
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'M.demo.0.0000170.0134' }).count()).toBe(1);
    await page.getByTestId('serial-input').fill('M.demo.0.0000170.0133');
    await page.getByTestId('serial-input').press('Enter');
    await expect.poll(() => page.getByTestId('serial').textContent()).toBe('M.demo.0.0000170.0133');
    const scored = evaluate(ticketOf('M.demo.0.0000170.0133'));
    if (!scored.ok) throw new Error('the engine cannot score its own ticket');
    await expect.poll(() => page.getByTestId('explanation').textContent()).toBe(explainBreakdown(scored.value, 'fr'));
  });

  it('exports PNGs at the exact pixel size of the frame', async () => {
    const { page } = s;
    for (const [search, width, height] of [
      ['?size=square&state=covered', 1080, 1080],
      ['?size=700x350&density=2&state=revealed', 1400, 700],
      // Density 3 on a small custom frame: the ticket preset's size is the caption test's, and a
      // 1800×2700 picture drawn in software proves no more than a 600×900 one.
      ['?size=200x300&density=3&bg=transparent', 600, 900],
    ] as const) {
      await openStudio(page, search);
      const { name, bytes } = await exportFile(page, 'export-png');
      const png = PNG.sync.read(bytes);
      expect([png.width, png.height], search).toEqual([width, height]);
      expect(name).toMatch(new RegExp(`-${width}x${height}\\.png$`));
    }
  });

  it('exports "revealed" differing from "covered" inside the zones only', async () => {
    const { page } = s;
    const serial = 'M.demo.0.0000170.0133'; // a win: the highlight shows on "revealed"
    await openStudio(page, `?serial=${serial}&state=covered&size=600x600&bg=ffffff`);
    const covered = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    // The same page, its state chosen as a user does: the address follows.
    await page.getByRole('radio', { name: 'Découvert, gain en évidence' }).check();
    await page.waitForURL(/[?&]state=revealed(&|$)/);
    const revealed = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    const layout = getLayout(designOf(ticketOf(serial)));
    const fit = fitTicketIn(frameGeometry(600, 600, false).ticketArea, layout.width, layout.height);
    // A zone's cover reaches a little past its shape, and the highlight rings a little further.
    const margin = 20;
    const zones = layout.zones.map((zone) => {
      const b = shapeBounds(zone.shape);
      return {
        x0: fit.offsetX + (b.x - margin) * fit.scale,
        y0: fit.offsetY + (b.y - margin) * fit.scale,
        x1: fit.offsetX + (b.x + b.w + margin) * fit.scale,
        y1: fit.offsetY + (b.y + b.h + margin) * fit.scale,
        changed: 0,
      };
    });
    let outside = 0;
    for (let y = 0; y < 600; y++) {
      for (let x = 0; x < 600; x++) {
        const i = (y * 600 + x) * 4;
        let diff = 0;
        for (let c = 0; c < 4; c++) diff = Math.max(diff, Math.abs(covered.data[i + c]! - revealed.data[i + c]!));
        if (diff <= 8) continue;
        const inZone = zones.filter((z) => x >= z.x0 && x < z.x1 && y >= z.y0 && y < z.y1);
        if (inZone.length === 0) outside++;
        for (const z of inZone) z.changed++;
      }
    }
    expect(outside).toBe(0);
    // Every zone's cover came off: a good part of each zone's box changed.
    for (const [i, z] of zones.entries())
      expect(z.changed, `zone ${i}`).toBeGreaterThan((z.x1 - z.x0) * (z.y1 - z.y0) * 0.2);
  });

  it('keeps the mention and the serial whatever the caption', async () => {
    const { page } = s;
    const search = '?serial=P.demo.0.0000017.G137&size=600x400&bg=ffcc00&state=covered';
    await openStudio(page, search);
    const plain = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    // The same page, a caption typed in.
    await page.getByTestId('caption-fr').fill('Une très longue légende '.repeat(5).trim());
    await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const captioned = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    expect(captioned.data.equals(plain.data), 'the caption is drawn').toBe(false);
    // The mention's dark pill, found in the band of the picture without a caption.
    const band = frameGeometry(600, 400, false).mention;
    // rgba(20, 14, 48, 0.82) over the yellow: about (62, 48, 39).
    const dark = (png: PNG, i: number) => png.data[i]! < 90 && png.data[i + 1]! < 80 && png.data[i + 2]! < 90;
    let [x0, y0, x1, y1] = [600, 400, 0, 0];
    for (let y = Math.floor(band.y); y < Math.ceil(band.y + band.h); y++)
      for (let x = 0; x < 600; x++)
        if (dark(plain, (y * 600 + x) * 4))
          [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    expect(x1 - x0).toBeGreaterThan(200); // "Jeu simulé — sans valeur · P.demo.0.0000017.G137"
    expect(y1 - y0).toBeGreaterThan(8);
    // With a caption, the pill and its words are the same, to the pixel.
    let differing = 0;
    for (let y = y0; y <= y1; y++)
      for (let x = x0; x <= x1; x++) {
        const i = (y * 600 + x) * 4;
        if (plain.data.subarray(i, i + 4).some((v, c) => v !== captioned.data[i + c])) differing++;
      }
    expect(differing).toBe(0);
  });

  it('breaks a long caption into lines at a readable size, above the ticket alone', async () => {
    const { page } = s;
    const caption =
      'Grattez le ticket Chien & Chat et tentez de gagner jusqu’à 15 000 € : neuf pattes, un bonus ×3, des os à gogo ! Bravo !!';
    expect([...caption].length).toBe(120); // the longest the studio takes
    await openStudio(
      page,
      `?serial=P.demo.0.0000017.G137&size=ticket&bg=ffcc00&state=covered&caption-fr=${encodeURIComponent(caption)}`,
    );
    const png = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    expect([png.width, png.height]).toEqual([600, 900]);
    // The caption's dark ink on the yellow, row by row, above where a one-line band would end
    // (24 + 58 px) and its ticket begin: one line squeezed to the width was about 8 px tall.
    const inked: boolean[] = [];
    for (let y = 0; y < 90; y++) {
      let n = 0;
      for (let x = 0; x < 600; x++) {
        const i = (y * 600 + x) * 4;
        if (png.data[i]! < 110 && png.data[i + 1]! < 110) n++;
      }
      inked.push(n >= 2);
    }
    let tallest = 0;
    for (let y = 0, run = 0; y < inked.length; y++) tallest = Math.max(tallest, (run = inked[y] ? run + 1 : 0));
    expect(inked.filter(Boolean).length).toBeGreaterThan(30);
    expect(tallest).toBeGreaterThanOrEqual(18); // a line printed at 25 px or more
  });

  it('keeps the keyboard’s focus on an export button through its export', async () => {
    const { page } = s;
    await openStudio(page, '?size=200x200&state=covered');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? 'body');
    await page.getByTestId('export-png').focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    await download.path();
    await expect.poll(() => page.getByTestId('job').getAttribute('data-state')).toBe('done');
    expect(await focused()).toBe('export-png');
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('export-webm');
  });

  it('reproduces the same PNG bytes from its share link', async () => {
    const { page, context } = s;
    await openStudio(page, '');
    await page.getByLabel('Gain', { exact: true }).selectOption('20000');
    await page.getByRole('radio', { name: 'Découvert, gain en évidence' }).check();
    await page.getByLabel('Format', { exact: true }).selectOption('card');
    await page.getByRole('radio', { name: 'Couleur', exact: true }).check();
    // A caption in a script it cannot draw is named at once, in the field's own words.
    const caption = page.getByTestId('caption-fr');
    await caption.fill('Grattez שלום');
    expect(await caption.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: '« ש » ne peut pas être dessiné' }).count()).toBe(1);
    // The exports wait for it rather than make files without it, and say why by their buttons.
    expect(await page.getByTestId('export-png').isDisabled()).toBe(true);
    expect((await page.getByTestId('caption-blocks').textContent())?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(
      /^Pas d’export tant que la légende en français est refusée : .*« ש » ne peut pas être dessiné/,
    );
    await caption.fill('4 os, 200 € — un vrai ticket du bloc');
    expect(await caption.getAttribute('aria-invalid')).toBeNull();
    await page.locator('[data-testid="preview"] canvas[data-ready="true"]').waitFor({ state: 'attached' });
    const first = await exportFile(page, 'export-png');
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toBe(page.url());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(base).origin });
    await page.getByTestId('copy-link').click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Lien copié' }).count()).toBe(1);

    const other = await context.newPage();
    try {
      await openStudio(other, new URL(link).search);
      const second = await exportFile(other, 'export-png');
      expect(second.name).toBe(first.name);
      expect(second.bytes.equals(first.bytes)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('exports a reveal video that plays: its duration and the frames asked for', { timeout: 900_000 }, async () => {
    const { page } = s;
    // The smallest frame the studio makes, and its shortest reveal: every frame is drawn in software.
    await openStudio(page, '?serial=P.demo.0.0025102.G13B&size=200x200&video=3');
    const webm = await exportFile(page, 'export-webm');
    expect(webm.name).toMatch(/-reveal-3s-200x200\.webm$/);
    expect(await videoFacts(webm.bytes)).toMatchObject({
      duration: 3,
      frames: 90,
      codec: 'vp9',
      width: 200,
      height: 200,
    });
    // H.264 where this browser offers the encoder; otherwise the option says why it is off.
    const mp4Button = page.getByTestId('export-mp4');
    // While the browser is asked, the page says it is checking, never that there is no encoder.
    await expect
      .poll(async () => {
        if ((await page.getByTestId('checking-encoders').count()) > 0) {
          expect(await page.getByTestId('blockers').textContent()).not.toContain('H.264');
          return false;
        }
        return (await mp4Button.isEnabled()) || (await page.getByTestId('blockers').textContent()) !== '';
      })
      .toBe(true);
    if (await mp4Button.isEnabled()) {
      const mp4 = await exportFile(page, 'export-mp4');
      expect(await videoFacts(mp4.bytes)).toMatchObject({ duration: 3, frames: 90, codec: 'avc' });
    } else {
      await expect.poll(() => page.getByTestId('blockers').textContent()).toContain('H.264');
    }
  });

  it('exports the reveal as a GIF at most 600 pixels wide', { timeout: 600_000 }, async () => {
    const { page } = s;
    // Wider than 600 px, but short: the GIF's frames are drawn at its own size, 600×200.
    await openStudio(page, '?serial=M.demo.0.0000170.0133&size=900x300&video=3');
    const gif = await exportFile(page, 'export-gif');
    expect(gif.name).toMatch(/-reveal-3s-600x200\.gif$/);
    expect(gifFacts(gif.bytes)).toEqual({ width: 600, height: 200, frames: 45 });
  });

  it('plays the reveal in the preview, then goes back to the still', async () => {
    const { page } = s;
    await openStudio(page, '?serial=M.demo.0.0000170.0133&size=300x300&video=3&state=covered');
    const canvas = page.locator('[data-testid="preview"] canvas');
    expect(await canvas.getAttribute('data-covered')).toBe('13');
    await page.getByTestId('play').click();
    expect(await page.getByTestId('play').getAttribute('data-playing')).toBe('true');
    expect(await page.getByTestId('play').getAttribute('aria-pressed')).toBeNull(); // a label that changes: no toggle
    await expect.poll(() => canvas.getAttribute('data-result'), { timeout: 60_000 }).toBe('win');
    expect(await canvas.getAttribute('data-covered')).toBe('0');
    await page.getByTestId('play').click();
    await expect.poll(() => canvas.getAttribute('data-covered')).toBe('13');
    expect(await canvas.getAttribute('data-result')).toBe('');
  });

  it('says why a video cannot be made on a transparent background', async () => {
    const { page } = s;
    await openStudio(page, '?bg=transparent&formats=png,webm,gif');
    await expect.poll(() => page.getByTestId('export-webm').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('export-gif').isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('blockers').textContent()).toContain('fond de couleur');
    expect(await page.getByTestId('export-png').isEnabled()).toBe(true);
    // The batch holds formats that cannot be made: it says which, beside its button.
    expect(await page.getByTestId('export-batch').isDisabled()).toBe(true);
    const reason = page.getByTestId('batch-blocked');
    expect(await reason.textContent()).toBe(
      'Le lot ne peut pas contenir WebM et GIF ici (voir plus haut)\u00a0: décochez-les pour exporter le lot.',
    );
    expect(await page.getByTestId('export-batch').getAttribute('aria-describedby')).toBe(
      await reason.getAttribute('id'),
    );
    await page.getByTestId('batch-webm').uncheck();
    await page.getByTestId('batch-gif').uncheck();
    expect(await page.getByTestId('export-batch').isEnabled()).toBe(true);
    expect(await reason.count()).toBe(0);
  });

  it(
    'exports a batch: every prize × the formats × both languages, with a contact sheet',
    { timeout: 600_000 },
    async () => {
      const { page } = s;
      await openStudio(page, '?game=paws&variant=dog&size=300x300&state=revealed&formats=png');
      const zip = await exportFile(page, 'export-batch');
      expect(zip.name).toBe('grattez-paws-dog-demo-0-batch.zip');
      const files = unzipSync(new Uint8Array(zip.bytes));
      const pngs = Object.keys(files).filter((f) => f.endsWith('.png'));
      const tiers = blockTiers(GAMES.paws);
      expect(pngs).toHaveLength(tiers.length * 2);
      const sheet = strFromU8(files['index.html']!);
      for (const path of pngs) {
        // Named after the game and the prize, as the folder is: `01-15000eur/grattez-paws-15000eur-P.demo….png`.
        const [, folderPrize, prize, serial = ''] =
          /^\d\d-(\w+)\/grattez-paws-(\w+)-([PM]\.[^-]+)-(fr|en)-/.exec(path) ?? [];
        const ticket = ticketOf(serial);
        expect(tiers.some((t) => t.amountCents === ticket.prize)).toBe(true);
        expect([folderPrize, prize]).toEqual([prizeTag(ticket.prize), prizeTag(ticket.prize)]);
        expect(sheet).toContain(serial);
        const png = PNG.sync.read(Buffer.from(files[path]!));
        expect([png.width, png.height]).toEqual([300, 300]);
      }
      expect(new Set(pngs.map((p) => ticketOf(/grattez-paws-\w+-([PM]\.[^-]+)-/.exec(p)![1]!).prize)).size).toBe(
        tiers.length,
      );
      expect(sheet).toContain('Jeu simulé — sans valeur');
    },
  );

  it('shows progress on a long export and can cancel it', { timeout: 600_000 }, async () => {
    const { page } = s;
    await openStudio(page, '?size=200x200&video=10');
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByTestId('export-webm').click();
    const job = page.getByTestId('job');
    await expect.poll(() => page.locator('progress').getAttribute('value'), { timeout: 60_000 }).not.toBe('0');
    await page.getByTestId('cancel').click();
    await expect.poll(() => job.getAttribute('data-state'), { timeout: 60_000 }).toBe('cancelled');
    expect(await job.textContent()).toContain('Export annulé');
    expect(downloaded).toBe(false);
    expect(await page.getByTestId('export-png').isEnabled()).toBe(true);
  });

  it('asks before the page is left while an export runs, and only then', { timeout: 600_000 }, async () => {
    const { page } = s;
    const dialogs: string[] = [];
    const onDialog = (dialog: { type(): string; accept(): Promise<void> }) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    };
    page.on('dialog', onDialog);
    try {
      await openStudio(page, '?size=200x200&video=10');
      await page.getByTestId('export-webm').click();
      await expect.poll(() => page.getByTestId('job').getAttribute('data-state')).toBe('running');
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
      // Once an export is done, the page goes without a question.
      await openStudio(page, '?size=200x200&state=covered');
      await exportFile(page, 'export-png');
      await expect.poll(() => page.getByTestId('job').getAttribute('data-state')).toBe('done');
      await page.reload();
      expect(dialogs).toEqual(['beforeunload']);
    } finally {
      page.off('dialog', onDialog);
    }
  });

  it('names each problem of a bad address, and stays usable with the defaults', async () => {
    const { page } = s;
    await openStudio(page, '?size=12x&prize=700&zoom=2&lang=fr');
    const alert = page.getByTestId('address-problems');
    await expect
      .poll(() => alert.locator('li').allTextContents())
      .toEqual([
        'paramètre inconnu «\u00a0zoom\u00a0»',
        expect.stringContaining('prize «\u00a0700\u00a0»\u00a0: ce n’est pas un gain de ce jeu'),
        expect.stringContaining('size «\u00a012x\u00a0»\u00a0: taille mal formée'),
      ]);
    // The address now holds the settings in use, and the page works.
    expect(page.url()).toContain('prize=3000');
    const png = PNG.sync.read((await exportFile(page, 'export-png')).bytes);
    expect([png.width, png.height]).toEqual([1080, 1080]);
    await alert.getByRole('button').click();
    await expect.poll(() => alert.count()).toBe(0);
  });

  it.each([
    ['its code', 'main', '', 'Le studio Grattez n’a pas pu être chargé (connexion\u202f?). Réessayer', 'Réessayer'],
    // Imported by its entry itself: the load guard (build/loadGuard.ts) says so, in the same words.
    [
      'the code its entry imports first',
      'core',
      '?lang=en',
      'The Grattez studio could not be loaded (connection?). Try again',
      'Try again',
    ],
    [
      'its English words',
      'en',
      '?lang=en',
      'The Grattez studio could not be loaded (connection?). Try again',
      'Try again',
    ],
  ])('says so when %s cannot be fetched, and starts on “try again”', async (_what, chunk, search, text, retry) => {
    await refusedThenRetried(s, {
      url: `${base}/studio.html${search}`,
      chunk,
      text,
      retry,
      started: '[data-testid="preview"] canvas[data-ready="true"]',
      page: 'the studio',
    });
  });

  it('passes axe-core at desktop and phone sizes, in French and English', async () => {
    for (const [width, height, mobile] of [
      [1280, 900, false],
      [390, 844, true],
    ] as const) {
      // The desktop window is the shared session's (1280×900); the phone, a context of its browser.
      const own = mobile ? await openContext(s, { width, height, mobile }) : null;
      const session = own ?? s;
      try {
        for (const lang of ['fr', 'en']) {
          await openStudio(session.page, `?lang=${lang}&state=one-left`);
          await session.page.addScriptTag({ content: axeSource });
          const violations = await session.page.evaluate(async () => {
            const axe = (
              window as unknown as {
                axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
              }
            ).axe;
            const result = await axe.run();
            return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
          });
          expect(
            violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
            `${width} ${lang}`,
          ).toEqual([]);
          expect(await session.page.locator('html').getAttribute('lang')).toBe(lang);
        }
        expect(session.errors).toEqual([]);
      } finally {
        await own?.close();
      }
    }
  });
});
