/**
 * The question the studio asks the browser's encoder before it offers a video: the export's own
 * configuration (codec, size, quality, frame rate and H.264's stream form), each time it is asked.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { canEncode, exportEncoderConfigs } from '../../src/render/export/video.ts';
import { VIDEO_FPS } from '../../src/studio/state/studioSettings.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * A browser's WebCodecs, faked: `isConfigSupported` answers with `supported`, and an encoder
 * configured with a configuration for which `encodes` is false fails its first frame, through its
 * error callback, as Firefox's does. Every configuration asked about, configured, and encoded is kept.
 */
function fakeWebCodecs(
  supported: (config: VideoEncoderConfig) => boolean | Promise<never>,
  encodes: (config: VideoEncoderConfig) => boolean = () => true,
) {
  const asked: VideoEncoderConfig[] = [];
  const encoded: VideoEncoderConfig[] = [];
  class FakeEncoder {
    static isConfigSupported(config: VideoEncoderConfig) {
      asked.push(config);
      const answer = supported(config);
      return typeof answer === 'boolean' ? Promise.resolve({ supported: answer, config }) : answer;
    }
    state = 'unconfigured';
    private config: VideoEncoderConfig | null = null;
    constructor(private readonly init: { output: () => void; error: (e: DOMException) => void }) {}
    configure(config: VideoEncoderConfig) {
      this.config = config;
      this.state = 'configured';
    }
    encode() {
      if (this.config !== null && encodes(this.config)) {
        encoded.push(this.config);
        this.init.output();
      } else this.init.error(new DOMException('encoding failed', 'EncodingError'));
    }
    flush() {
      return Promise.resolve();
    }
    close() {
      this.state = 'closed';
    }
  }
  class FakeFrame {
    close() {}
  }
  vi.stubGlobal('VideoEncoder', FakeEncoder);
  vi.stubGlobal('VideoFrame', FakeFrame);
  return { asked, encoded };
}

describe('canEncode', () => {
  it('asks with the frame rate the export’s encoder is configured with', async () => {
    const { asked } = fakeWebCodecs(() => true);
    expect(await canEncode('webm', 640, 480)).toBe('quantizer');
    expect(asked.length).toBeGreaterThan(0);
    for (const config of asked) expect(config).toMatchObject({ width: 640, height: 480, framerate: VIDEO_FPS });
  });

  it('says no when the browser says no', async () => {
    const { encoded } = fakeWebCodecs(() => false);
    expect(await canEncode('webm', 642, 482)).toBe(false);
    expect(encoded).toEqual([]);
  });

  it('asks for H.264 in the form the MP4 export encodes it: Annex B, its parameter sets in the stream', async () => {
    const { asked, encoded } = fakeWebCodecs(() => true);
    expect(await canEncode('mp4', 644, 484)).toBe('quantizer');
    expect(asked.length).toBeGreaterThan(0);
    for (const config of [...asked, ...encoded])
      expect(config).toMatchObject({ width: 644, height: 484, avc: { format: 'annexb' } });
  });

  it('takes a question that fails for no answer, and asks the browser again the next time', async () => {
    let failing = true;
    const { asked } = fakeWebCodecs(() =>
      failing ? Promise.reject(new DOMException('the media stack is starting', 'OperationError')) : true,
    );
    await expect(canEncode('mp4', 646, 486)).rejects.toThrow('the media stack is starting');
    // Not a "no" kept for the page's life (mediabunny's own question keeps one): the browser is asked again.
    failing = false;
    const before = asked.length;
    expect(await canEncode('mp4', 646, 486)).toBe('quantizer');
    expect(asked.length).toBeGreaterThan(before);
  });

  it('says no, without a question, to H.264 at an odd size, which the export refuses', async () => {
    const { asked } = fakeWebCodecs(() => true);
    expect(await canEncode('mp4', 201, 302)).toBe(false);
    expect(asked).toEqual([]);
    expect(await canEncode('webm', 201, 302)).toBe('quantizer');
  });

  it.each(['webm', 'mp4'] as const)(
    'gives the %s export the configuration it saw encode a frame, when the browser says yes to one it cannot encode with (Firefox)',
    async (container) => {
      // Every engine, told by no name: the first configuration (a quantizer per frame) is said
      // supported, yet fails its frame; the second (a bitrate) encodes.
      const { encoded } = fakeWebCodecs(
        () => true,
        (config) => config.bitrateMode !== 'quantizer',
      );
      const rate = await canEncode(container, 648, 488);
      expect(rate).toBe('bitrate');
      expect(encoded).toHaveLength(1);
      // mediabunny's encoder takes the first configuration the browser says it supports: with this
      // answer, the only one it is offered is the one that encoded.
      const offered = exportEncoderConfigs(container, 648, 488, rate as 'bitrate').map((c) => c.config);
      expect(offered).toEqual(encoded);
    },
  );

  it('says no when the browser says yes to every configuration but encodes with none', async () => {
    const { encoded } = fakeWebCodecs(
      () => true,
      () => false,
    );
    expect(await canEncode('webm', 650, 490)).toBe(false);
    expect(encoded).toEqual([]);
  });

  it.each([
    ['webm', 200, 200],
    ['mp4', 1080, 1080],
    ['mp4', 1080, 1920],
  ] as const)(
    'offers the %s export at %i × %i, for a bitrate, the very configuration mediabunny tries second at the studio’s quality',
    (container, width, height) => {
      const both = exportEncoderConfigs(container, width, height, 'quantizer');
      expect(both.map((c) => c.rate)).toEqual(['quantizer', 'bitrate']);
      expect(exportEncoderConfigs(container, width, height, 'bitrate')).toEqual([both[1]]);
    },
  );
});
