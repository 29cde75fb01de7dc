import { Container, Sprite, type Texture } from 'pixi.js';
import { zoneAmount, zoneSymbols, type SymbolId, type Ticket } from '../engine/index.ts';
import { amountInWords } from '../i18n/amountInWords.ts';
import { formatEuros, gameName, type Lang } from '../i18n/index.ts';
import type { Rect } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';
import { amountDigitsFit, amountWordsFit, priceFit, serialFit, titleFit } from '../layouts/printedTexts.ts';
import { canvasTexture, loadedImage, rasterize, symbolUrl, ticketArtUrl } from './assets.ts';
import { textSprite, type TextSpec } from './textSprite.ts';

/** What a printed text is, for the legibility rules of visual QA. */
type PrintedTextKind = 'amountDigits' | 'amountWords' | 'title' | 'price' | 'serial' | 'scratchHere';

/**
 * One text the painter printed, as the optional inspection hook reports it (visual QA measures
 * the rendered glyphs from `raster`). Sizes and rects are in ticket units.
 */
export interface PrintedTextReport {
  readonly element: string; // the layout element: `month-4.amountWords`, `title`, `paw-1.scratchHere`
  readonly kind: PrintedTextKind;
  readonly text: string;
  readonly color: string; // its fill
  readonly box: Rect; // the box the painter fitted it to
  readonly maxSize: number; // the size it would take with room to spare
  readonly size: number; // the size it reached
  readonly raster: HTMLCanvasElement; // the text alone, as drawn (transparent elsewhere)
  readonly rasterRect: Rect; // where that raster lies on the ticket
  readonly pixelsPerUnit: number; // device pixels per ticket unit of the raster
}

/** One symbol the painter drew in its slot, as the inspection hook reports it. */
export interface PrintedSymbolReport {
  readonly element: string; // `paw-3.slots[0]`
  readonly symbol: SymbolId;
  readonly slot: Rect; // ticket units
  readonly raster: HTMLCanvasElement; // the symbol's art rasterised for the slot (device pixels)
}

/**
 * Hears what the painter prints, each time a ticket is drawn anew: for checks only (the player
 * passes none, and pays nothing).
 */
export interface PrintInspector {
  text(report: PrintedTextReport): void;
  symbol(report: PrintedSymbolReport): void;
  /** Every zone's cover art, as painted over the whole ticket (transparent between covers). */
  covers(raster: HTMLCanvasElement, pixelsPerUnit: number): void;
}

/** The URLs a ticket's scene draws: its background and the symbols under its covers. */
export function sceneImageUrls(ticket: Ticket, layout: TicketLayout, lang: Lang): string[] {
  const urls = new Set([ticketArtUrl(layout, lang)]);
  layout.zones.forEach((_, z) => {
    for (const id of zoneSymbols(ticket, z)) urls.add(symbolUrl(id, layout.design));
  });
  return [...urls];
}

export interface TicketScene {
  readonly root: Container; // in ticket units
  /** Whether what lies under the covers is still to be built (`fillUnderCovers`). */
  readonly underCoversPending: boolean;
  /**
   * Builds what lies under the covers, if the scene was built without it; otherwise nothing.
   * Returns the textures it made (none the second time).
   */
  fillUnderCovers(): readonly Texture[];
  destroy(): void;
}

/**
 * The background art's texture, kept from one scene to the next while the art and its size stay
 * the same (the next ticket of a design; visual QA's tickets at one density): rasterising and
 * uploading it is most of a scene's cost. Its owner (the painter) destroys it.
 */
export class KeptArt {
  private key = '';
  private kept: Texture | null = null;

  texture(url: string, image: HTMLImageElement, width: number, height: number): Texture {
    const key = `${url} ${width}x${height}`;
    if (this.kept === null || key !== this.key) {
      this.destroy();
      this.kept = canvasTexture(rasterize(image, width, height));
      this.key = key;
    }
    return this.kept;
  }

  destroy(): void {
    this.kept?.destroy(true);
    this.kept = null;
  }
}

/**
 * The ticket's static picture, in ticket units: background art (the texture `art` keeps), what
 * lies under each cover (symbols in their slots; amounts in digits and in words) and the printed
 * title, price and serial. Its images must be loaded (`sceneImageUrls`), and the fonts too. With
 * `underCovers: 'later'` what lies under the covers is left out until `fillUnderCovers()`: a host
 * whose covers are all whole shows the same pixels either way, sooner. With `serial: 'left out'`
 * the serial is not printed: a picture that stands for every ticket of its design (the stills).
 */
