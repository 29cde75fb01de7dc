// @vitest-environment jsdom
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { generateTicket, formatSerial, type TicketRef } from '../../src/engine/index.ts';
import { explainBreakdown, formatEuros, revealedZoneLabel, ticketName, zoneName } from '../../src/i18n/index.ts';
import { playedSettledAnnouncement, playedZoneLabel } from '../../src/i18n/playedZone.ts';
import { createEmbedStore, type EmbedState } from '../../src/embed/embedStore.ts';
import { parseEmbedAddress } from '../../src/embed/params.ts';
import { renderAddressErrors, renderEmbed } from '../../src/embed/view.ts';
import { Block } from '../../src/engine/index.ts';

const spaces = /[\u00a0\u202f]/g;
const text = (el: Element | null) => (el?.textContent ?? '').replace(spaces, ' ');

function setup(ref: TicketRef, lang: 'fr' | 'en' = 'fr', hint: (s: EmbedState) => boolean = () => false) {
  const ticket = generateTicket(ref);
  const store = createEmbedStore(ticket, {
    game: ticket.game,
    variant: ticket.game === 'paws' ? ticket.variant : 'any',
  });
  const root = document.createElement('div');
  document.body.append(root);
  const view = renderEmbed(root, store, { lang, hint });
  const q = (id: string) => root.querySelector(`[data-testid="${id}"]`);
  return { ticket, store, root, view, q, buttons: () => [...root.querySelectorAll<HTMLButtonElement>('.zone-button')] };
}

afterEach(() => document.body.replaceChildren());

