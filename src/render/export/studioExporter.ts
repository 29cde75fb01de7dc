import type { Ticket } from '../../engine/index.ts';
import { contactSheet } from '../../studio/state/studioContactSheet.ts';
import {
  batchFileName,
  batchPlan,
  exportFileName,
  formatBlocker,
  gifSize,
  MIME_TYPES,
  type ExportControl,
  type ExportedFile,
  type StudioExporter,
} from '../../studio/state/studioExport.ts';
import { exportFrameCount, revealFrames, studioPicture } from '../../studio/state/studioPicture.ts';
import {
  FORMAT_NAMES,
  GIF_FPS,
  pixelSize,
  VIDEO_FPS,
  type ExportFormat,
  type StudioSettings,
} from '../../studio/state/studioSettings.ts';
import { createPictureRenderer, type PictureRenderer } from '../offscreen.ts';
import { throwIfAborted } from './abort.ts';
import { encoderAnswers } from './studioCapabilities.ts';
import { encodeGif } from './gif.ts';
import { encodePng } from './png.ts';
import { canEncode, encodeVideo } from './video.ts';
import { zipFiles } from './zip.ts';

/**
 * The studio's exporter: every file is drawn off-screen by one `PictureRenderer` at its exact
 * pixel size, from the same pictures as the preview, never captured from the page. Exports run
 * one at a time, each from a renderer that has forgotten the previous one, so the same settings
 * always give the same file.
 *
 * `studioUrl` (the studio's address without its query) lets a batch's contact sheet link back.
 */
export function createStudioExporter(options: { studioUrl: string | null }): StudioExporter {
  let rendererPromise: Promise<PictureRenderer> | null = null;
  const renderer = () => (rendererPromise ??= createPictureRenderer());
  let queue: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(job: () => Promise<T>): Promise<T> => {
    const run = queue.then(job, job);
    queue = run.catch(() => undefined);
    return run;
  };
  const answers = encoderAnswers(canEncode);

  async function draw(
    r: PictureRenderer,
    ticket: Ticket,
    settings: StudioSettings,
    format: ExportFormat,
    onProgress: (done: number) => void,
    signal: AbortSignal | undefined,
  ): Promise<Uint8Array<ArrayBuffer>> {
    // Only a video asks the encoder: a PNG or a GIF never waits for its answer.
    const asked = format === 'webm' || format === 'mp4' ? await answers.capabilities(settings) : null;
    const blocker = formatBlocker(settings, format, asked);
    if (blocker !== null) throw new Error(`cannot export ${FORMAT_NAMES[format]}: ${blocker}`);
    throwIfAborted(signal);
    r.reset();
    const seconds = settings.videoSeconds;
    switch (format) {
      case 'png': {
        const canvas = await r.render(studioPicture(ticket, settings), 0);
        const bytes = await encodePng(canvas);
        onProgress(1);
        return bytes;
      }
      case 'webm':
      case 'mp4': {
        const view = { width: settings.size.width, height: settings.size.height, density: settings.density };
        const frames = revealFrames(ticket, settings, view, VIDEO_FPS, seconds);
        // The rate control the question saw encode a frame at this size (its answer, kept): the one the encoder is given.
        const { width, height } = pixelSize(settings);
        const rate = await answers.encoding(format, width, height);
        if (rate === false) throw new Error(`cannot export ${FORMAT_NAMES[format]}: no encoder`);
        return encodeVideo(r, frames, exportFrameCount(settings, format), VIDEO_FPS, format, rate, onProgress, signal);
      }
      case 'gif': {
        const size = gifSize(settings);
        const frames = revealFrames(ticket, settings, { ...size, density: 1 }, GIF_FPS, seconds);
        return encodeGif(
          r,
          frames,
          exportFrameCount(settings, format),
          GIF_FPS,
          size.width,
          size.height,
          onProgress,
          signal,
        );
      }
    }
  }

  return {
    capabilities: answers.capabilities,

    exportFile(ticket, settings, format, control: ExportControl = {}) {
      return oneAtATime(async (): Promise<ExportedFile> => {
        const bytes = await draw(
          await renderer(),
          ticket,
          settings,
          format,
          (done) => control.onProgress?.(done),
          control.signal,
        );
        return { name: exportFileName(ticket, settings, format), mimeType: MIME_TYPES[format], bytes };
      });
    },

    exportBatch(settings, control: ExportControl = {}) {
      return oneAtATime(async (): Promise<ExportedFile> => {
        const r = await renderer();
        const items = batchPlan(settings);
        const weights = items.map((item) => exportFrameCount(settings, item.format));
        const total = weights.reduce((a, b) => a + b, 0);
        const files = new Map<string, Uint8Array | string>();
        let done = 0;
        for (const [i, item] of items.entries()) {
          const weight = weights[i]!;
          const bytes = await draw(
            r,
            item.ticket,
            { ...settings, lang: item.lang },
            item.format,
            (share) => control.onProgress?.((done + share * weight) / total),
            control.signal,
          );
          files.set(item.path, bytes);
          done += weight;
        }
        throwIfAborted(control.signal);
        files.set('index.html', contactSheet(settings, items, options.studioUrl));
        return { name: batchFileName(settings), mimeType: MIME_TYPES.zip, bytes: zipFiles(files) };
      });
    },
  };
}
