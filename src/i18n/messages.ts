import { en } from './en.ts';
import { fr, type Messages } from './fr.ts';
import type { Lang } from './lang.ts';

/** The catalogue of every language. */
export const MESSAGES: Readonly<Record<Lang, Messages>> = { fr, en };
