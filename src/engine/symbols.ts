import type { Lang } from './money.ts';

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

/** Names a person reads or hears, per language (screen readers, explanations). */
export const SYMBOL_NAMES: Readonly<Record<SymbolId, Readonly<Record<Lang, string>>>> = {
  bone: { fr: 'os', en: 'bone' },
  bowl: { fr: 'gamelle', en: 'bowl' },
  ball: { fr: 'balle', en: 'ball' },
  collar: { fr: 'collier', en: 'collar' },
  frisbee: { fr: 'frisbee', en: 'frisbee' },
  slipper: { fr: 'chausson', en: 'slipper' },
  mouse: { fr: 'souris', en: 'mouse' },
  yarn: { fr: 'pelote de laine', en: 'ball of yarn' },
  fish: { fr: 'poisson', en: 'fish' },
  bell: { fr: 'grelot', en: 'bell' },
  feather: { fr: 'plume', en: 'feather' },
  butterfly: { fr: 'papillon', en: 'butterfly' },
  clover: { fr: 'trèfle', en: 'clover' },
  horseshoe: { fr: 'fer à cheval', en: 'horseshoe' },
  ladybug: { fr: 'coccinelle', en: 'ladybird' },
  star: { fr: 'étoile', en: 'star' },
  moon: { fr: 'lune', en: 'moon' },
};

const codeById = new Map<string, number>(SYMBOL_IDS.map((id, code) => [id, code]));

/** Code of a symbol id, or -1 for an id no ticket uses. */
export function symbolCode(id: string): number {
  return codeById.get(id) ?? -1;
}

export function isSymbolId(id: string): id is SymbolId {
  return codeById.has(id);
}

/** The symbol with this code; a programmer error if the code is out of range. */
export function symbolAt(code: number): SymbolId {
  const id = SYMBOL_IDS[code];
  if (id === undefined) throw new RangeError(`no symbol has code ${code}`);
  return id;
}
