import type { Lang } from '../i18n/index.ts';
import type { Settings } from './persistence.ts';
import type { SliceCreator } from './slice.ts';

export const DEFAULT_SETTINGS: Settings = {
  lang: 'fr',
  revealThresholdRatio: 0.6,
  motion: 'system',
  pawsChoice: 'surprise',
  sound: true,
};

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

export const createSettingsSlice: SliceCreator<SettingsActions> = (set) => ({
  setLang: (lang) => set((s) => ({ settings: { ...s.settings, lang } })),
  setMotion: (motion) => set((s) => ({ settings: { ...s.settings, motion } })),
  setSound: (sound) => set((s) => ({ settings: { ...s.settings, sound } })),
  setRevealThreshold: (ratio) =>
    set((s) => ({ settings: { ...s.settings, revealThresholdRatio: Math.min(1, Math.max(0.3, ratio)) } })),
});
