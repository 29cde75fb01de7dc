import { gameModule, gameVariants, isSymbolId, type GameId, type SymbolId } from '../engine/index.ts';
import type { Design } from './index.ts';
import { builtInDesignFiles } from './builtIn.ts';
import {
  ART_FILE_PATTERN,
  DESIGN_ID_PATTERN,
  designSchema,
  HEX_COLOUR_PATTERN,
  ZONE_ID_PATTERN,
  type DesignJson,
} from './layoutSchema.ts';
import type * as z from 'zod/mini';
import type { DesignWords, JsonKind, SchemaProblem } from './designWords.ts';
import { structureProblems } from './structure.ts';
import { jsonSyntaxProblem, lineOfPath } from './jsonText.ts';

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

export type ParseDesignResult =
  | { ok: true; design: ParsedDesign }
  /** `files[i]`: the file at fault in `errors[i]`, design.json, or a symbol's art the error names. */
  | { ok: false; errors: string[]; files: string[] };

/** The English art beside the French one: `months.svg` → `months.en.svg`. */
function englishArt(background: string): string {
  return background.replace(/\.svg$/, '.en.svg');
}

/**
 * Reads a design: `json` (design.json's data, or its text) and `files`, the names of the files in
 * its folder (`months.svg`, `symbols/clover.svg`; design.json itself may be listed). `id`, the
 * folder's name, must be the design's own when given. Every problem is reported in `words` (the
 * page's language; English for the CLI and the build), each naming the design, the zone and the
 * field: `design "calendrier": zone month-3: slots[0].size: must be greater than 0 (it is -4)`.
 * A design field that names a built-in design (which a folder of that name would replace) is not
 * answered with "rename the folder".
 */
const DESIGN_JSON = 'design.json';

