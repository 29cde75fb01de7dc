/**
 * The stills: for each built-in design and language, a picture of its covered ticket without a
 * serial (build/stills.ts makes them: `npm run stills`). The ticket screen shows one in the
 * ticket's frame until the canvas has drawn (src/ui/TicketScreen.tsx). Their files are assets of
 * the build, fetched only by the screen that shows one.
 */
import type { Lang } from '../i18n/index.ts';

const FILES = import.meta.glob<string>('./*.webp', { eager: true, query: '?url', import: 'default' });

/** The address of the still of `design` in `lang`, or null: none for a design loaded at run time. */
export function stillUrl(design: string, lang: Lang): string | null {
  return FILES[`./${design}.${lang}.webp`] ?? null;
}
