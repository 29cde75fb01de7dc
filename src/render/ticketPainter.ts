import { Container, type Texture, type WebGLRenderer } from 'pixi.js';
import { evaluate, hashString } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { Picture } from '../state/picture.ts';
import type { ScratchLog } from '../state/scratchLog.ts';
import { BRUSH_RADIUS_UNITS } from '../state/brush.ts';
import { canvasTexture, loadedImage, loadImage, ticketArtUrl } from './assets.ts';
import { Celebration } from './celebration.ts';
import { Coin } from './coin.ts';
import { paintCoverArt } from './coverArt.ts';
import { CoverLayer } from './coverLayer.ts';
import { captionOf, FrameLayer } from './frameLayer.ts';
import { buildTicketScene, KeptArt, sceneImageUrls, type PrintInspector, type TicketScene } from './ticketScene.ts';
import { fitTicket, fitTicketIn, frameGeometry, rasterScale, type TicketFit } from './viewport.ts';
import { winTargets } from './winTargets.ts';

const MAX_TEXTURE_PIXELS = 4_096;
const DECORATION_SALT = 0x6465636f; // latex grain and confetti: seeded by the serial, apart from the engine's draws

/** What a paint did. */
export interface PaintOutcome {
  readonly drawn: boolean; // a complete frame of the picture was rendered
  readonly animating: boolean; // call again next frame
  readonly loading: Promise<void> | null; // images still loading: call again when it settles
}

/** One ticket as drawn: what survives resizes, language changes and repaints. */
interface Shown {
  readonly serial: string;
  readonly prize: number; // cents
  readonly layout: Picture['layout'];
  readonly celebration: Celebration;
  strokes: ScratchLog; // the strokes drawn so far
  drawnSegments: number;
  revealed: boolean[]; // zones whose cover removal has started
  resultShown: boolean;
  painted: boolean; // drawn at least once: a result there from the first paint is not celebrated
}

/** The covers: their art, painted on the CPU, and the layer that scratches it. */
interface Covers {
  readonly art: Texture;
  readonly layer: CoverLayer;
}

/** The pixels of a picture at one size, density, language and frame. */
interface Raster {
  readonly key: string;
  readonly scene: TicketScene;
  readonly pixelsPerUnit: number;
  /**
   * Null while every zone of the pictures drawn is revealed: a picture built with every cover
   * removed (a finished ticket resumed, an export or a QA picture of the revealed state) shows
   * none of them, and painting and uploading their art at the picture's density is a large share of
   * such a raster's cost. They are built when a picture brings a cover back.
   */
  covers: Covers | null;
  readonly frame: FrameLayer | null;
}

/** Whether every zone of `picture` is revealed: it shows no cover. */
function allRevealed(picture: Picture): boolean {
  return picture.revealed.length === picture.layout.zones.length && picture.revealed.every((r) => r);
}

/** Everything that, changed, needs new pixels. */
function rasterKey(picture: Picture): string {
  const frame = picture.frame === null ? '' : JSON.stringify(picture.frame);
  return `${picture.lang}|${picture.width}x${picture.height}@${picture.density}|${frame}`;
}

/**
 * Starts loading and decoding the images a picture draws, so that they can arrive while the
 * renderer starts; `paint` finds them ready (a failure is reported by the paint that needs them).
 * The art first, which a ticket's first frame waits for; then the symbols, which it need not.
 */
export function preloadPicture(picture: Picture): void {
  const art = ticketArtUrl(picture.layout, picture.lang);
  const rest = () => {
    for (const url of sceneImageUrls(picture.ticket, picture.layout, picture.lang))
      if (url !== art) loadImage(url).catch(() => undefined);
  };
  loadImage(art).then(rest, rest);
}

/**
 * Draws a `Picture` with one renderer: the frame, the static ticket, its covers, the result and
 * the coin. It draws exactly the value it is given and holds only derived GPU state, reconciled
 * with each new value: strokes that continue the ones drawn are added, anything else repaints.
 * Animations (cover fades, the celebration) advance with the `now` of each paint, so a caller that
 * passes synthetic times (a video) gets the same frames every time.
 */