export function parseDesign(
  json: unknown,
  files: readonly string[],
  words: DesignWords,
  id?: string,
): ParseDesignResult {
  const who = words.design(id ?? (isRecord(json) && typeof json.design === 'string' ? json.design : '?'));
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json) as unknown;
    } catch (e) {
      return {
        ok: false,
        // design.json is not named here: every caller names the file before the design.
        errors: [words.field(who, words.notValidJson(jsonSyntaxProblem(json, e, words)))],
        files: [DESIGN_JSON],
      };
    }
  }
  const label = id === undefined && isRecord(data) && typeof data.design === 'string' ? words.design(data.design) : who;
  const about = (problem: string) => words.field(label, problem);
  if (id !== undefined && !DESIGN_ID_PATTERN.test(id))
    return { ok: false, errors: [about(words.folderName)], files: [DESIGN_JSON] };
  const parsed = readWorded(designSchema, data, words, typeof json === 'string' ? json : undefined);
  if (!parsed.ok) return { ok: false, errors: parsed.errors.map(about), files: parsed.errors.map(() => DESIGN_JSON) };
  const design = parsed.data;
  const errors: string[] = [];
  if (id !== undefined && design.design !== id)
    errors.push(about(words.nameMismatch(design.design, id, isBuiltIn(design.design))));
  errors.push(...variantProblems(design, words).map(about));
  errors.push(
    ...structureProblems(design, words).map((p) =>
      about(p.zone === undefined ? p.text : words.field(words.zone(p.zone.id), p.text)),
    ),
  );
  const listed = new Set(files.map((f) => f.replace(/\\/g, '/').replace(/^\.\//, '')));
  const art = { fr: design.background, en: englishArt(design.background) };
  for (const lang of ['fr', 'en'] as const) {
    if (listed.has(art[lang])) continue;
    // An SVG beside design.json that no name claims (Fete-v2.svg for fete.svg), of the same language: named as a hint.
    const strays = [...listed]
      .filter((f) => /^[^/]+\.svg$/i.test(f) && f !== art.fr && f !== art.en && !isSymbolId(f.slice(0, -4)))
      .filter((f) => /\.en\.svg$/i.test(f) === (lang === 'en'))
      .sort();
    // The lone stray may be this art under the name the designer meant (chiot.svg in a copied dog
    // folder): `background` may then name it instead, when the folder has both its languages.
    const lone = strays.length === 1 ? strays[0]! : null;
    const claim = lone === null ? null : lang === 'fr' ? lone : lone.replace(/\.en\.svg$/, '.svg');
    const offered =
      claim !== null && ART_FILE_PATTERN.test(claim) && listed.has(claim) && listed.has(englishArt(claim))
        ? claim
        : null;
    errors.push(about(words.artMissing(lang, art[lang], strays, offered)));
  }
  const faulty = errors.map(() => DESIGN_JSON);
  const symbols: Partial<Record<SymbolId, string>> = {};
  const drawn: readonly string[] = symbolsOf(design.game, design.variant);
  for (const file of listed) {
    // A symbol's art beside design.json is not drawn (a file dropped loose loses its symbols/):
    // said, not ignored, lest the design be checked with the shared symbol in its place.
    const loose = /^([^/]+)\.svg$/.exec(file)?.[1];
    if (loose !== undefined && file !== art.fr && file !== art.en && isSymbolId(loose)) {
      errors.push(about(words.symbolAtTop(file)));
      faulty.push(file);
    }
    const symbol = /^symbols\/([^/]+)\.svg$/.exec(file)?.[1];
    if (symbol === undefined) continue;
    if (isSymbolId(symbol) && drawn.includes(symbol)) symbols[symbol] = file;
    else {
      errors.push(about(words.unknownSymbol(file, symbol, drawn)));
      faulty.push(file);
    }
  }
  if (errors.length > 0) return { ok: false, errors, files: faulty };
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

/**
 * `data` read by `schema`, or every issue worded in `words` with its place
 * (`zone month-3: slots[0].size: must be greater than 0 (it is -4)`): zod's per-parse
 * customisation, from each issue's code and path, before the English of the global config.
 */
export function readWorded<T>(
  schema: z.ZodMiniType<T>,
  data: unknown,
  words: DesignWords,
  text?: string,
): { ok: true; data: T } | { ok: false; errors: string[] } {
  const zones = isRecord(data) && Array.isArray(data.zones) ? data.zones : [];
  // With the text `data` was read from, each problem gives its line: a field's own, or for an
  // unknown field its name's, or for a missing one its object's.
  const atLine = (issue: z.core.$ZodRawIssue, problem: string): string => {
    if (text === undefined) return problem;
    const path = [...(issue.path ?? []), ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])];
    const line = lineOfPath(text, path);
    return line === undefined ? problem : words.atLine(problem, line);
  };
  const parsed = schema.safeParse(data, {
    error: (issue) =>
      atLine(issue, words.field(where(issue.path ?? [], zones, words), words.schema(schemaProblem(issue)))),
  });
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: parsed.error.issues.map((issue) => issue.message) };
}

/** What a JSON value is. */
function kindOf(value: unknown): JsonKind {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  return type === 'number' || type === 'string' || type === 'boolean' ? type : 'object';
}

