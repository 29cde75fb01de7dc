import {
  ANY_VARIANT,
  gameVariants,
  isGameId,
  parseSerial,
  readVariantChoice,
  type GameId,
  type TicketRef,
} from '../engine/index.ts';
import { isLang, type Lang } from '../i18n/index.ts';
import type { VariantChoice } from './emission.ts';

type LinkIntent =
  | { readonly kind: 'buy'; readonly game: GameId; readonly variant: VariantChoice }
  | { readonly kind: 'open'; readonly ref: TicketRef };

type LinkErrorCode = 'unknown-param' | 'unknown-lang' | TicketChoiceErrorCode;

/** A problem with the address, with the offending value for the message. */
export interface LinkError {
  readonly code: LinkErrorCode;
  readonly value: string;
}

export interface ParsedLink {
  readonly lang: Lang | null;
  readonly intent: LinkIntent | null; // null when nothing to do, or when the link has errors
  readonly errors: readonly LinkError[];
}

const KNOWN = new Set(['game', 'variant', 'serial', 'lang']);

/** Reads `?game=paws&variant=dog`, `?serial=…` and `?lang=en`; every problem is reported. */
export function parseLink(search: string): ParsedLink {
  const params = new URLSearchParams(search);
  const errors: LinkError[] = [];
  for (const name of params.keys()) if (!KNOWN.has(name)) errors.push({ code: 'unknown-param', value: name });

  let lang: Lang | null = null;
  const langText = params.get('lang');
  if (langText !== null) {
    if (isLang(langText)) lang = langText;
    else errors.push({ code: 'unknown-lang', value: langText });
  }

  const { choice, errors: choiceErrors } = readTicketChoice(params);
  errors.push(...choiceErrors);
  const intent: LinkIntent | null =
    choice.kind === 'serial'
      ? { kind: 'open', ref: choice.ref }
      : choice.kind === 'game'
        ? { kind: 'buy', game: choice.game, variant: choice.variant }
        : null;
  return { lang, intent: errors.length > 0 ? null : intent, errors };
}

/** What `game`, `variant` and `serial` ask for: a ticket by its serial, a game (and animal), or neither. */
export type TicketChoice =
  | { readonly kind: 'serial'; readonly ref: TicketRef }
  | { readonly kind: 'game'; readonly game: GameId; readonly variant: VariantChoice }
  | { readonly kind: 'none' };

/** The problems `readTicketChoice` reports. */
export type TicketChoiceErrorCode =
  | 'unknown-game'
  | 'unknown-variant'
  | 'variant-needs-paws'
  | 'game-and-serial'
  | 'bad-serial-format'
  | 'bad-serial-game'
  | 'bad-serial-check'
  | 'bad-serial-index';

/** A problem `readTicketChoice` found, with the offending value for the message. */
export interface TicketChoiceError {
  readonly code: TicketChoiceErrorCode;
  readonly value: string;
}

/**
 * Reads `game`, `variant` and `serial`, the player's links and the embed's address alike, with
 * every problem found (then the choice is `none`). A variant needs `game=paws`: with a serial,
 * which decides the animal, or alone, it is an error.
 */
export function readTicketChoice(params: URLSearchParams): {
  readonly choice: TicketChoice;
  readonly errors: readonly TicketChoiceError[];
} {
  const errors: TicketChoiceError[] = [];
  const gameText = params.get('game');
  const variantText = params.get('variant');
  const serialText = params.get('serial');
  let choice: TicketChoice = { kind: 'none' };
  if (gameText !== null && serialText !== null) {
    errors.push({ code: 'game-and-serial', value: `${gameText} / ${serialText}` });
  } else if (serialText !== null) {
    const parsed = parseSerial(serialText);
    if (parsed.ok) choice = { kind: 'serial', ref: parsed.value };
    else errors.push({ code: parsed.error.code, value: serialText });
    if (variantText !== null) errors.push({ code: 'variant-needs-paws', value: variantText });
  } else if (gameText !== null) {
    if (!isGameId(gameText)) errors.push({ code: 'unknown-game', value: gameText });
    else if (variantText !== null && gameVariants(gameText).length === 0)
      errors.push({ code: 'variant-needs-paws', value: variantText });
    else {
      const variant = readVariantChoice(gameText, variantText ?? ANY_VARIANT);
      if (variant === undefined) errors.push({ code: 'unknown-variant', value: variantText ?? '' });
      else choice = { kind: 'game', game: gameText, variant };
    }
  } else if (variantText !== null) {
    errors.push({ code: 'variant-needs-paws', value: variantText });
  }
  return { choice: errors.length > 0 ? { kind: 'none' } : choice, errors };
}

/** The address of a ticket: what the bar shows once a link is consumed, so a reload resumes. */
export function ticketSearch(serial: string, lang: Lang): string {
  const params = new URLSearchParams({ serial });
  if (lang !== 'fr') params.set('lang', lang);
  return `?${params.toString()}`;
}
