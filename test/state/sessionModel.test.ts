/**
 * Model-based tests of the shared session: random sequences of what players do in two tabs of one
 * profile (buy, scratch, reveal, reveal all, top up, reload, open a serial, switch tab, and the
 * disk filling up), run against the real stores over a storage that behaves like IndexedDB. After
 * every step the tabs are let settle and the invariants of the issue are checked. A sequence that
 * once failed is pinned below as a case of its own.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAMES, generateTicket, parseSerial, START_BALANCE_CENTS, type GameId } from '../../src/engine/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { readSession } from '../../src/state/session.ts';
import { openAppStore, type AppStore } from '../../src/state/store.ts';
import { SharedProfile } from './fakeBrowser.ts';
import { savedFixture } from './savedFixtures.ts';

interface Model {
  spentCents: number; // every purchase that was confirmed
  toppedUpCents: number;
  bought: number;
}

class World {
  readonly profile = new SharedProfile();
  tabs: AppStore[] = [];
  active = 0;
  private seed = 0;

  async openTab(): Promise<AppStore> {
    return openAppStore({
      backend: this.profile.tab(),
      now: () => new Date('2026-11-29T12:00:00Z'),
      newSeed: () => `model${this.seed++}`,
      saveDelayMs: 1e9, // writes happen when `settle` flushes, or when a purchase needs one
      retryDelayMs: 1e9,
    });
  }

  get tab(): AppStore {
    return this.tabs[this.active]!;
  }

  /** Every tab writes what it has and hears what the others wrote, until nothing changes. */
  async settle(): Promise<void> {
    for (let round = 0; round < 10; round++) {
      const writes = this.profile.writes;
      await Promise.all(this.tabs.map((t) => t.getState().flush()));
      for (let i = 0; i < 20; i++) await Promise.resolve();
      await Promise.all(this.tabs.map((t) => t.getState().idle()));
      if (this.profile.writes === writes) return;
    }
  }

  dispose(): void {
    for (const t of this.tabs) t.getState().dispose();
  }
}

type Cmd = fc.AsyncCommand<Model, World>;

class Buy implements Cmd {
  constructor(
    readonly game: GameId,
    readonly variant: 'dog' | 'cat' | 'surprise',
  ) {}
  check = () => true;
  async run(m: Model, w: World) {
    const balance = w.tab.getState().balanceCents;
    if (await w.tab.getState().buy(this.game, this.game === 'paws' ? this.variant : 'surprise')) {
      m.spentCents += GAMES[this.game].priceCents;
      m.bought++;
    } else if (w.profile.failWrites === false && w.tab.getState().saveProblem === null) {
      // Refused with room to save: only for want of credits.
      expect(balance).toBeLessThan(GAMES[this.game].priceCents + 20_000);
      expect(w.tab.getState().notice?.kind).toBe('insufficient-funds');
    }
  }
  toString = () => `buy(${this.game}, ${this.variant})`;
}

class Scratch implements Cmd {
  constructor(readonly zone: number) {}
  check = () => true;
  run(_: Model, w: World) {
    const current = w.tab.getState().current;
    if (current === null) return Promise.resolve();
    const b = shapeBounds(current.layout.zones[this.zone % current.layout.zones.length]!.shape);
    for (let y = b.y; y <= b.y + b.h; y += 12) w.tab.getState().scratch(b.x - 5, y, b.x + b.w + 5, y);
    return Promise.resolve();
  }
  toString = () => `scratch(${this.zone})`;
}

class Reveal implements Cmd {
  constructor(readonly zone: number) {}
  check = () => true;
  run(_: Model, w: World) {
    const n = w.tab.getState().current?.revealed.length ?? 1;
    w.tab.getState().revealZone(this.zone % n);
    return Promise.resolve();
  }
  toString = () => `reveal(${this.zone})`;
}

class RevealAll implements Cmd {
  check = () => true;
  run(_: Model, w: World) {
    w.tab.getState().revealAll();
    return Promise.resolve();
  }
  toString = () => 'revealAll';
}

/** A top-up, at a moment every tab agrees on the balance, so the model knows what it adds. */
class TopUp implements Cmd {
  check = () => true;
  async run(m: Model, w: World) {
    if (w.profile.failWrites) return;
    await w.settle();
    m.toppedUpCents += Math.max(0, START_BALANCE_CENTS - w.tab.getState().balanceCents);
    w.tab.getState().refill();
    await w.settle();
  }
  toString = () => 'topUp';
}

