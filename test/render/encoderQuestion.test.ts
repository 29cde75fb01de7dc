/**
 * The question the studio asks the browser's encoder before it offers a video: the export's own
 * configuration (codec, size, quality and frame rate).
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
});
