import { gameModule, gameVariants, isSymbolId, type GameId, type SymbolId } from '../engine/index.ts';
import type { Design } from './index.ts';
import { DESIGN_ID_PATTERN, designSchema, type DesignJson } from './layoutSchema.ts';
import { checkStructure } from './structure.ts';
import { jsonComplaint } from './jsonText.ts';

/*
 * Reading a design folder (designs/<id>/, or one a designer opens), with zod: design.json and the
 * names of the folder's files. A module of its own, so that pages that only draw the built-in
 * designs (the player, the embed) never load zod for it. Node (the build, the tests) and the
 * browser (files a designer drops) call the same function.
 */

/** A design read from its folder: its data, and the files it draws with (names in the folder). */
interface ParsedDesign extends Design {
  readonly art: Readonly<{ fr: string; en: string }>; // the art, one SVG per language
  readonly symbols: Readonly<Partial<Record<SymbolId, string>>>; // symbol art replacing the shared one
}

export type ParseDesignResult = { ok: true; design: ParsedDesign } | { ok: false; errors: string[] };

/** The English art beside the French one: `months.svg` → `months.en.svg`. */
function englishArt(background: string): string {
  return background.replace(/\.svg$/, '.en.svg');
}

/**
 * Reads a design: `json` (design.json's data, or its text) and `files`, the names of the files in
 * its folder (`months.svg`, `symbols/clover.svg`; design.json itself may be listed). `id`, the
 * folder's name, must be the design's own when given. Every problem is reported, each naming the
 * design, the zone and the field: `design "calendrier": zone month-3: slots[0].size: Too small…`.
 */
export function parseDesign(json: unknown, files: readonly string[], id?: string): ParseDesignResult {
  const who = `design "${id ?? (isRecord(json) && typeof json.design === 'string' ? json.design : '?')}"`;
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json) as unknown;
    } catch (e) {
      return { ok: false, errors: [`${who}: design.json is not JSON: ${jsonComplaint(json, e)}`] };
    }
  }
  const label = id === undefined && isRecord(data) && typeof data.design === 'string' ? `design "${data.design}"` : who;
  if (id !== undefined && !DESIGN_ID_PATTERN.test(id))
    return { ok: false, errors: [`${label}: the folder's name must be lower-case letters, digits and dashes`] };
  const parsed = designSchema.safeParse(data);
  if (!parsed.success) {
    const zones = isRecord(data) && Array.isArray(data.zones) ? data.zones : [];
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${label}: ${where(issue.path, zones)}: ${issue.message}`),
    };
  }
  const design = parsed.data;
  const errors: string[] = [];
  if (id !== undefined && design.design !== id)
    errors.push(`${label}: design: "${design.design}", but the folder is named "${id}"`);
  errors.push(...variantProblems(design).map((p) => `${label}: ${p}`));
  errors.push(...checkStructure(design).map((p) => `${label}: ${zoneNamed(p)}`));
  const listed = new Set(files.map((f) => f.replace(/\\/g, '/').replace(/^\.\//, '')));
  const art = { fr: design.background, en: englishArt(design.background) };
  for (const [lang, file] of Object.entries(art)) {
    if (!listed.has(file))
      errors.push(`${label}: background: the ${lang === 'fr' ? 'French' : 'English'} art ${file} is missing`);
  }
  const symbols: Partial<Record<SymbolId, string>> = {};
  const drawn: readonly string[] = symbolsOf(design.game, design.variant);
  for (const file of listed) {
    const symbol = /^symbols\/([^/]+)\.svg$/.exec(file)?.[1];
    if (symbol === undefined) continue;
    if (isSymbolId(symbol) && drawn.includes(symbol)) symbols[symbol] = file;
    else errors.push(`${label}: ${file}: no symbol "${symbol}" on this design's tickets (${drawn.join(', ')})`);
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    design: {
      id: design.design,
      game: design.game,
      variant: design.variant,
      name: design.name,
      layout: design,
      art,
      symbols,
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The variant must be one of the game's, or null for a game without variants. */
function variantProblems(design: DesignJson): string[] {
  const variants = gameVariants(design.game);
  if (variants.length === 0)
    return design.variant === null ? [] : [`variant: "${design.variant}", but ${design.game} has no variants (null)`];
  if (design.variant !== null && variants.includes(design.variant)) return [];
  return [`variant: ${JSON.stringify(design.variant)}, expected one of ${variants.join(', ')}`];
}

/** Every symbol the design's tickets can show. */
function symbolsOf(game: GameId, variant: string | null): readonly SymbolId[] {
  return gameModule(game).symbolsByDesign[variant ?? game] ?? [];
}

/** A path as `title.size`, `zones[3].slots[0].size` as `zone month-4: slots[0].size` (the zone's id when it has one). */
function where(path: readonly PropertyKey[], zones: readonly unknown[]): string {
  const format = (segments: readonly PropertyKey[]) =>
    segments.reduce<string>(
      (out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out === '' ? String(seg) : `${out}.${String(seg)}`),
      '',
    );
  const [first, index, ...rest] = path;
  if (first === 'zones' && typeof index === 'number') {
    const zone = zones[index];
    const name = isRecord(zone) && typeof zone.id === 'string' ? zone.id : `zones[${index}]`;
    return `zone ${name}: ${rest.length === 0 ? '(the zone)' : format(rest)}`;
  }
  return path.length === 0 ? '(root)' : format(path);
}

/** checkStructure's `zones[2] (month-3): label missing` as `zone month-3: label missing`. */
function zoneNamed(problem: string): string {
  return problem.replace(/^zones\[\d+\] \(([^)]*)\)[.:]\s?/, 'zone $1: ');
}
