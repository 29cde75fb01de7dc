import { BufferTarget, CanvasSource, Mp4OutputFormat, Output, QUALITY_HIGH, WebMOutputFormat } from 'mediabunny';
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

/** The options the export gives mediabunny's encoder for `container`; the question asks with the same. */
function encoding(container: VideoContainer) {
  return {
    codec: CODEC[container],
    bitrate: QUALITY_HIGH,
    keyFrameInterval: 2,
    ...(container === 'mp4' ? { onEncoderConfig: askAnnexB } : {}),
  };
}

/**
 * The configurations the export's encoder tries at this size, in its order: mediabunny's own (its
 * rate controls for the quality, each a candidate), changed as the export changes them (H.264 in
 * Annex B).
 */
function exportEncoderConfigs(container: VideoContainer, width: number, height: number) {
  const options = encoding(container);
  const candidates = buildVideoEncoderConfigs({
    codec: options.codec,
    width,
    height,
    squarePixelWidth: width,
    squarePixelHeight: height,
    quality: QUALITY_HIGH,
    framerate: VIDEO_FPS,
    alpha: 'discard',
  });
  for (const { config } of candidates) options.onEncoderConfig?.(config);
  return candidates;
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
 * Whether this browser's WebCodecs can encode `container`'s codec at this size, asked about the
 * configurations the export's encoder tries (codec, size, quality, frame rate, and H.264 in Annex B,
 * as `encodeVideo` asks for it), asked each time: mediabunny's own question (`canEncodeVideo`) asks
 * for H.264 in its MP4 form, and keeps every answer, a question that failed kept as a "no". Rejects
 * when the question itself fails: that is no answer, and the studio asks again
 * (studioCapabilities.ts). A configuration the browser does not know (a TypeError) is a "no".
 */
export async function canEncode(container: VideoContainer, width: number, height: number): Promise<boolean> {
  if (typeof VideoEncoder === 'undefined') return false;
  // mediabunny's encoder refuses H.264 at an odd size before asking the browser: the export would throw.
  if (container === 'mp4' && (width % 2 === 1 || height % 2 === 1)) return false;
  readyMediaStack();
  const firefox = typeof navigator !== 'undefined' && navigator.userAgent.includes('Firefox');
  for (const { config, quantizer } of exportEncoderConfigs(container, width, height)) {
    let supported: boolean;
    try {
      supported = (await VideoEncoder.isConfigSupported(config)).supported === true;
    } catch (error) {
      if (error instanceof TypeError) continue;
      throw error;
    }
    if (supported && (!firefox || (await encodesAFrame(container, config, quantizer)))) return true;
  }
  return false;
}

/**
 * Encodes `frames` (`count` of them, at `fps`) drawn one by one by `renderer`: each frame is
 * drawn at its synthetic time, then handed to WebCodecs through mediabunny with its exact
 * timestamp. Nothing depends on the wall clock, so no frame is dropped and the file has a duration.
 */
export async function encodeVideo(
  renderer: PictureRenderer,
  frames: Iterable<RevealFrame>,
  count: number,
  fps: number,
  container: VideoContainer,
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
        source = new CanvasSource(copy, encoding(container));
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
