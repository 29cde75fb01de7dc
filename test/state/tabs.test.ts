import { afterEach, describe, expect, it } from 'vitest';
import { reasonText } from '../../src/state/storageReason.ts';
import { GAMES, START_BALANCE_CENTS } from '../../src/engine/index.ts';
import { MESSAGES } from '../../src/i18n/index.ts';
import { shapeBounds } from '../../src/layouts/geometry.ts';
import { readSession } from '../../src/state/session.ts';
import { createAppStore, openAppStore, type AppStore } from '../../src/state/store.ts';
import { tabTicket, type TabTicket } from '../../src/state/tabTicket.ts';
import { fakeChannels } from './fakeChannels.ts';
import { FakeLocks, SharedProfile, SharedWebStorage } from './fakeBrowser.ts';
import { MemoryStorage } from './memoryStorage.ts';

const opened: AppStore[] = [];
afterEach(() => {
  for (const s of opened.splice(0)) s.getState().dispose();
});

const options = { now: () => new Date('2026-11-29T12:00:00Z'), newSeed: () => 'tabs', saveDelayMs: 0 };

/** A tab of the profile: a store of its own over the shared storage. */
async function openTab(profile: SharedProfile): Promise<AppStore> {
  const store = await openAppStore({ ...options, backend: profile.tab() });
  opened.push(store);
  return store;
}

/** Lets every tab write what it has and hear what the others wrote, until nothing moves. */
async function settle(...tabs: AppStore[]): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await Promise.all(tabs.map((t) => t.getState().flush()));
    await new Promise((resolve) => setTimeout(resolve, 1));
    await Promise.all(tabs.map((t) => t.getState().idle()));
  }
}

/** Scratches zone `z` of the tab's ticket with horizontal strokes every 10 units. */
function scratchZone(store: AppStore, z: number): void {
  const current = store.getState().current!;
  const b = shapeBounds(current.layout.zones[z]!.shape);
  for (let y = b.y; y <= b.y + b.h; y += 10) store.getState().scratch(b.x - 5, y, b.x + b.w + 5, y);
}

describe('two tabs on one profile', () => {
  it('deal every ticket once, lose no purchase, and a third tab sees all six in its history', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    const b = await openTab(profile);
    const serials: string[] = [];
    for (let i = 0; i < 3; i++) {
      for (const tab of [a, b]) {
        expect(await tab.getState().buy('months')).toBe(true);
        serials.push(tab.getState().current!.ticket.serial);
      }
    }
    expect(new Set(serials).size).toBe(6);
    await settle(a, b);
    const c = await openTab(profile);
    expect(
      c
        .getState()
        .history.map((h) => h.serial)
        .sort(),
    ).toEqual([...serials].sort());
    expect(c.getState().stats.months.bought).toBe(6);
    // Each purchase settled the one before: every earlier ticket's prize is in, none twice.
    const won = serials
      .slice(0, 5)
      .reduce((sum, s) => sum + c.getState().history.find((h) => h.serial === s)!.prizeCents, 0);
    expect(c.getState().balanceCents).toBe(START_BALANCE_CENTS - 6 * GAMES.months.priceCents + won);
    for (const tab of [a, b]) expect(tab.getState().balanceCents).toBe(c.getState().balanceCents);
  });

  it('credit a winning ticket once, though both tabs finish it', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    // A seed whose first months ticket wins, so the credit shows.
    const b = await openTab(profile);
    let prize = 0;
    for (let i = 0; i < 20 && prize === 0; i++) {
      await a.getState().buy('months');
      a.getState().revealAll();
      await settle(a, b);
      await a.getState().buy('months');
      prize = a.getState().current!.ticket.prize;
    }
    expect(prize).toBeGreaterThan(0);
    await settle(a, b);
    const before = a.getState().balanceCents;
    expect(b.getState().current!.ticket.serial).toBe(a.getState().current!.ticket.serial);
    a.getState().revealAll();
    b.getState().revealAll();
    await settle(a, b);
    expect(a.getState().balanceCents).toBe(before + prize);
    expect(b.getState().balanceCents).toBe(before + prize);
    const c = await openTab(profile);
    expect(c.getState().balanceCents).toBe(before + prize);
  });

  it('show another tab’s purchase without being touched (storage notifications)', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    const b = await openTab(profile);
    await a.getState().buy('paws', 'dog');
    await settle(a, b);
    expect(b.getState().balanceCents).toBe(START_BALANCE_CENTS - GAMES.paws.priceCents);
    expect(b.getState().current?.ticket.serial).toBe(a.getState().current!.ticket.serial);
    expect(b.getState().history).toHaveLength(1);
  });

  it('cannot undo a losing ticket by acting in a tab that had not heard of it', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    const b = await openTab(profile);
    await a.getState().buy('months');
    a.getState().revealAll();
    // B acts before it has heard anything: its change goes on top of A's purchase.
    b.getState().setLang('en');
    b.getState().refill();
    await settle(a, b);
    const prize = a.getState().current!.ticket.prize;
    const expected = Math.max(START_BALANCE_CENTS, START_BALANCE_CENTS - GAMES.months.priceCents + prize);
    for (const tab of [a, b]) {
      expect(tab.getState().history).toHaveLength(1);
      expect(tab.getState().balanceCents).toBe(expected);
      expect(tab.getState().settings.lang).toBe('en');
    }
    expect(readSession(profile.text).kind).toBe('loaded');
  });

  it('merge the strokes of one ticket scratched in both tabs, and finish it from either', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    const b = await openTab(profile);
    await a.getState().buy('months');
    await settle(a, b);
    scratchZone(a, 0);
    scratchZone(b, 1);
    await settle(a, b);
    for (const tab of [a, b]) {
      expect(tab.getState().current!.revealed.slice(0, 2)).toEqual([true, true]);
      expect(tab.getState().progress!.log.length).toBe(a.getState().progress!.log.length);
      expect(tab.getState().progress!.coverage.ratio(0)).toBe(a.getState().progress!.coverage.ratio(0));
      expect(tab.getState().progress!.coverage.ratio(1)).toBe(a.getState().progress!.coverage.ratio(1));
    }
    const c = await openTab(profile);
    expect(c.getState().progress!.log.length).toBe(a.getState().progress!.log.length);
    expect(c.getState().progress!.coverage.ratio(1)).toBe(a.getState().progress!.coverage.ratio(1));
  });

  it('ignore a second purchase asked for while the first is being written (a double click)', async () => {
    const profile = new SharedProfile();
    const a = await openTab(profile);
    const first = a.getState().buy('months');
    const second = a.getState().buy('months');
    expect(a.getState().purchasing).toBe(true);
    expect(await second).toBe(false);
    expect(await first).toBe(true);
    expect(a.getState().stats.months.bought).toBe(1);
    expect(a.getState().purchasing).toBe(false);
  });
});

