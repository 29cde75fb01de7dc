import { Container, Graphics, RenderTexture, Sprite, type Texture, type WebGLRenderer } from 'pixi.js';
import type { TicketLayout } from '../layouts/index.ts';
import type { ScratchLog } from '../state/scratchLog.ts';
import { canvasTexture, createCanvas } from './assets.ts';
import { COVER_REACH_UNITS } from './coverArt.ts';
import { coverBounds, drawShape } from './shapes.ts';
import type { TicketFit } from './viewport.ts';

const FADE_MS = 300; // a revealed zone's remaining latex fades away in this time
const SEGMENTS_PER_BATCH = 1_500; // brush geometry is flushed to the GPU in batches this size
/**
 * From this many segments at once (a reload, a repaint), strokes are rasterised on the CPU into one
 * mask and erased in a single draw: tessellating tens of thousands of round-capped segments for the
 * GPU costs far more than one 2D path stroke and one texture upload.
 */
const MASK_FROM_SEGMENTS = 256;
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];

interface Mask {
  readonly canvas: HTMLCanvasElement;
  readonly ctx: CanvasRenderingContext2D;
  readonly texture: Texture;
  readonly sprite: Sprite;
}

interface Fade {
  readonly sprite: Sprite;
  readonly texture: RenderTexture;
  start: number | null; // first frame time, ms
}

/**
 * Every zone's cover in one render texture the size of the view, at the renderer's resolution.
 * Scratching erases the brush's path from it on the GPU; nothing is ever read back. The texture's
 * content is derived state: `repaint` rebuilds it from the cover art, the scratch log and the
 * revealed zones (after a lost context or a resize).
 */