export class TicketPainter {
  readonly stage = new Container();
  private readonly frameBack = new Container(); // view pixels
  private readonly ticketRoot = new Container(); // ticket units
  private readonly coverRoot = new Container(); // view pixels
  private readonly overlayRoot = new Container(); // ticket units
  private readonly frameFront = new Container(); // view pixels
  private readonly coin = new Coin();
  private readonly art = new KeptArt(); // the background art's texture, from one ticket to the next
  private shown: Shown | null = null;
  private raster: Raster | null = null;
  private needsRepaint = false;
  private firstDrawPending = false; // a raster built by a budgeted paint, not drawn yet
  private coinShown = false; // whether the last paint placed a coin
  private moving = false; // whether the last paint left a fade or the celebration running
  private everDrawn = false;
  private redrawPending = false; // the picture on screen is gone: the next paint draws, changed or not
  /** Where the ticket sits in the view (for pointer input). */
  fit: TicketFit = { scale: 1, offsetX: 0, offsetY: 0 };

  /**
   * `fastReplay`: many strokes at once (a reload) are rasterised at one device pixel per CSS pixel
   * at most, for speed; their edges are then a little softer on dense screens. Live canvases use
   * it; exports do not. `inspect` hears every text printed on the ticket and its covers, each time
   * they are drawn anew (a new ticket, size, density or language): an inspection hook for visual QA.
   * `hiddenLater`: a ticket whose covers are all whole (no stroke, no zone revealed) is first drawn
   * without what lies under them (nor waiting for the symbols' images), which a later paint builds,
   * once those images are in, before it draws any stroke or reveal.
   * The first frame shows the same pixels sooner (a live canvas; not with `inspect`).
   * `still`: the serial is left out, so that the picture stands for every ticket of its design
   * (the stills a page shows before its canvas has drawn: src/stills).
   * `onScreen`: the canvas is shown on a page, which keeps showing its last frame, and nothing reads
   * it back after each paint: a paint that changes no pixel then draws nothing, nor does building
   * what lies under whole covers, which they hide. A canvas read after each paint (an export, QA)
   * is drawn by every paint.
   */
  constructor(
    private readonly renderer: WebGLRenderer,
    private readonly options: {
      readonly fastReplay?: boolean;
      readonly hiddenLater?: boolean;
      readonly inspect?: PrintInspector;
      readonly still?: boolean;
      readonly onScreen?: boolean;
    } = {},
  ) {
    this.stage.addChild(this.frameBack, this.ticketRoot, this.coverRoot, this.overlayRoot, this.frameFront);
  }

  /** Serial of the ticket drawn, or '' when none. */
  get serial(): string {
    return this.shown?.serial ?? '';
  }

  get drawnSegments(): number {
    return this.shown?.drawnSegments ?? 0;
  }

  /** Log segments rasterised so far: those drawn, or the parts of a long log not yet erased. */
  get rasterisedSegments(): number {
    return this.raster?.covers?.layer.rasterisedTo ?? this.drawnSegments;
  }

  get coveredZones(): number {
    return this.raster?.covers?.layer.coveredZones ?? 0;
  }

  /** Whether what lies under the covers is still to be built (`hiddenLater`). */
  get underCoversPending(): boolean {
    return this.raster?.scene.underCoversPending ?? false;
  }

  /** 'win' or 'lose' once the result is shown, '' before. */
  get result(): '' | 'win' | 'lose' {
    const shown = this.shown;
    if (shown === null || !shown.resultShown) return '';
    return shown.prize > 0 ? 'win' : 'lose';
  }

  /** The GPU's copy of the covers is gone (a restored context): rebuild it from the strokes next paint. */
  invalidateCovers(): void {
    this.needsRepaint = true;
  }

