/**
 * The boot still: on a link to a ticket (`?serial=…`), the covered ticket is on screen before the
 * app's scripts have run, and it takes strokes.
 *
 * `bootStill` runs in the page as a classic script just after `#root` (build/boot/plugin.ts writes
 * it, with its plan, into a file of the build: the CSP allows no inline script). It puts in `#root`
 * the shell of the ticket screen, the markup the app's own components render for that screen
 * (build/boot/shells.json, made by `npm run stills` and checked by test/build/bootShells.test.ts),
 * with the still of the ticket's design (src/stills) in the ticket's frame. React's first render
 * replaces the shell with the same screen, live, so the still does not move.
 *
 * It waits for nothing: what it cannot know it takes from the hint the app keeps in localStorage
 * (src/state/bootHint.ts: the language, sound, balance and designs last chosen, and whether the
 * ticket on screen was begun). It shows nothing when it is unsure the app will show this ticket
 * covered: a link the app would refuse, or a ticket the player has begun (its scratches would
 * seem to vanish).
 *
 * The page's entry (src/entry.ts) starts the app only once the still is painted (`grattezBoot.shown`):
 * the app's modules are evaluated in one long task, which would otherwise hold the picture back
 * however early it arrived. A still that fails, or has not been painted within BOOT_WAIT_MS, lets
 * the app start regardless.
 *
 * Strokes on the still are kept, as fractions of the ticket's frame, until the app takes them
 * (`window.grattezBoot.take`, src/render/bootInput.ts) and replays them into the store; it stops
 * taking new ones when the canvas takes input itself (`close`).
 *
 * The function is self-contained (its text is what the page runs: no import, no outer name).
 */

import type { BootInput, BootPoint } from '../../src/render/bootInput.ts';

/** What the build knows and the boot needs. */
export interface BootPlan {
  /** By `${game}.${lang}.${sound ? 'on' : 'off'}`: the ticket screen's markup, without the still's address. */
  readonly shells: Readonly<Record<string, string>>;
  /** By `${design}.${lang}`: the still's file, in the boot script's own folder. */
  readonly stills: Readonly<Record<string, string>>;
  /** Every built-in design: its game, its animal (null: any), its ticket's size. */
  readonly designs: Readonly<
    Record<
      string,
      { readonly game: string; readonly variant: string | null; readonly width: number; readonly height: number }
    >
  >;
  /** Serial prefix → game; each game's block size (a serial's index is below it); the engine's SERIAL_PATTERN. */
  readonly prefixes: Readonly<Record<string, string>>;
  readonly blockSizes: Readonly<Record<string, number>>;
  readonly serialPattern: string;
  /** Where the hint is kept in localStorage. */
  readonly hintKey: string;
}

