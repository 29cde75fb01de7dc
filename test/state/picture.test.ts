import { describe, expect, it } from 'vitest';
import { generateTicket } from '../../src/engine/index.ts';
import { appPicture, wantsReducedMotion } from '../../src/state/appPicture.ts';
import { coveredPicture, pictureLayout, type Picture } from '../../src/state/picture.ts';
import { createAppStore } from '../../src/state/store.ts';
import { MemoryStorage } from './memoryStorage.ts';

const view = { width: 390, height: 585, density: 3 };

function makeStore() {
  return createAppStore({
    storage: new MemoryStorage(),
    now: () => new Date(0),
    newSeed: () => 'picture',
    saveDelayMs: 0,
  });
}

describe('the player as pictures', () => {
  it('has no picture without a ticket', () => {
    expect(appPicture(makeStore().getState(), view, false)).toBeNull();
  });

  it('draws the current ticket with its strokes, revealed zones and, once settled, its result', async () => {
    const store = makeStore();
    await store.getState().buy('months');
    store.getState().scratch(100, 100, 140, 120);
    store.getState().revealZone(3);
    const state = store.getState();
    const picture = appPicture(state, view, false)!;
    expect(picture.ticket).toBe(state.current!.ticket);
    expect(picture.layout).toBe(state.current!.layout);
    expect(picture.strokes).toBe(state.progress!.log);
    expect(picture.revealed).toBe(state.current!.revealed);
    expect(picture.result).toBe(false);
    expect([picture.width, picture.height, picture.density]).toEqual([390, 585, 3]);
    expect([picture.frame, picture.coin, picture.lang]).toEqual([null, null, 'fr']);
    store.getState().revealAll();
    expect(appPicture(store.getState(), view, false)!.result).toBe(true);
  });

  it.each([
    ['system', false, true],
    ['system', true, false],
    ['reduce', false, false],
    ['full', true, true],
  ] as const)(
    'with motion %s and a system asking for reduced motion: %s, animates: %s',
    async (motion, system, animates) => {
      const store = makeStore();
      store.getState().setMotion(motion);
      await store.getState().buy('paws', 'dog');
      expect(wantsReducedMotion(store.getState(), system)).toBe(!animates);
      expect(appPicture(store.getState(), view, system)!.motion).toBe(animates);
    },
  );
});

describe('a covered picture', () => {
  it('shows a ticket of its own design, nothing scratched, nothing revealed, no frame', () => {
    const ticket = generateTicket({ game: 'paws', seed: 'picture', block: 0, index: 4 });
    const picture: Picture = coveredPicture(ticket, 'en', view);
    expect(picture.layout).toBe(pictureLayout(ticket));
    expect(picture.layout.design).toBe(ticket.game === 'paws' ? ticket.variant : 'months');
    expect(picture.strokes.length).toBe(0);
    expect(picture.revealed).toEqual(picture.layout.zones.map(() => false));
    // Nothing shown beyond the covers, in the language and at the size asked.
    expect({ result: picture.result, motion: picture.motion, coin: picture.coin, frame: picture.frame }).toEqual({
      result: false,
      motion: false,
      coin: null,
      frame: null,
    });
    expect(picture.lang).toBe('en');
    expect({ width: picture.width, height: picture.height, density: picture.density }).toEqual(view);
  });
});
