import {
  ANY_VARIANT,
  GAME_IDS,
  gameVariants,
  isGameId,
  generateTicket,
  parseSerial,
  tidySerial,
  readVariantChoice,
  variantOf,
  type GameId,
  type TicketRef,
} from '../engine/index.ts';
import { isLang, type Lang } from '../i18n/index.ts';
import { designsOfGame, getDesign, isDesignId, type DesignId } from '../layouts/index.ts';
import type { VariantChoice } from './emission.ts';

type LinkIntent =
  | { readonly kind: 'buy'; readonly game: GameId; readonly variant: VariantChoice; readonly design: DesignId | null }
  | { readonly kind: 'open'; readonly ref: TicketRef; readonly design: DesignId | null };

type LinkErrorCode = 'unknown-param' | 'repeated-param' | 'unknown-lang' | TicketChoiceErrorCode;

/** A problem with the address, with the offending value for the message. */
export interface LinkError {
  readonly code: LinkErrorCode;
  readonly value: string;
  readonly designs?: readonly DesignId[]; // design-mismatch: the designs that do draw the ticket asked for
}

export interface ParsedLink {
  readonly lang: Lang | null;
  readonly intent: LinkIntent | null; // null when nothing to do, or when the link has errors
  readonly errors: readonly LinkError[];
}

const KNOWN = new Set(['game', 'variant', 'serial', 'design', 'lang']);

/** Reads `?game=paws&variant=dog`, `?serial=…`, `?design=calendrier` and `?lang=en`; every problem is reported, at once. */
export function parseLink(search: string): ParsedLink {
  const params = new URLSearchParams(search);
  const errors: LinkError[] = [];
  const seen = new Set<string>();
  for (const name of params.keys()) {
    if (!KNOWN.has(name)) errors.push({ code: 'unknown-param', value: name });
    else if (seen.has(name)) errors.push({ code: 'repeated-param', value: name });
    seen.add(name);
  }

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
      ? { kind: 'open', ref: choice.ref, design: choice.design }
      : choice.kind === 'game'
        ? { kind: 'buy', game: choice.game, variant: choice.variant, design: choice.design }
        : null;
  return { lang, intent: errors.length > 0 ? null : intent, errors };
}

/**
 * What `game`, `variant`, `serial` and `design` ask for: a ticket by its serial, a game (and
 * animal), or neither; and the design to draw it with (null: the ticket's default design).
 */
export type TicketChoice =
  | { readonly kind: 'serial'; readonly ref: TicketRef; readonly design: DesignId | null }
  | { readonly kind: 'game'; readonly game: GameId; readonly variant: VariantChoice; readonly design: DesignId | null }
  | { readonly kind: 'none' };

/** The problems `readTicketChoice` reports. */
export type TicketChoiceErrorCode =
  | 'unknown-game'
  | 'unknown-variant'
  | 'variant-needs-paws'
  | 'variant-with-serial'
  | 'game-and-serial'
  | 'unknown-design'
  | 'design-mismatch'
  | 'bad-serial-format'
  | 'bad-serial-game'
  | 'bad-serial-block'
  | 'bad-serial-check'
  | 'bad-serial-index';

/**
 * A problem `readTicketChoice` found, with the offending value for the message; a design that
 * does not draw the ticket asked for comes with the designs that do, for the message to offer.
 */
export interface TicketChoiceError {
  readonly code: TicketChoiceErrorCode;
  readonly value: string;
  readonly designs?: readonly DesignId[]; // design-mismatch only
}

/**
 * Reads `game`, `variant` and `serial`, the player's links and the embed's address alike, with
 * every problem found, each value checked on its own and then together (then the choice is
 * `none`): an unknown game, a bad serial, an unknown variant, and the conflicts, a variant with
 * `serial` (which decides the animal), a variant without `game=paws` (months has none) and
 * `game` with `serial`.
 * `design` alone asks for its game (and its animal); with `game`, `variant` or `serial`, it must
 * draw what they ask for.
 */
