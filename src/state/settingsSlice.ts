import type { Lang } from '../i18n/index.ts';
import type { DesignId } from '../layouts/index.ts';
import type { Settings } from './persistence.ts';
import { rememberDesign } from './settings.ts';
import type { SliceCreator } from './slice.ts';

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
  /** Draws its game's tickets with a design from now on (the ticket in play too, when the design draws it). */
  chooseDesign: (design: DesignId) => void;
}

export const createSettingsSlice: SliceCreator<SettingsActions> = (_set, get, context) => ({
  setLang: (lang) => context.sync.act({ kind: 'settings', patch: { lang } }),
  setMotion: (motion) => context.sync.act({ kind: 'settings', patch: { motion } }),
  setSound: (sound) => context.sync.act({ kind: 'settings', patch: { sound } }),
  setRevealThreshold: (ratio) =>
    context.sync.act({ kind: 'settings', patch: { revealThresholdRatio: Math.min(1, Math.max(0.3, ratio)) } }),
  chooseDesign: (design) => {
    const { designs } = rememberDesign(get().settings, design);
    if (designs !== get().settings.designs) context.sync.act({ kind: 'settings', patch: { designs } });
  },
});

declare module './slice.ts' {
  /** The settings part of the store. */
  interface Store extends SettingsState, SettingsActions {}
}
