import {
  explainBreakdown,
  formatEuros,
  type Lang,
  MESSAGES,
  plural,
  revealedZoneContent,
  ticketName,
  zoneName,
} from '../i18n/index.ts';
import { EMBED_WORDS } from '../i18n/embed.ts';
import { playedSettledAnnouncement, playedZoneLabel, playedZoneNote, winningZoneShown } from '../i18n/playedZone.ts';
import { shapeBounds } from '../layouts/geometry.ts';
import type { TicketLayout } from '../layouts/index.ts';
import type { EmbedState, EmbedStore } from './embedStore.ts';
import { describeEmbedError, type EmbedError } from './params.ts';

/** A new element with attributes and children. */
function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}

/** The page's parts the composition root needs: where the canvas goes, and how to leave. */
export interface EmbedView {
  readonly canvasHost: HTMLElement; // sized exactly like the ticket, its proportions kept
  readonly ticketBox: HTMLElement; // the ticket and its zone buttons: a touch there ends the demonstration
  /** Shows a note under the ticket (WebGL cannot start), once. */
  showNote(text: string): void;
  destroy(): void;
}

export interface ViewOptions {
  readonly lang: Lang;
  /** Whether the "your turn" hint shows (the demonstration is on). */
  readonly hint: (state: EmbedState) => boolean;
}

/**
 * The embed's page around the canvas: the ticket keeps its proportions at any frame size, with one
 * button per zone over its place (the keyboard and screen-reader way to scratch, as in the
 * player), "reveal all" and "another ticket", the progress or the result, a live region that
 * announces each reveal and the result, and the simulated-game mention with the serial, always
 * in view.
 */