/** A zod issue's facts, without zod's words (the page words them). */
function schemaProblem(issue: z.core.$ZodRawIssue): SchemaProblem {
  const other = { kind: 'other' } as const;
  switch (issue.code) {
    case 'invalid_type': {
      const expected = issue.expected === 'tuple' ? 'array' : issue.expected;
      const kinds: readonly string[] = ['null', 'number', 'string', 'boolean', 'array', 'object'];
      return kinds.includes(expected)
        ? { kind: 'type', expected: expected as JsonKind, got: kindOf(issue.input) }
        : other;
    }
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? 'min' : 'max';
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const input: unknown = issue.input;
      if (issue.origin === 'number' && typeof input === 'number')
        return { kind: 'number', bound, limit, inclusive: issue.inclusive ?? false, value: input };
      if (
        (issue.origin === 'array' || issue.origin === 'string') &&
        (Array.isArray(input) || typeof input === 'string')
      )
        return {
          kind: 'count',
          bound,
          of: issue.origin === 'array' ? 'items' : 'characters',
          limit,
          count: input.length,
        };
      return other;
    }
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern !== undefined
        ? { kind: 'form', form: formOf(issue.pattern), value: String(issue.input), pattern: issue.pattern }
        : other;
    case 'invalid_value':
      return {
        kind: 'oneOf',
        values: issue.values.map((v) => JSON.stringify(v)),
        got: issue.input === undefined ? null : JSON.stringify(issue.input),
      };
    case 'invalid_union': {
      // A shape part whose kind is none of the parts': the path ends at its `kind`.
      const options = 'options' in issue && Array.isArray(issue.options) ? (issue.options as unknown[]) : undefined;
      const discriminator = 'discriminator' in issue ? String(issue.discriminator) : undefined;
      if (options === undefined || discriminator === undefined) return other;
      const given = isRecord(issue.input) ? issue.input[discriminator] : undefined;
      const values = options.map((o) => JSON.stringify(o));
      return { kind: 'oneOf', values, got: given === undefined ? null : JSON.stringify(given) };
    }
    case 'unrecognized_keys': {
      // A strict object's fields beside its own: its shape names those it has.
      const def: unknown = issue.inst?._zod.def;
      const shape = isRecord(def) && isRecord(def.shape) ? def.shape : {};
      return { kind: 'unknownKeys', keys: issue.keys, known: Object.keys(shape) };
    }
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return other; // none the schema makes
  }
}

/**
 * Whether `id` is a built-in design's. The designs are looked up only here, when a folder's name and
 * its design field differ: this module is loaded where they cannot be (the build's config), and a
 * lookup that fails there is no built-in design.
 */
function isBuiltIn(id: string): boolean {
  try {
    return Object.keys(builtInDesignFiles()).some((path) => path.endsWith(`/designs/${id}/design.json`));
  } catch {
    return false;
  }
}

/** Which of the schema's forms a regular expression (as zod gives it, `/…/`) is. */
function formOf(pattern: string): 'colour' | 'id' | 'svgFile' | 'other' {
  const is = (regex: RegExp) => pattern === String(regex) || pattern === regex.source;
  if (is(HEX_COLOUR_PATTERN)) return 'colour';
  if (is(ZONE_ID_PATTERN) || is(DESIGN_ID_PATTERN)) return 'id';
  return is(ART_FILE_PATTERN) ? 'svgFile' : 'other';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The variant must be one of the game's, or null for a game without variants. */
function variantProblems(design: DesignJson, words: DesignWords): string[] {
  const variants = gameVariants(design.game);
  if (variants.length === 0) return design.variant === null ? [] : [words.noVariants(design.variant, design.game)];
  if (design.variant !== null && variants.includes(design.variant)) return [];
  return [words.badVariant(JSON.stringify(design.variant), variants)];
}

/** Every symbol the design's tickets can show. */
function symbolsOf(game: GameId, variant: string | null): readonly SymbolId[] {
  return gameModule(game).symbolsByDesign[variant ?? game] ?? [];
}

/** A path as `title.size`, `zones[3].slots[0].size` as `zone month-4: slots[0].size` (the zone's id when it has one). */
function where(path: readonly PropertyKey[], zones: readonly unknown[], words: DesignWords): string {
  const format = (segments: readonly PropertyKey[]) =>
    segments.reduce<string>(
      (out, seg) => (typeof seg === 'number' ? `${out}[${seg}]` : out === '' ? String(seg) : `${out}.${String(seg)}`),
      '',
    );
  const [first, index, ...rest] = path;
  if (first === 'zones' && typeof index === 'number') {
    const zone = zones[index];
    const name = isRecord(zone) && typeof zone.id === 'string' ? zone.id : `zones[${index}]`;
    return words.field(words.zone(name), rest.length === 0 ? words.wholeZone : format(rest));
  }
  return path.length === 0 ? words.root : format(path);
}