export function buildTicketScene(
  ticket: Ticket,
  layout: TicketLayout,
  lang: Lang,
  pixelsPerUnit: number,
  art: KeptArt,
  inspect?: PrintInspector,
  underCovers: 'now' | 'later' = 'now',
  serial: 'printed' | 'left out' = 'printed',
): TicketScene {
  const root = new Container();
  const textures: Texture[] = [];
  const image = (url: string) => {
    const loaded = loadedImage(url);
    if (loaded === undefined) throw new Error(`${url} is not loaded`);
    return loaded;
  };
  const texture = (canvas: HTMLCanvasElement) => {
    const t = canvasTexture(canvas);
    textures.push(t);
    return t;
  };
  const text = (spec: TextSpec, element: string, kind: PrintedTextKind) => {
    const made = textSprite(spec, pixelsPerUnit);
    textures.push(made.texture);
    inspect?.text({
      element,
      kind,
      text: spec.text,
      color: spec.color,
      box: spec.box,
      maxSize: spec.maxSize,
      size: made.size,
      raster: made.canvas,
      rasterRect: made.rect,
      pixelsPerUnit,
    });
    return made.sprite;
  };

  const artUrl = ticketArtUrl(layout, lang);
  const background = new Sprite(
    art.texture(artUrl, image(artUrl), layout.width * pixelsPerUnit, layout.height * pixelsPerUnit),
  );
  background.setSize(layout.width, layout.height);
  root.addChild(background);

  const symbolTextures = new Map<string, { texture: Texture; canvas: HTMLCanvasElement }>();
  const symbolTexture = (id: SymbolId, size: number) => {
    const px = Math.ceil(size * pixelsPerUnit);
    const key = `${id}@${px}`;
    let t = symbolTextures.get(key);
    if (t === undefined) {
      const canvas = rasterize(image(symbolUrl(id, layout.design)), px, px);
      t = { texture: texture(canvas), canvas };
      symbolTextures.set(key, t);
    }
    return t;
  };

  const content = new Container();
  const fillContent = () =>
    layout.zones.forEach((zone, z) => {
      zoneSymbols(ticket, z).forEach((id, i) => {
        const slot = zone.slots[i];
        if (slot === undefined) return;
        const t = symbolTexture(id, slot.size);
        const sprite = new Sprite(t.texture);
        inspect?.symbol({
          element: `${zone.id}.slots[${i}]`,
          symbol: id,
          slot: { x: slot.x, y: slot.y, w: slot.size, h: slot.size },
          raster: t.canvas,
        });
        sprite.position.set(slot.x, slot.y);
        sprite.setSize(slot.size, slot.size);
        content.addChild(sprite);
      });
      const amount = zoneAmount(ticket, z);
      if (amount === undefined) return;
      if (zone.amountDigits) {
        const box = zone.amountDigits;
        const color = box.color ?? layout.palette?.amount ?? '#1a1446';
        content.addChild(
          text(
            { ...amountDigitsFit(box), text: formatEuros(amount, lang), color },
            `${zone.id}.amountDigits`,
            'amountDigits',
          ),
        );
      }
      if (zone.amountWords) {
        const box = zone.amountWords;
        content.addChild(
          text(
            {
              ...amountWordsFit(box),
              text: amountInWords(amount, lang),
              color: box.color ?? layout.palette?.words ?? '#3a3566',
            },
            `${zone.id}.amountWords`,
            'amountWords',
          ),
        );
      }
    });
  let pending = underCovers === 'later';
  if (!pending) fillContent();
  root.addChild(content);

  const printed = new Container();
  const { title, price } = layout;
  printed.addChild(
    text(
      {
        ...titleFit(layout),
        text: gameName(ticket.game, lang),
        color: title.color,
        edge: { color: title.edge ?? '#120c3a', width: 0.16 },
        shadow: { color: 'rgba(0,0,0,0.45)', offset: 0.07, blur: 0.08 },
      },
      'title',
      'title',
    ),
    text({ ...priceFit(layout), text: formatEuros(ticket.price, lang), color: price.color }, 'price', 'price'),
  );
  if (serial === 'printed')
    printed.addChild(
      text({ ...serialFit(layout), text: ticket.serial, color: layout.serial.color }, 'serial', 'serial'),
    );
  root.addChild(printed);

  return {
    root,
    get underCoversPending() {
      return pending;
    },
    fillUnderCovers() {
      if (!pending) return [];
      pending = false;
      const before = textures.length;
      fillContent();
      return textures.slice(before);
    },
    destroy() {
      root.destroy({ children: true });
      for (const t of textures) t.destroy(true);
    },
  };
}