export function renderEmbed(root: HTMLElement, store: EmbedStore, options: ViewOptions): EmbedView {
  const { lang } = options;
  const m = MESSAGES[lang];
  const w = EMBED_WORDS[lang];
  const state0 = store.getState();
  const canvasHost = el('div', { class: 'canvas-host', 'aria-hidden': 'true', 'data-testid': 'ticket-canvas' });
  const zoneList = el('ol', { class: 'zone-buttons' });
  const ticketBox = el('div', { class: 'ticket', role: 'group' }, [canvasHost, zoneList]);
  const stage = el('div', { class: 'stage' }, [ticketBox]);
  const heading = el('h1', { class: 'visually-hidden' });
  const status = el('p', { class: 'status', 'data-testid': 'status', tabindex: '-1' });
  const revealAll = el('button', { type: 'button', 'data-testid': 'reveal-all' }, [m.revealAll]);
  const another = el('button', { type: 'button', 'data-testid': 'next' }, [w.another]);
  const serial = el('span', { class: 'serial', 'data-testid': 'serial' });
  const mention = el('p', { class: 'mention', 'data-testid': 'mention' }, [
    el('strong', {}, [m.simulatedMention]),
    ' · ',
    `${m.serial} `,
    serial,
  ]);
  const note = el('p', { class: 'note', role: 'alert', hidden: '' });
  const bar = el('div', { class: 'bar' }, [
    status,
    el('div', { class: 'actions' }, [revealAll, another]),
    note,
    mention,
  ]);
  const live = el('p', { class: 'visually-hidden', role: 'status', 'data-testid': 'live' });
  const main = el('main', { class: 'embed', lang }, [heading, stage, bar, live]);
  root.replaceChildren(main);

  // Reveal all pressed: the focus goes to the result it gives (the button is disabled once every
  // zone shows), not to the page's top; the live region leaves it to be read there, not twice.
  let resultAsked = false;
  revealAll.addEventListener('click', () => {
    resultAsked = true;
    store.getState().revealAll();
    resultAsked = false;
    status.focus();
  });
  another.addEventListener('click', () => store.getState().next());

  // A zone revealed is said once, by the live region, however it was revealed. A zone button keeps
  // the name it had when it took the focus for as long as it has it: a screen reader that reads a
  // focused element's new name (NVDA, Orca) would say the zone a second time, and one that does
  // not (VoiceOver, JAWS at times) would have said nothing but for the live region. It takes its
  // new name when the focus leaves, which is what is read when the visitor comes back, as in the
  // player (src/ui/TicketScreen.tsx). A ticket dealt or covered again under the focus (the parent's
  // grattez:next or grattez:reset) gives it its covered name at once: the words held are gone (the
  // live region says the new ticket, below).
  let held: { readonly button: HTMLButtonElement; round: number; label: string } | null = null;
  const zoneLabel = (state: EmbedState, z: number) =>
    state.revealed[z] === true ? playedZoneLabel(state, z, lang) : zoneName(state.ticket.game, z, lang);
  const nameZoneButton = (button: HTMLButtonElement, z: number, state: EmbedState) => {
    const label = zoneLabel(state, z);
    if (held?.button === button && held.round !== state.round) held = { button, round: state.round, label };
    button.setAttribute('aria-label', held?.button === button ? held.label : label);
  };

  let buttons: HTMLButtonElement[] = [];
  let buttonsLayout: TicketLayout | null = null;
  const buildZoneButtons = (state: EmbedState) => {
    const { layout } = state;
    buttonsLayout = layout;
    held = null; // its button leaves the page
    main.style.setProperty('--ticket-w', String(layout.width));
    main.style.setProperty('--ticket-h', String(layout.height));
    buttons = layout.zones.map((zone, z) => {
      const b = shapeBounds(zone.shape);
      const button = el('button', { type: 'button', class: 'zone-button', 'data-zone': zone.id });
      button.style.left = `${(b.x / layout.width) * 100}%`;
      button.style.top = `${(b.y / layout.height) * 100}%`;
      button.style.width = `${(b.w / layout.width) * 100}%`;
      button.style.height = `${(b.h / layout.height) * 100}%`;
      button.addEventListener('click', () => store.getState().revealZone(z));
      button.addEventListener('focus', () => {
        const s = store.getState();
        held = { button, round: s.round, label: zoneLabel(s, z) };
      });
      button.addEventListener('blur', () => {
        if (held?.button !== button) return; // a button of a layout no longer shown
        held = null;
        nameZoneButton(button, z, store.getState());
      });
      // Shown only where the ticket cannot be drawn (styles/overlay.css): the zone as words, then
      // what a screen reader hears after them (the win symbols uncovered, a winning zone).
      button.append(
        el('span', { class: 'zone-text' }, [
          el('span', { class: 'zone-name' }),
          el('span', { class: 'zone-content' }),
          el('span', { class: 'zone-note' }),
        ]),
      );
      return button;
    });
    zoneList.replaceChildren(...buttons.map((button) => el('li', {}, [button])));
  };

  // Whether the visitor is in the embed: a screen reader then hears of a ticket dealt or covered
  // again there (its own button, or the parent's command while the focus is here). A frame left
  // for the host page keeps its activeElement but not the document's focus, and the host's own
  // page tells its visitor of what its buttons do.
  const focusInside = () => {
    const active = document.activeElement;
    return document.hasFocus() && active !== null && active !== main && main.contains(active);
  };

  const update = (state: EmbedState, previous: EmbedState | null) => {
    const { ticket, layout, revealed, settled } = state;
    const dealtHere = previous !== null && previous.round !== state.round && focusInside();
    if (layout !== buttonsLayout) {
      // A ticket of another layout (Chien & Chat changing animal) rebuilds the zone buttons: the
      // focus on one of them would drop to the page's body, and the keyboard with it. It goes to
      // the zone of the same place in the list, or the last one of a shorter list.
      const focused = buttons.indexOf(document.activeElement as HTMLButtonElement);
      buildZoneButtons(state);
      if (focused >= 0) buttons[Math.min(focused, buttons.length - 1)]?.focus();
    }
    const fullName = ticketName(ticket, lang);
    setText(heading, w.title(fullName));
    ticketBox.setAttribute('aria-label', m.ticketLabel(fullName));
    buttons.forEach((button, z) => {
      const shown = revealed[z] === true;
      button.dataset.revealed = String(shown);
      button.dataset.winning = String(winningZoneShown(state, z));
      button.setAttribute('aria-disabled', String(shown));
      nameZoneButton(button, z, state);
      setText(button.querySelector<HTMLElement>('.zone-name')!, zoneName(ticket.game, z, lang));
      setText(button.querySelector<HTMLElement>('.zone-content')!, shown ? revealedZoneContent(ticket, z, lang) : '');
      const note = button.querySelector<HTMLElement>('.zone-note')!;
      setText(note, shown ? playedZoneNote(state, z, lang) : '');
      note.hidden = note.textContent === ''; // no empty line in the grid
    });
    revealAll.disabled = settled;
    setText(serial, ticket.serial);
    main.dataset.settled = String(settled);
    main.dataset.serial = ticket.serial;

    const done = revealed.filter(Boolean).length;
    let text: string;
    if (settled) {
      const explanation = explainBreakdown(state.breakdown, lang);
      text = ticket.prize > 0 ? `${m.won(formatEuros(ticket.prize, lang))} — ${explanation}` : m.lost;
    } else if (options.hint(state)) {
      text = w.hint;
    } else {
      text = m.scratching(done, plural(done, m.zonesScratched, lang), layout.zones.length);
    }
    setText(status, text);
    status.classList.toggle('win', settled && ticket.prize > 0);

    // The live region: the zone just revealed, then the result once the ticket settles (with the
    // zone that settled it, when one did); not the result Reveal all brings the focus to. A zone
    // is said as its button reads, as in the player (src/i18n/playedZone.ts).
    if (previous === null || previous.round !== state.round) {
      // A ticket dealt or covered again where the visitor is: its name and its zones to scratch,
      // said once, politely. "Another ticket" keeps the focus (pressed again, it deals again) and
      // its name does not change, so nothing else would say it. The words come in a new element
      // each time: the same words set again as text are not said again by every screen reader.
      if (dealtHere) {
        const words = ticket.serial === previous.ticket.serial ? w.coveredAgain : w.dealt;
        live.replaceChildren(el('span', {}, [words(fullName, layout.zones.length)]));
      } else setText(live, '');
    } else {
      const fresh = revealed.flatMap((r, i) => (r && previous.revealed[i] !== true ? [i] : []));
      if (settled && !previous.settled) setText(live, resultAsked ? '' : playedSettledAnnouncement(state, fresh, lang));
      else if (fresh.length > 0) setText(live, playedZoneLabel(state, fresh[0]!, lang));
    }
  };

  update(state0, null);
  const unsubscribe = store.subscribe((state, previous) => update(state, previous));
  return {
    canvasHost,
    ticketBox,
    showNote(text) {
      setText(note, text);
      note.hidden = false;
      ticketBox.classList.add('no-drawing'); // the zones show themselves in words, and take taps
    },
    destroy() {
      unsubscribe();
      main.remove();
    },
  };
}

/** The message a bad address gets, naming each problem, in place of the ticket. */
export function renderAddressErrors(root: HTMLElement, lang: Lang, errors: readonly EmbedError[]): void {
  const m = MESSAGES[lang];
  const w = EMBED_WORDS[lang];
  root.replaceChildren(
    el('main', { class: 'embed embed-error', lang, 'data-testid': 'address-errors' }, [
      el('h1', {}, [w.badAddress]),
      el(
        'ul',
        {},
        errors.map((error) => el('li', { 'data-code': error.code }, [describeEmbedError(error, lang)])),
      ),
      el('p', { class: 'expected' }, [w.expected]),
      el('p', { class: 'mention' }, [el('strong', {}, [m.simulatedMention])]),
    ]),
  );
}

/** In place of the demo, where the player's words could not be fetched (a dropped connection). */
export function renderLoadFailure(root: HTMLElement, lang: Lang): void {
  root.replaceChildren(
    el('main', { class: 'embed embed-error', lang, 'data-testid': 'load-failure' }, [
      el('p', { role: 'alert' }, [EMBED_WORDS[lang].loadFailed]),
    ]),
  );
}
