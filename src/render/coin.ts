import { Container, Graphics } from 'pixi.js';

const RADIUS_UNITS = 26; // a 2 € coin held over a 600-unit ticket

/** The coin that scratches, in ticket units: shown in videos and in the embed's demonstration. */
export class Coin {
  readonly root = new Container();

  constructor() {
    const g = new Graphics();
    g.circle(1.5, 3, RADIUS_UNITS).fill({ color: 0x2a1a00, alpha: 0.35 }); // shadow
    g.circle(0, 0, RADIUS_UNITS).fill({ color: 0xc9971f });
    g.circle(0, 0, RADIUS_UNITS).stroke({ color: 0x7a5200, width: 2.5 });
    g.circle(0, 0, RADIUS_UNITS * 0.72).fill({ color: 0xe8b83a });
    g.circle(0, 0, RADIUS_UNITS * 0.72).stroke({ color: 0xfff3b0, width: 1.8, alpha: 0.9 });
    g.circle(-RADIUS_UNITS * 0.3, -RADIUS_UNITS * 0.3, RADIUS_UNITS * 0.22).fill({ color: 0xfff8d6, alpha: 0.55 });
    this.root.addChild(g);
    this.root.visible = false;
  }

  /** Puts the coin at (x, y), or hides it. */
  place(at: { readonly x: number; readonly y: number } | null): void {
    this.root.visible = at !== null;
    if (at !== null) this.root.position.set(at.x, at.y);
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
