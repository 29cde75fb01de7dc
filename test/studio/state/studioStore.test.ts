import { describe, expect, it } from 'vitest';
import { revealFrames, studioPicture } from '../../../src/studio/state/studioPicture.ts';
import { MAX_CAPTION_LENGTH, studioQuery } from '../../../src/studio/state/studioSettings.ts';
import {
  createStudioStore,
  PAGE_SIZE,
  studioPictureSource,
  type PreviewClock,
} from '../../../src/studio/state/studioStore.ts';

/** A clock the test moves by hand, with the frames asked for kept to be run. */
function fakeClock() {
  let time = 0;
  let next = 1;
  const frames = new Map<number, () => void>();
  const clock: PreviewClock = {
    now: () => time,
    requestFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelFrame: (handle) => void frames.delete(handle),
  };
  return {
    clock,
    pending: () => frames.size,
    /** Moves time on by `ms` and runs the frames asked for until then. */
    advance(ms: number) {
      time += ms;
      const due = [...frames.values()];
      frames.clear();
      due.forEach((f) => f());
    },
  };
}

describe('the studio store', () => {
  it('starts on the address’s settings, with the problems of a bad address and a usable ticket', () => {
    const store = createStudioStore('?game=months&prize=12&lang=en&size=huge');
    const s = store.getState();
    expect(s.settings.lang).toBe('en');
    expect(s.addressProblems.map((p) => p.code)).toEqual(['bad-prize', 'bad-size']);
    expect(s.ticket?.game).toBe('months');
    expect(s.ticket?.prize).toBe(600);
    s.dismissAddressProblems();
    expect(store.getState().addressProblems).toEqual([]);
  });

  it('chooses game, variant, prize and block, listing from the first ticket', () => {
    const store = createStudioStore('');
    store.getState().chooseVariant('cat');
    expect(store.getState().ticket).toMatchObject({ game: 'paws', variant: 'cat', prize: 3_000 });
    store.getState().choosePrize(1_500_000);
    const top = store.getState().ticket!;
    expect(top.prize).toBe(1_500_000);
    store.getState().chooseGame('months');
    expect(store.getState().ticket).toMatchObject({ game: 'months', prize: 600 });
    store.getState().chooseBlock('other', 7);
    expect(store.getState().ticket).toMatchObject({ seed: 'other', block: 7, prize: 600 });
    // Back to a game: its prize and variant as last chosen, not its default again.
    store.getState().choosePrize(2_000);
    store.getState().chooseGame('paws');
    expect(store.getState().ticket).toMatchObject({ game: 'paws', variant: 'cat', prize: 1_500_000 });
    store.getState().chooseGame('months');
    expect(store.getState().ticket).toMatchObject({ game: 'months', prize: 2_000 });
  });

  it('takes the next ticket, and moves the list to its page', () => {
    const store = createStudioStore('?pick=7');
    expect(store.getState().page).toBe(0);
    const seventh = store.getState().ticket!;
    store.getState().nextTicket();
    const eighth = store.getState().ticket!;
    expect(eighth.index).toBeGreaterThan(seventh.index);
    expect(eighth.prize).toBe(seventh.prize);
    expect(store.getState().page).toBe(PAGE_SIZE);
    store.getState().showPage(PAGE_SIZE * 2 + 3);
    expect(store.getState().page).toBe(PAGE_SIZE * 2);
  });

  it('names a variant without a ticket of the prize with the address’s problems, and shows the prize’s first ticket', () => {
    // Block 5 of seed demo: both 15 000 € tickets are cats.
    const store = createStudioStore('?game=paws&variant=dog&prize=1500000&seed=demo&block=5');
    expect(store.getState().addressProblems).toEqual([
      { code: 'prize-not-in-variant', name: 'variant', value: 'dog', count: 2 },
    ]);
    expect(store.getState().ticketProblem).toBeNull();
    expect(store.getState().ticket).toMatchObject({ prize: 1_500_000, variant: 'cat', block: 5 });
  });

  it('names a pick past the prize’s tickets with the address’s problems, and shows the prize’s first ticket', () => {
    const store = createStudioStore('?game=months&prize=4000000&pick=5&zoom=2');
    expect(store.getState().addressProblems.map((p) => p.code)).toEqual(['unknown-param', 'pick-out-of-range']);
    expect(store.getState().addressProblems[1]).toMatchObject({ name: 'pick', value: '5', count: 2 });
    expect(store.getState().ticketProblem).toBeNull();
    expect(store.getState().ticket).toEqual(createStudioStore('?game=months&prize=4000000&pick=0').getState().ticket);
    expect(store.getState().ticket).toMatchObject({ prize: 4000000 });
    expect(studioQuery(store.getState().settings)).toContain('&pick=0&');
    expect(
      studioPictureSource(store, fakeClock().clock).picture({ width: 100, height: 100, density: 1 }),
    ).not.toBeNull();
  });

  it('opens a pasted serial, and names a bad one without losing the ticket shown', () => {
    const store = createStudioStore('');
    const before = store.getState().ticket;
    expect(store.getState().openSerial('  P.demo.0.0000017.G13X ')).toBe(false);
    expect(store.getState().serialProblem).toMatchObject({ code: 'bad-serial-check' });
    expect(store.getState().ticket).toBe(before);
    // As pasted from a chat: a zero-width space, a space after a dot, the check code in lower case.
    expect(store.getState().openSerial('\u200bP.demo.0.0000017. g137')).toBe(true);
    expect(store.getState().ticket?.index).toBe(17);
    expect(store.getState().serialProblem).toBeNull();
    expect(studioQuery(store.getState().settings)).toMatch(/^\?serial=P\.demo\.0\.0000017\.G137&lang=fr&/);
    // From a serial, choosing a prize lists that serial's block.
    store.getState().choosePrize(200);
    expect(store.getState().ticket).toMatchObject({ prize: 200, seed: 'demo', block: 0 });
  });

  it('keeps at least one format in a batch', () => {
    const store = createStudioStore('?formats=png');
    store.getState().toggleBatchFormat('png', false);
    expect(store.getState().settings.batchFormats).toEqual(['png']);
    store.getState().toggleBatchFormat('gif', true);
    store.getState().toggleBatchFormat('webm', true);
    expect(store.getState().settings.batchFormats).toEqual(['png', 'webm', 'gif']);
  });

  it('gives the preview the export’s picture at a density that fits the view', () => {
    const store = createStudioStore('?size=1200x628&density=2&state=scratched:0.4');
    const source = studioPictureSource(store, fakeClock().clock);
    const picture = source.picture({ width: 600, height: 314, density: 2 })!;
    expect([picture.width, picture.height, picture.density]).toEqual([1200, 628, 1]);
    // The export's strokes and zones, and only its density differs.
    const { ticket, settings } = store.getState();
    const exported = studioPicture(ticket!, settings, settings.density);
    expect(picture.strokes.length).toBeGreaterThan(0);
    expect({ ...picture, density: settings.density }).toEqual(exported);
    let calls = 0;
    const stop = source.subscribe(() => calls++);
    store.getState().setLang('en');
    stop();
    store.getState().setLang('fr');
    expect(calls).toBe(1);
  });

  it('draws a typed caption as its link reads it: trimmed, accents composed', () => {
    const store = createStudioStore('?state=covered');
    store.getState().setCaption('fr', '  Cafe\u0301 gagnant  ');
    const { ticket, settings } = store.getState();
    // The field keeps what was typed; the picture and the exports draw what the link reopens.
    expect(settings.captions.fr).toBe('  Cafe\u0301 gagnant  ');
    const drawn = studioPicture(ticket!, settings);
    expect(drawn.frame?.caption).toBe('Café gagnant');
    const reopened = createStudioStore(studioQuery(settings)).getState();
    expect(studioPicture(reopened.ticket!, reopened.settings)).toEqual(drawn);
  });

  it('draws, exports and links none of a refused caption, while its field keeps the text', () => {
    const store = createStudioStore('?state=covered');
    const plain = studioPicture(store.getState().ticket!, store.getState().settings);
    const plainLink = studioQuery(store.getState().settings);
    for (const refused of ['Grattez שלום', 'Bravo 👍🏽', 'x'.repeat(MAX_CAPTION_LENGTH + 1)]) {
      store.getState().setCaption('fr', refused);
      const { ticket, settings } = store.getState();
      expect(settings.captions.fr).toBe(refused);
      // The preview and every export draw this picture: the one without a caption.
      expect(studioPicture(ticket!, settings), refused).toEqual(plain);
      expect(
        [...revealFrames(ticket!, settings, { width: 1080, height: 1080, density: 1 }, 2, 3)][0]!.picture.frame,
      ).toEqual(plain.frame);
      // And the link says what is drawn: it reopens the same picture.
      expect(studioQuery(settings)).toBe(plainLink);
    }
  });

  it('plays the reveal in the preview: the video’s frames at the clock’s time, then back to the still', () => {
    const store = createStudioStore('?size=600x600&video=3&state=covered');
    const time = fakeClock();
    const source = studioPictureSource(store, time.clock);
    const view = { width: 300, height: 300, density: 1 };
    let calls = 0;
    const stop = source.subscribe(() => calls++);
    expect(source.picture(view)!.motion).toBe(false);
    store.getState().play(time.clock.now());
    expect(store.getState().playing).toBe(0);
    expect(time.pending()).toBe(1);
    const start = source.picture(view)!;
    expect(start.motion).toBe(true);
    expect(start.strokes.length).toBe(0);
    time.advance(1500);
    const middle = source.picture(view)!;
    expect(middle.strokes.length).toBeGreaterThan(0);
    expect(middle.density).toBe(0.5);
    expect(calls).toBe(2);
    time.advance(1600); // past the clip's 3 s: the last frame stays, and no more frames are asked for
    const end = source.picture(view)!;
    expect(end.result).toBe(true);
    expect(end.revealed.every(Boolean)).toBe(true);
    expect(time.pending()).toBe(0);
    // A change of settings goes back to the still.
    store.getState().setLang('en');
    expect(store.getState().playing).toBeNull();
    expect(source.picture(view)!.motion).toBe(false);
    stop();
  });
});
