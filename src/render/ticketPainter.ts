import { Container, type Texture, type WebGLRenderer } from 'pixi.js';
import { hashString } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import { ScratchLog } from '../state/scratchLog.ts';
import { BRUSH_RADIUS_UNITS, type CurrentTicket } from '../state/store.ts';
import { canvasTexture, loadedImage, loadImage } from './assets.ts';
import { Celebration } from './celebration.ts';
import { paintCoverArt } from './coverArt.ts';
import { CoverLayer } from './coverLayer.ts';
import { buildTicketScene, sceneImageUrls, type TicketScene } from './ticketScene.ts';
import { fitTicket, rasterScale, type TicketFit } from './viewport.ts';
import { winTargets } from './winTargets.ts';

const MAX_TEXTURE_PIXELS = 4_096;
const DECORATION_SALT = 0x6465636f; // latex grain and confetti: seeded by the serial, apart from the engine's draws
const EMPTY_LOG = ScratchLog.empty();

/** What a paint needs to know beyond the store. */
export interface PaintInput {
  readonly current: CurrentTicket | null;
  readonly log: ScratchLog | null; // the current ticket's strokes
  readonly lang: Lang;
  readonly width: number; // view size, CSS pixels
  readonly height: number;
  readonly reducedMotion: boolean;
  readonly now: number; // ms, from requestAnimationFrame
}

/** What a paint did. */
export interface PaintOutcome {
  readonly drawn: boolean; // a complete frame of the current ticket (or of no ticket) was rendered
  readonly animating: boolean; // call again next frame
  readonly loading: Promise<void> | null; // images still loading: call again when it settles
}

/** One ticket's progress as drawn: it survives resizes, language changes and repaints. */
interface Shown {
  readonly current: CurrentTicket;
  log: ScratchLog; // the strokes drawn so far
  readonly celebration: Celebration;
  readonly settledAtStart: boolean; // already settled when first drawn: no celebration
  drawnSegments: number;
  revealed: boolean[]; // zones whose cover removal has started
  resultShown: boolean;
}

/** The pixels of a ticket at one size and language. */
interface Raster {
  readonly lang: Lang;
  readonly width: number;
  readonly height: number;
  readonly resolution: number;
  readonly scene: TicketScene;
  readonly art: Texture;
  readonly covers: CoverLayer;
}

/**
 * Draws the current ticket with one renderer: the static scene, the cover layer and the result.
 * It holds derived GPU state only; every paint reconciles it with the store's state.
 */
export class TicketPainter {
  readonly stage = new Container();
  private readonly ticketRoot = new Container(); // ticket units
  private readonly coverRoot = new Container(); // view pixels
  private readonly overlayRoot = new Container(); // ticket units
  private shown: Shown | null = null;
  private raster: Raster | null = null;
  private needsRepaint = false;
  fit: TicketFit = { scale: 1, offsetX: 0, offsetY: 0 };

  constructor(private readonly renderer: WebGLRenderer) {
    this.stage.addChild(this.ticketRoot, this.coverRoot, this.overlayRoot);
  }

  /** Serial of the ticket drawn, or '' when none. */
  get serial(): string {
    return this.shown?.current.ticket.serial ?? '';
  }

  get drawnSegments(): number {
    return this.shown?.drawnSegments ?? 0;
  }

  get coveredZones(): number {
    return this.raster?.covers.coveredZones ?? 0;
  }

  /** 'win' or 'lose' once the result is shown, '' before. */
  get result(): '' | 'win' | 'lose' {
    const shown = this.shown;
    if (shown === null || !shown.resultShown) return '';
    return shown.current.ticket.prize > 0 ? 'win' : 'lose';
  }

  /** The GPU's copy of the covers is gone (a restored context): rebuild it from the log next paint. */
  invalidateCovers(): void {
    this.needsRepaint = true;
  }