class Reload implements Cmd {
  check = () => true;
  async run(_: Model, w: World) {
    await w.tab.getState().flush(); // the page's pagehide
    w.tab.getState().dispose();
    w.tabs[w.active] = await w.openTab();
  }
  toString = () => 'reload';
}

class OpenSerial implements Cmd {
  constructor(readonly index: number) {}
  check = () => true;
  run(_: Model, w: World) {
    const serial = generateTicket({
      game: this.index % 2 === 0 ? 'months' : 'paws',
      seed: 'elsewhere',
      block: 0,
      index: this.index,
    }).serial;
    expect(w.tab.getState().openSerial(serial)).toBeNull();
    return Promise.resolve();
  }
  toString = () => `open(${this.index})`;
}

class SwitchTab implements Cmd {
  check = () => true;
  run(_: Model, w: World) {
    w.active = 1 - w.active;
    return Promise.resolve();
  }
  toString = () => 'switchTab';
}

class DiskFull implements Cmd {
  constructor(readonly full: boolean) {}
  check = () => true;
  run(_: Model, w: World) {
    w.profile.failWrites = this.full;
    return Promise.resolve();
  }
  toString = () => `diskFull(${this.full})`;
}

/** The prize the engine deals each serial: the same serial is checked after every step of a run. */
const dealtPrizes = new Map<string, number>();
function dealtPrize(serial: string): number {
  let prize = dealtPrizes.get(serial);
  if (prize === undefined) {
    const ref = parseSerial(serial);
    if (!ref.ok) throw new Error(`bad serial ${serial}`);
    prize = generateTicket(ref.value).prize;
    dealtPrizes.set(serial, prize);
  }
  return prize;
}

/**
 * The invariants, checked once every tab has settled. While storage is full the tabs run
 * from memory and are not checked; `final`: storage has room again, so every tab must be saving.
 * Each group of checks is one comparison of objects (toEqual compares numbers and strings as toBe
 * does): this runs after every step of 1,200 sequences, and one `expect` per value was a large
 * share of the file's time.
 */
async function checkInvariants(m: Model, w: World, final = false): Promise<void> {
  await w.settle();
  const saving = !w.profile.failWrites && w.tabs.every((t) => t.getState().saveProblem === null);
  if (final) expect(saving, 'every tab saving again once storage has room').toBe(true);
  if (!saving) return; // running from memory: the tabs agree again once storage has room
  const [a, b] = w.tabs.map((t) => t.getState());
  const s = a!;
  // Every tab shows the same thing.
  const shown = (t: typeof s) => ({
    balanceCents: t.balanceCents,
    history: t.history,
    serial: t.current?.ticket.serial,
    revealed: t.current?.revealed,
  });
  for (const t of [a!, b!]) expect(shown(t)).toEqual(shown(s));
  // History equals the tickets bought; serials are unique; each row is what the engine dealt.
  expect(s.history.map((h) => [h.serial, h.prizeCents, h.priceCents])).toEqual(
    s.history.map((h) => [h.serial, dealtPrize(h.serial), GAMES[h.game].priceCents]),
  );
  // Only the ticket in play may be unsettled; each settled one is credited exactly once.
  const unsettled = s.history.filter((h) => !h.settled).map((h) => h.serial);
  const wins = s.history.filter((h) => h.settled).reduce((sum, h) => sum + h.prizeCents, 0);
  expect({
    rows: s.history.length,
    serials: new Set(s.history.map((h) => h.serial)).size,
    unsettledNotInPlay: unsettled.filter((serial) => serial !== s.current?.ticket.serial),
    wonCents: s.stats.months.wonCents + s.stats.paws.wonCents,
    spentCents: s.stats.months.spentCents + s.stats.paws.spentCents,
    balanceCents: s.balanceCents,
  }).toEqual({
    rows: m.bought,
    serials: s.history.length,
    unsettledNotInPlay: [],
    wonCents: wins,
    spentCents: m.spentCents,
    balanceCents: START_BALANCE_CENTS + m.toppedUpCents - m.spentCents + wins,
  });
  // Nothing shown as saved is lost on reload.
  const stored = readSession(w.profile.text);
  if (stored.kind !== 'loaded') throw new Error('nothing readable is stored');
  expect({
    balanceCents: stored.value.balanceCents,
    history: stored.value.history,
    serial: stored.value.current?.serial,
    revealed: stored.value.current?.revealed,
    logLength: stored.value.current?.log.length ?? 0,
  }).toEqual({
    balanceCents: s.balanceCents,
    history: s.history,
    serial: s.current?.ticket.serial,
    revealed: s.current?.revealed,
    logLength: s.progress?.log.length ?? 0,
  });
}

