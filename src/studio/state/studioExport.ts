/**
 * What the studio exports, as plain values: file names, sizes, the plan of a batch, and the
 * exporter's interface. The exporter itself draws and encodes in src/render/export; the studio's
 * UI gets it from the composition root, so it never imports the renderer.
 */
import { ANY_VARIANT, blockTiers, GAMES, parseSerial, type Ticket, variantOf } from '../../engine/index.ts';
import { LANGS, type Lang } from '../../i18n/index.ts';
import type { StudioWords } from '../../i18n/studio.ts';
import { resolveTicket } from './studioTickets.ts';
import { exportFileName, isMotionFormat, prizeTag } from './studioPicture.ts';
import { pixelSize, type ExportFormat, type StudioSettings, type TicketChoice } from './studioSettings.ts';

// A file's name and size are the CLI's too (grattez render), which may import only the studio's
// settings, tickets and pictures: they live with the pictures.
export { exportFileName, gifSize, outputSize, prizeTag } from './studioPicture.ts';
// The time an export has left is estimated as the CLI estimates its long commands' (src/i18n/timeLeft.ts).
export { ESTIMATE_KEPT_MS, minutesLeft, nextEstimate } from '../../i18n/timeLeft.ts';

export const MIME_TYPES: Readonly<Record<ExportFormat | 'zip', string>> = {
  png: 'image/png',
  webm: 'video/webm',
  mp4: 'video/mp4',
  gif: 'image/gif',
  zip: 'application/zip',
};

/** A file made by an export. */
export interface ExportedFile {
  readonly name: string;
  readonly mimeType: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

/** How a long export reports and stops. */
export interface ExportControl {
  readonly onProgress?: (done: number) => void; // 0 to 1
  readonly signal?: AbortSignal; // aborting rejects the export with an AbortError
}

/** What this browser can encode; H.264 (MP4) depends on the browser and the platform. */
export interface ExportCapabilities {
  readonly webm: boolean; // VP9
  readonly mp4: boolean; // H.264
}

/** Draws and encodes studio pictures off-screen, at their exact pixel size. */
export interface StudioExporter {
  capabilities(settings: StudioSettings): Promise<ExportCapabilities>;
  /** One file of `ticket` with `settings`: a still PNG, or the reveal as WebM, MP4 or GIF. */
  exportFile(
    ticket: Ticket,
    settings: StudioSettings,
    format: ExportFormat,
    control?: ExportControl,
  ): Promise<ExportedFile>;
  /** A zip of every prize of the settings' game × `settings.batchFormats` × both languages, with a contact sheet. */
  exportBatch(settings: StudioSettings, control?: ExportControl): Promise<ExportedFile>;
}

/**
 * Why a format cannot be written with these settings, or null when it can, or may once the browser
 * has said what it can encode (`capabilities` null while it is asked).
 */
export type FormatBlocker = 'transparent-motion' | 'no-vp9' | 'no-h264' | 'no-h264-nor-vp9' | 'odd-size-h264';

export function formatBlocker(
  settings: StudioSettings,
  format: ExportFormat,
  capabilities: ExportCapabilities | null,
): FormatBlocker | null {
  if (isMotionFormat(format) && settings.background.kind === 'transparent') return 'transparent-motion';
  if (format === 'webm' && capabilities?.webm === false) return 'no-vp9';
  if (format === 'mp4') {
    const { width, height } = pixelSize(settings);
    if (width % 2 !== 0 || height % 2 !== 0) return 'odd-size-h264';
    // Not known yet (null, the browser still being asked) is not "no encoder": the page says it is checking.
    // Without VP9 either (no WebCodecs at all), the GIF is what is left, not the WebM.
    if (capabilities?.mp4 === false) return capabilities.webm ? 'no-h264' : 'no-h264-nor-vp9';
  }
  return null;
}

/** One file of a batch. */
export interface BatchItem {
  readonly ticket: Ticket;
  readonly lang: Lang;
  readonly format: ExportFormat;
  readonly path: string; // in the zip
}

/** The game, block and variant a batch draws from: those of the chosen ticket. */
export function batchSource(settings: StudioSettings): Extract<TicketChoice, { kind: 'prize' }> {
  const t = settings.ticket;
  if (t.kind === 'prize') return t;
  const ref = parseSerial(t.serial);
  if (!ref.ok) throw new Error(`the studio holds a bad serial ${t.serial}`);
  const ticket = resolveTicket(t);
  const variant = (ticket.ok ? variantOf(ticket.ticket) : null) ?? ANY_VARIANT;
  return {
    kind: 'prize',
    game: ref.value.game,
    variant,
    seed: ref.value.seed,
    block: ref.value.block,
    prizeCents: 0,
    pick: 0,
  };
}

/**
 * The files of a batch: for every prize of the game (highest first, the losing ticket last), the
 * first ticket of that prize in the block (of the chosen variant when the block has one, else of
 * the other), in each format and both languages.
 */
export function batchPlan(settings: StudioSettings): BatchItem[] {
  const source = batchSource(settings);
  const tiers = blockTiers(GAMES[source.game]);
  const items: BatchItem[] = [];
  tiers.forEach((tier, rank) => {
    const choice = { ...source, prizeCents: tier.amountCents, pick: 0 };
    let found = resolveTicket(choice);
    if (!found.ok) found = resolveTicket({ ...choice, variant: 'any' });
    if (!found.ok) return; // a tier with no ticket cannot happen in an exact block
    const ticket = found.ticket;
    const folder = `${String(rank + 1).padStart(2, '0')}-${prizeTag(tier.amountCents)}`;
    for (const lang of LANGS) {
      for (const format of settings.batchFormats) {
        const name = exportFileName(ticket, { ...settings, lang }, format);
        items.push({ ticket, lang, format, path: `${folder}/${name}` });
      }
    }
  });
  return items;
}

/**
 * How many files `batchPlan` lists, without finding its tickets (which deals through every tier of
 * the block, a million losing tickets among them): every tier of an exact block has tickets, so
 * one per tier, language and format. For what a screen shows on every render.
 */
export function batchSize(settings: StudioSettings): number {
  return blockTiers(GAMES[batchSource(settings).game]).length * LANGS.length * settings.batchFormats.length;
}

/** `grattez-paws-dog-demo-0-batch.zip`. */
export function batchFileName(settings: StudioSettings): string {
  const s = batchSource(settings);
  const variant = s.variant !== ANY_VARIANT ? `-${s.variant}` : '';
  return `grattez-${s.game}${variant}-${s.seed}-${s.block}-batch.zip`;
}

/** An export's name in the page's language ("GIF animé", "Lot (zip)"). */
export function exportName(w: StudioWords, what: ExportFormat | 'batch'): string {
  switch (what) {
    case 'png':
      return w.exportPng;
    case 'webm':
      return w.exportWebm;
    case 'mp4':
      return w.exportMp4;
    case 'gif':
      return w.exportGif;
    case 'batch':
      return w.exportBatch;
  }
}

/** A clock started now: the milliseconds since, at each call. */
export function startClock(): () => number {
  const start = Date.now();
  return () => Date.now() - start;
}
