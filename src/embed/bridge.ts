import { zoneSymbols, type GameId, type SymbolId } from '../engine/index.ts';
import type { EmbedState, EmbedStore } from './embedStore.ts';
import { describeEmbedError, type EmbedErrorCode, type RefusedEmbedAddress } from './params.ts';

/** What the embed tells its parent page. */
export type OutgoingMessage =
  | { readonly type: 'grattez:ready'; readonly game: GameId; readonly serial: string }
  | { readonly type: 'grattez:reveal'; readonly zone: string; readonly symbols: readonly SymbolId[] }
  | { readonly type: 'grattez:finished'; readonly serial: string; readonly prize: number }
  | { readonly type: 'grattez:error'; readonly errors: readonly AddressProblem[] };

/** A problem of a refused address, as the parent hears it: its code, the offending value, the words the frame shows. */
interface AddressProblem {
  readonly code: EmbedErrorCode;
  readonly value: string;
  readonly text: string;
}

/** What the parent page may ask. */
export type Command = 'revealAll' | 'reset' | 'next';

const COMMANDS: Readonly<Record<string, Command>> = {
  'grattez:revealAll': 'revealAll',
  'grattez:reset': 'reset',
  'grattez:next': 'next',
};

/** The command a message's data carries, or null for anything else (other scripts post messages too). */
export function readCommand(data: unknown): Command | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && Object.hasOwn(COMMANDS, type) ? COMMANDS[type]! : null;
}

/**
 * Whether a message may command the embed: it must come from the window that embeds it (not a
 * popup, a sibling frame or the embed itself) and, when `&origin=` lists origins, from one of them.
 */
export function fromAllowedParent(
  event: { readonly source: unknown; readonly origin: string },
  self: Window,
  origins: readonly string[] | null,
): boolean {
  if (self.parent === self || event.source !== self.parent) return false;
  return origins === null || origins.includes(event.origin);
}

/**
 * The messages a change of state makes, in order: `ready` for a ticket shown covered (dealt or
 * covered again), `reveal` for each zone newly uncovered, `finished` once every zone shows.
 */
export function messagesBetween(state: EmbedState, previous: EmbedState | null): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  const fresh = previous === null || previous.round !== state.round;
  if (fresh) out.push({ type: 'grattez:ready', game: state.ticket.game, serial: state.ticket.serial });
  state.revealed.forEach((shown, z) => {
    if (shown && (fresh || previous.revealed[z] !== true)) {
      out.push({ type: 'grattez:reveal', zone: state.layout.zones[z]!.id, symbols: zoneSymbols(state.ticket, z) });
    }
  });
  if (state.settled && (fresh || !previous.settled))
    out.push({ type: 'grattez:finished', serial: state.ticket.serial, prize: state.ticket.prize });
  return out;
}

/**
 * Where the embed's messages go: to any origin when none is listed (nothing secret is ever sent,
 * only what the ticket shows); else to the parent's origin when the browser tells it
 * (`location.ancestorOrigins`) and it is listed, to nobody when it is not; else to each listed
 * origin, and the browser delivers only the one the parent is at.
 */
export function messageTargets(origins: readonly string[] | null, parentOrigin: string | null): readonly string[] {
  if (origins === null) return ['*'];
  if (parentOrigin === null) return origins;
  return origins.includes(parentOrigin) ? [parentOrigin] : [];
}

/**
 * The parent page's origin as this frame can know it: `location.ancestorOrigins` where the browser
 * has it (not Firefox), else the origin of the page that loaded the frame (`document.referrer`),
 * unless that is the frame's own (it navigated itself) or was withheld. Null when unknown.
 */
export function parentOriginOf(ancestors: ArrayLike<string> | null, referrer: string, own: string): string | null {
  if (ancestors !== null) return ancestors[0] ?? null;
  let origin: string;
  try {
    origin = new URL(referrer).origin;
  } catch {
    return null;
  }
  return origin === 'null' || origin === own ? null : origin;
}

/**
 * Connects the embed to its parent page: commands from the parent drive the store, and changes
 * of the store are told to the parent (see `messageTargets`). Does nothing outside a frame.
 * Returns the disconnect.
 */
export function connectParent(
  self: Window,
  store: EmbedStore,
  origins: readonly string[] | null,
  parentOrigin: string | null,
): () => void {
  if (self.parent === self) return () => undefined;
  const parent = self.parent;
  const targets = messageTargets(origins, parentOrigin);
  const post = (messages: readonly OutgoingMessage[]) => {
    for (const message of messages) for (const target of targets) parent.postMessage(message, target);
  };
  const onMessage = (event: MessageEvent) => {
    if (!fromAllowedParent(event, self, origins)) return;
    const command = readCommand(event.data);
    if (command !== null) store.getState()[command]();
  };
  self.addEventListener('message', onMessage);
  const unsubscribe = store.subscribe((state, previous) => post(messagesBetween(state, previous)));
  post(messagesBetween(store.getState(), null));
  return () => {
    self.removeEventListener('message', onMessage);
    unsubscribe();
  };
}

/**
 * Tells the parent page that the address was refused (the frame shows why): one `grattez:error`
 * naming each problem, in the frame's language, sent by the rules of the other messages (see
 * `messageTargets`) to the origins of `&origin=` that read well. Nothing outside a frame.
 */
export function reportAddressErrors(self: Window, refused: RefusedEmbedAddress, parentOrigin: string | null): void {
  if (self.parent === self) return;
  const message: OutgoingMessage = {
    type: 'grattez:error',
    errors: refused.errors.map((error) => ({
      code: error.code,
      value: error.value,
      text: describeEmbedError(error, refused.lang),
    })),
  };
  for (const target of messageTargets(refused.origins, parentOrigin)) self.parent.postMessage(message, target);
}
