/**
 * The words the player's page starts with, asked for by its boot script (build/boot/plugin.ts)
 * with the app's chunks: the page's entry would ask for them only once it runs, a round trip later,
 * and the app starts only once they are in (src/pageStart.ts). The build lists each language's
 * words chunks on the boot script's tag (`data-words-fr`, `data-words-en`); this picks the
 * language as the entry does (`startingLang`, src/state/bootHint.ts: the address's `lang`, else
 * the hint's, else French), so that what the boot asks for is what the entry imports.
 *
 * The function is self-contained (its text is what the page runs: no import, no outer name). A
 * language the build lists no words for is no language: the attributes are the list of them.
 */
export function bootWords(tag: Element, prefix: string, hintKey: string, fallback: string): string {
  // An HTML attribute's name is read in lower case: `EN` is no language, as the entry has it.
  const listed = (lang: unknown): string | null =>
    typeof lang === 'string' && lang === lang.toLowerCase() ? tag.getAttribute(prefix + lang) : null;
  const linked = listed(new URLSearchParams(location.search).get('lang'));
  if (linked !== null) return linked;
  let hinted: string | null = null;
  try {
    const hint: unknown = JSON.parse(localStorage.getItem(hintKey) ?? 'null');
    hinted = typeof hint === 'object' && hint !== null ? listed((hint as { lang?: unknown }).lang) : null;
  } catch {
    // no storage, or not ours: the first visit's language, as the entry does
  }
  return hinted ?? listed(fallback) ?? '';
}
