import { isLang, MESSAGES, type Lang } from '../i18n/index.ts';

/**
 * Why a save failed, in the page's language (the app gives the page the player's; French where it
 * has none), for the warning that quotes it in its sentence; `fallback` while the words are not
 * loaded yet.
 */
export function inPageLanguage(say: (words: (typeof MESSAGES)[Lang], lang: Lang) => string, fallback: string): string {
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  const lang: Lang = isLang(shown) ? shown : 'fr';
  try {
    return say(MESSAGES[lang], lang);
  } catch {
    return fallback;
  }
}