describe('localStorage where IndexedDB is missing', () => {
  it('refreshes a tab from storage events, and merges writes made inside Web Locks', async () => {
    const shared = new SharedWebStorage();
    const locks = new FakeLocks();
    const a = await openAppStore({ ...options, storage: shared.storage, backend: shared.tab(locks) });
    const b = await openAppStore({ ...options, storage: shared.storage, backend: shared.tab(locks) });
    opened.push(a, b);
    const serials: string[] = [];
    for (let i = 0; i < 3; i++) {
      for (const tab of [a, b]) {
        await tab.getState().buy('paws');
        serials.push(tab.getState().current!.ticket.serial);
      }
    }
    await settle(a, b);
    expect(new Set(serials).size).toBe(6);
    expect(a.getState().history).toHaveLength(6);
    expect(b.getState().history).toHaveLength(6);
    expect(b.getState().balanceCents).toBe(a.getState().balanceCents);
  });

  it('with no Web Locks, still reads and writes each step at once', () => {
    const shared = new SharedWebStorage();
    const a = createAppStore({ ...options, backend: shared.tab(null) });
    opened.push(a);
    void a.getState().buy('months');
    // Synchronous storage and no lock to wait for: the purchase is written when buy returns.
    expect(readSession(shared.storage.getItem('grattez')).kind).toBe('loaded');
    expect(a.getState().history).toHaveLength(1);
  });
});

describe('localStorage under Web Locks, for a page put away', () => {
  it('withdraws the lock requests not granted yet: nothing of them is written, and the next write goes through', async () => {
    const web = new SharedWebStorage();
    const backend = web.tab(new FakeLocks());
    let stepRan = false;
    const waiting = backend.update(() => {
      stepRan = true;
      return { write: 'from the page put away', setAside: null };
    });
    backend.release();
    const outcome = await waiting;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.cause).toBe('interrupted');
    // Said in the page's language of the moment, as every reason the warning quotes.
    expect(!outcome.ok && reasonText(outcome.reason, 'fr')).toBe(MESSAGES.fr.storage.interrupted);
    expect(stepRan).toBe(false);
    expect(await backend.update(() => ({ write: 'after', setAside: null }))).toEqual({ ok: true });
    expect(await backend.read()).toBe('after');
  });
});

/**
 * The pages of a browser profile's tabs: each a store with its tab's ticket note (over the tab's
 * sessionStorage and the profile's localStorage), talking on one channel as BroadcastChannel does
 * (a message reaches the other open channels, in a later task). `away` and `back` are pagehide
 * into the back/forward cache and pageshow from it.
 */
function browserPages() {
  const shared = new MemoryStorage(); // the profile's localStorage
  const channel = fakeChannels();
  const notes = new Map<AppStore, TabTicket>();
  let ids = 0;
  return {
    shared,
    async open(profile: SharedProfile, tab: MemoryStorage): Promise<AppStore> {
      const note = tabTicket({ tab, shared, newId: () => `id-${++ids}`, channel, answerWithinMs: 50 });
      const store = await openAppStore({ ...options, backend: profile.tab(), tabTicket: note });
      opened.push(store);
      notes.set(store, note);
      return store;
    },
    away(page: AppStore): void {
      notes.get(page)!.hidden();
      page.getState().suspend();
    },
    back(page: AppStore): void {
      notes.get(page)!.shown();
      page.getState().resume();
    },
    /** The page is unloaded (a reload, a tab closed). */
    close(page: AppStore): void {
      notes.get(page)!.hidden();
      page.getState().dispose();
    },
  };
}

