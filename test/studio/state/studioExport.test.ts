import { describe, expect, it } from 'vitest';
import { Block, blockTiers, formatSerial, GAMES, variantOf } from '../../../src/engine/index.ts';
import { contactSheet } from '../../../src/studio/state/studioContactSheet.ts';
import {
  batchFileName,
  batchPlan,
  batchSize,
  ESTIMATE_KEPT_MS,
  exportFileName,
  minutesLeft,
  nextEstimate,
  prizeTag,
  formatBlocker,
  gifSize,
  outputSize,
} from '../../../src/studio/state/studioExport.ts';
import { resolveTicket } from '../../../src/studio/state/studioTickets.ts';
import { DEFAULT_STUDIO_SETTINGS, parseSize, type StudioSettings } from '../../../src/studio/state/studioSettings.ts';

const settings = (over: Partial<StudioSettings> = {}): StudioSettings => ({ ...DEFAULT_STUDIO_SETTINGS, ...over });
const both = { webm: true, mp4: true };

describe('export plans', () => {
  it('keep GIFs at most 600 pixels wide, in proportion', () => {
    expect(gifSize(settings())).toEqual({ width: 600, height: 600 });
    expect(gifSize(settings({ size: parseSize('story')! }))).toEqual({ width: 600, height: 1067 });
    expect(gifSize(settings({ size: parseSize('400x300')! }))).toEqual({ width: 400, height: 300 });
    expect(gifSize(settings({ size: parseSize('ticket')!, density: 2 }))).toEqual({ width: 600, height: 900 });
    expect(outputSize(settings({ size: parseSize('ticket')!, density: 3 }), 'png')).toEqual({
      width: 1800,
      height: 2700,
    });
  });

  it('estimate the time an export has left, once a few frames tell, and change it seldom', () => {
    expect(minutesLeft(0.01, 5_000)).toBeNull(); // too little done
    expect(minutesLeft(0.5, 1_000)).toBeNull(); // too soon
    expect(minutesLeft(0.1, 10_000)).toBe(2); // 90 s left
    expect(minutesLeft(0.5, 50_000)).toBe(0); // 50 s left: under a minute
    expect(minutesLeft(0.05, 60_000)).toBe(19); // 1140 s
    expect(nextEstimate(null, null, 0)).toBeNull();
    const first = nextEstimate(null, 5, 1_000);
    expect(first).toEqual({ minutes: 5, at: 1_000 });
    expect(nextEstimate(first, 4, 1_000 + ESTIMATE_KEPT_MS - 1)).toBe(first);
    expect(nextEstimate(first, 4, 1_000 + ESTIMATE_KEPT_MS)).toEqual({ minutes: 4, at: 1_000 + ESTIMATE_KEPT_MS });
    expect(nextEstimate(first, 0, 2_000)).toEqual({ minutes: 0, at: 2_000 });
    expect(nextEstimate(first, null, 60_000)).toBe(first);
  });

  it('say why a format cannot be written', () => {
    const transparent = settings({ background: { kind: 'transparent' } });
    expect(formatBlocker(transparent, 'png', both)).toBeNull();
    expect(formatBlocker(transparent, 'webm', both)).toBe('transparent-motion');
    expect(formatBlocker(transparent, 'gif', both)).toBe('transparent-motion');
    expect(formatBlocker(settings(), 'mp4', { webm: true, mp4: false })).toBe('no-h264');
    // Not known yet is not "no encoder": the page says it is checking.
    expect(formatBlocker(settings(), 'mp4', null)).toBeNull();
    expect(formatBlocker(settings(), 'webm', { webm: false, mp4: false })).toBe('no-vp9');
    // Neither: the MP4's message cannot send to the WebM, which is off too.
    expect(formatBlocker(settings(), 'mp4', { webm: false, mp4: false })).toBe('no-h264-nor-vp9');
    expect(formatBlocker(settings({ size: parseSize('601x400')! }), 'mp4', both)).toBe('odd-size-h264');
    expect(formatBlocker(settings(), 'mp4', both)).toBeNull();
  });

  it('name files after the game, the prize, the ticket, the language, the state and the size', () => {
    const found = resolveTicket(DEFAULT_STUDIO_SETTINGS.ticket);
    if (!found.ok) throw new Error('no default ticket');
    expect(exportFileName(found.ticket, settings(), 'png')).toBe(
      'grattez-paws-30eur-P.demo.0.0025102.G13B-fr-scratched-0.5-1080x1080.png',
    );
    expect(exportFileName(found.ticket, settings({ lang: 'en', videoSeconds: 4 }), 'gif')).toBe(
      'grattez-paws-30eur-P.demo.0.0025102.G13B-en-reveal-4s-600x600.gif',
    );
    // The top prize and a losing ticket, as the walkthrough met them: the name says which is which.
    const ticket = (game: 'paws' | 'months', prizeCents: number) => {
      const t = resolveTicket({ kind: 'prize', game, variant: 'any', seed: 'demo', block: 0, prizeCents, pick: 0 });
      if (!t.ok) throw new Error('no ticket');
      return t.ticket;
    };
    const top = exportFileName(ticket('paws', 1_500_000), settings({ state: { kind: 'revealed' } }), 'png');
    expect(top).toBe('grattez-paws-15000eur-P.demo.0.0487662.G182-fr-revealed-1080x1080.png');
    const lose = exportFileName(ticket('paws', 0), settings({ state: { kind: 'revealed' } }), 'png');
    expect(lose).toMatch(/^grattez-paws-0eur-P\.demo\.0\.\d{7}\.\w{4}-fr-revealed-1080x1080\.png$/);
    const months = exportFileName(ticket('months', 4_000_000), settings({ lang: 'en' }), 'webm');
    expect(months).toMatch(/^grattez-months-40000eur-M\.demo\.0\./);
    expect(prizeTag(250)).toBe('2.50eur');
    // Safe on every system: no space, no character a file system refuses, short enough for any.
    for (const name of [top, lose, months]) {
      expect(name).toMatch(/^[A-Za-z0-9.-]+$/);
      expect(name.length).toBeLessThanOrEqual(100);
    }
    expect(batchFileName(settings())).toBe('grattez-paws-dog-demo-0-batch.zip');
  });

  it('name the design in the file when it is not the ticket’s own, so a visual says what drew it', () => {
    const months = resolveTicket({
      kind: 'prize',
      game: 'months',
      variant: 'any',
      seed: 'demo',
      block: 0,
      prizeCents: 0,
      pick: 0,
    });
    if (!months.ok) throw new Error('no months ticket');
    const serial = months.ticket.serial;
    expect(exportFileName(months.ticket, settings({ design: 'calendrier' }), 'png')).toBe(
      `grattez-months-0eur-${serial}-calendrier-fr-scratched-0.5-1080x1080.png`,
    );
    // Its own design, chosen or not, is left unsaid.
    expect(exportFileName(months.ticket, settings({ design: 'months' }), 'png')).toBe(
      `grattez-months-0eur-${serial}-fr-scratched-0.5-1080x1080.png`,
    );
  });

  it('batch every prize of the game × the formats × both languages, with real tickets of each prize', () => {
    // Block 5 of seed demo: both of its top-prize tickets are cats, so the dog chosen gives way there.
    const s = settings({
      batchFormats: ['png', 'gif'],
      ticket: { kind: 'prize', game: 'paws', variant: 'dog', seed: 'demo', block: 5, prizeCents: 3_000, pick: 0 },
    });
    const plan = batchPlan(s);
    const tiers = blockTiers(GAMES.paws);
    expect(plan).toHaveLength(tiers.length * 2 * 2);
    expect(batchSize(s)).toBe(plan.length);
    expect(new Set(plan.map((i) => i.path)).size).toBe(plan.length);
    expect([...new Set(plan.map((i) => i.ticket.prize))]).toEqual(tiers.map((t) => t.amountCents));
    // Found again from the block itself, not through the studio's own ticket search: its indices of
    // each prize in order, and each ticket's animal as the engine deals it.
    const block = new Block('paws', 'demo', 5);
    for (const item of plan) {
      const indices = block.indicesWithPrize(item.ticket.prize);
      // The first dog ticket of its prize, or the first of either animal when the block has no dog one.
      let expected = block.ticketAt(indices[0]!);
      for (const index of indices) {
        const ticket = block.ticketAt(index);
        if (variantOf(ticket) !== 'dog') continue;
        expected = ticket;
        break;
      }
      expect(item.ticket).toEqual(expected);
      expect(item.path).toMatch(
        new RegExp(
          `^\\d\\d-${prizeTag(item.ticket.prize)}/grattez-paws-${prizeTag(item.ticket.prize)}-${item.ticket.serial.replace(/\./g, '\\.')}-${item.lang}-`,
        ),
      );
    }
    // Both cases arise: the top prize, whose tickets are all cats, and every other, with a dog ticket.
    const top = (i: (typeof plan)[number]) => i.ticket.prize === tiers[0]!.amountCents;
    expect(plan.filter(top).map((i) => variantOf(i.ticket))).toEqual(['cat', 'cat', 'cat', 'cat']);
    expect(plan.filter((i) => !top(i)).every((i) => variantOf(i.ticket) === 'dog')).toBe(true);
  });

  it('batch a serial’s game and block', () => {
    const serial = formatSerial({ game: 'months', seed: 'demo', block: 3, index: 17 });
    const plan = batchPlan(settings({ ticket: { kind: 'serial', serial } }));
    expect(plan.every((i) => i.ticket.game === 'months' && i.ticket.block === 3)).toBe(true);
    expect(plan).toHaveLength(blockTiers(GAMES.months).length * 2);
    expect(batchSize(settings({ ticket: { kind: 'serial', serial } }))).toBe(plan.length);
  });

  it('write a contact sheet with every ticket, its serial, the engine’s explanation and the mention', () => {
    const s = settings({ batchFormats: ['png', 'webm'], lang: 'en' });
    const plan = batchPlan(s);
    const html = contactSheet(s, plan, 'https://example.org/studio.html');
    for (const item of plan) expect(html).toContain(`href="${item.path.split('/').map(encodeURIComponent).join('/')}"`);
    expect(html).toContain('3 bones × 3 (bowl)\u00a0=\u00a0€30'); // the amount kept with its words there too
    expect(html).toContain('Simulated game — no value');
    expect(html).toContain('<video src=');
    // Each file named by its format as the studio's buttons name it.
    expect(html).toContain('<figcaption>English · WebM · <a ');
    expect(html).toContain('<figcaption>French · PNG · <a ');
    expect(html).toContain('https://example.org/studio.html?serial=P.demo.0.0025102.G13B&amp;lang=en');
    expect(html).not.toMatch(/<script/i);
  });
});
