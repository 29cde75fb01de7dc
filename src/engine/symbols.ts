/**
 * Every symbol a ticket can show. The array index is the symbol's code in compact faces,
 * so append only: reordering would change every encoded face.
 */
export const SYMBOL_IDS = [
  'bone',
  'bowl',
  'ball',
  'collar',
  'frisbee',
  'slipper',
  'mouse',
  'yarn',
  'fish',
  'bell',
  'feather',
  'butterfly',
  'clover',
  'horseshoe',
  'ladybug',
  'star',
  'moon',
] as const;
export type SymbolId = (typeof SYMBOL_IDS)[number];

const codeById = new Map<string, number>(SYMBOL_IDS.map((id, code) => [id, code]));

/** Code of a symbol id, or -1 for an id no ticket uses. */
export function symbolCode(id: string): number {
  return codeById.get(id) ?? -1;
}

export function isSymbolId(id: string): id is SymbolId {
  return codeById.has(id);
}

// Symbol ids are plain lower-case words, so a list of them needs no escaping; checked here once.
const PLAIN_SYMBOL_IDS = SYMBOL_IDS.every((id) => /^[a-z]+$/.test(id));

/** A list of symbol ids as JSON, written by hand (a block's export writes millions of them). */
export function symbolListJson(ids: readonly SymbolId[]): string {
  if (!PLAIN_SYMBOL_IDS) return JSON.stringify(ids);
  return ids.length === 0 ? '[]' : `["${ids.join('","')}"]`;
}

/** The symbol with this code; a programmer error if the code is out of range. */
export function symbolAt(code: number): SymbolId {
  const id = SYMBOL_IDS[code];
  if (id === undefined) throw new RangeError(`no symbol has code ${code}`);
  return id;
}
