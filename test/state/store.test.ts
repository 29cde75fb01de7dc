import { describe, expect, it } from 'vitest';
import { formatSerial, generateTicket, GAMES, evaluate } from '../../src/engine/index.ts';
import { pointInShape, shapeBounds } from '../../src/layouts/geometry.ts';
import { BACKUP_KEY, STORAGE_KEY, type SavedSession } from '../../src/state/persistence.ts';
import { START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { keyValueBackend } from '../../src/state/sessionBackend.ts';
import { createAppStore, type AppStore } from '../../src/state/store.ts';
import { followScreens } from '../../src/state/addressBar.ts';
import { MemoryStorage } from './memoryStorage.ts';

function makeStore(storage = new MemoryStorage(), seed = 'storetest'): AppStore {
  return createAppStore({ storage, now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => seed, saveDelayMs: 0 });
}

/** Scratches zone `z` of the current ticket with horizontal strokes every 10 units. */
function scratchZone(store: AppStore, z: number): void {
  const current = store.getState().current!;
  const b = shapeBounds(current.layout.zones[z]!.shape);
  for (let y = b.y; y <= b.y + b.h; y += 10) store.getState().scratch(b.x - 5, y, b.x + b.w + 5, y);
}

describe('the store', () => {
  it('starts with 20 € of demo credits and a saved emission seed', () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect((JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession).emission.seed).toBe('storetest');
  });

  it('deals tickets in sequence through the block, per variant', async () => {
    const store = makeStore();
    await store.getState().buy('paws', 'dog');
    const first = store.getState().current!.ticket;
    await store.getState().buy('paws', 'dog');
    const second = store.getState().current!.ticket;
    expect(first.game === 'paws' && first.variant).toBe('dog');
    expect(second.game === 'paws' && second.variant).toBe('dog');
    expect(second.index).toBeGreaterThan(first.index);
    // Every ticket between them is a cat ticket, left for cat players.
    for (let i = first.index + 1; i < second.index; i++) {
      const t = generateTicket({ game: 'paws', seed: 'storetest', block: 0, index: i });
      expect(t.game === 'paws' && t.variant).toBe('cat');
    }
    expect(store.getState().current!.ticket).toEqual(
      generateTicket({ game: 'paws', seed: 'storetest', block: 0, index: second.index }),
    );
  });

  it('charges the price, refuses a purchase the wallet cannot pay, and refills', async () => {
    const store = makeStore();
    let bought = 0;
    while (await store.getState().buy('months')) bought++;
    // Every settled ticket is credited, so the count depends on wins; the balance is below 3 €.
    expect(store.getState().balanceCents).toBeLessThan(GAMES.months.priceCents);
    expect(store.getState().notice).toEqual({ kind: 'insufficient-funds', game: 'months' });
    expect(store.getState().stats.months.bought).toBe(bought);
    // The refusal left the last ticket as it was: unscratched, not credited, still to be played
    // (its prize would not have paid for the next one either).
    const last = store.getState().current!;
    expect(last.revealed.some(Boolean)).toBe(false);
    expect(last.settled).toBe(false);
    expect(store.getState().balanceCents + last.ticket.prize).toBeLessThan(GAMES.months.priceCents);
    expect(store.getState().history[0]).toMatchObject({ serial: last.ticket.serial, settled: false });
    store.getState().refill();
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().notice).toBeNull();
  });

  it('reveals a zone once 60 % of it is scratched, and settles and credits when all are', async () => {
    const store = makeStore();
    await store.getState().buy('paws', 'cat');
    const before = store.getState().balanceCents;
    const current = store.getState().current!;
    expect(current.revealed.every((r) => !r)).toBe(true);
    scratchZone(store, 0);
    expect(store.getState().current!.revealed[0]).toBe(true);
    expect(store.getState().current!.revealed.slice(1).some(Boolean)).toBe(false);
    for (let z = 1; z < current.layout.zones.length; z++) scratchZone(store, z);
    const after = store.getState();
    expect(after.current!.settled).toBe(true);
    expect(after.balanceCents).toBe(before + current.ticket.prize);
    expect(after.history[0]).toMatchObject({
      serial: current.ticket.serial,
      settled: true,
      prizeCents: current.ticket.prize,
    });
  });

  it('does not reveal a zone from a stroke that only grazes it', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    const zone = store.getState().current!.layout.zones[0]!;
    const b = shapeBounds(zone.shape);
    store.getState().scratch(b.x + b.w / 2, b.y + b.h / 2, b.x + b.w / 2 + 1, b.y + b.h / 2);
    expect(store.getState().progress!.coverage.ratio(0)).toBeGreaterThan(0);
    expect(store.getState().current!.revealed[0]).toBe(false);
    expect(pointInShape(zone.shape, b.x + b.w / 2, b.y + b.h / 2)).toBe(true);
  });

  it('refuses a serial that cannot be opened with its reason, and leaves the ticket and the notices as they were', () => {
    const store = makeStore();
    const t = generateTicket({ game: 'months', seed: 'other', block: 3, index: 99 });
    // As pasted: an invisible character before it, its check code in lower case.
    expect(store.getState().openSerial(`\ufeff${t.serial.slice(0, -4)}${t.serial.slice(-4).toLowerCase()}`)).toBeNull();
    expect(store.getState().current!.ticket.serial).toBe(t.serial);
    expect(store.getState().openSerial('M.nope')).toBe('bad-serial-format');
    expect(store.getState().openSerial(`${t.serial.slice(0, -1)}${t.serial.endsWith('A') ? 'B' : 'A'}`)).toBe(
      'bad-serial-check',
    );
    expect(store.getState().current!.ticket.serial).toBe(t.serial);
    expect(store.getState().notice).toBeNull(); // the screen that took the serial tells why, beside it
  });

  it('reveal all settles at once; opening a serial does not touch the wallet', () => {
    const store = makeStore();
    const t = generateTicket({ game: 'months', seed: 'other', block: 3, index: 99 });
    expect(store.getState().openSerial(t.serial)).toBeNull();
    store.getState().revealAll();
    expect(store.getState().current!.settled).toBe(true);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
    expect(store.getState().current!.breakdown).toEqual((evaluate(t) as { value: unknown }).value);
  });

  it('opening another ticket finishes the bought one in play first, and says so; the bought one reopens as bought', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    const bought = store.getState().current!.ticket;
    const balance = store.getState().balanceCents;
    const other = generateTicket({ game: 'paws', seed: 'other', block: 0, index: 17 });
    expect(store.getState().openSerial(other.serial)).toBeNull();
    expect(store.getState().balanceCents).toBe(balance + bought.prize);
    expect(store.getState().history[0]).toMatchObject({ serial: bought.serial, settled: true });
    expect(store.getState().notice).toEqual({
      kind: 'finished-first',
      serial: bought.serial,
      prizeCents: bought.prize,
    });
    expect(store.getState().current).toMatchObject({ paid: false, settled: false });
    // The bought ticket, opened again from its serial: bought, uncovered, and not credited twice.
    expect(store.getState().openSerial(bought.serial)).toBeNull();
    expect(store.getState().notice).toBeNull(); // the preview it replaced was not bought
    expect(store.getState().current).toMatchObject({ paid: true, settled: true });
    expect(store.getState().current!.revealed.every(Boolean)).toBe(true);
    expect(store.getState().balanceCents).toBe(balance + bought.prize);
  });

  it('says so too when a link opens another ticket before the session is read', async () => {
    const storage = new MemoryStorage();
    const a = makeStore(storage);
    await a.getState().buy('paws', 'dog');
    const bought = a.getState().current!.ticket;
    await a.getState().flush();
    // Storage that answers later, as IndexedDB does: the link is applied before the session is read.
    const { updateNow, ...later } = keyValueBackend(storage);
    expect(updateNow).toBeDefined(); // the synchronous step, left out
    const built = createAppStore({ backend: later, now: () => new Date(), newSeed: () => 'ignored', saveDelayMs: 0 });
    const other = generateTicket({ game: 'months', seed: 'other', block: 0, index: 5 });
    const link = built.getState().applyLink(`?serial=${other.serial}`);
    expect(built.getState().history).toEqual([]); // the session is not read yet
    await link;
    await built.getState().idle();
    expect(built.getState().current!.ticket.serial).toBe(other.serial);
    expect(built.getState().notice).toEqual({
      kind: 'finished-first',
      serial: bought.serial,
      prizeCents: bought.prize,
    });
    expect(built.getState().history.find((h) => h.serial === bought.serial)?.settled).toBe(true);
  });

  it('resumes the current ticket after a reload, strokes and reveals included', async () => {
    const storage = new MemoryStorage();
    const a = makeStore(storage);
    await a.getState().buy('paws', 'dog');
    scratchZone(a, 2);
    a.getState().scratch(10, 10, 30, 40);
    await a.getState().flush();
    const ticket = a.getState().current!.ticket;
    const b = makeStore(storage, 'ignored');
    const resumed = b.getState().current!;
    expect(resumed.ticket).toEqual(ticket);
    expect(resumed.revealed).toEqual(a.getState().current!.revealed);
    expect(b.getState().progress!.log.encode()).toBe(a.getState().progress!.log.encode());
    expect(b.getState().progress!.coverage.ratio(2)).toBe(a.getState().progress!.coverage.ratio(2));
    expect(b.getState().screen).toBe('ticket');
    expect(b.getState().emission.seed).toBe('storetest');
  });

  it.each([
    ['not JSON', '{oops', { cause: 'not-json', detail: '' }],
    ['a foreign object', JSON.stringify({ hello: 'world' }), { cause: 'other-version', detail: 'none' }],
    ['a future version', JSON.stringify({ version: 99 }), { cause: 'other-version', detail: '99' }],
    ['a bad balance', null, { cause: 'invalid', detail: expect.stringContaining('balanceCents') as string }],
  ])('resets with a notice, keeping the data aside, when storage holds %s', async (_, raw, problem) => {
    const storage = new MemoryStorage();
    let text = raw;
    if (text === null) {
      const good = makeStore(storage);
      await good.getState().flush();
      const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
      text = JSON.stringify({ ...saved, balanceCents: -5 });
    }
    storage.data.set(STORAGE_KEY, text);
    const store = makeStore(storage);
    const notice = store.getState().notice;
    expect(notice).toEqual({ kind: 'storage-reset', problem });
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
  });

  it.each([
    ['not a date', 'nope'],
    ['a day that does not exist', '2026-02-30T12:00:00.000Z'],
    ['not a string', 20_261_129],
  ])(
    'keeps the game when a history row’s date is %s: only that date is lost, the data set aside, with the notice',
    async (_, at) => {
      const storage = new MemoryStorage();
      const good = makeStore(storage);
      await good.getState().buy('months');
      await good.getState().flush();
      const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
      const text = JSON.stringify({ ...saved, history: [{ ...saved.history[0]!, at }] });
      storage.data.set(STORAGE_KEY, text);
      const store = makeStore(storage);
      expect(store.getState().notice).toEqual({ kind: 'dates-lost', serials: [saved.history[0]!.serial] });
      expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(text);
      expect(store.getState().history).toEqual([{ ...saved.history[0]!, at: '' }]);
      expect(store.getState().balanceCents).toBe(saved.balanceCents);
    },
  );

  it('reads an empty history date as the unknown date it stands for: nothing set aside', async () => {
    const storage = new MemoryStorage();
    const good = makeStore(storage);
    await good.getState().buy('months');
    await good.getState().flush();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
    storage.data.set(STORAGE_KEY, JSON.stringify({ ...saved, history: [{ ...saved.history[0]!, at: '' }] }));
    const store = makeStore(storage);
    expect(store.getState().notice).toBeNull();
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBeNull();
    expect(store.getState().history).toEqual([{ ...saved.history[0]!, at: '' }]);
  });

  it('keeps the wallet and history when the saved ticket’s serial was altered, and opens the bought ticket again, covered', async () => {
    const storage = new MemoryStorage();
    const a = makeStore(storage);
    await a.getState().buy('months');
    await a.getState().flush();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
    const serial = saved.current!.serial;
    const altered = `${serial.slice(0, -1)}${serial.endsWith('0') ? '1' : '0'}`;
    storage.data.set(STORAGE_KEY, JSON.stringify({ ...saved, current: { ...saved.current!, serial: altered } }));
    const b = makeStore(storage);
    // The ticket its history row names, not the altered serial.
    expect(b.getState().current).toMatchObject({ ticket: { serial }, paid: true, settled: false });
    expect(b.getState().current!.revealed.some(Boolean)).toBe(false);
    expect(b.getState().balanceCents).toBe(saved.balanceCents);
    expect(b.getState().history).toEqual(saved.history);
    const notice = b.getState().notice;
    expect(notice?.kind === 'ticket-dropped' && notice.problem.cause).toBe('bad-serial');
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toContain(altered);
  });

  it('keeps a bought winning ticket whose saved strokes are unreadable: covered again, to be scratched, and credited once revealed', async () => {
    const storage = new MemoryStorage();
    const a = makeStore(storage, 'strokes');
    for (let tries = 0; (a.getState().current?.ticket.prize ?? 0) === 0; tries++) {
      expect(tries).toBeLessThan(40); // a 12 Mois block wins about one ticket in three
      a.getState().refill();
      expect(await a.getState().buy('months')).toBe(true);
    }
    const ticket = a.getState().current!.ticket;
    scratchZone(a, 0);
    await a.getState().flush();
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as SavedSession;
    expect(saved.current!.strokes).not.toBe('');
    const damaged = JSON.stringify({ ...saved, current: { ...saved.current!, strokes: 'zzzz!!' } });
    storage.data.set(STORAGE_KEY, damaged);

    const b = makeStore(storage);
    const notice = b.getState().notice;
    expect(notice?.kind === 'ticket-dropped' && notice.problem.cause).toBe('bad-strokes');
    expect(storage.getItem(`${BACKUP_KEY}:1`)).toBe(damaged);
    expect(b.getState().screen).toBe('ticket');
    expect(b.getState().current).toMatchObject({ ticket, paid: true, settled: false });
    expect(b.getState().current!.revealed.some(Boolean)).toBe(false);
    expect(b.getState().progress!.log.length).toBe(0);
    expect(b.getState().balanceCents).toBe(saved.balanceCents);
    expect(b.getState().history).toEqual(saved.history);

    b.getState().revealAll();
    expect(b.getState().balanceCents).toBe(saved.balanceCents + ticket.prize);
    expect(b.getState().history[0]).toMatchObject({ serial: ticket.serial, settled: true });
    await b.getState().flush();
    const c = makeStore(storage);
    expect(c.getState().balanceCents).toBe(saved.balanceCents + ticket.prize);
    expect(c.getState().current).toMatchObject({ ticket, settled: true });
    expect(c.getState().notice).toBeNull();
  });

  it('says so when storage refuses to save', async () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    storage.failWrites = true;
    expect(await store.getState().buy('paws')).toBe(false);
    expect(store.getState().notice?.kind).toBe('purchase-unsaved');
    expect(store.getState().saveProblem?.cause).toBe('write');
  });
});