export function readTicketChoice(params: URLSearchParams): {
  readonly choice: TicketChoice;
  readonly errors: readonly TicketChoiceError[];
} {
  const errors: TicketChoiceError[] = [];
  const gameText = params.get('game');
  const variantText = params.get('variant');
  const serialText = params.get('serial');
  // A parameter given empty is reported once, as empty: it asks for nothing, so it clashes with nothing.
  const gameGiven = gameText !== null && gameText !== '';
  const serialGiven = serialText !== null && serialText !== '';

  let game: GameId | null = null;
  if (gameText !== null) {
    if (isGameId(gameText)) game = gameText;
    else errors.push({ code: 'unknown-game', value: gameText });
  }
  let ref: TicketRef | null = null;
  if (serialText !== null) {
    const parsed = parseSerial(tidySerial(serialText)); // a link pasted from a chat: see tidySerial
    if (parsed.ok) ref = parsed.value;
    else errors.push({ code: parsed.error.code, value: serialText });
  }
  let variant: VariantChoice = ANY_VARIANT;
  if (variantText !== null) {
    const withVariants = game !== null && gameVariants(game).length > 0;
    // The game's own variants, or `any`; without such a game, a word some game knows (checked on its own).
    const read =
      game !== null && withVariants
        ? readVariantChoice(game, variantText)
        : GAME_IDS.map((g) => readVariantChoice(g, variantText)).find((v) => v !== undefined);
    if (read !== undefined) variant = read;
    else errors.push({ code: 'unknown-variant', value: variantText });
    // A serial decides the animal; without one, only a game with variants takes one.
    if (serialGiven) errors.push({ code: 'variant-with-serial', value: variantText });
    else if (gameText === null || (game !== null && !withVariants))
      errors.push({ code: 'variant-needs-paws', value: variantText });
  }
  if (gameGiven && serialGiven) errors.push({ code: 'game-and-serial', value: `${gameText} / ${serialText}` });

  const designText = params.get('design');
  let design: DesignId | null = null;
  if (designText !== null) {
    if (!isDesignId(designText)) errors.push({ code: 'unknown-design', value: designText });
    else {
      design = designText;
      const drawn = getDesign(designText);
      const ticket = ref === null ? null : generateTicket(ref);
      const wanted = ticket?.game ?? game ?? drawn.game;
      const animal = ticket === null ? (variantText === null ? null : variant) : variantOf(ticket);
      if (
        drawn.game !== wanted ||
        (drawn.variant !== null && animal !== null && animal !== ANY_VARIANT && animal !== drawn.variant)
      )
        errors.push({
          code: 'design-mismatch',
          value: `${designText} / ${serialGiven ? serialText : [gameText ?? drawn.game, variantText].filter((v) => v !== null).join(' ')}`,
          designs: designsOfGame(wanted)
            .filter((d) => d.variant === null || animal === null || animal === ANY_VARIANT || d.variant === animal)
            .map((d) => d.id),
        });
      if (game === null && ref === null && gameText === null && serialText === null) {
        game = drawn.game;
        if (variantText === null && drawn.variant !== null) variant = drawn.variant;
      }
    }
  }

  const choice: TicketChoice =
    ref !== null
      ? { kind: 'serial', ref, design }
      : game !== null
        ? { kind: 'game', game, variant, design }
        : { kind: 'none' };
  return { choice: errors.length > 0 ? { kind: 'none' } : choice, errors };
}

/**
 * The address of a ticket: what the bar shows once a link is consumed, so a reload resumes. A
 * design other than the ticket's default is kept (`design`, as the ticket is drawn).
 */
export function ticketSearch(serial: string, lang: Lang, design: DesignId | null = null): string {
  const params = new URLSearchParams({ serial });
  if (design !== null) params.set('design', design);
  if (lang !== 'fr') params.set('lang', lang);
  return `?${params.toString()}`;
}