export function bootStill(
  plan: BootPlan,
  isCat: (seed: string, block: number, index: number) => boolean,
  checkCode: (body: string) => string,
): void {
  const script = document.currentScript as HTMLScriptElement | null;
  const root = document.getElementById('root');
  if (script === null || root === null || root.firstElementChild !== null) return;

  // The link: a serial, and a language and design, each once; anything else, and the app decides.
  const params = new URLSearchParams(location.search);
  const names: string[] = [];
  let known = true;
  params.forEach((_value, name) => {
    if (names.indexOf(name) >= 0 || (name !== 'serial' && name !== 'lang' && name !== 'design')) known = false;
    names.push(name);
  });
  const serialText = params.get('serial');
  if (!known || serialText === null) return;
  const serial = serialText.trim();
  const match = new RegExp(plan.serialPattern).exec(serial);
  if (match === null) return;
  const game = plan.prefixes[match[1]!];
  const index = Number(match[4]);
  if (game === undefined || checkCode(serial.slice(0, -5)) !== match[5] || !(index < plan.blockSizes[game]!)) return;
  const langParam = params.get('lang');
  if (langParam !== null && langParam !== 'fr' && langParam !== 'en') return;
  const variant = game === 'paws' ? (isCat(match[2]!, Number(match[3]), index) ? 'cat' : 'dog') : null;
  const draws = (design: string | null | undefined): boolean => {
    const d = design == null ? undefined : plan.designs[design];
    return d !== undefined && d.game === game && (d.variant === null || d.variant === variant);
  };
  const designParam = params.get('design');
  if (designParam !== null && !draws(designParam)) return;

  // The hint: each part read on its own, and ignored when it is not what the app writes.
  let hint: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(plan.hintKey) ?? '{}');
    if (typeof parsed === 'object' && parsed !== null) hint = parsed as Record<string, unknown>;
  } catch {
    // no storage, or not ours: a first visit's defaults
  }
  const onScreen = hint.serial === serial;
  if (onScreen && hint.begun !== false) return; // begun, or not known not to be
  const lang = langParam ?? (hint.lang === 'en' ? 'en' : 'fr');
  const sound = hint.sound !== false;
  const chosen =
    hint.designs !== null && typeof hint.designs === 'object' ? (hint.designs as Record<string, unknown>)[game] : null;
  const design = designParam ?? (typeof chosen === 'string' && draws(chosen) ? chosen : (variant ?? game));
  const shell = plan.shells[`${game}.${lang}.${sound ? 'on' : 'off'}`];
  const still = plan.stills[`${design}.${lang}`];
  const size = plan.designs[design];
  if (shell === undefined || still === undefined || size === undefined) return;

  const template = document.createElement('template');
  template.innerHTML = shell;
  const app = template.content.firstElementChild;
  const section = app?.querySelector<HTMLElement>('.ticket-screen');
  const frame = app?.querySelector<HTMLElement>('.ticket-frame');
  const img = app?.querySelector<HTMLImageElement>('img.ticket-still');
  if (app == null || section == null || frame == null || img == null) return;
  // The shell's styles, set through the CSSOM, which a strict CSP allows (build/boot/shells.tsx).
  app.querySelectorAll<HTMLElement>('[data-boot-style]').forEach((element) => {
    element.style.cssText = element.dataset.bootStyle ?? '';
    element.removeAttribute('data-boot-style');
  });
  section.style.setProperty('--ticket-aspect', String(size.width / size.height));
  frame.style.aspectRatio = `${size.width} / ${size.height}`;
  const serialShown = app.querySelector('[data-testid="serial"]');
  if (serialShown !== null) serialShown.textContent = serial;
  app.querySelector('[data-testid="ticket-link"]')?.setAttribute('href', location.search);
  const balance = app.querySelector('.wallet-balance');
  if (balance !== null && typeof hint.balance === 'string' && hint.balance.length < 40)
    balance.textContent = hint.balance;
  if (onScreen && hint.paid === true) app.querySelector('.preview-note')?.remove();
  // Settled once the still has been painted (the frame after its decoding), or has failed, or
  // after BOOT_WAIT_MS at most, so that a picture that never comes never holds the app back.
  const BOOT_WAIT_MS = 2_000;
  let settle: () => void = () => undefined;
  const shown = new Promise<void>((resolve) => (settle = resolve));
  const timer = setTimeout(settle, BOOT_WAIT_MS);
  const done = () => {
    clearTimeout(timer);
    settle();
  };
  const fail = () => {
    img.hidden = true;
    done();
  };
  img.setAttribute('fetchpriority', 'high');
  img.src = new URL(still, script.src).href;
  document.documentElement.lang = lang;
  root.appendChild(app);
  // Decoding is asked for now, not at the load event: Chromium hands it to the compositor with the
  // page's next commit, the first frame's (after its style and layout), and decodes it off the
  // main thread then, as soon as the picture is in.
  img.decode().then(() => {
    if (!img.isConnected) return;
    img.dataset.firstSight = 'true';
    frame.querySelector<HTMLElement>('.ticket-canvas')?.setAttribute('data-playable', 'true');
    performance.mark('grattez:boot-still');
    requestAnimationFrame(() => setTimeout(done, 0));
  }, fail);

  // Strokes: from a press on the ticket's frame (the shell's, or the app's once it has replaced
  // it) to the pointer's release, kept as fractions of that frame.
  const kept: BootPoint[] = [];
  let taker: ((point: BootPoint) => void) | null = null;
  let open = true;
  let stroke: { id: number; rect: DOMRect } | null = null;
  const emit = (kind: 0 | 1 | 2, event: PointerEvent, rect: DOMRect) => {
    const point: BootPoint = {
      kind,
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    };
    if (taker === null) kept.push(point);
    else taker(point);
  };
  const down = (event: PointerEvent) => {
    if (!open || stroke !== null || !event.isPrimary || event.button !== 0) return;
    const target = document.querySelector('.ticket-frame');
    if (target === null) return;
    const rect = target.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    if (rect.width === 0 || x < 0 || y < 0 || x > rect.width || y > rect.height) return;
    event.preventDefault(); // no text selection or drag while scratching
    stroke = { id: event.pointerId, rect };
    emit(0, event, rect);
  };
  const move = (event: PointerEvent) => {
    if (stroke === null || event.pointerId !== stroke.id) return;
    const rect = stroke.rect;
    const events = typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
    (events.length > 0 ? events : [event]).forEach((e) => emit(1, e, rect));
  };
  const up = (event: PointerEvent) => {
    if (stroke === null || event.pointerId !== stroke.id) return;
    emit(2, event, stroke.rect);
    stroke = null;
    if (!open) detach();
  };
  const detach = () => {
    document.removeEventListener('pointerdown', down, true);
    document.removeEventListener('pointermove', move, true);
    document.removeEventListener('pointerup', up, true);
    document.removeEventListener('pointercancel', up, true);
  };
  document.addEventListener('pointerdown', down, true);
  document.addEventListener('pointermove', move, true);
  document.addEventListener('pointerup', up, true);
  document.addEventListener('pointercancel', up, true);
  const input: BootInput = {
    shown,
    take(onPoint) {
      taker = onPoint;
      kept.splice(0).forEach(onPoint);
    },
    close() {
      open = false;
      if (stroke === null) detach();
    },
  };
  (window as unknown as { grattezBoot?: BootInput }).grattezBoot = input;
}