const commands = [
  fc
    .tuple(
      fc.constantFrom<GameId>('months', 'paws'),
      fc.constantFrom('dog' as const, 'cat' as const, 'surprise' as const),
    )
    .map(([g, v]) => new Buy(g, v)),
  fc.nat(12).map((z) => new Scratch(z)),
  fc.nat(12).map((z) => new Reveal(z)),
  fc.constant(new RevealAll()),
  fc.constant(new TopUp()),
  fc.constant(new Reload()),
  fc.nat(50).map((i) => new OpenSerial(i)),
  fc.constant(new SwitchTab()),
  fc.boolean().map((full) => new DiskFull(full)),
];

/**
 * The model of a session saved earlier (`saved`, stored before the tabs open): what it had spent and
 * bought, and what it had been topped up by (its balance, less the start, its wins and its spending).
 */
function modelOf(saved: string | null): Model {
  if (saved === null) return { spentCents: 0, toppedUpCents: 0, bought: 0 };
  const read = readSession(saved);
  if (read.kind !== 'loaded') throw new Error('the saved session does not load');
  const value = read.value;
  const spentCents = Object.values(value.stats).reduce((sum, g) => sum + g.spentCents, 0);
  const wonCents = Object.values(value.stats).reduce((sum, g) => sum + g.wonCents, 0);
  return {
    spentCents,
    toppedUpCents: value.balanceCents - START_BALANCE_CENTS - wonCents + spentCents,
    bought: value.history.length,
  };
}

async function runSequence(cmds: Iterable<Cmd>, saved: string | null = null): Promise<void> {
  const world = new World();
  world.profile.text = saved;
  world.tabs = [await world.openTab(), await world.openTab()];
  const model = modelOf(saved);
  try {
    for (const cmd of cmds) {
      await cmd.run(model, world);
      await checkInvariants(model, world);
    }
    world.profile.failWrites = false;
    await checkInvariants(model, world, true);
  } finally {
    world.dispose();
  }
}

describe('the shared session, model-based', () => {
  // Sequences fast-check shrank to when a defect was planted, kept as cases of their own.
  it.each([
    ['a save that writes this tab over the other (last writer wins)', [new Buy('months', 'dog'), new TopUp()]],
    ['a credit without the once-only guard', [new Buy('paws', 'cat'), new RevealAll(), new Buy('months', 'dog')]],
    [
      'a purchase in each tab before either hears of the other',
      [new Buy('months', 'surprise'), new SwitchTab(), new Buy('months', 'surprise'), new Reload(), new RevealAll()],
    ],
    [
      'credits while the disk is full, merged once it has room',
      [
        new Buy('paws', 'dog'),
        new DiskFull(true),
        new RevealAll(),
        new SwitchTab(),
        new RevealAll(),
        new DiskFull(false),
      ],
    ],
  ] as const)('pinned: %s', async (_, cmds) => {
    await runSequence(cmds);
  });

  it('keeps the issue’s invariants over random sequences in two tabs (seed 7007, 1,000 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), (cmds) => runSequence(cmds)),
      { seed: 7007, numRuns: 1_000 },
    );
  }, 120_000);

  // Saved by the release before dropped tickets were opened again: a bought 6 € winner dropped, its
  // row never settled, under a newer ticket in play. It is settled once the tabs open, and credited
  // once, whatever the tabs do next.
  const leftUnsettled = savedFixture('session-v2-dropped-under-newer.json').saved;

  it('settles a ticket left unsettled under a newer one, and credits it once (fixture, no steps)', async () => {
    await runSequence([], leftUnsettled);
  });

  it('keeps the issue’s invariants from a ticket left unsettled under a newer one (seed 4242, 200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 12 }), (cmds) => runSequence(cmds, leftUnsettled)),
      { seed: 4242, numRuns: 200 },
    );
  }, 120_000);
});
