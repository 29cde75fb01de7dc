import {
  BufferTarget,
  CanvasSource,
  Mp4OutputFormat,
  Output,
  Quality,
  QUALITY_HIGH,
  WebMOutputFormat,
} from 'mediabunny';
// mediabunny's own builder of the configurations its encoder tries (not in its public index): the
// studio asks the browser about exactly those, as the export's encoder will be configured.
import {
  buildQuantizerEncodeOptions,
  buildVideoEncoderConfigs,
} from '../../../node_modules/mediabunny/dist/modules/src/encode.js';
import type { RevealFrame } from '../../studio/state/studioPicture.ts';
import { VIDEO_FPS } from '../../studio/state/studioSettings.ts';
import type { PictureRenderer } from '../offscreen.ts';
import { throwIfAborted } from './abort.ts';
import { clearMp4Times } from './mp4Times.ts';

/** The video containers the studio writes: WebM with VP9, MP4 with H.264. */
export type VideoContainer = 'webm' | 'mp4';

const CODEC = { webm: 'vp9', mp4: 'avc' } as const;

/**
 * H.264 asked for in Annex B, its parameter sets in the stream: mediabunny then writes the MP4's
 * decoder configuration (avcC) itself, from the first key frame's. Asked for in the MP4's own form,
 * the encoder gives that configuration, and Firefox's is malformed (each parameter set's first byte
 * written twice, the reserved bits left at 0): players that read the stream's own sets played it,
 * those that trust the avcC may not.
 */
function askAnnexB(config: VideoEncoderConfig): void {
  (config as VideoEncoderConfig & { avc?: { format: 'annexb' | 'avc' } }).avc = { format: 'annexb' };
}

let mediaStackReady = false;

/**
 * Starts the browser's media stack through a media element before WebCodecs is first asked
 * anything. WebKitGTK (with Debian 12's GStreamer 1.22) crashes the page's process when its
 * first use of GStreamer is `VideoEncoder.isConfigSupported`; started by `canPlayType`, it
 * answers. Elsewhere this is a cheap, harmless query.
 */
function readyMediaStack(): void {
  if (mediaStackReady || typeof document === 'undefined') return;
  mediaStackReady = true;
  document.createElement('video').canPlayType('video/webm; codecs="vp9"');
}

/**
 * How the export's encoder controls its rate, as mediabunny offers it for the studio's quality: by a
 * quantizer per frame (its first choice, where the codec has one), or by a bitrate (its fallback).
 */
export type RateControl = 'quantizer' | 'bitrate';

/** The studio's quality for `rate`: high, with mediabunny's choices (quantizer first), or its bitrate alone. */
const QUALITY: Record<RateControl, Quality> = {
  quantizer: QUALITY_HIGH,
  bitrate: new Quality({ quality: 'high', preferBitrate: true }),
};

/**
 * The options the export gives mediabunny's encoder for `container` and the rate control the
 * question found encoding; the question asks with the same.
 */
function encoding(container: VideoContainer, rate: RateControl) {
  return {
    codec: CODEC[container],
    quality: QUALITY[rate],
    keyFrameInterval: 2,
    ...(container === 'mp4' ? { onEncoderConfig: askAnnexB } : {}),
  };
}

/**
 * The configurations the export's encoder tries at this size with `rate`, in its order:
 * mediabunny's own (each rate control a candidate), changed as the export changes them (H.264 in
 * Annex B). The encoder takes the first of them the browser says it supports.
 */
export function exportEncoderConfigs(container: VideoContainer, width: number, height: number, rate: RateControl) {
  const options = encoding(container, rate);
  const candidates = buildVideoEncoderConfigs({
    codec: options.codec,
    width,
    height,
    squarePixelWidth: width,
    squarePixelHeight: height,
    quality: options.quality,
    framerate: VIDEO_FPS,
    alpha: 'discard',
  });
  for (const { config } of candidates) options.onEncoderConfig?.(config);
  return candidates.map(({ config, quantizer }) => ({
    config,
    quantizer,
    rate: quantizer === null ? ('bitrate' as const) : ('quantizer' as const),
  }));
}

/**
 * Whether one frame encodes with `config`: Firefox's encoder may take a configuration it then fails
 * to encode with (mediabunny's own question tries a frame there too).
 */
