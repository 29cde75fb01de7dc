/**
 * Which browser tab put the ticket in play. A page back from the back/forward cache that finds a
 * new ticket in play says « Un autre onglet a ouvert un nouveau ticket », unless a page of its own
 * tab put it there (a link followed, then Back): the page that puts a ticket in play notes, in
 * storage every tab reads (localStorage), its tab's id and the ticket.
 *
 * The tab's id is kept in its sessionStorage, for all its pages (a reload, a link followed, a page
 * back from the cache). But a duplicated tab, or a window opened by `window.open` without
 * `noopener`, starts with a copy of that sessionStorage, id included: the two real tabs would take
 * each other's tickets for their own. So while a page is shown (from its start or `pageshow` to
 * `pagehide`) its id is marked live in localStorage, and it answers, on a BroadcastChannel, a page
 * that asks whether anyone shown holds that id. A page that starts and finds its id marked live
 * asks; answered, it is a copy, and takes an id of its own. The earlier pages of a tab are hidden
 * by then (the browser fires `pagehide` before the next page of the tab runs), so they neither
 * hold the mark nor answer: a reload, a page of the same tab and a page back from the cache keep
 * the id.
 *
 * Why a mark and a question, not one of them: the mark alone cannot tell a shown page from one
 * that ended without `pagehide` (a crash, a tab the system killed); the question alone would
 * leave every start waiting to hear that nobody answers. With both, a start whose id is not marked
 * (nearly all of them) is settled at once, and a mark nobody answers for is outlived within
 * `answerWithinMs`. BroadcastChannel rather than `storage` events: it writes nothing, so a full
 * or refused localStorage still carries the question, and its messages reach only pages that are
 * shown, as the channel is closed on `pagehide` (Chromium would otherwise evict a cached page
 * that receives one, and WebKit keeps none with a channel open). Chromium, Firefox and WebKit
 * (15.4 on) have it; without it, no question is asked and the id is kept, as before.
 *
 * A page that ends without `pagehide` leaves its mark for good. So once a page has settled its id,
 * it asks, the same question, about every other id marked live (`sweep`), and removes the marks
 * nobody answered for within `answerWithinMs`: a page shown answers for its own, and a page hidden
 * holds none. Each marking writes a value of its own, and a mark is removed only if it still holds
 * the value read before asking: a page shown again meanwhile (back from the cache) marks anew, and
 * keeps its mark. A page hidden before the answers are in removes nothing (it no longer hears
 * them); without a channel nothing can be asked, and nothing is removed.
 *
 * A storage that refuses only forgets: no id (every new ticket then counts as another tab's), no
 * mark (a copy keeps the id it found). Nothing stored is ever removed but this page's own mark and
 * marks nobody answered for.
 */
import type { KeyValueStorage } from './persistence.ts';

const TAB_ID_KEY = 'grattez:tab';
const PUT_BY_KEY = 'grattez:ticket-put-by';
const LIVE_PREFIX = 'grattez:live:';
const LIVE_KEY = (id: string) => `${LIVE_PREFIX}${id}`;
/** Other ids' marks asked about at most by one page (each costs a message). */
const SWEPT_AT_MOST = 50;
export const TAB_CHANNEL = 'grattez-tabs';
/** How long a page whose id is marked live waits for an answer before keeping its id. */
const ANSWER_WITHIN_MS = 1_000;

/** The part of BroadcastChannel used here (a fake in tests). */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((event: MessageEvent) => void) | null;
  close(): void;
}

export interface TabTicketOptions {
  /** The tab's own storage (sessionStorage). */
  readonly tab: KeyValueStorage;
  /** The storage every tab reads (localStorage). */
  readonly shared: KeyValueStorage;
  /** A random id. */
  readonly newId: () => string;
  /** Opens the channel the pages of this browser profile talk on; null where there is none. */
  readonly channel: (() => TabChannel) | null;
  readonly answerWithinMs?: number;
}

export interface TabTicket {
  /** The ticket this tab last put in play, if it is still the last one any tab put; null otherwise. */
  get(): string | null;
  /** This page put `serial` in play. */
  set(serial: string): void;
  /** The page shows again (`pageshow` from the back/forward cache). */
  shown(): void;
  /** The page is hidden (`pagehide`): into the cache, or unloaded. */
  hidden(): void;
}

type Message = { readonly ask: string; readonly from: string } | { readonly live: string; readonly to: string };