/** The address the page shows once a link has been applied: the one its history entry is given. */
function addressAfterLink(store: AppStore): string {
  let address: string | null = null;
  const stop = followScreens(store, {
    recorded: () => null,
    replace: (_screen, search) => void (address = search),
    push: () => undefined,
    onPop: () => () => undefined,
  });
  stop();
  if (address === null) throw new Error('no address given');
  return address;
}

describe('deep links', () => {
  it('buys from ?game=paws&variant=dog, and the address becomes the ticket’s own link', async () => {
    const store = makeStore();
    await store.getState().applyLink('?game=paws&variant=dog&lang=en');
    const current = store.getState().current!;
    expect(current.ticket.game === 'paws' && current.ticket.variant).toBe('dog');
    expect(addressAfterLink(store)).toBe(`?serial=${encodeURIComponent(current.ticket.serial)}&lang=en`);
    expect(store.getState().settings.lang).toBe('en');
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS - 200);
  });

  it('draws the ticket with ?design=, remembers the choice per game, and keeps it in the ticket’s link', async () => {
    const storage = new MemoryStorage();
    const store = makeStore(storage);
    await store.getState().applyLink('?design=calendrier');
    const current = store.getState().current!;
    expect(current.ticket.game).toBe('months');
    expect(current.layout.design).toBe('calendrier');
    expect(store.getState().settings.designs).toEqual({ months: 'calendrier' });
    expect(addressAfterLink(store)).toBe(`?serial=${encodeURIComponent(current.ticket.serial)}&design=calendrier`);
    // The next months ticket, and the same ticket after a reload, are drawn with it too.
    await store.getState().flush();
    const reloaded = makeStore(storage);
    expect(reloaded.getState().current!.layout.design).toBe('calendrier');
    expect(await reloaded.getState().buy('months')).toBe(true);
    expect(reloaded.getState().current!.layout.design).toBe('calendrier');
    // A Chien & Chat ticket keeps its own design; choosing the default design again draws the wheel.
    expect(await reloaded.getState().buy('paws')).toBe(true);
    const paws = reloaded.getState().current!;
    expect(paws.layout.design).toBe(paws.ticket.game === 'paws' ? paws.ticket.variant : 'a paws ticket');
    reloaded.getState().chooseDesign('months');
    expect(await reloaded.getState().buy('months')).toBe(true);
    expect(reloaded.getState().current!.layout.design).toBe('months');
  });

  it('resumes rather than buys again when the link is the current ticket', async () => {
    const store = makeStore();
    await store.getState().applyLink('?game=months');
    const serial = store.getState().current!.ticket.serial;
    const balance = store.getState().balanceCents;
    await store.getState().applyLink(`?serial=${serial}`);
    expect(store.getState().current!.ticket.serial).toBe(serial);
    expect(store.getState().balanceCents).toBe(balance);
  });

  it.each([
    ['?game=poker', 'unknown-game'],
    ['?game=months&variant=dog', 'variant-needs-paws'],
    ['?game=paws&variant=bird', 'unknown-variant'],
    ['?lang=de', 'unknown-lang'],
    ['?serial=P.x.0.0000001.AAAA', 'bad-serial-check'],
    ['?serial=nonsense', 'bad-serial-format'],
    ['?colour=red', 'unknown-param'],
    ['?game=paws&serial=P.x.0.0000001.AAAA', 'game-and-serial'],
    ['?variant=cat', 'variant-needs-paws'],
    [`?serial=${formatSerial({ game: 'paws', seed: 'x', block: 0, index: 1 })}&variant=cat`, 'variant-with-serial'],
    ['?design=wheel', 'unknown-design'],
    ['?game=paws&design=calendrier', 'design-mismatch'],
  ])('shows the lobby with a notice for %s', async (search, code) => {
    const store = makeStore();
    await store.getState().applyLink(search);
    expect(addressAfterLink(store)).toBe(''); // the bare page, cleared of its problems
    const notice = store.getState().notice;
    expect(notice?.kind === 'link' && notice.errors.map((e) => e.code)).toContain(code);
    expect(store.getState().screen).toBe('lobby');
    expect(store.getState().balanceCents).toBe(START_BALANCE_CENTS);
  });
});
