import { describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { formatEuros } from '../../src/i18n/index.ts';
import { BOOT_HINT_KEY, keepBootHint } from '../../src/state/bootHint.ts';
import { createAppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

function setUp() {
  const store = createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date('2026-12-01T12:00:00Z'),
    newSeed: () => 'hint',
    saveDelayMs: 0,
  });
  const kept = new MemoryStorage();
  keepBootHint(store, kept);
  const hint = () => JSON.parse(kept.getItem(BOOT_HINT_KEY) ?? 'null') as Record<string, unknown>;
  return { store, kept, hint };
}

describe('the boot hint', () => {
  it('follows the language, sound, balance, designs and the ticket on screen, begun or not', async () => {
    const { store, hint } = setUp();
    expect(hint()).toEqual({
      lang: 'fr',
      sound: true,
      balance: formatEuros(2000, 'fr'),
      designs: {},
      serial: null,
      paid: false,
      begun: false,
    });
    store.getState().setLang('en');
    store.getState().setSound(false);
    store.getState().chooseDesign('calendrier');
    expect(hint()).toMatchObject({ lang: 'en', sound: false, designs: { months: 'calendrier' } });
    expect(await store.getState().buy('months', 'any')).toBe(true);
    const serial = store.getState().current!.ticket.serial;
    expect(hint()).toMatchObject({ serial, paid: true, begun: false, balance: formatEuros(1700, 'en') });
    store.getState().scratch(10, 10, 20, 20);
    expect(hint()).toMatchObject({ serial, begun: true });
    const other = generateTicket({ game: 'months', seed: 'hint', block: 3, index: 9 }).serial;
    store.getState().openSerial(other);
    expect(hint()).toMatchObject({ serial: other, paid: false, begun: false });
    store.getState().revealZone(0);
    expect(hint()).toMatchObject({ serial: other, begun: true });
  });

  it('is written when one of its parts changes, not for every scratched segment', async () => {
    const { store, kept } = setUp();
    let writes = 0;
    const setItem = kept.setItem.bind(kept);
    kept.setItem = (key, value) => {
      writes++;
      setItem(key, value);
    };
    expect(await store.getState().buy('months', 'any')).toBe(true);
    const afterBuy = writes;
    expect(afterBuy).toBeGreaterThan(0);
    for (let i = 0; i < 20; i++) store.getState().scratch(10 + i, 10, 11 + i, 10);
    expect(writes).toBe(afterBuy + 1); // begun, once
  });

  it('leaves a storage that refuses alone: the game goes on', () => {
    const { store, kept, hint } = setUp();
    kept.failWrites = true;
    store.getState().setLang('en');
    expect(store.getState().settings.lang).toBe('en');
    expect(hint()).toMatchObject({ lang: 'fr' }); // the last hint it could keep
  });
});
