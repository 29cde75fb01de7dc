/**
 * How every message quotes a value from outside (an address's parameter, a typed option): one
 * place, so that the player, the embed, the studio and the QA sheet say an empty value the same
 * way. Empty quotes, `« »`, read as a misprint in the message rather than as the problem itself.
 */
import type { Lang } from './lang.ts';

/** `value` between the quotation marks of `lang`: `«\u00a0value\u00a0»` in French, `“value”` in English. */
export function quoted(value: string, lang: Lang): string {
  return lang === 'fr' ? `«\u00a0${value}\u00a0»` : `“${value}”`;
}

/** That the parameter `name` was given without a value: `lang est vide`, `lang is empty`. */
export function emptyParam(name: string, lang: Lang): string {
  return lang === 'fr' ? `${name} est vide` : `${name} is empty`;
}

/**
 * A parameter and its value as a message names them, `name` then `sign` then the quoted value
 * (`attract=« 2 »`, `width « 9 »`); an empty value is said to be empty instead (`attract est vide`).
 */
export function paramValue(name: string, value: string, lang: Lang, sign: '=' | ' ' = '='): string {
  return value === '' ? emptyParam(name, lang) : `${name}${sign}${quoted(value, lang)}`;
}

/**
 * The parameter of the address each of the player's link problems is about, for those whose value
 * is the parameter's own (an unknown or repeated parameter's value is its name; a mismatch's, two values).
 */
const LINK_ERROR_PARAM = {
  'unknown-lang': 'lang',
  'unknown-game': 'game',
  'unknown-variant': 'variant',
  'variant-needs-paws': 'variant',
  'variant-with-serial': 'variant',
  'unknown-design': 'design',
  'bad-serial-format': 'serial',
  'bad-serial-game': 'serial',
  'bad-serial-block': 'serial',
  'bad-serial-check': 'serial',
  'bad-serial-index': 'serial',
} as const;

/** The parameter a link problem is about, or null if its value is not one parameter's. */
export function linkErrorParam(code: string): string | null {
  return (LINK_ERROR_PARAM as Readonly<Record<string, string>>)[code] ?? null;
}
