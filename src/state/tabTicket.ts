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
 * A storage that refuses only forgets: no id (every new ticket then counts as another tab's), no
 * mark (a copy keeps the id it found). Nothing stored is ever removed but this page's own mark.
 */
import type { KeyValueStorage } from './persistence.ts';

const TAB_ID_KEY = 'grattez:tab';
const PUT_BY_KEY = 'grattez:ticket-put-by';
const LIVE_KEY = (id: string) => `grattez:live:${id}`;
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

  const mark = () => {
    if (!live || !settled || id === null || marked === id) return;
    try {
      shared.setItem(LIVE_KEY(id), '1');
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
  const settle = () => {
    if (asking !== null) clearTimeout(asking);
    asking = null;
    settled = true;
    mark();
    if (putLater !== null) write(putLater);
    putLater = null;
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
  }

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
      unmark();
      channel?.close();
      channel = null;
    },
  };
}
