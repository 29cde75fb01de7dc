import { afterEach, describe, expect, it, vi } from 'vitest';
import { tabTicket, type TabTicket } from '../../src/state/tabTicket.ts';
import { fakeChannels } from './fakeChannels.ts';
import { MemoryStorage } from './memoryStorage.ts';

const pages: TabTicket[] = [];
afterEach(() => {
  for (const p of pages.splice(0)) p.hidden();
  vi.useRealTimers();
});

const live = (shared: MemoryStorage) => [...shared.data.keys()].filter((k) => k.startsWith('grattez:live:')).sort();

describe('live marks left by tabs that ended without pagehide (a crash, a tab the system killed)', () => {
  it('are swept by the next page that starts; the marks of pages still shown are kept', async () => {
    vi.useFakeTimers();
    const shared = new MemoryStorage();
    const channel = fakeChannels();
    let ids = 0;
    const page = (tab: MemoryStorage) => {
      const p = tabTicket({ tab, shared, newId: () => `id-${++ids}`, channel, answerWithinMs: 50 });
      pages.push(p);
      return p;
    };
    const shown = page(new MemoryStorage()); // a tab shown the whole time
    const shownId = live(shared);
    expect(shownId).toHaveLength(1);
    // Two crashed tabs' marks, one of an earlier release's (its value '1').
    shared.setItem('grattez:live:crashed-a', '1');
    shared.setItem('grattez:live:crashed-b', 'x');
    const starting = page(new MemoryStorage());
    await vi.advanceTimersByTimeAsync(100);
    const own = live(shared).filter((k) => !shownId.includes(k));
    expect(own).toHaveLength(1); // the new page's own
    expect(live(shared)).toEqual([...shownId, ...own].sort());
    expect(shown.get()).toBeNull();
    expect(starting.get()).toBeNull();
  });

  it('a mark written again while the sweep waits (its page shown again) is kept; a page hidden meanwhile removes nothing', async () => {
    vi.useFakeTimers();
    const shared = new MemoryStorage();
    const channel = fakeChannels();
    let ids = 0;
    shared.setItem('grattez:live:back-again', '1');
    shared.setItem('grattez:live:crashed', '1');
    const p = tabTicket({ tab: new MemoryStorage(), shared, newId: () => `id-${++ids}`, channel, answerWithinMs: 50 });
    pages.push(p);
    shared.setItem('grattez:live:back-again', 'shown again'); // its page back from the cache
    await vi.advanceTimersByTimeAsync(100);
    expect(shared.getItem('grattez:live:back-again')).toBe('shown again');
    expect(shared.getItem('grattez:live:crashed')).toBeNull();

    shared.setItem('grattez:live:crashed', '1');
    const hidden = tabTicket({
      tab: new MemoryStorage(),
      shared,
      newId: () => `id-${++ids}`,
      channel,
      answerWithinMs: 50,
    });
    hidden.hidden(); // put away at once: it hears no answer, so it can tell nothing
    await vi.advanceTimersByTimeAsync(100);
    expect(shared.getItem('grattez:live:crashed')).toBe('1');
  });

  it('where there is no channel to ask on, no mark is removed but the page’s own', () => {
    const shared = new MemoryStorage();
    shared.setItem('grattez:live:crashed', '1');
    const p = tabTicket({ tab: new MemoryStorage(), shared, newId: () => 'me', channel: null });
    p.hidden();
    expect(live(shared)).toEqual(['grattez:live:crashed']);
  });
});