describe('the embed page', () => {
  const winner = new Block('paws', 'demo', 0).indicesWithPrize(3000)[0]!;

  it('has a button per zone over its place, named for the keyboard and screen readers', () => {
    const { ticket, buttons, q, root } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    expect(buttons()).toHaveLength(10);
    expect(buttons().map((b) => b.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 10 }, (_, z) => zoneName('paws', z, 'fr')),
    );
    expect(buttons()[0]!.style.left).toMatch(/%$/);
    expect(text(q('serial'))).toBe(ticket.serial);
    expect(text(q('mention'))).toContain('Jeu simulé — sans valeur');
    expect(root.querySelector('.ticket')!.getAttribute('aria-label')).toContain('Chien & Chat');
  });

  it('reveals a zone from its button and announces it, then the result with the engine explanation', () => {
    const { ticket, store, buttons, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    buttons()[2]!.click();
    expect(buttons()[2]!.dataset.revealed).toBe('true');
    expect(buttons()[2]!.getAttribute('aria-label')).toBe(revealedZoneLabel(ticket, 2, 'fr'));
    expect(text(q('live'))).toBe(revealedZoneLabel(ticket, 2, 'fr').replace(spaces, ' '));
    expect(text(q('status'))).toBe('1 zone grattée sur 10');
    (q('reveal-all') as HTMLButtonElement).click();
    const explanation = explainBreakdown(store.getState().breakdown, 'fr');
    expect(explanation).not.toBe('');
    expect(text(q('status'))).toBe(`Gagné ${formatEuros(3000, 'fr')} — ${explanation}`.replace(spaces, ' '));
    expect((q('reveal-all') as HTMLButtonElement).disabled).toBe(true);
    // The button pressed is disabled: the focus is on the result it gave, not lost to the page,
    // and the result is read there, not said by the live region too.
    expect(document.activeElement).toBe(q('status'));
    expect(text(q('live'))).toBe('');
  });

  it('says the last zone revealed with the result it settles, as a winning zone once the result shows', () => {
    const { ticket, store, buttons, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    for (const button of buttons()) button.click();
    const explanation = explainBreakdown(store.getState().breakdown, 'fr');
    expect(text(q('live'))).toBe(
      `${revealedZoneLabel(ticket, 9, 'fr')} (zone gagnante). Gagné ${formatEuros(3000, 'fr')}. ${explanation}`.replace(
        spaces,
        ' ',
      ),
    );
  });

  it('says each zone as the player does: the bones uncovered so far, the winning zones once settled', () => {
    // P.demo.0.0025102.G13B, a dog: bones on paws 2, 4 and 7, the bowl in the bonus (30 €).
    const { ticket, buttons, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    if (ticket.game !== 'paws') throw new Error('paws expected');
    expect(ticket.paws.flatMap((s, z) => (s === 'bone' ? [z + 1] : []))).toEqual([2, 4, 7]);
    const label = (z: number) => (buttons()[z]!.getAttribute('aria-label') ?? '').replace(spaces, ' ');
    // The words the grid shows where the ticket cannot be drawn, a line each.
    const shown = (z: number) =>
      [...buttons()[z]!.querySelectorAll('.zone-text > span')].map((span) => text(span)).filter((line) => line !== '');
    buttons()[1]!.click();
    expect(text(q('live'))).toBe('Patte 2 : os (1 os sur les pattes découvertes)');
    buttons()[3]!.click();
    expect(text(q('live'))).toBe('Patte 4 : os (2 os sur les pattes découvertes)');
    expect(label(3)).toBe('Patte 4 : os (2 os sur les pattes découvertes)');
    expect(label(1)).toBe('Patte 2 : os (2 os sur les pattes découvertes)'); // what the picture shows now
    expect(shown(3)).toEqual(['Patte 4', 'os', '(2 os sur les pattes découvertes)']);
    buttons()[0]!.click();
    expect(text(q('live'))).toBe('Patte 1 : frisbee'); // a decoy: what it shows, nothing more
    expect(shown(0)).toEqual(['Patte 1', 'frisbee']);
    expect(label(6)).toBe('Patte 7'); // under its cover: its name only
    expect(shown(6)).toEqual(['Patte 7']);
    // Nothing wins before the result shows.
    expect(buttons().some((b) => /gagnant/.test(b.getAttribute('aria-label') ?? ''))).toBe(false);
    const marked = () => buttons().flatMap((b, z) => (b.dataset.winning === 'true' ? [z] : []));
    expect(marked()).toEqual([]); // nor marked to the eye (styles/overlay.css: a double frame, a star)
    (q('reveal-all') as HTMLButtonElement).click();
    expect(marked()).toEqual([1, 3, 6, 9]);
    for (const z of [1, 3, 6]) {
      expect(label(z)).toBe(`Patte ${z + 1} : os (3 os sur les pattes découvertes, zone gagnante)`);
      expect(shown(z)).toEqual([`Patte ${z + 1}`, 'os', '(3 os sur les pattes découvertes, zone gagnante)']);
    }
    expect(label(9)).toMatch(/^Bonus : gamelle, .* \(zone gagnante\)$/);
    expect(shown(9).at(-1)).toBe('(zone gagnante)');
    for (const z of [0, 2, 4, 5, 7, 8]) expect(label(z)).toBe(revealedZoneLabel(ticket, z, 'fr').replace(spaces, ' '));
  });

  it('says a winning zone in English too', () => {
    const { buttons, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner }, 'en');
    buttons()[1]!.click();
    expect(text(q('live'))).toBe('Paw 2: bone (1 bone on the paws uncovered)');
    (q('reveal-all') as HTMLButtonElement).click();
    expect(buttons()[1]!.getAttribute('aria-label')).toBe('Paw 2: bone (3 bones on the paws uncovered, winning zone)');
  });

  it('speaks English, says a losing ticket is lost, and deals another ticket', () => {
    const loser = new Block('months', 'demo', 0).indicesWithPrize(0)[0]!;
    const { store, q, buttons } = setup({ game: 'months', seed: 'demo', block: 0, index: loser }, 'en');
    expect(buttons()).toHaveLength(13);
    expect(buttons()[0]!.getAttribute('aria-label')).toBe('January');
    (q('reveal-all') as HTMLButtonElement).click();
    expect(text(q('status'))).toBe('No win');
    expect(text(q('live'))).toBe('');
    const serial = store.getState().ticket.serial;
    (q('next') as HTMLButtonElement).click();
    expect(text(q('serial'))).not.toBe(serial);
    expect(text(q('serial'))).toBe(formatSerial({ game: 'months', seed: 'demo', block: 0, index: loser + 1 }));
    expect(buttons().every((b) => b.dataset.revealed === 'false')).toBe(true);
    expect(text(q('status'))).toBe('0 of 13 zones scratched');
    // The focus is on the result Reveal all brought it to: the new ticket is said from there.
    expect(document.activeElement).toBe(q('status'));
    expect(text(q('live'))).toBe('New 12 Months ticket: 13 zones to scratch');
  });

  it('shows the hint while the demonstration runs', () => {
    const { q, store } = setup({ game: 'paws', seed: 'demo', block: 0, index: 3 }, 'fr', (s) => !s.touched);
    expect(text(q('status'))).toBe('À vous de gratter : souris, doigt ou clavier');
    store.getState().touch();
    expect(text(q('status'))).toBe('0 zone grattée sur 10');
  });
});

describe('what a screen reader hears from the keyboard', () => {
  const winner = new Block('paws', 'demo', 0).indicesWithPrize(3000)[0]!;
  const name = (element: Element | null) => element?.getAttribute('aria-label') ?? element?.textContent ?? null;

  /**
   * What a screen reader says when `keys` are pressed on `target` (or `act` is done with the focus
   * there): the words added to the live region (a node added, or a text changed: what
   * `aria-relevant` reads by default), then the focused element's name, when the focus moved (it
   * is read there) or when it changed under the focus (NVDA and Orca read a focused element's new
   * name).
   */
  const heardOn = async (root: HTMLElement, target: HTMLElement, act: string | (() => void)): Promise<string[]> => {
    const live = root.querySelector('[data-testid="live"]')!;
    target.focus();
    const [focusedBefore, nameBefore] = [document.activeElement, name(target)];
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((delivered) => records.push(...delivered));
    observer.observe(live, { childList: true, subtree: true, characterData: true });
    if (typeof act === 'string') await userEvent.setup().keyboard(act);
    else act();
    records.push(...observer.takeRecords());
    const heard: string[] = [];
    for (const record of records) {
      const added = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
      for (const node of added) if (live.contains(node) && node.textContent !== '') heard.push(node.textContent ?? '');
    }
    observer.disconnect();
    const focused = document.activeElement;
    if (focused !== focusedBefore || name(focused) !== nameBefore) heard.push(name(focused) ?? '');
    return heard;
  };
  const times = (heard: readonly string[], words: string) => heard.filter((said) => said.includes(words)).length;

  it('says a zone revealed by Enter once, by the live region; the button takes its words once the focus leaves', async () => {
    const { store, root, buttons } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    const paw = buttons()[1]!;
    const heard = await heardOn(root, paw, '{Enter}');
    const said = playedZoneLabel(store.getState(), 1, 'fr');
    expect(said).toMatch(/^Patte 2\u00a0: os/);
    expect(heard).toEqual([said]);
    expect(paw.getAttribute('aria-label')).toBe('Patte 2'); // the name it had when it took the focus
    expect(paw.dataset.revealed).toBe('true');
    // Read where it is once the visitor comes back to it.
    await userEvent.setup().tab();
    expect(document.activeElement).not.toBe(paw);
    expect(paw.getAttribute('aria-label')).toBe(said);
    paw.focus();
    expect(paw.getAttribute('aria-label')).toBe(said);
  });

  it('says the zone that settles the ticket once, with the result, on Space', async () => {
    const { store, root, buttons } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    for (let z = 0; z < 9; z++) store.getState().revealZone(z);
    const heard = await heardOn(root, buttons()[9]!, ' ');
    const state = store.getState();
    expect(state.settled).toBe(true);
    expect(heard).toEqual([playedSettledAnnouncement(state, [9], 'fr')]);
    expect(times(heard, playedZoneLabel(state, 9, 'fr'))).toBe(1);
    expect(playedZoneLabel(state, 9, 'fr')).toMatch(/\(zone gagnante\)$/);
  });

  it('says the result of Reveal all once, where the focus takes it', async () => {
    const { root, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    const heard = await heardOn(root, q('reveal-all') as HTMLElement, '{Enter}');
    expect(heard).toEqual([q('status')!.textContent]);
    expect(heard[0]).toMatch(/^Gagné\s/); // a no-break space, read as any space
  });

  it('names a focused zone anew when its ticket is dealt or covered again under it, then says its reveal once', async () => {
    const { store, root, buttons } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    const paw = buttons()[1]!;
    await heardOn(root, paw, '{Enter}');
    await userEvent.setup().tab();
    paw.focus(); // back on it: it holds its words
    expect(paw.getAttribute('aria-label')).toMatch(/^Patte 2\u00a0: os/);
    // Another ticket from the parent page (grattez:next), the focus still on the zone: its cover is
    // back, and so is its name, said once, after the new ticket.
    expect(await heardOn(root, paw, () => store.getState().next())).toEqual([
      'Nouveau ticket Chien & Chat (Chien)\u00a0: 10 zones à gratter',
      'Patte 2',
    ]);
    expect(paw.dataset.revealed).toBe('false');
    expect(document.activeElement).toBe(paw);
    const heard = await heardOn(root, paw, '{Enter}');
    expect(heard).toEqual([playedZoneLabel(store.getState(), 1, 'fr')]);
    // The same with the same ticket covered again (grattez:reset).
    await userEvent.setup().tab();
    paw.focus();
    expect(paw.getAttribute('aria-label')).toBe(playedZoneLabel(store.getState(), 1, 'fr'));
    expect(await heardOn(root, paw, () => store.getState().reset())).toEqual([
      'Ticket Chien & Chat (Chien) recouvert\u00a0: 10 zones à gratter',
      'Patte 2',
    ]);
    expect(await heardOn(root, paw, ' ')).toEqual([playedZoneLabel(store.getState(), 1, 'fr')]);
  });

  it('says the ticket "Another ticket" deals, once on each press, the focus staying on the button', async () => {
    const { store, root, q } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    const another = q('next') as HTMLButtonElement;
    const said = 'Nouveau ticket Chien & Chat (Chien)\u00a0: 10 zones à gratter';
    const serial = store.getState().ticket.serial;
    expect(await heardOn(root, another, '{Enter}')).toEqual([said]);
    expect(store.getState().ticket.serial).not.toBe(serial);
    expect(document.activeElement).toBe(another);
    // Pressed again: the same words, for another ticket, said again.
    expect(await heardOn(root, another, ' ')).toEqual([said]);
    // The ticket's zones then say themselves as before.
    const heard = await heardOn(root, root.querySelector<HTMLElement>('.zone-button')!, '{Enter}');
    expect(heard).toEqual([playedZoneLabel(store.getState(), 0, 'fr')]);
  });

  it('says a new ticket in English', async () => {
    const loser = new Block('months', 'demo', 0).indicesWithPrize(0)[0]!;
    const { store, root, q } = setup({ game: 'months', seed: 'demo', block: 0, index: loser }, 'en');
    expect(await heardOn(root, q('next') as HTMLElement, '{Enter}')).toEqual([
      'New 12 Months ticket: 13 zones to scratch',
    ]);
    expect(await heardOn(root, q('reveal-all') as HTMLElement, () => store.getState().reset())).toEqual([
      '12 Months ticket covered again: 13 zones to scratch',
    ]);
  });

  it('says nothing of a ticket the parent deals while the visitor is on the parent page', () => {
    const { store, root } = setup({ game: 'paws', seed: 'demo', block: 0, index: winner });
    const live = root.querySelector('[data-testid="live"]')!;
    (document.activeElement as HTMLElement | null)?.blur();
    store.getState().next();
    store.getState().reset();
    expect(live.textContent).toBe('');
  });

  it('keeps the focus on the zone of the same place when the new ticket has another layout', async () => {
    // Either animal: find a dog followed by a cat, whose paws lie elsewhere.
    const block = new Block('paws', 'demo', 0);
    let index = 0;
    while (block.variantOf(index) === block.variantOf(index + 1)) index++;
    const { store, root, buttons } = setup({ game: 'paws', seed: 'demo', block: 0, index }, 'fr');
    store.setState({ rule: { game: 'paws', variant: 'any', design: null } });
    const layout = store.getState().layout;
    const old = buttons()[3]!;
    const heard = await heardOn(root, old, () => store.getState().next());
    expect(store.getState().layout).not.toBe(layout);
    expect(old.isConnected).toBe(false);
    const focused = buttons()[3]!;
    expect(document.activeElement).toBe(focused);
    const fullName = ticketName(store.getState().ticket, 'fr');
    expect(fullName).not.toBe(ticketName(generateTicket({ game: 'paws', seed: 'demo', block: 0, index }), 'fr'));
    expect(heard).toEqual([`Nouveau ticket ${fullName}\u00a0: 10 zones à gratter`, 'Patte 4']);
    // The keyboard plays on from there.
    expect(await heardOn(root, focused, '{Enter}')).toEqual([playedZoneLabel(store.getState(), 3, 'fr')]);
  });

  it('says the zone once when the key that ends the demonstration reveals it', async () => {
    const { store, root, buttons, q } = setup(
      { game: 'paws', seed: 'demo', block: 0, index: winner },
      'fr',
      (s) => !s.touched,
    );
    // As the composition root does (src/embed/main.ts): any key is the visitor's first touch.
    const touch = () => store.getState().touch();
    document.addEventListener('keydown', touch, { capture: true });
    try {
      expect(text(q('status'))).toBe('À vous de gratter : souris, doigt ou clavier');
      const heard = await heardOn(root, buttons()[0]!, '{Enter}');
      expect(heard).toEqual([playedZoneLabel(store.getState(), 0, 'fr')]);
      expect(text(q('status'))).toBe('1 zone grattée sur 10');
    } finally {
      document.removeEventListener('keydown', touch, { capture: true });
    }
  });
});

describe('a bad embed address', () => {
  it('names each problem in the frame, in the language asked', () => {
    const parsed = parseEmbedAddress('?game=poker&lang=en&attract=maybe&origin=shop.example');
    if (parsed.ok) throw new Error('the address should be refused');
    const root = document.createElement('div');
    renderAddressErrors(root, parsed.lang, parsed.errors);
    const items = [...root.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'attract=“maybe”: 1 or 0 expected',
      'origin=“shop.example”: invalid origin (expected https://site.example or http://host:port, without a path)',
      'game=“poker”: unknown game (paws or months)',
    ]);
    expect(root.querySelector('h1')!.textContent).toBe('This demo cannot be shown: its address needs fixing.');
    expect(root.textContent).toContain('Simulated game — no value');
  });
});