  paint(input: PaintInput): PaintOutcome {
    const current = input.current;
    if (current === null) {
      this.forgetTicket();
      this.renderer.render({ container: this.stage });
      return { drawn: true, animating: false, loading: null };
    }
    const log = input.log ?? EMPTY_LOG;
    // Another serial is another ticket; the same serial is a newer snapshot of the ticket shown.
    const shown =
      this.shown?.current.ticket.serial === current.ticket.serial ? this.shown : this.showTicket(current, log);
    // Strokes that do not continue the ones drawn (a ticket reopened, a log restored) start over.
    if (!log.extends(shown.log)) this.needsRepaint = true;
    shown.log = log;

    let raster = this.raster;
    if (
      raster === null ||
      raster.lang !== input.lang ||
      raster.width !== input.width ||
      raster.height !== input.height ||
      raster.resolution !== this.renderer.resolution
    ) {
      const urls = sceneImageUrls(current.ticket, current.layout, input.lang);
      const missing = urls.filter((url) => loadedImage(url) === undefined);
      if (missing.length > 0) {
        return { drawn: false, animating: false, loading: Promise.all(missing.map(loadImage)).then(() => undefined) };
      }
      raster = this.buildRaster(current, log, input);
    } else if (this.needsRepaint) {
      this.repaintCovers(current, log);
    }

    if (log.length > shown.drawnSegments) shown.drawnSegments = raster.covers.drawSegments(log, shown.drawnSegments);
    current.revealed.forEach((r, z) => {
      if (r && shown.revealed[z] !== true) {
        shown.revealed[z] = true;
        raster.covers.reveal(z, !input.reducedMotion);
      }
    });

    const fading = raster.covers.update(input.now);
    let resultPending = false;
    if (current.settled && !shown.resultShown) {
      if (fading) resultPending = true;
      else {
        shown.resultShown = true;
        if (current.ticket.prize > 0) shown.celebration.show(!input.reducedMotion && !shown.settledAtStart);
      }
    }
    const celebrating = shown.celebration.update(input.now);
    this.renderer.render({ container: this.stage });
    return { drawn: true, animating: fading || celebrating || resultPending, loading: null };
  }

  destroy(): void {
    this.forgetTicket();
    this.stage.destroy({ children: true, texture: true, textureSource: true });
  }

  private showTicket(current: CurrentTicket, log: ScratchLog): Shown {
    this.forgetTicket();
    const celebration = new Celebration(
      winTargets(current.ticket, current.layout, current.breakdown),
      current.layout.width,
      hashString(current.ticket.serial, DECORATION_SALT),
    );
    this.overlayRoot.addChild(celebration.root);
    const shown: Shown = {
      current,
      log,
      celebration,
      settledAtStart: current.settled,
      drawnSegments: 0,
      revealed: current.layout.zones.map(() => false),
      resultShown: false,
    };
    this.shown = shown;
    return shown;
  }

  private forgetTicket(): void {
    this.destroyRaster();
    this.shown?.celebration.destroy();
    this.shown = null;
  }

  private buildRaster(current: CurrentTicket, log: ScratchLog, input: PaintInput): Raster {
    this.destroyRaster();
    const { layout, ticket } = current;
    const resolution = this.renderer.resolution;
    this.fit = fitTicket(input.width, input.height, layout.width, layout.height);
    const gl = this.renderer.gl;
    const maxTexture = Math.min(MAX_TEXTURE_PIXELS, Number(gl.getParameter(gl.MAX_TEXTURE_SIZE)) || MAX_TEXTURE_PIXELS);
    const pixelsPerUnit = rasterScale(this.fit.scale, resolution, layout.width, layout.height, maxTexture);
    for (const root of [this.ticketRoot, this.overlayRoot]) {
      root.position.set(this.fit.offsetX, this.fit.offsetY);
      root.scale.set(this.fit.scale);
    }
    const scene = buildTicketScene(ticket, layout, input.lang, pixelsPerUnit);
    this.ticketRoot.addChild(scene.root);
    const art = canvasTexture(
      paintCoverArt(layout, input.lang, pixelsPerUnit, hashString(ticket.serial, DECORATION_SALT)),
    );
    const covers = new CoverLayer(this.renderer, layout, art, this.fit, input.width, input.height, BRUSH_RADIUS_UNITS);
    this.coverRoot.addChild(covers.sprite, covers.fadeLayer);
    const raster: Raster = {
      lang: input.lang,
      width: input.width,
      height: input.height,
      resolution,
      scene,
      art,
      covers,
    };
    this.raster = raster;
    this.repaintCovers(current, log);
    return raster;
  }

  private repaintCovers(current: CurrentTicket, log: ScratchLog): void {
    const shown = this.shown;
    const raster = this.raster;
    if (shown === null || raster === null) return;
    shown.drawnSegments = raster.covers.repaint(log, current.revealed);
    shown.revealed = [...current.revealed];
    this.needsRepaint = false;
  }

  private destroyRaster(): void {
    const raster = this.raster;
    if (raster === null) return;
    raster.covers.destroy();
    raster.scene.destroy();
    raster.art.destroy(true);
    this.raster = null;
  }
}
