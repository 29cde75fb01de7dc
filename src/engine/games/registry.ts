/**
 * The one list of games, and what is derived from it. The list itself is modules.ts, in the
 * lobby's order: a new game adds its folder beside these and one line there
 * (docs/adding-a-game.md); everything else asks the registry.
 */
import { GAME_MODULES } from './modules.ts';
import type { BreakdownOf, FaceOf, FaceZone, GameDefinition, GameModule, TicketOf } from './types.ts';

export { GAME_MODULES };

type Module = (typeof GAME_MODULES)[number];
/** Any registered game's module, with its own face, ticket, breakdown and zone kinds. */
export type RegisteredModule = Module;

export type GameId = Module['definition']['id'];
/** What any ticket shows under its covers, as read from outside. */
export type Face = FaceOf<Module>;
/** A dealt ticket, in the interchange format of docs/ticket-format.md. */
export type Ticket = TicketOf<Module>;
/** Any face's score, with which zones win and why. */
export type Breakdown = BreakdownOf<Module>;
/** The kinds of scratch zone the games' tickets have. */
export type ZoneKind = Module['zones'][number]['kind'];

/** Every game's id, in the lobby's order (GAME_MODULES'). */
export const GAME_IDS: readonly GameId[] = GAME_MODULES.map((m) => m.definition.id);

const byId = new Map<string, GameModule<GameId>>(GAME_MODULES.map((m) => [m.definition.id, m]));

/** Whether `value` names a game of the registry. */
export function isGameId(value: string): value is GameId {
  return byId.has(value);
}

/** The module of a game. */
export function gameModule(game: GameId): GameModule<GameId> {
  return byId.get(game)!;
}

/** Each game's definition, by id. */
export const GAMES = Object.fromEntries(GAME_MODULES.map((m) => [m.definition.id, m.definition])) as Readonly<
  Record<GameId, GameDefinition<GameId>>
>;

/** The kinds of scratch zone, in the order the games first use them. */
export const ZONE_KINDS: readonly ZoneKind[] = [...new Set(GAME_MODULES.flatMap((m) => m.zones.map((z) => z.kind)))];

/** Each game's zones in face order. Layouts must list their zones in this order. */
export const FACE_ZONES = Object.fromEntries(GAME_MODULES.map((m) => [m.definition.id, m.zones])) as Readonly<
  Record<GameId, readonly FaceZone<ZoneKind>[]>
>;

/** A game's variants in code order; empty for a game without any. */
export function gameVariants(game: GameId): readonly string[] {
  return gameModule(game).variants;
}

/** The variant a ticket (or face) shows; null for a game without variants. */
export function variantOf(face: Face): string | null {
  return gameModule(face.game).variantOf(face);
}

/**
 * The designs a game is drawn with: one per variant, or the game itself when it has none. A
 * design has its own layout (src/layouts) and its own symbols.
 */
export function designsOf(game: GameId): readonly string[] {
  const variants = gameVariants(game);
  return variants.length > 0 ? variants : [game];
}

/** Every design of every game, in the games' order. */
export const DESIGN_IDS: readonly string[] = GAME_IDS.flatMap(designsOf);

/** The game a design draws; undefined for a name no game draws. */
export function gameOfDesign(design: string): GameId | undefined {
  return GAME_IDS.find((game) => designsOf(game).includes(design));
}

/** The design a ticket is drawn with: its variant, or its game. */
export function designOf(face: Face): string {
  return variantOf(face) ?? face.game;
}

/**
 * The one word for "either variant, whichever the dealing gives": the player, the studio, the
 * CLI and the embed all use it. `surprise` (the player's addresses and saved sessions before it)
 * is read as an alias, as the embed's null is.
 */
export const ANY_VARIANT = 'any';
const ANY_ALIASES: readonly string[] = [ANY_VARIANT, 'surprise'];

/** A variant choice: one of the game's variants, or `ANY_VARIANT`. */
export type VariantChoice = string;

/**
 * Reads a variant choice for a game: one of its variants, `any` or its alias `surprise`; undefined
 * for a word that is neither. A game without variants accepts only `any`.
 */
export function readVariantChoice(game: GameId, text: string): VariantChoice | undefined {
  if (ANY_ALIASES.includes(text)) return ANY_VARIANT;
  return gameVariants(game).includes(text) ? text : undefined;
}

/** The choices a player has for a game: its variants then `any`; only `any` for a game without variants. */
export function variantChoices(game: GameId): readonly VariantChoice[] {
  return [...gameVariants(game), ANY_VARIANT];
}
