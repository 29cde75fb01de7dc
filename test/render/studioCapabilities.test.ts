/**
 * What the studio's exporter says the browser can encode, from a fake encoder: one question per
 * container and file size, a failed question never kept as the browser's "no".
 */
import { describe, expect, it } from 'vitest';
import { encoderAnswers } from '../../src/render/export/studioCapabilities.ts';
import { createStudioStore } from '../../src/studio/state/studioStore.ts';
import type { VideoContainer } from '../../src/render/export/video.ts';

const settingsOf = (query: string) => createStudioStore(query).getState().settings;

/** A fake encoder: `answer` says what each question gets; every question is kept in `asked`. */
function fakeEncoder(
  answer: (container: VideoContainer, width: number, height: number, n: number) => Promise<boolean>,
) {
  const asked: string[] = [];
  const canEncode = (container: VideoContainer, width: number, height: number) => {
    asked.push(`${container} ${width}x${height}`);
    return answer(container, width, height, asked.length);
  };
  return { asked, exporter: { capabilities: encoderAnswers(canEncode).capabilities } };
}

describe('the encoder answers the studio keeps', () => {
  it('asks once per container at the file’s pixel size, the same size at another density sharing the answer', async () => {
    const { asked, exporter } = fakeEncoder(() => Promise.resolve(true));
    const square = settingsOf('?size=400x300&density=2');
    const [a, b] = await Promise.all([exporter.capabilities(square), exporter.capabilities(square)]);
    expect(a).toEqual({ webm: true, mp4: true });
    expect(b).toEqual(a);
    expect(await exporter.capabilities(settingsOf('?size=800x600&density=1&lang=en&state=covered'))).toEqual(a);
    expect(asked).toEqual(['webm 800x600', 'mp4 800x600']);
  });

  it('keeps the browser’s own "no"', async () => {
    const { asked, exporter } = fakeEncoder((container) => Promise.resolve(container === 'webm'));
    const settings = settingsOf('?size=square');
    expect(await exporter.capabilities(settings)).toEqual({ webm: true, mp4: false });
    expect(await exporter.capabilities(settings)).toEqual({ webm: true, mp4: false });
    expect(asked).toEqual(['webm 1080x1080', 'mp4 1080x1080']);
  });

  it('never keeps a question that failed as a "no": it asks again once at once, then at the next look', async () => {
    // The browser could not be asked (an error, not an answer) the first times WebM was asked.
    let failures = 0;
    const { asked, exporter } = fakeEncoder((container) => {
      if (container === 'webm' && failures < 3) {
        failures++;
        return Promise.reject(new Error('the media stack is busy'));
      }
      return Promise.resolve(true);
    });
    const settings = settingsOf('?size=square');
    // Asked twice at once, failing twice: WebM is off for now, MP4 answered.
    expect(await exporter.capabilities(settings)).toEqual({ webm: false, mp4: true });
    expect(asked.filter((q) => q.startsWith('webm'))).toHaveLength(2);
    // The next look asks again (and again at once when that fails), and the browser's yes is kept.
    expect(await exporter.capabilities(settings)).toEqual({ webm: true, mp4: true });
    expect(await exporter.capabilities(settings)).toEqual({ webm: true, mp4: true });
    expect(asked.filter((q) => q.startsWith('webm'))).toHaveLength(4);
    expect(asked.filter((q) => q.startsWith('mp4'))).toHaveLength(1);
  });

  it('answers a look made while a failed question is asked again with that question’s answer', async () => {
    let calls = 0;
    const { exporter } = fakeEncoder((container) => {
      if (container === 'webm' && calls++ === 0) return Promise.reject(new Error('busy'));
      return Promise.resolve(true);
    });
    const settings = settingsOf('?size=card');
    const answers = await Promise.all([exporter.capabilities(settings), exporter.capabilities(settings)]);
    expect(answers).toEqual([
      { webm: true, mp4: true },
      { webm: true, mp4: true },
    ]);
  });

  it('gives a look made while a question fails for now the same "off", never a rejection', async () => {
    const { exporter } = fakeEncoder((container) =>
      container === 'webm' ? Promise.reject(new Error('busy')) : Promise.resolve(true),
    );
    const settings = settingsOf('?size=card');
    const answers = await Promise.all([exporter.capabilities(settings), exporter.capabilities(settings)]);
    expect(answers).toEqual([
      { webm: false, mp4: true },
      { webm: false, mp4: true },
    ]);
  });
});