async function encodesAFrame(
  container: VideoContainer,
  config: VideoEncoderConfig,
  quantizer: number | null,
): Promise<boolean> {
  let failed = false;
  let encoder: VideoEncoder | null = null;
  try {
    encoder = new VideoEncoder({ output: () => undefined, error: () => (failed = true) });
    encoder.configure(config);
    const frame = new VideoFrame(new Uint8Array(config.width * config.height * 4), {
      format: 'RGBA',
      codedWidth: config.width,
      codedHeight: config.height,
      timestamp: 0,
    });
    encoder.encode(frame, quantizer === null ? undefined : buildQuantizerEncodeOptions(CODEC[container], quantizer));
    frame.close();
    await encoder.flush();
    return !failed;
  } catch {
    return false;
  } finally {
    if (encoder !== null && encoder.state !== 'closed') encoder.close();
  }
}

/**
 * How this browser's WebCodecs can encode `container`'s codec at this size: the rate control of the
 * first configuration the export's encoder tries (codec, size, quality, frame rate, and H.264 in
 * Annex B, as `encodeVideo` asks for it) that the browser says it supports AND encodes a frame
 * with, or false. The export then encodes with that rate control (`encodeVideo`), so that what the
 * studio offers is what the export does: Firefox's `isConfigSupported` may say yes to a
 * configuration it then fails to encode with, and mediabunny's encoder takes the first "yes".
 * Every engine encodes its frame (no engine is told by its name): the failure is what the question
 * sees. Asked each time: mediabunny's own question (`canEncodeVideo`) asks for H.264 in its MP4
 * form, and keeps every answer, a question that failed kept as a "no". Rejects when the question
 * itself fails: that is no answer, and the studio asks again (studioCapabilities.ts). A
 * configuration the browser does not know (a TypeError) is a "no".
 */
export async function canEncode(
  container: VideoContainer,
  width: number,
  height: number,
): Promise<RateControl | false> {
  if (typeof VideoEncoder === 'undefined') return false;
  // mediabunny's encoder refuses H.264 at an odd size before asking the browser: the export would throw.
  if (container === 'mp4' && (width % 2 === 1 || height % 2 === 1)) return false;
  readyMediaStack();
  for (const { config, quantizer, rate } of exportEncoderConfigs(container, width, height, 'quantizer')) {
    let supported: boolean;
    try {
      supported = (await VideoEncoder.isConfigSupported(config)).supported === true;
    } catch (error) {
      if (error instanceof TypeError) continue;
      throw error;
    }
    if (supported && (await encodesAFrame(container, config, quantizer))) return rate;
  }
  return false;
}

/**
 * Encodes `frames` (`count` of them, at `fps`) drawn one by one by `renderer`: each frame is
 * drawn at its synthetic time, then handed to WebCodecs through mediabunny with its exact
 * timestamp. Nothing depends on the wall clock, so no frame is dropped and the file has a duration.
 * `rate` is what `canEncode` found encoding at this size: the encoder is given that configuration.
 */
export async function encodeVideo(
  renderer: PictureRenderer,
  frames: Iterable<RevealFrame>,
  count: number,
  fps: number,
  container: VideoContainer,
  rate: RateControl,
  onFrame: (done: number) => void,
  signal: AbortSignal | undefined,
): Promise<Uint8Array<ArrayBuffer>> {
  const output = new Output({
    format: container === 'webm' ? new WebMOutputFormat() : new Mp4OutputFormat({ fastStart: 'in-memory' }),
    target: new BufferTarget(),
  });
  let source: CanvasSource | null = null;
  // Each frame is copied onto a 2D canvas, and the encoder reads that one: WebKit makes the video
  // frame of a WebGL canvas upside down, and of a 2D canvas upright, as every engine does.
  const copy = document.createElement('canvas');
  const copier = copy.getContext('2d');
  if (copier === null) throw new Error('this browser gives no 2D canvas to copy the video’s frames on');
  let i = 0;
  try {
    for (const frame of frames) {
      throwIfAborted(signal);
      const canvas = await renderer.render(frame.picture, frame.now);
      if (source === null) {
        copy.width = canvas.width;
        copy.height = canvas.height;
        source = new CanvasSource(copy, encoding(container, rate));
        output.addVideoTrack(source, { frameRate: fps });
        await output.start();
      }
      copier.clearRect(0, 0, copy.width, copy.height);
      copier.drawImage(canvas, 0, 0);
      await source.add(i / fps, 1 / fps);
      i++;
      onFrame(i / count);
    }
    throwIfAborted(signal);
    source?.close();
    await output.finalize();
  } catch (error) {
    if (output.state !== 'finalized' && output.state !== 'canceled') await output.cancel();
    throw error;
  }
  const buffer = output.target.buffer;
  if (buffer === null) throw new Error('the video encoder wrote nothing');
  const bytes = new Uint8Array(buffer);
  if (container === 'mp4') clearMp4Times(bytes);
  return bytes;
}