/** The page's tab ticket, started as shown. */
export function tabTicket(options: TabTicketOptions): TabTicket {
  const { tab, shared } = options;
  const me = options.newId(); // this page, in the messages
  let id: string | null = null;
  let fresh = false; // the id was made by this page: no other tab can hold it
  try {
    id = tab.getItem(TAB_ID_KEY);
    if (id === null) {
      id = options.newId();
      fresh = true;
      tab.setItem(TAB_ID_KEY, id);
    }
  } catch {
    id = null;
  }
  let live = false;
  let marked: string | null = null; // the id this page marked live
  let channel: TabChannel | null = null;
  let asking: ReturnType<typeof setTimeout> | null = null; // waiting for an answer
  let settled = true; // the id is this tab's own, as far as can be known
  let putLater: string | null = null; // a ticket put in play while the id was not settled
  let markings = 0; // each marking's value is this page's and its count: a mark written again differs
  let swept = false; // this page has asked about the other marks
  let sweeping: { readonly timer: ReturnType<typeof setTimeout>; readonly marks: Map<string, string> } | null = null;

  const mark = () => {
    if (!live || !settled || id === null || marked === id) return;
    try {
      shared.setItem(LIVE_KEY(id), `${me}:${++markings}`);
      marked = id;
    } catch {
      // not marked: a copy of this tab keeps its id
    }
  };
  const unmark = () => {
    if (marked === null) return;
    try {
      shared.removeItem(LIVE_KEY(marked));
    } catch {
      // left marked: a copy asks, and nobody answers
    }
    marked = null;
  };
  const write = (serial: string) => {
    if (id === null) return;
    try {
      shared.setItem(PUT_BY_KEY, JSON.stringify({ tab: id, serial }));
    } catch {
      // not remembered
    }
  };
  /** Asks whether a page shown holds each other id marked live; removes, later, the marks nobody answered for. */
  const sweep = () => {
    if (swept || !live || channel === null || id === null) return;
    swept = true;
    const marks = new Map<string, string>(); // id → the value its mark held
    try {
      for (let i = 0; i < shared.length && marks.size < SWEPT_AT_MOST; i++) {
        const key = shared.key(i);
        if (key?.startsWith(LIVE_PREFIX) !== true) continue;
        const other = key.slice(LIVE_PREFIX.length);
        const value = shared.getItem(key);
        if (other !== id && other !== marked && value !== null) marks.set(other, value);
      }
    } catch {
      return; // not read: nothing to ask about
    }
    if (marks.size === 0) return;
    for (const other of marks.keys()) channel.postMessage({ ask: other, from: me } satisfies Message);
    const timer = setTimeout(() => {
      sweeping = null;
      for (const [other, value] of marks) {
        try {
          if (shared.getItem(LIVE_KEY(other)) === value) shared.removeItem(LIVE_KEY(other));
        } catch {
          // left: the next page asks again
        }
      }
    }, options.answerWithinMs ?? ANSWER_WITHIN_MS);
    sweeping = { timer, marks };
  };
  const settle = () => {
    if (asking !== null) clearTimeout(asking);
    asking = null;
    settled = true;
    mark();
    if (putLater !== null) write(putLater);
    putLater = null;
    sweep();
  };
  const onMessage = (event: MessageEvent) => {
    const message = event.data as Partial<Record<'ask' | 'from' | 'live' | 'to', unknown>> | null;
    if (message === null || typeof message !== 'object' || id === null) return;
    if (message.ask === id && typeof message.from === 'string' && message.from !== me && live) {
      channel?.postMessage({ live: id, to: message.from } satisfies Message);
    } else if (message.live === id && message.to === me && asking !== null) {
      // Another page shown holds this id: this page is a copy, and its tab takes an id of its own.
      try {
        const own = options.newId();
        tab.setItem(TAB_ID_KEY, own);
        id = own;
      } catch {
        id = null; // forgotten rather than shared
      }
      settle();
    } else if (typeof message.live === 'string' && message.to === me) {
      sweeping?.marks.delete(message.live); // a page shown holds that id: its mark stays
    }
  };
  const open = () => {
    if (channel !== null || options.channel === null) return;
    try {
      channel = options.channel();
      channel.onmessage = onMessage;
    } catch {
      channel = null;
    }
  };

  const shown = () => {
    if (live) return;
    live = true;
    open();
    mark();
  };
  let markedLive = false; // another page marked this id live: it may be shown now
  try {
    markedLive = id !== null && !fresh && shared.getItem(LIVE_KEY(id)) !== null;
  } catch {
    markedLive = false;
  }
  if (markedLive && options.channel !== null) settled = false;
  shown();
  const asked = channel as TabChannel | null; // opened by shown()
  if (!settled) {
    if (asked === null || id === null) settle();
    else {
      asking = setTimeout(settle, options.answerWithinMs ?? ANSWER_WITHIN_MS);
      asked.postMessage({ ask: id, from: me } satisfies Message);
    }
  } else sweep();

  return {
    get: () => {
      if (!settled) return null;
      try {
        const put = JSON.parse(shared.getItem(PUT_BY_KEY) ?? 'null') as { tab?: unknown; serial?: unknown } | null;
        return id !== null && put?.tab === id && typeof put.serial === 'string' ? put.serial : null;
      } catch {
        return null;
      }
    },
    set: (serial) => {
      if (settled) write(serial);
      else putLater = serial;
    },
    shown,
    hidden: () => {
      if (!live) return;
      live = false;
      // Nobody answered so far: the id is kept (a page hidden waits for nothing).
      if (!settled) settle();
      // Asking about other marks: answers are no longer heard, so none is removed.
      if (sweeping !== null) clearTimeout(sweeping.timer);
      sweeping = null;
      unmark();
      channel?.close();
      channel = null;
    },
  };
}
