import type { ExportCapabilities } from '../../studio/state/studioExport.ts';
import { pixelSize, type StudioSettings } from '../../studio/state/studioSettings.ts';
import type { VideoContainer } from './video.ts';

/** Asks the browser whether it can encode `container`'s codec at this pixel size. */
export type EncoderQuestion = (container: VideoContainer, width: number, height: number) => Promise<boolean>;

/**
 * What the browser can encode at the file's pixel size of `settings`, each answer kept for the
 * page's life.
 */
export function encoderAnswers(ask: EncoderQuestion): (settings: StudioSettings) => Promise<ExportCapabilities> {
  const cache = new Map<string, Promise<ExportCapabilities>>();
  return (settings) => {
    const { width, height } = pixelSize(settings);
    const key = `${width}x${height}`;
    let found = cache.get(key);
    if (found === undefined) {
      found = Promise.all([ask('webm', width, height), ask('mp4', width, height)]).then(([webm, mp4]) => ({
        webm,
        mp4,
      }));
      cache.set(key, found);
    }
    return found;
  };
}
