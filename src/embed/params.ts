import { ANY_VARIANT, GAME_IDS, type GameId, type TicketRef, type VariantChoice } from '../engine/index.ts';
import { isLang, linkErrorParam, MESSAGES, paramValue, type Lang } from '../i18n/index.ts';
import { EMBED_WORDS, type EmbedWords } from '../i18n/embed.ts';
import type { DesignId } from '../layouts/index.ts';
import { readTicketChoice, type TicketChoiceErrorCode } from '../state/deepLink.ts';

/** What the address asks the embed to show. */
export type EmbedRequest =
  | { readonly kind: 'game'; readonly game: GameId; readonly variant: VariantChoice; readonly design?: DesignId | null } // a variant, or `any`
  | { readonly kind: 'serial'; readonly ref: TicketRef; readonly design?: DesignId | null };

export interface EmbedConfig {
  readonly request: EmbedRequest;
  readonly lang: Lang;
  readonly attract: boolean; // a coin demonstrates scratching until the first touch
  readonly origins: readonly string[] | null; // parent origins allowed to command the embed; null: any
}

export type EmbedErrorCode =
  'unknown-param' | 'repeated-param' | 'unknown-lang' | 'bad-attract' | 'bad-origin' | TicketChoiceErrorCode;

/** One problem with the address, with the offending value for the message. */
export interface EmbedError {
  readonly code: EmbedErrorCode;
  readonly value: string;
  readonly designs?: readonly DesignId[]; // design-mismatch: the designs that do draw the ticket asked for
}

/**
 * A refused address: its problems, and what of it still reads, for the words of the frame's
 * message and the messages to the parent (`origins`: those of `&origin=` that read well).
 */
export interface RefusedEmbedAddress {
  readonly ok: false;
  readonly lang: Lang;
  readonly origins: readonly string[] | null;
  readonly errors: readonly EmbedError[];
}

export type ParsedEmbedAddress = { readonly ok: true; readonly config: EmbedConfig } | RefusedEmbedAddress;

/**
 * A problem of the address in words. Each line about one parameter's value names it with its value,
 * `attract=« 2 » : …` (or says it is empty); the others (an unknown or repeated parameter, two
 * parameters that do not go together) as the player words them.
 */
export function describeEmbedError(error: EmbedError, lang: Lang): string {
  const param =
    error.code === 'bad-attract' ? 'attract' : error.code === 'bad-origin' ? 'origin' : linkErrorParam(error.code);
  const said = EMBED_WORDS[lang].errors[error.code as keyof EmbedWords['errors']];
  if (param !== null && said !== undefined) return said(paramValue(param, error.value, lang));
  return MESSAGES[lang].linkErrors[error.code as Exclude<EmbedErrorCode, 'bad-attract' | 'bad-origin'>](
    error.value,
    error.designs ?? [],
  );
}

const KNOWN = ['game', 'variant', 'serial', 'design', 'lang', 'attract', 'origin'];

/**
 * An origin: `https://shop.example` or `http://127.0.0.1:8080`, without path, query or credentials
 * (a trailing slash is forgiven), read as a browser reports it in `MessageEvent.origin` (lower
 * case, without the scheme's own port).
 */
function readOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') return null;
  if (url.pathname !== '/' || /[?#]/.test(text)) return null;
  return url.origin;
}

/**
 * Reads the embed's address: `?game=paws&variant=dog|cat`, `?game=months` or `?serial=…`, with
 * `&design=calendrier` to draw it with another design than its own (a bare
 * address shows a Chien & Chat ticket of either animal), `&lang=fr|en`, `&attract=1` and
 * `&origin=https://a.example,https://b.example`. Every problem is reported, none stops the
 * others from being found.
 */
export function parseEmbedAddress(search: string): ParsedEmbedAddress {
  const params = new URLSearchParams(search);
  const errors: EmbedError[] = [];
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!KNOWN.includes(name)) errors.push({ code: 'unknown-param', value: name });
    else if (seen.has(name)) errors.push({ code: 'repeated-param', value: name });
    seen.add(name);
  }

  let lang: Lang = 'fr';
  const langText = params.get('lang');
  if (langText !== null) {
    if (isLang(langText)) lang = langText;
    else errors.push({ code: 'unknown-lang', value: langText });
  }

  let attract = false;
  const attractText = params.get('attract');
  if (attractText !== null) {
    if (attractText === '1' || attractText === '0') attract = attractText === '1';
    else errors.push({ code: 'bad-attract', value: attractText });
  }

  let origins: string[] | null = null;
  const originText = params.get('origin');
  if (originText !== null) {
    origins = [];
    for (const part of originText.split(',')) {
      const origin = readOrigin(part.trim());
      if (origin === null) errors.push({ code: 'bad-origin', value: part.trim() });
      else if (!origins.includes(origin)) origins.push(origin);
    }
  }

  // Neither a game nor a serial: a Chien & Chat ticket of either animal.
  const { choice, errors: choiceErrors } = readTicketChoice(params);
  errors.push(...choiceErrors);
  let request: EmbedRequest | null = null;
  if (choice.kind === 'serial') request = { kind: 'serial', ref: choice.ref, design: choice.design };
  else if (choice.kind === 'game')
    request = { kind: 'game', game: choice.game, variant: choice.variant, design: choice.design };
  else if (['game', 'serial', 'variant', 'design'].every((name) => params.get(name) === null))
    request = { kind: 'game', game: GAME_IDS[0]!, variant: ANY_VARIANT, design: null };

  if (errors.length > 0 || request === null) return { ok: false, lang, origins, errors };
  return { ok: true, config: { request, lang, attract, origins } };
}