  /**
   * The canvas's picture is gone but the GPU's textures are not (a page back from the back/forward
   * cache in WebKit): the next paint draws the stage, even if it changes nothing.
   */
  redraw(): void {
    this.redrawPending = true;
  }

  /** Draws nothing: a host without a ticket. */
  clear(): void {
    this.forgetTicket();
    this.renderer.render({ container: this.stage });
  }

  /**
   * Draws `picture` at time `now` (ms). At most `strokeLimit` logged segments are drawn that were
   * not drawn yet: a long log (a reload) is then drawn a part per paint, the outcome being not
   * `drawn` but `animating` until the last part is in, so that no frame holds the page for long.
   * With a limit, a paint that had to build the ticket's pixels leaves the strokes to the next one.
   * With `draw` false, everything is built (and the inspection hook told) but nothing is drawn:
   * for a check that reads what was printed and not the pixels. The next paint draws in full.
   */
  paint(picture: Picture, now: number, strokeLimit = Infinity, draw = true): PaintOutcome {
    const { renderer } = this;
    const screen = renderer.screen;
    // Whether this paint changes any pixel. A paint that only rasterises part of a long log (on
    // the CPU) and changes nothing else skips the render, and the compositor's work on it; on
    // screen, so does any paint that changes nothing. A fade or a celebration the last paint left
    // running changes pixels in this one, be it only by ending. A new size or a new ticket builds
    // a new raster below, which says so.
    let changed = this.moving || this.redrawPending;
    if (screen.width !== picture.width || screen.height !== picture.height || renderer.resolution !== picture.density)
      renderer.resize(picture.width, picture.height, picture.density);

    const serial = picture.ticket.serial;
    let shown = this.shown;
    if (shown === null || shown.serial !== serial || shown.layout !== picture.layout) shown = this.showTicket(picture);
    // Strokes that do not continue the ones drawn (a ticket reopened, a log restored), or covers
    // that came back (a host going back to an earlier state), start the covers over.
    if (!picture.strokes.extends(shown.strokes) || shown.revealed.some((r, z) => r && picture.revealed[z] !== true))
      this.needsRepaint = true;
    shown.strokes = picture.strokes;

    let raster = this.raster;
    const key = rasterKey(picture);
    let budget = strokeLimit;
    let built = false;
    if (raster === null || raster.key !== key) {
      // A fresh ticket's first frame draws the art and the covers only: the symbols' images
      // (several on a paws ticket) are waited for before what lies under the covers is built.
      const loading = this.loading(picture, this.leavesUnderCoversForLater(picture) ? 'art' : 'all');
      if (loading !== null) return { drawn: false, animating: false, loading };
      // A raster already there is this ticket's at another size or density (a window resized, a
      // phone turned): the resize above has cleared the canvas.
      const again = raster !== null;
      raster = this.buildRaster(picture, key);
      built = true;
      changed = true;
      // A budgeted host (a live canvas) spreads a restored ticket over three frames, as one would
      // make a long task: the textures are built in this one, drawn for the first time in the
      // next, and the logged strokes come after. A fresh ticket is drawn at once, and so is a
      // ticket drawn again, with its strokes: a frame left to the next paint would show the
      // player's ticket blank, then whole covers over what they had scratched.
      if (Number.isFinite(strokeLimit) && picture.strokes.length > 0 && !again) {
        this.firstDrawPending = true;
        return { drawn: false, animating: true, loading: null };
      }
      this.firstDrawPending = false;
    } else if (raster.covers === null && !allRevealed(picture)) {
      this.addCovers(picture, raster); // a cover came back: built now, and repainted
      changed = true;
    } else if (this.needsRepaint) {
      this.repaintCovers(picture);
      changed = true;
    }
    if (this.firstDrawPending) {
      this.firstDrawPending = false;
      budget = 0;
      changed = true;
    }
    // What lies under the covers, left out of a fresh ticket's first frame, comes before anything
    // below can uncover it.
    if (!built && raster.scene.underCoversPending) {
      const loading = this.loading(picture, 'all');
      if (loading !== null) {
        // Nothing is uncovered before it is built: strokes and reveals wait for the images too.
        if (draw && changed) this.drawStage();
        return { drawn: false, animating: false, loading };
      }
      const made = raster.scene.fillUnderCovers();
      // Under whole covers (no stroke or reveal drawn yet) it changes no pixel on screen: its
      // textures are only uploaded, now rather than in the first stroke's frame.
      if (this.options.onScreen === true) for (const texture of made) renderer.texture.initSource(texture.source);
      else changed = true;
    }

    const strokes = picture.strokes;
    const covers = raster.covers?.layer ?? null;
    // Without covers (every zone revealed), strokes have nothing left to erase.
    if (covers === null) shown.drawnSegments = strokes.length;
    else if (strokes.length > shown.drawnSegments && budget > 0) {
      const before = shown.drawnSegments;
      shown.drawnSegments = covers.drawSegments(strokes, shown.drawnSegments, budget);
      if (shown.drawnSegments !== before) changed = true;
    }
    const complete = shown.drawnSegments >= strokes.length;
    picture.revealed.forEach((r, z) => {
      if (r && shown.revealed[z] !== true) {
        shown.revealed[z] = true;
        covers?.reveal(z, picture.motion);
        changed = true;
      }
    });

    const fading = covers?.update(now) ?? false;
    let resultPending = false;
    if (!picture.result && shown.resultShown) {
      changed = true;
      shown.resultShown = false;
      shown.celebration.hide();
    } else if (picture.result && !shown.resultShown) {
      if (fading) resultPending = true;
      else {
        shown.resultShown = true;
        shown.celebration.show(picture.motion && shown.painted);
        changed = true;
      }
    }
    const celebrating = shown.celebration.update(now);
    this.moving = fading || celebrating;
    shown.painted = true;
    if (picture.coin !== null || this.coinShown) changed = true;
    this.coinShown = picture.coin !== null;
    this.coin.place(picture.coin);
    // Off screen, every paint draws, but for the parts of a long log (a live canvas's only).
    const always = this.options.onScreen !== true && covers?.rasterising !== true;
    if (draw && (changed || fading || celebrating || always)) this.drawStage();
    const pending = raster.scene.underCoversPending;
    return {
      drawn: complete,
      animating: fading || celebrating || resultPending || !complete || pending,
      loading: null,
    };
  }