export class CoverLayer {
  readonly sprite: Sprite; // shows the covers, in view coordinates
  readonly fadeLayer = new Container(); // zones fading out, above `sprite`
  private readonly target: RenderTexture;
  private readonly paintRoot = new Container(); // the art, at the ticket's place in the view
  private readonly eraseRoot = new Container(); // the brush (erase blend only works on a child)
  private readonly brush = new Graphics();
  private readonly maskRoot = new Container(); // a mask of many strokes, in view coordinates
  private readonly viewWidth: number;
  private readonly viewHeight: number;
  private fades: Fade[] = [];
  private mask: Mask | null = null; // made for the first mask of many strokes
  private pending: { readonly from: number; readonly to: number } | null = null; // rasterised, not erased yet
  private removed: boolean[];

  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly layout: TicketLayout,
    art: Texture,
    private readonly fit: TicketFit,
    viewWidth: number,
    viewHeight: number,
    private readonly brushRadius: number,
    /** Device pixels per CSS pixel of the masks of many strokes: the renderer's, or less for speed. */
    private readonly maskResolution = renderer.resolution,
  ) {
    this.viewWidth = Math.max(1, viewWidth);
    this.viewHeight = Math.max(1, viewHeight);
    this.target = RenderTexture.create({
      width: Math.max(1, viewWidth),
      height: Math.max(1, viewHeight),
      resolution: renderer.resolution,
    });
    this.sprite = new Sprite(this.target);
    for (const root of [this.paintRoot, this.eraseRoot]) {
      root.position.set(fit.offsetX, fit.offsetY);
      root.scale.set(fit.scale);
    }
    const artSprite = new Sprite(art);
    artSprite.setSize(layout.width, layout.height);
    this.paintRoot.addChild(artSprite);
    this.brush.blendMode = 'erase';
    this.eraseRoot.addChild(this.brush);
    this.removed = layout.zones.map(() => false);
  }

  /** Number of zones whose cover is still on the ticket (fading ones included). */
  get coveredZones(): number {
    return this.removed.filter((r) => !r).length + this.fades.length;
  }

  /**
   * Rebuilds the texture from the CPU truth: all covers, revealed zones removed. The logged strokes
   * are not drawn: the caller draws them from segment 0 with `drawSegments`, in as many frames as
   * it likes (erasing is the same in any order). Returns 0, the segments drawn.
   */
  repaint(revealed: readonly boolean[]): number {
    this.endFades();
    this.renderer.render({ container: this.paintRoot, target: this.target, clear: true, clearColor: CLEAR });
    this.pending = null; // its strokes are drawn again, from segment 0
    this.removed = this.layout.zones.map(() => false);
    revealed.forEach((r, z) => {
      if (r) this.remove(z);
    });
    return 0;
  }

  /**
   * Erases the log's segments from index `from` on, at most `limit` of them a call (so that a long
   * log can be drawn over several frames). Returns the new drawn count: still `from` while the
   * parts of a long log are only rasterised (see `rasterising`), the log's length once it is all
   * erased.
   */
  drawSegments(log: ScratchLog, from: number, limit = Infinity): number {
    // A long log is rasterised into the mask a part per call, on the CPU only, and uploaded and
    // erased once, with its last part: each frame that draws on the GPU costs software WebGL's
    // compositor as much as a part, so only the last one does.
    if (this.pending !== null && this.pending.from !== from) this.pending = null;
    const start = this.pending?.to ?? from;
    const end = Math.min(log.length, start + limit);
    if (this.pending !== null || end - from >= MASK_FROM_SEGMENTS) {
      this.rasterMask(log, start, end, this.pending === null);
      if (end < log.length) {
        this.pending = { from, to: end };
        return from;
      }
      this.pending = null;
      this.eraseWithMask();
      return end;
    }
    for (let start = from; start < end; start += SEGMENTS_PER_BATCH)
      this.strokeSegments(log, start, Math.min(end, start + SEGMENTS_PER_BATCH));
    return end;
  }

  /**
   * Draws segments [from, to) into the mask with the Canvas 2D API (cleared first if `clear`): one
   * round-joined path for all the strokes (its union is filled once, however much they overlap).
   * `eraseWithMask` uploads it as one texture; its antialiased edge takes the place of the GPU
   * strokes' soft rim.
   */
  private rasterMask(log: ScratchLog, from: number, to: number, clear: boolean): void {
    const res = this.maskResolution;
    // One canvas, texture and sprite for every mask of this layer, reused rather than made anew.
    this.mask ??= this.createMask(res);
    const { canvas, ctx } = this.mask;
    if (clear) {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, canvas.width, canvas.height);
    }
    const { scale, offsetX, offsetY } = this.fit;
    ctx.setTransform(scale * res, 0, 0, scale * res, offsetX * res, offsetY * res);
    const radius = this.brushRadius;
    const lines = new Path2D();
    const dots = new Path2D();
    let lastX = NaN;
    let lastY = NaN;
    log.forEach(
      (x0, y0, x1, y1) => {
        if (x0 === x1 && y0 === y1) {
          dots.moveTo(x0 + radius, y0);
          dots.arc(x0, y0, radius, 0, 2 * Math.PI);
          return;
        }
        if (x0 !== lastX || y0 !== lastY) lines.moveTo(x0, y0);
        lines.lineTo(x1, y1);
        lastX = x1;
        lastY = y1;
      },
      from,
      to,
    );
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = 2 * radius;
    ctx.strokeStyle = '#fff';
    ctx.stroke(lines);
    ctx.fillStyle = '#fff';
    ctx.fill(dots, 'nonzero');
  }

  /** Uploads the mask and erases it from the covers, in one draw. */
  private eraseWithMask(): void {
    if (this.mask === null) return;
    this.mask.texture.source.update();
    this.renderer.render({ container: this.maskRoot, target: this.target, clear: false });
  }

  /** Whether part of a long log is in the mask, not yet erased (nothing on screen changed for it). */
  get rasterising(): boolean {
    return this.pending !== null;
  }

  /** The end of the segments rasterised into the mask and not yet erased; null when none are. */
  get rasterisedTo(): number | null {
    return this.pending?.to ?? null;
  }

  /** The canvas, texture and sprite the masks are drawn with, at `res` device pixels per CSS pixel. */
  private createMask(res: number): Mask {
    const { canvas, ctx } = createCanvas(this.viewWidth * res, this.viewHeight * res);
    const texture = canvasTexture(canvas);
    const sprite = new Sprite(texture);
    sprite.setSize(this.viewWidth, this.viewHeight);
    sprite.blendMode = 'erase';
    this.maskRoot.addChild(sprite);
    return { canvas, ctx, texture, sprite };
  }

  /** Erases segments [from, to) of the log, in one flush to the GPU. */
  private strokeSegments(log: ScratchLog, from: number, to: number): void {
    const g = this.brush;
    const radius = this.brushRadius;
    // One device pixel of soft edge: the render texture has no antialiasing.
    const rim = radius + 0.75 / (this.fit.scale * this.renderer.resolution);
    let path: number[] = []; // a polyline of connected segments: x, y, x, y…
    const strokePath = () => {
      if (path.length === 0) return;
      for (const [width, alpha] of [
        [2 * rim, 0.5],
        [2 * radius, 1],
      ] as const) {
        g.moveTo(path[0]!, path[1]!);
        for (let i = 2; i < path.length; i += 2) g.lineTo(path[i]!, path[i + 1]!);
        g.stroke({ color: 0xffffff, alpha, width, cap: 'round', join: 'round' });
      }
      path = [];
    };
    log.forEach(
      (x0, y0, x1, y1) => {
        if (x0 === x1 && y0 === y1) {
          strokePath();
          g.circle(x0, y0, rim).fill({ color: 0xffffff, alpha: 0.5 });
          g.circle(x0, y0, radius).fill({ color: 0xffffff, alpha: 1 });
        } else {
          const n = path.length;
          if (n === 0 || path[n - 2] !== x0 || path[n - 1] !== y0) {
            strokePath();
            path.push(x0, y0);
          }
          path.push(x1, y1);
        }
      },
      from,
      to,
    );
    strokePath();
    this.renderer.render({ container: this.eraseRoot, target: this.target, clear: false });
    g.clear();
  }

  /** Removes zone `z`'s cover: at once, or fading out over FADE_MS when `animate`. */
  reveal(z: number, animate: boolean): void {
    if (this.removed[z] !== false) return;
    if (animate) this.startFade(z);
    this.remove(z);
  }

  /** Advances the fades to time `now` (ms); true while some are still running. */
  update(now: number): boolean {
    this.fades = this.fades.filter((fade) => {
      fade.start ??= now;
      const t = Math.min(1, (now - fade.start) / FADE_MS);
      fade.sprite.alpha = 1 - t * t;
      if (t < 1) return true;
      this.destroyFade(fade);
      return false;
    });
    return this.fades.length > 0;
  }

  destroy(): void {
    this.endFades();
    this.sprite.destroy();
    this.fadeLayer.destroy({ children: true });
    this.paintRoot.destroy({ children: true });
    this.eraseRoot.destroy({ children: true });
    this.maskRoot.destroy({ children: true });
    this.mask?.texture.destroy(true);
    this.target.destroy(true);
  }

  private remove(z: number): void {
    const zone = this.layout.zones[z];
    if (zone === undefined || this.removed[z] !== false) return;
    this.removed[z] = true;
    const g = this.brush;
    g.clear();
    drawShape(g, zone.shape, COVER_REACH_UNITS);
    this.renderer.render({ container: this.eraseRoot, target: this.target, clear: false });
    g.clear();
  }

  /** Copies what is left of zone z's cover into its own texture, which then fades out. */
  private startFade(z: number): void {
    const zone = this.layout.zones[z];
    if (zone === undefined) return;
    const { scale, offsetX, offsetY } = this.fit;
    const res = this.renderer.resolution;
    const b = coverBounds(this.layout, z, COVER_REACH_UNITS + 1);
    // Whole device pixels, so the copy is not resampled.
    const left = Math.floor((offsetX + b.x * scale) * res) / res;
    const top = Math.floor((offsetY + b.y * scale) * res) / res;
    const right = Math.ceil((offsetX + (b.x + b.w) * scale) * res) / res;
    const bottom = Math.ceil((offsetY + (b.y + b.h) * scale) * res) / res;
    const texture = RenderTexture.create({
      width: Math.max(1, right - left),
      height: Math.max(1, bottom - top),
      resolution: res,
    });

    const copy = new Container();
    copy.position.set(-left, -top);
    const source = new Sprite(this.target);
    const mask = new Graphics();
    mask.position.set(offsetX, offsetY);
    mask.scale.set(scale);
    drawShape(mask, zone.shape, COVER_REACH_UNITS);
    source.mask = mask;
    copy.addChild(source, mask);
    this.renderer.render({ container: copy, target: texture, clear: true, clearColor: CLEAR });
    copy.destroy({ children: true });

    const sprite = new Sprite(texture);
    sprite.position.set(left, top);
    this.fadeLayer.addChild(sprite);
    this.fades.push({ sprite, texture, start: null });
  }

  private endFades(): void {
    for (const fade of this.fades) this.destroyFade(fade);
    this.fades = [];
  }

  private destroyFade(fade: Fade): void {
    fade.sprite.destroy();
    fade.texture.destroy(true);
  }
}
