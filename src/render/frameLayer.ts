import { Container, Sprite, type Texture } from 'pixi.js';
import { MESSAGES } from '../i18n/index.ts';
import { hexLuminance } from '../layouts/colour.ts';
import type { Background, Picture } from '../state/picture.ts';
import { layoutCaption, type CaptionLayout } from '../fonts/captionLayout.ts';
import { canvasTexture, createCanvas } from './assets.ts';
import { faceMetrics, missingMeasure } from './glyphs.ts';
import { textSprite } from './textSprite.ts';
import { frameGeometry, type TicketFit } from './viewport.ts';

const CAPTION_FACE = 'fredoka-600';

/** A framed picture's caption as laid out, or false for none: the bands' geometry and the layer take it. */
export function captionOf(picture: Picture): CaptionLayout | false {
  const text = picture.frame?.caption.trim() ?? '';
  if (text === '') return false;
  return layoutCaption(faceMetrics(CAPTION_FACE), text, picture.width, picture.height, missingMeasure(CAPTION_FACE));
}

/** Whether text on this background should be dark; null on a transparent one (no background to read against). */
function darkTextOn(background: Background): boolean | null {
  switch (background.kind) {
    case 'colour':
      return hexLuminance(background.colour) > 0.4;
    case 'gradient':
      return (hexLuminance(background.from) + hexLuminance(background.to)) / 2 > 0.4;
    case 'transparent':
      return null;
  }
}

/** The background, with the ticket's soft shadow, as a canvas of the view at `density`. */
function paintBackground(picture: Picture, fit: TicketFit): HTMLCanvasElement {
  const { width, height, density } = picture;
  const { canvas, ctx } = createCanvas(width * density, height * density);
  ctx.scale(density, density);
  const background = picture.frame!.background;
  if (background.kind === 'colour') {
    ctx.fillStyle = background.colour;
    ctx.fillRect(0, 0, width, height);
  } else if (background.kind === 'gradient') {
    const a = (background.angleDeg * Math.PI) / 180;
    const r = (Math.abs(width * Math.sin(a)) + Math.abs(height * Math.cos(a))) / 2;
    const [cx, cy] = [width / 2, height / 2];
    const gradient = ctx.createLinearGradient(
      cx - Math.sin(a) * r,
      cy + Math.cos(a) * r,
      cx + Math.sin(a) * r,
      cy - Math.cos(a) * r,
    );
    gradient.addColorStop(0, background.from);
    gradient.addColorStop(1, background.to);
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }
  // A soft shadow under the ticket lifts it off the background.
  const w = picture.layout.width * fit.scale;
  const h = picture.layout.height * fit.scale;
  ctx.shadowColor = 'rgba(20, 12, 40, 0.45)';
  ctx.shadowBlur = Math.max(4, w * 0.04);
  ctx.shadowOffsetY = Math.max(2, w * 0.015);
  ctx.fillStyle = 'rgba(20, 12, 40, 0.9)';
  ctx.beginPath();
  ctx.roundRect(fit.offsetX + 4, fit.offsetY + 4, w - 8, h - 8, w * 0.02);
  ctx.fill();
  return canvas;
}

/** The frame of a picture at one size: its background below the ticket, its caption and mention above. */
export class FrameLayer {
  readonly back = new Container(); // CSS pixels of the view
  readonly front = new Container();
  private readonly textures: Texture[] = [];

  /** `caption`: the picture's, as `captionOf` laid it out for the ticket's fit (laid out once). */
  constructor(picture: Picture, fit: TicketFit, caption: CaptionLayout | false) {
    const frame = picture.frame!;
    const density = picture.density;
    const geometry = frameGeometry(picture.width, picture.height, caption);
    const backTexture = canvasTexture(paintBackground(picture, fit));
    this.textures.push(backTexture);
    const backSprite = new Sprite(backTexture);
    backSprite.setSize(picture.width, picture.height);
    this.back.addChild(backSprite);
    const dark = darkTextOn(frame.background);
    if (caption !== false && geometry.caption !== null) {
      const made = textSprite(
        {
          text: frame.caption.trim(),
          ...(caption.lines.length > 1 ? { lines: caption.lines } : {}),
          face: CAPTION_FACE,
          color: dark === true ? '#1a1446' : '#ffffff',
          maxSize: geometry.captionSize,
          box: geometry.caption,
          ...(dark === true ? {} : { edge: { color: '#1a1446', width: 0.14 } }),
        },
        density,
      );
      this.textures.push(made.texture);
      this.front.addChild(made.sprite);
    }
    // The mention, on a dark pill that reads on any background, with the serial.
    const m = geometry.mention;
    const mention = textSprite(
      {
        text: `${MESSAGES[picture.lang].simulatedMention} · ${picture.ticket.serial}`,
        face: 'nunito-700',
        color: '#ffffff',
        maxSize: geometry.mentionSize,
        box: { x: m.x + m.h * 0.5, y: m.y, w: m.w - m.h, h: m.h },
      },
      density,
    );
    this.textures.push(mention.texture);
    const pillWidth = Math.min(m.w, mention.sprite.width + m.h * 1.2);
    const pill = createCanvas(pillWidth * density, m.h * 0.78 * density);
    pill.ctx.fillStyle = 'rgba(20, 14, 48, 0.82)';
    pill.ctx.beginPath();
    pill.ctx.roundRect(0, 0, pill.canvas.width, pill.canvas.height, pill.canvas.height / 2);
    pill.ctx.fill();
    const pillTexture = canvasTexture(pill.canvas);
    this.textures.push(pillTexture);
    const pillSprite = new Sprite(pillTexture);
    pillSprite.setSize(pillWidth, m.h * 0.78);
    pillSprite.position.set(m.x + (m.w - pillWidth) / 2, m.y + m.h * 0.11);
    this.front.addChild(pillSprite, mention.sprite);
  }

  destroy(): void {
    this.back.destroy({ children: true });
    this.front.destroy({ children: true });
    for (const t of this.textures) t.destroy(true);
  }
}
