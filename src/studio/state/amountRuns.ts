/** A piece of a text: `keep` when a line must not break inside it. */
export interface TextRun {
  readonly text: string;
  readonly keep: boolean;
}

/**
 * An amount as the studio's languages print it: "30 €", "15 000 €", "1 234,50 €" in French (no-break
 * and narrow no-break spaces inside), "€30", "€15,000", "€1,234.50" in English.
 */
const AMOUNT = /\d(?:[\d\u00a0\u202f.,]*\d)?\u00a0€|€\d(?:[\d.,]*\d)?/g;

/** What joins an amount to the words before it ("= 30 €", "— 30 €"): never left at a line's end alone. */
const CONNECTOR = /^[=+×—–:]$/;

/** Where the run of non-space characters that ends just before `end` starts. */
function wordStart(text: string, end: number): number {
  let i = end;
  while (i > 0 && text[i - 1] !== ' ') i--;
  return i;
}

/** Where `end` lands once the plain spaces before it are skipped. */
function skipSpaces(text: string, end: number): number {
  let i = end;
  while (i > 0 && text[i - 1] === ' ') i--;
  return i;
}

/**
 * A text cut so that no amount starts a line alone: each amount is kept with the word before it,
 * and with the sign joining them ("(gamelle) = 30 €", "(Chien) — 30 €", "Gain 6 € = 12 €"). A
 * narrow column breaks the line before that word instead ("30 €" alone on a line reads as a
 * label of its own). The pieces join back into the text as it was.
 */
export function amountRuns(text: string): TextRun[] {
  const kept: { start: number; end: number }[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    let start = wordStart(text, match.index);
    let end = match.index + match[0].length;
    while (end < text.length && text[end] !== ' ') end++; // a closing bracket or stop after it
    const before = skipSpaces(text, start);
    if (before === 0) continue; // nothing before it: the amount starts the text
    start = wordStart(text, before);
    if (CONNECTOR.test(text.slice(start, before))) {
      const word = skipSpaces(text, start);
      if (word > 0) start = wordStart(text, word);
    }
    const last = kept.at(-1);
    if (last !== undefined && start <= last.end) last.end = end;
    else kept.push({ start, end });
  }
  const runs: TextRun[] = [];
  let at = 0;
  for (const { start, end } of kept) {
    if (start > at) runs.push({ text: text.slice(at, start), keep: false });
    runs.push({ text: text.slice(start, end), keep: true });
    at = end;
  }
  if (at < text.length) runs.push({ text: text.slice(at), keep: false });
  return runs;
}
