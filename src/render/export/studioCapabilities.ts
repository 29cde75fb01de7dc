import type { ExportCapabilities } from '../../studio/state/studioExport.ts';
import { pixelSize, type StudioSettings } from '../../studio/state/studioSettings.ts';
import type { VideoContainer } from './video.ts';

/**
 * Asks the browser whether it can encode `container`'s codec at this pixel size: its answer, false
 * for no, or how it encodes (what the export then uses), or a rejection when it could not be asked
 * (an error is not an answer).
 */
export type EncoderQuestion<A> = (container: VideoContainer, width: number, height: number) => Promise<A | false>;

/** The answers kept: what the studio shows, and how the export encodes a container at a size. */
export interface EncoderAnswers<A> {
  readonly capabilities: (settings: StudioSettings) => Promise<ExportCapabilities>;
  /** The answer for `container` at this pixel size (asked if it was not yet): how to encode, or false. */
  readonly encoding: (container: VideoContainer, width: number, height: number) => Promise<A | false>;
}

/** How many times in a row a question that fails is asked before the format is left off for now. */
const TRIES = 2;

/**
 * What the browser can encode at the file's pixel size of `settings` (width × density by height ×
 * density: the only settings the encoder's configuration depends on, its frame rate and quality
 * being the studio's own). One question per container and size: looks made while it is asked share
 * it, and the browser's answer, yes or no, is kept for the page's life. A question that fails (the
 * browser could not be asked) is no answer: it is asked again at once, and if it fails again the
 * format is off for this look only, never kept as the browser's "no": the next look asks again.
 */
export function encoderAnswers<A>(ask: EncoderQuestion<A>): EncoderAnswers<A> {
  const answers = new Map<string, Promise<A | false>>();
  const answer = (container: VideoContainer, width: number, height: number): Promise<A | false> => {
    const key = `${container} ${width}x${height}`;
    const known = answers.get(key);
    if (known !== undefined) return known;
    const asking = (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await ask(container, width, height);
        } catch (error) {
          if (attempt >= TRIES) throw error;
        }
      }
    })();
    // Looks made meanwhile share what this one gets: off for now where the question failed (never a
    // rejection: the exporter awaits it before a video), forgotten then, so that the next look asks again.
    const answered: Promise<A | false> = asking.catch(() => {
      if (answers.get(key) === answered) answers.delete(key);
      return false as const;
    });
    answers.set(key, answered);
    return answered;
  };
  return {
    capabilities: (settings) => {
      const { width, height } = pixelSize(settings);
      return Promise.all([answer('webm', width, height), answer('mp4', width, height)]).then(([webm, mp4]) => ({
        webm: webm !== false,
        mp4: mp4 !== false,
      }));
    },
    encoding: answer,
  };
}
