/**
 * The question the studio asks the browser's encoder before it offers a video: the export's own
 * configuration (codec, size, quality, frame rate and H.264's stream form), each time it is asked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canEncode } from '../../src/render/export/video.ts';
import { VIDEO_FPS } from '../../src/studio/state/studioSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('canEncode', () => {
  it('asks with the frame rate the export’s encoder is configured with', async () => {
    const asked: VideoEncoderConfig[] = [];
    vi.stubGlobal('VideoEncoder', {
      isConfigSupported: (config: VideoEncoderConfig) => {
        asked.push(config);
        return Promise.resolve({ supported: true, config });
      },
    });
    expect(await canEncode('webm', 640, 480)).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    for (const config of asked) expect(config).toMatchObject({ width: 640, height: 480, framerate: VIDEO_FPS });
  });

  it('says no when the browser says no', async () => {
    vi.stubGlobal('VideoEncoder', {
      isConfigSupported: (config: VideoEncoderConfig) => Promise.resolve({ supported: false, config }),
    });
    expect(await canEncode('webm', 642, 482)).toBe(false);
  });

  it('asks for H.264 in the form the MP4 export encodes it: Annex B, its parameter sets in the stream', async () => {
    const asked: VideoEncoderConfig[] = [];
    vi.stubGlobal('VideoEncoder', {
      isConfigSupported: (config: VideoEncoderConfig) => {
        asked.push(config);
        return Promise.resolve({ supported: true, config });
      },
    });
    expect(await canEncode('mp4', 644, 484)).toBe(true);
    expect(asked.length).toBeGreaterThan(0);
    for (const config of asked) expect(config).toMatchObject({ width: 644, height: 484, avc: { format: 'annexb' } });
  });

  it('takes a question that fails for no answer, and asks the browser again the next time', async () => {
    let failing = true;
    let asked = 0;
    vi.stubGlobal('VideoEncoder', {
      isConfigSupported: (config: VideoEncoderConfig) => {
        asked++;
        return failing
          ? Promise.reject(new DOMException('the media stack is starting', 'OperationError'))
          : Promise.resolve({ supported: true, config });
      },
    });
    await expect(canEncode('mp4', 646, 486)).rejects.toThrow('the media stack is starting');
    // Not a "no" kept for the page's life (mediabunny's own question keeps one): the browser is asked again.
    failing = false;
    const before = asked;
    expect(await canEncode('mp4', 646, 486)).toBe(true);
    expect(asked).toBeGreaterThan(before);
  });

  it('says no, without a question, to H.264 at an odd size, which the export refuses', async () => {
    const asked: VideoEncoderConfig[] = [];
    vi.stubGlobal('VideoEncoder', {
      isConfigSupported: (config: VideoEncoderConfig) => {
        asked.push(config);
        return Promise.resolve({ supported: true, config });
      },
    });
    expect(await canEncode('mp4', 201, 302)).toBe(false);
    expect(asked).toEqual([]);
    expect(await canEncode('webm', 201, 302)).toBe(true);
  });
});