  /** Whether a paint has drawn the stage yet (a restored ticket's first paint only builds it). */
  get drawn(): boolean {
    return this.everDrawn;
  }

  private drawStage(): void {
    this.renderer.render({ container: this.stage });
    this.everDrawn = true;
    this.redrawPending = false;
  }

  destroy(): void {
    this.forgetTicket();
    this.art.destroy();
    this.coin.destroy();
    this.stage.destroy({ children: true, texture: true, textureSource: true });
  }

  /** Whether a raster built for `picture` now leaves what lies under its covers for later. */
  private leavesUnderCoversForLater(picture: Picture): boolean {
    const untouched = picture.strokes.length === 0 && !picture.revealed.some((r) => r) && !picture.result;
    return this.options.hiddenLater === true && this.options.inspect === undefined && untouched;
  }

  /** The images `picture` needs (its art, or all) still loading, as one promise; null when all are in. */
  private loading(picture: Picture, which: 'art' | 'all'): Promise<void> | null {
    const urls =
      which === 'art'
        ? [ticketArtUrl(picture.layout, picture.lang)]
        : sceneImageUrls(picture.ticket, picture.layout, picture.lang);
    const missing = urls.filter((url) => loadedImage(url) === undefined);
    return missing.length === 0 ? null : Promise.all(missing.map(loadImage)).then(() => undefined);
  }

