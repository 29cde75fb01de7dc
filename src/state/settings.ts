import { ANY_VARIANT, gameVariants, readVariantChoice, type GameId, type VariantChoice } from '../engine/index.ts';
import type { Ticket } from '../engine/index.ts';
import { designFor, gameOfDesign, getLayout, isDesignId, type DesignId, type TicketLayout } from '../layouts/index.ts';
import type { Settings } from './persistence.ts';

/** A first visit's preferences. (Kept apart from the session's code, so that hosts without a saved session, the embed, can read them without the validation that comes with it.) */
export const DEFAULT_SETTINGS: Settings = {
  lang: 'fr',
  revealThresholdRatio: 0.6,
  motion: 'system',
  variants: {},
  designs: {},
  sound: true,
};

/** The variant the player last asked for in a game (a variant, or `any`); `any` for a game never played. */
export function savedChoice(settings: Settings, game: GameId): VariantChoice {
  return settings.variants[game] ?? ANY_VARIANT;
}

/** The settings with the variant just asked for in a game remembered (nothing to remember for a game without variants). */
export function rememberChoice(settings: Settings, game: GameId, choice: VariantChoice): Settings {
  const read = readVariantChoice(game, choice) ?? ANY_VARIANT;
  if (gameVariants(game).length === 0 || settings.variants[game] === read) return settings;
  return { ...settings, variants: { ...settings.variants, [game]: read } };
}

/** The design the player last chose for a game's tickets; null: the default designs. */
export function savedDesign(settings: Settings, game: GameId): DesignId | null {
  return settings.designs[game] ?? null;
}

/** The settings with a design chosen for its game (a design no game of this build draws changes nothing). */
export function rememberDesign(settings: Settings, design: DesignId): Settings {
  if (!isDesignId(design)) return settings;
  const game = gameOfDesign(design);
  if (settings.designs[game] === design) return settings;
  return { ...settings, designs: { ...settings.designs, [game]: design } };
}

/** The layout the player's ticket is drawn with: the design chosen for its game when it draws it, else its default. */
export function playerLayout(ticket: Ticket, settings: Settings): TicketLayout {
  return getLayout(designFor(ticket, settings.designs[ticket.game]));
}
