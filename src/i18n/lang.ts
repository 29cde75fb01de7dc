/** The languages Grattez speaks. French comes first. */
export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: string): value is Lang {
  return (LANGS as readonly string[]).includes(value);
}

const LOCALES: Readonly<Record<Lang, string>> = { fr: 'fr-FR', en: 'en-GB' };

/** The BCP 47 locale every Intl formatter of a language uses. */
export function localeOf(lang: Lang): string {
  return LOCALES[lang];
}