  private showTicket(picture: Picture): Shown {
    this.forgetTicket();
    const scored = evaluate(picture.ticket);
    const celebration = new Celebration(
      scored.ok ? winTargets(picture.ticket, picture.layout, scored.value) : [],
      picture.layout.width,
      hashString(picture.ticket.serial, DECORATION_SALT),
    );
    this.overlayRoot.addChild(celebration.root, this.coin.root);
    const shown: Shown = {
      serial: picture.ticket.serial,
      prize: picture.ticket.prize,
      layout: picture.layout,
      celebration,
      strokes: picture.strokes,
      drawnSegments: 0,
      revealed: picture.layout.zones.map(() => false),
      resultShown: false,
      painted: false,
    };
    this.shown = shown;
    return shown;
  }

  private forgetTicket(): void {
    this.destroyRaster();
    this.shown?.celebration.destroy();
    this.shown = null;
  }

  private buildRaster(picture: Picture, key: string): Raster {
    this.destroyRaster();
    const { layout, ticket, width, height } = picture;
    // A framed picture's caption, laid out once for its bands and its layer.
    const caption = picture.frame === null ? false : captionOf(picture);
    this.fit =
      picture.frame === null
        ? fitTicket(width, height, layout.width, layout.height)
        : fitTicketIn(frameGeometry(width, height, caption).ticketArea, layout.width, layout.height);
    const gl = this.renderer.gl;
    const maxTexture = Math.min(MAX_TEXTURE_PIXELS, Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || MAX_TEXTURE_PIXELS);
    const pixelsPerUnit = rasterScale(this.fit.scale, picture.density, layout.width, layout.height, maxTexture);
    for (const root of [this.ticketRoot, this.overlayRoot]) {
      root.position.set(this.fit.offsetX, this.fit.offsetY);
      root.scale.set(this.fit.scale);
    }
    const frame = picture.frame === null ? null : new FrameLayer(picture, this.fit, caption);
    if (frame !== null) {
      this.frameBack.addChild(frame.back);
      this.frameFront.addChild(frame.front);
    }
    const later = this.leavesUnderCoversForLater(picture);
    const scene = buildTicketScene(
      ticket,
      layout,
      picture.lang,
      pixelsPerUnit,
      this.art,
      this.options.inspect,
      later ? 'later' : 'now',
      this.options.still === true ? 'left out' : 'printed',
    );
    this.ticketRoot.addChild(scene.root);
    const raster: Raster = { key, scene, pixelsPerUnit, covers: null, frame };
    this.raster = raster;
    if (allRevealed(picture)) this.repaintCovers(picture);
    else this.addCovers(picture, raster);
    return raster;
  }

  /** Paints the covers' art, uploads it, and repaints the covers for `picture`. */
  private addCovers(picture: Picture, raster: Raster): void {
    const { layout, ticket, width, height } = picture;
    const seed = hashString(ticket.serial, DECORATION_SALT);
    const lang: Lang = picture.lang;
    const coverCanvas = paintCoverArt(layout, lang, raster.pixelsPerUnit, seed, this.options.inspect);
    this.options.inspect?.covers(coverCanvas, raster.pixelsPerUnit);
    const art = canvasTexture(coverCanvas);
    const res = this.renderer.resolution;
    const maskResolution = this.options.fastReplay === true ? Math.min(1, res) : res;
    const layer = new CoverLayer(
      this.renderer,
      layout,
      art,
      this.fit,
      width,
      height,
      BRUSH_RADIUS_UNITS,
      maskResolution,
    );
    this.coverRoot.addChild(layer.sprite, layer.fadeLayer);
    raster.covers = { art, layer };
    this.repaintCovers(picture);
  }

  private repaintCovers(picture: Picture): void {
    const shown = this.shown;
    const raster = this.raster;
    if (shown === null || raster === null) return;
    shown.drawnSegments =
      raster.covers === null ? picture.strokes.length : raster.covers.layer.repaint(picture.revealed);
    shown.revealed = [...picture.revealed];
    this.needsRepaint = false;
  }

  private destroyRaster(): void {
    const raster = this.raster;
    if (raster === null) return;
    raster.covers?.layer.destroy();
    raster.scene.destroy();
    raster.covers?.art.destroy(true);
    raster.frame?.destroy();
    this.raster = null;
  }
}