describe('pages of one tab, and the back/forward cache', () => {
  it('a page back from the cache shows the ticket a later page of its own tab put in play without a word of another tab, and still tells one another tab bought', async () => {
    const pages = browserPages();
    const profile = new SharedProfile();
    const tab = new MemoryStorage();
    const first = await pages.open(profile, tab);
    expect(await first.getState().buy('paws', 'dog')).toBe(true);
    await settle(first);
    // A link followed in the same tab (`?game=months`): the page goes into the cache, the next buys.
    pages.away(first);
    const second = await pages.open(profile, tab);
    expect(await second.getState().buy('months')).toBe(true);
    await settle(second);
    pages.away(second);
    pages.back(first); // Back
    await settle(first);
    expect(first.getState().current?.ticket.serial).toBe(second.getState().current?.ticket.serial);
    expect(first.getState().screen).toBe('ticket');
    expect(first.getState().notice).toBeNull();

    // A ticket's link (`?serial=`) in the same tab, then Back: the same.
    pages.away(first);
    const third = await pages.open(profile, tab);
    third.getState().openSerial(first.getState().history[0]!.serial); // the dog ticket, from the history
    await settle(third);
    pages.away(third);
    pages.back(first);
    await settle(first);
    expect(first.getState().current?.ticket.serial).toBe(first.getState().history[0]!.serial);
    expect(first.getState().notice).toBeNull();

    // Another tab buys while this page is away: on its return, it says so.
    pages.away(first);
    const other = await pages.open(profile, new MemoryStorage());
    expect(await other.getState().buy('months')).toBe(true);
    await settle(other);
    pages.back(first);
    await settle(first);
    expect(first.getState().current?.ticket.serial).toBe(other.getState().current?.ticket.serial);
    expect(first.getState().notice).toEqual({ kind: 'ticket-elsewhere' });
  });
});

describe('a duplicated tab', () => {
  /** A tab's sessionStorage as a duplicated tab (or `window.open` without noopener) starts with it. */
  function copyOf(tab: MemoryStorage): MemoryStorage {
    const copy = new MemoryStorage();
    for (const [k, v] of tab.data) copy.data.set(k, v);
    return copy;
  }

  it('tells the original when the copy buys a ticket, shown or back from the cache; each keeps its own id across its pages', async () => {
    const pages = browserPages();
    const profile = new SharedProfile();
    const tab = new MemoryStorage();
    const original = await pages.open(profile, tab);
    expect(await original.getState().buy('paws', 'dog')).toBe(true);
    await settle(original);
    const copied = copyOf(tab);
    const copy = await pages.open(profile, copied);
    await settle(original, copy);
    expect(copied.getItem('grattez:tab')).not.toBe(tab.getItem('grattez:tab'));
    expect(await copy.getState().buy('months')).toBe(true);
    await settle(original, copy);
    expect(original.getState().current?.ticket.serial).toBe(copy.getState().current?.ticket.serial);
    expect(original.getState().notice).toEqual({ kind: 'ticket-elsewhere' });

    // The original away in the cache (a link followed), the copy buys: back, it says so.
    original.getState().dismissNotice();
    pages.away(original);
    expect(await copy.getState().buy('months')).toBe(true);
    await settle(copy);
    pages.back(original);
    await settle(original);
    expect(original.getState().current?.ticket.serial).toBe(copy.getState().current?.ticket.serial);
    expect(original.getState().notice).toEqual({ kind: 'ticket-elsewhere' });

    // The copy reloaded keeps its new id; a later page of it buys, and Back to the cached one: no word.
    const copyId = copied.getItem('grattez:tab');
    pages.close(copy);
    const reloaded = await pages.open(profile, copied);
    await settle(original, reloaded);
    expect(copied.getItem('grattez:tab')).toBe(copyId);
    pages.away(reloaded);
    const next = await pages.open(profile, copied);
    expect(await next.getState().buy('months')).toBe(true);
    await settle(original, next);
    pages.away(next);
    pages.back(reloaded);
    await settle(original, reloaded);
    expect(reloaded.getState().current?.ticket.serial).toBe(next.getState().current?.ticket.serial);
    expect(reloaded.getState().notice).toBeNull();
    // The original, shown meanwhile, was told.
    expect(original.getState().notice).toEqual({ kind: 'ticket-elsewhere' });
  });

  it("with storage that refuses every write, only forgets: a copy's ticket is still told", async () => {
    const pages = browserPages();
    pages.shared.failWrites = true;
    const profile = new SharedProfile();
    const tab = new MemoryStorage();
    tab.failWrites = true;
    const original = await pages.open(profile, tab);
    expect(await original.getState().buy('paws', 'dog')).toBe(true);
    const copy = await pages.open(profile, copyOf(tab));
    expect(await copy.getState().buy('months')).toBe(true);
    await settle(original, copy);
    expect(original.getState().notice).toEqual({ kind: 'ticket-elsewhere' });
    expect(pages.shared.data.size).toBe(0);
  });
});
