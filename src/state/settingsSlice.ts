import { ANY_VARIANT, gameVariants, readVariantChoice, type GameId } from '../engine/index.ts';
import type { Lang } from '../i18n/index.ts';
import type { VariantChoice } from './emission.ts';
import type { Settings } from './persistence.ts';
import type { SliceCreator } from './slice.ts';

/** A first visit's preferences. (Kept apart from the session's code, so that hosts without a saved session, the embed, can read them without the validation that comes with it.) */
export const DEFAULT_SETTINGS: Settings = {
  lang: 'fr',
  revealThresholdRatio: 0.6,
  motion: 'system',
  variants: {},
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

/** The player's preferences. */
export interface SettingsState {
  readonly settings: Settings;
}

export interface SettingsActions {
  setLang: (lang: Lang) => void;
  setMotion: (motion: Settings['motion']) => void;
  /** Sound effects on or off (the header's mute switch). */
  setSound: (on: boolean) => void;
  /** Share of a zone to scratch before it reveals, clamped to [0.3, 1]. */
  setRevealThreshold: (ratio: number) => void;
}

export const createSettingsSlice: SliceCreator<SettingsActions> = (_set, _get, context) => ({
  setLang: (lang) => context.sync.act({ kind: 'settings', patch: { lang } }),
  setMotion: (motion) => context.sync.act({ kind: 'settings', patch: { motion } }),
  setSound: (sound) => context.sync.act({ kind: 'settings', patch: { sound } }),
  setRevealThreshold: (ratio) =>
    context.sync.act({ kind: 'settings', patch: { revealThresholdRatio: Math.min(1, Math.max(0.3, ratio)) } }),
});
