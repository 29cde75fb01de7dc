import { Container, Graphics } from 'pixi.js';
import { createRandom } from './random.ts';
import type { WinTarget } from './winTargets.ts';

const CELEBRATION_MS = 1_600;
const PULSE_PERIOD_MS = 520;
const CONFETTI_COLORS = [0xff3d6e, 0xffd54a, 0x3ddc97, 0x4cc9f0, 0xb517ff, 0xff8c2e, 0xffffff];
const GRAVITY = 520; // ticket units per s²

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  w: number;
  h: number;
  angle: number;
  spin: number; // radians per s
  flip: number; // phase of the paper's flutter
  color: number;
}

interface Sparkle {
  readonly x: number;
  readonly y: number;
  readonly size: number;
  readonly delayMs: number;
}

/** A 4-pointed star outline, centred on (x, y). */
function star(g: Graphics, x: number, y: number, size: number): Graphics {
  const points: number[] = [];
  for (let i = 0; i < 8; i++) {
    const r = i % 2 === 0 ? size : size * 0.28;
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    points.push(x + Math.cos(a) * r, y + Math.sin(a) * r);
  }
  return g.poly(points);
}

/**
 * The result on a winning ticket, in ticket units: a glowing ring around each win symbol and a
 * glowing frame around each amount, which pulse while confetti and sparkles fly (about 1.5 s);
 * under reduced motion, the same highlight stands still and nothing flies.
 */
export class Celebration {
  readonly root = new Container();
  private readonly highlights: Container[] = [];
  private readonly confetti = new Graphics();
  private readonly sparkles = new Graphics();
  private readonly pieces: Piece[] = [];
  private readonly sparkleSpots: Sparkle[] = [];
  private start: number | null = null;
  private running = false;

  constructor(
    private readonly targets: readonly WinTarget[],
    private readonly ticketWidth: number,
    seed: number,
  ) {
    const random = createRandom(seed);
    for (const target of targets) {
      const h = new Container();
      const g = new Graphics();
      const cx = target.kind === 'ring' ? target.cx : target.x + target.w / 2;
      const cy = target.kind === 'ring' ? target.cy : target.y + target.h / 2;
      // Thinner strokes around small symbols and amounts, so neighbours stay readable.
      const k = target.kind === 'ring' ? Math.min(1, target.r / 40) : 0.7;
      const outline = () =>
        target.kind === 'ring'
          ? g.circle(0, 0, target.r)
          : g.roundRect(-target.w / 2, -target.h / 2, target.w, target.h, 8);
      // A soft halo, then a dark band under a bright gold core: visible on light and gold grounds.
      outline().stroke({ color: 0xfff3a0, alpha: 0.3, width: 22 * k });
      outline().stroke({ color: 0xffd54a, alpha: 0.45, width: 13 * k });
      outline().stroke({ color: 0x6b1f00, alpha: 0.9, width: 7.5 * k });
      outline().stroke({ color: 0xffc21a, alpha: 1, width: 4.5 * k });
      outline().stroke({ color: 0xffffff, alpha: 0.95, width: 1.4 * k });
      h.addChild(g);
      h.position.set(cx, cy);
      this.highlights.push(h);
      this.root.addChild(h);
      const reach = target.kind === 'ring' ? target.r : Math.max(target.w, target.h) / 2;
      for (let i = 0; i < 5; i++) {
        const a = random() * Math.PI * 2;
        const d = reach * (0.85 + random() * 0.5);
        this.sparkleSpots.push({
          x: cx + Math.cos(a) * d,
          y: cy + Math.sin(a) * d,
          size: 5 + random() * 7,
          delayMs: random() * 900,
        });
      }
    }
    this.root.addChild(this.sparkles, this.confetti);
    for (let i = 0; i < 110; i++) {
      this.pieces.push({
        x: random() * ticketWidth,
        y: -20 - random() * 260,
        vx: (random() - 0.5) * 140,
        vy: 120 + random() * 260,
        w: 6 + random() * 6,
        h: 9 + random() * 8,
        angle: random() * Math.PI * 2,
        spin: (random() - 0.5) * 14,
        flip: random() * Math.PI * 2,
        color: CONFETTI_COLORS[Math.floor(random() * CONFETTI_COLORS.length)] ?? 0xffffff,
      });
    }
    this.root.visible = false;
  }

  /** Shows the highlight; with `animate`, also the pulse, sparkles and confetti. */
  show(animate: boolean): void {
    this.root.visible = true;
    this.running = animate && this.targets.length > 0;
    this.start = null;
  }

  /** Takes the highlight away (a host went back to before the result). */
  hide(): void {
    this.root.visible = false;
    this.running = false;
    this.start = null;
    for (const h of this.highlights) h.scale.set(1);
    this.confetti.clear();
    this.sparkles.clear();
  }

  /** Advances to time `now` (ms); true while the celebration still runs. */
  update(now: number): boolean {
    if (!this.running) return false;
    this.start ??= now;
    const t = now - this.start;
    if (t >= CELEBRATION_MS) {
      this.running = false;
      for (const h of this.highlights) h.scale.set(1);
      this.confetti.clear();
      this.sparkles.clear();
      return false;
    }
    const fade = 1 - t / CELEBRATION_MS;
    const pulse = 1 + 0.08 * Math.sin((2 * Math.PI * t) / PULSE_PERIOD_MS) * fade;
    for (const h of this.highlights) h.scale.set(pulse);

    const s = t / 1000;
    const alpha = Math.min(1, (CELEBRATION_MS - t) / 400);
    const c = this.confetti;
    c.clear();
    for (const p of this.pieces) {
      const x = p.x + p.vx * s;
      const y = p.y + p.vy * s + 0.5 * GRAVITY * s * s;
      if (y < -30 || y > 940 || x < -30 || x > this.ticketWidth + 30) continue;
      const a = p.angle + p.spin * s;
      const w = (p.w / 2) * Math.abs(Math.cos(p.flip + s * 9));
      const h = p.h / 2;
      const cos = Math.cos(a);
      const sin = Math.sin(a);
      c.poly([
        x - w * cos + h * sin,
        y - w * sin - h * cos,
        x + w * cos + h * sin,
        y + w * sin - h * cos,
        x + w * cos - h * sin,
        y + w * sin + h * cos,
        x - w * cos - h * sin,
        y - w * sin + h * cos,
      ]).fill({
        color: p.color,
        alpha,
      });
    }

    const g = this.sparkles;
    g.clear();
    for (const spot of this.sparkleSpots) {
      const local = (t - spot.delayMs) / 500;
      if (local <= 0 || local >= 1) continue;
      const size = spot.size * Math.sin(local * Math.PI);
      star(g, spot.x, spot.y, size).fill({ color: 0xffffff, alpha: 0.95 });
      star(g, spot.x, spot.y, size * 0.55).fill({ color: 0xffe27a, alpha: 1 });
    }
    return true;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
