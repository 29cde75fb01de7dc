/**
 * A design folder's problems in French and in English (the layouts' readers take these words: the
 * design lab and the studio give the page's language, the CLI and the build English). Only the
 * pages and tools that read a design folder import this file.
 */
import { formatDecimal } from './format.ts';
import type { Lang } from './lang.ts';

// The types of src/layouts/designWords.ts, written again (the layers may not import each other):
// the readers there take DesignWords, and every caller that passes these checks that they fit.

/** What a JSON value is (`missing`: no value at all). */
type JsonKind = 'missing' | 'null' | 'number' | 'string' | 'boolean' | 'array' | 'object';

/** Why the schema refuses a field's value (the layouts' SchemaProblem). */
type SchemaProblem =
  | { readonly kind: 'type'; readonly expected: JsonKind; readonly got: JsonKind }
  | {
      readonly kind: 'number';
      readonly bound: 'min' | 'max';
      readonly limit: number;
      readonly inclusive: boolean;
      readonly value: number;
    }
  | {
      readonly kind: 'count';
      readonly bound: 'min' | 'max';
      readonly of: 'items' | 'characters';
      readonly limit: number;
      readonly count: number;
    }
  | {
      readonly kind: 'form';
      readonly form: 'colour' | 'id' | 'svgFile' | 'other';
      readonly value: string;
      readonly pattern: string;
    }
  | { readonly kind: 'oneOf'; readonly values: readonly string[]; readonly got: string | null }
  | { readonly kind: 'unknownKeys'; readonly keys: readonly string[]; readonly known: readonly string[] } // fields the object does not have
  | { readonly kind: 'other' };

const frKinds: Record<JsonKind, string> = {
  missing: 'rien',
  null: 'null',
  number: 'un nombre',
  string: 'un texte',
  boolean: 'true ou false',
  array: 'une liste',
  object: 'un objet',
};

/** jsonc-parser's error codes, as its printParseErrorCode names them. */
const frSyntax = {
  InvalidSymbol: 'caractère inattendu',
  InvalidNumberFormat: 'nombre mal écrit',
  PropertyNameExpected: 'nom de propriété entre guillemets droits attendu',
  ValueExpected: 'valeur attendue',
  ColonExpected: '«\u00a0:\u00a0» attendu',
  CommaExpected: 'virgule attendue',
  CloseBraceExpected: '«\u00a0}\u00a0» attendu',
  CloseBracketExpected: '«\u00a0]\u00a0» attendu',
  EndOfFileExpected: 'texte après la fin du JSON',
  InvalidCommentToken: 'le JSON n’a pas de commentaires',
  UnexpectedEndOfComment: 'le JSON n’a pas de commentaires',
  UnexpectedEndOfString: 'texte entre guillemets non fermé',
  UnexpectedEndOfNumber: 'nombre inachevé',
  InvalidUnicode: 'séquence \\u invalide',
  InvalidEscapeCharacter: 'échappement (\\) invalide',
  InvalidCharacter: 'caractère de contrôle dans un texte',
  TrailingComma: 'virgule en trop après le dernier élément',
} as const satisfies Record<string, string>;
type JsonSyntaxCode = keyof typeof frSyntax;

/** A number as French writes it: `2,5`, `-4`. */
const frNumber = (n: number) => String(n).replace('.', ',');

/** A text not of its form, named with the form in words. */
function frForm(p: Extract<SchemaProblem, { kind: 'form' }>): string {
  const value = `«\u00a0${p.value}\u00a0»`;
  switch (p.form) {
    case 'colour':
      return `${value} n’est pas une couleur de la forme #rrvvbb (six chiffres hexadécimaux, par exemple #1a2b3c)`;
    case 'id':
      return `${value} ne doit avoir que des minuscules sans accents, des chiffres et des tirets`;
    case 'svgFile':
      return `${value} doit être le nom d’un fichier .svg du dossier, en minuscules sans accents, chiffres, points, tirets et soulignés (par exemple fete.svg)`;
    case 'other':
      return `${value} n’a pas la forme demandée (${p.pattern})`;
  }
}

function frSchema(p: SchemaProblem): string {
  switch (p.kind) {
    case 'type':
      return p.got === 'missing'
        ? `manquant (attendu\u00a0: ${frKinds[p.expected]})`
        : `attendu\u00a0: ${frKinds[p.expected]}, reçu\u00a0: ${frKinds[p.got]}`;
    case 'number': {
      const than = p.bound === 'min' ? 'supérieur' : 'inférieur';
      return `doit être ${than} ${p.inclusive ? 'ou égal ' : ''}à ${frNumber(p.limit)} (il vaut ${frNumber(p.value)})`;
    }
    case 'count': {
      const unit = p.of === 'items' ? 'élément' : 'caractère';
      const s = (n: number) => (n > 1 ? 's' : '');
      return `${p.bound === 'min' ? 'au moins' : 'au plus'} ${p.limit} ${unit}${s(p.limit)} (il en a ${p.count})`;
    }
    case 'form':
      return frForm(p);
    case 'oneOf':
      return p.got === null
        ? `manquant (l’une des valeurs ${p.values.join(', ')})`
        : `${p.got} au lieu de l’une des valeurs ${p.values.join(', ')}`;
    case 'unknownKeys': {
      const quoted = p.keys.map((k) => `«\u00a0${k}\u00a0»`).join(', ');
      const known = p.known.join(', ');
      return p.keys.length === 1
        ? `champ inconnu ${quoted} (champs possibles\u00a0: ${known})`
        : `champs inconnus ${quoted} (champs possibles\u00a0: ${known})`;
    }
    case 'other':
      return 'valeur refusée';
  }
}

/** An edge of the ticket something crosses, and by how many ticket units (src/layouts' PastEdge). */
type PastEdge = { readonly side: 'left' | 'top' | 'right' | 'bottom'; readonly units: number };

/**
 * "goes outside the ticket by 2 units on the left and 1 unit at the top", in each language: the
 * design checks and the visual checks (src/i18n/qa.ts) word it alike. `units` already rounded.
 */
export const OUTSIDE_TICKET: Readonly<Record<Lang, (sides: readonly PastEdge[]) => string>> = {
  fr: (sides) =>
    `sort du ticket ${sides
      .map(
        (s) =>
          `de ${formatDecimal(s.units, 'fr', 3)} ${s.units < 2 ? 'unité' : 'unités'} ${{ left: 'à gauche', top: 'en haut', right: 'à droite', bottom: 'en bas' }[s.side]}`,
      )
      .join(', ')
      .replace(/, ([^,]*)$/, ' et $1')}`,
  en: (sides) =>
    `goes outside the ticket by ${sides
      .map(
        (s) =>
          `${s.units} ${s.units === 1 ? 'unit' : 'units'} ${{ left: 'on the left', top: 'at the top', right: 'on the right', bottom: 'at the bottom' }[s.side]}`,
      )
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}`,
};

const fr = {
  field: (where: string, what: string) => `${where}\u00a0: ${what}`,
  design: (id: string) => `modèle «\u00a0${id}\u00a0»`,
  zone: (name: string) => `zone ${name}`,
  wholeZone: '(la zone)',
  root: '(racine)',
  schema: frSchema,
  notValidJson: (detail: string) => `JSON non valide\u00a0: ${detail}`,
  jsonSyntax: (code: JsonSyntaxCode, line: number, column: number) =>
    `${frSyntax[code]} (ligne ${line}, colonne ${column})`,
  jsonOther: (message: string) => `illisible (${message})`,
  folderName: 'le nom du dossier ne doit avoir que des minuscules sans accents, des chiffres et des tirets',
  nameMismatch: (design: string, folder: string, builtIn: boolean) =>
    `design\u00a0: «\u00a0${design}\u00a0», mais le dossier s’appelle «\u00a0${folder}\u00a0»\u00a0: ${
      builtIn
        ? `écrivez "design": "${folder}" dans design.json («\u00a0${design}\u00a0» est l’identifiant d’un modèle intégré, qu’un dossier de ce nom remplacerait)`
        : `renommez le dossier «\u00a0${design}\u00a0», ou écrivez "design": "${folder}" dans design.json`
    }`,
  noVariants: (variant: string, game: string) =>
    `variant\u00a0: «\u00a0${variant}\u00a0», mais ${game} n’a pas de variantes (null)`,
  badVariant: (variant: string, variants: readonly string[]) =>
    `variant\u00a0: ${variant}, attendu l’une de ${variants.join(', ')}`,
  artMissing: (lang: Lang, file: string, strays: readonly string[], background: string | null) =>
    `background\u00a0: l’illustration ${lang === 'fr' ? 'française' : 'anglaise'} ${file} manque au dossier${
      strays.length === 0
        ? ''
        : ` (il contient ${strays.join(', ')}\u00a0: si ${strays.length === 1 ? 'ce fichier' : 'l’un de ces fichiers'} est cette illustration, renommez-le ${file}${
            background === null ? '' : `, ou écrivez "background": "${background}" dans design.json`
          })`
    }`,
  unknownSymbol: (file: string, symbol: string, drawn: readonly string[]) =>
    `${file}\u00a0: aucun symbole «\u00a0${symbol}\u00a0» sur les tickets de ce modèle (${drawn.join(', ')})`,
  symbolAtTop: (file: string) =>
    `${file}\u00a0: l’illustration d’un symbole va dans symbols/ (symbols/${file})\u00a0; des fichiers déposés un à un perdent leur dossier\u00a0: déposez le dossier du modèle entier`,
  gameMissing: (design: string) =>
    `game\u00a0: manquant (le modèle «\u00a0${design}\u00a0» n’est le modèle par défaut d’aucun jeu)`,
  zoneIds: (ids: string, expected: string) => `zones\u00a0: les identifiants sont [${ids}], attendu [${expected}]`,
  zoneKind: (kind: string, expected: string) => `kind\u00a0: ${kind}, attendu ${expected}`,
  slotCount: (count: number, expected: number) => `slots\u00a0: ${count} cases, attendu ${expected}`,
  missing: (field: string) => `${field}\u00a0: manquant`,
  notInShape: 'pas dans la forme de la zone',
  outsideTicket: OUTSIDE_TICKET.fr,
  overlapsZone: (id: string) => `chevauche la zone ${id}`,
  zonesOverlap: (a: string, b: string) => `les zones ${a} et ${b} se chevauchent`,
  anchorOutside: 'point d’ancrage hors du ticket',
  anchorInZone: 'point d’ancrage dans une zone',
  svgEmpty: 'le fichier est vide',
  svgNotXml: (detail: string) => `XML mal formé${detail === '' ? '' : `\u00a0: ${detail}`}`,
  svgRoot: (root: string) => `l’élément racine est <${root}>, pas un <svg> de l’espace de noms SVG`,
  svgTag: (tag: string) =>
    `<${tag}> n’est pas pris en charge\u00a0: un modèle ne dessine qu’avec des formes et du texte`,
  svgStyle: '<style> n’est pas pris en charge\u00a0: utilisez des attributs de présentation',
  svgStyleAttribute: (tag: string) =>
    `<${tag} style="…"> n’est pas pris en charge\u00a0: utilisez des attributs de présentation`,
  atLine: (problem: string, line: number) => `${problem} (ligne ${line})`,
  list: (problems: readonly string[]) => problems.join('\u202f; '),
  svgOutside: (tag: string, attribute: string, target: string) =>
    `<${tag} ${attribute}="${target}"> renvoie hors du fichier\u00a0: seuls les renvois #id sont pris en charge`,
  textFontRequired: (text: string) => `<text> «\u00a0${text}\u00a0»\u00a0: font-family est obligatoire`,
  textFontFamily: (text: string, family: string, faces: string) =>
    `<text> «\u00a0${text}\u00a0»\u00a0: font-family doit commencer par une famille fournie par le projet (${faces}), pas «\u00a0${family}\u00a0»`,
  textFontWeight: (text: string, weight: string, family: string, faces: string) =>
    `<text> «\u00a0${text}\u00a0»\u00a0: font-weight="${weight}" n’est pas fourni pour ${family} (fournis\u00a0: ${faces})`,
  svgStyleOutside: (reference: string) =>
    `<style> renvoie hors du fichier (${reference})\u00a0: seuls les renvois #id sont pris en charge`,
  viewBox: (given: string | null, width: number, height: number) =>
    `${given === null ? 'son viewBox manque' : `son viewBox est «\u00a0${given}\u00a0»`}\u00a0: le modèle mesure ${width} × ${height}, il doit donc être «\u00a00 0 ${width} ${height}\u00a0»`,
};

const enKinds: Record<JsonKind, string> = {
  missing: 'nothing',
  null: 'null',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

const enSyntax: Record<JsonSyntaxCode, string> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'badly written number',
  PropertyNameExpected: 'property name in double quotes expected',
  ValueExpected: 'value expected',
  ColonExpected: '":" expected',
  CommaExpected: 'comma expected',
  CloseBraceExpected: '"}" expected',
  CloseBracketExpected: '"]" expected',
  EndOfFileExpected: 'text after the end of the JSON',
  InvalidCommentToken: 'JSON has no comments',
  UnexpectedEndOfComment: 'JSON has no comments',
  UnexpectedEndOfString: 'string not closed',
  UnexpectedEndOfNumber: 'number cut short',
  InvalidUnicode: 'bad \\u sequence',
  InvalidEscapeCharacter: 'bad escape (\\)',
  InvalidCharacter: 'control character in a string',
  TrailingComma: 'trailing comma after the last item',
};

function enForm(p: Extract<SchemaProblem, { kind: 'form' }>): string {
  switch (p.form) {
    case 'colour':
      return `"${p.value}" is not a colour of the form #rrggbb (six hexadecimal digits, e.g. #1a2b3c)`;
    case 'id':
      return `"${p.value}" must be lower-case letters, digits and dashes`;
    case 'svgFile':
      return `"${p.value}" must be the name of a .svg file of the folder, in lower-case letters, digits, dots, dashes and underscores (e.g. fete.svg)`;
    case 'other':
      return `"${p.value}" is not of the form asked (${p.pattern})`;
  }
}

function enSchema(p: SchemaProblem): string {
  switch (p.kind) {
    case 'type':
      return p.got === 'missing'
        ? `missing (expected ${enKinds[p.expected]})`
        : `expected ${enKinds[p.expected]}, got ${enKinds[p.got]}`;
    case 'number': {
      const than = p.bound === 'min' ? 'greater' : 'less';
      return `must be ${than} than ${p.inclusive ? 'or equal to ' : ''}${p.limit} (it is ${p.value})`;
    }
    case 'count': {
      const unit = p.of === 'items' ? 'item' : 'character';
      const s = (n: number) => (n === 1 ? '' : 's');
      return `${p.bound === 'min' ? 'at least' : 'at most'} ${p.limit} ${unit}${s(p.limit)} (it has ${p.count})`;
    }
    case 'form':
      return enForm(p);
    case 'oneOf':
      return p.got === null
        ? `missing (one of ${p.values.join(', ')})`
        : `${p.got} instead of one of ${p.values.join(', ')}`;
    case 'unknownKeys': {
      const quoted = p.keys.map((k) => `"${k}"`).join(', ');
      return `unknown field${p.keys.length === 1 ? '' : 's'} ${quoted} (fields here: ${p.known.join(', ')})`;
    }
    case 'other':
      return 'value refused';
  }
}

const en: DesignWords = {
  field: (where, what) => `${where}: ${what}`,
  design: (id) => `design "${id}"`,
  zone: (name) => `zone ${name}`,
  wholeZone: '(the zone)',
  root: '(root)',
  schema: enSchema,
  notValidJson: (detail) => `not valid JSON: ${detail}`,
  jsonSyntax: (code, line, column) => `${enSyntax[code]} (line ${line} column ${column})`,
  jsonOther: (message) => `unreadable (${message})`,
  folderName: "the folder's name must be lower-case letters, digits and dashes",
  nameMismatch: (design, folder, builtIn) =>
    `design: "${design}", but the folder is named "${folder}": ${
      builtIn
        ? `write "design": "${folder}" in design.json ("${design}" is the id of a built-in design, which a folder of that name would replace)`
        : `rename the folder "${design}", or write "design": "${folder}" in design.json`
    }`,
  noVariants: (variant, game) => `variant: "${variant}", but ${game} has no variants (null)`,
  badVariant: (variant, variants) => `variant: ${variant}, expected one of ${variants.join(', ')}`,
  artMissing: (lang, file, strays, background) =>
    `background: the ${lang === 'fr' ? 'French' : 'English'} art ${file} is missing${
      strays.length === 0
        ? ''
        : ` (the folder has ${strays.join(', ')}: if ${strays.length === 1 ? 'it' : 'one'} is this art, rename it ${file}${
            background === null ? '' : `, or set background to ${background}`
          })`
    }`,
  unknownSymbol: (file, symbol, drawn) =>
    `${file}: no symbol "${symbol}" on this design's tickets (${drawn.join(', ')})`,
  symbolAtTop: (file) =>
    `${file}: a symbol's art goes in symbols/ (symbols/${file}); files dropped one by one lose their folder: drop the whole design folder`,
  gameMissing: (design) => `game: missing (the design "${design}" is no game's default design)`,
  zoneIds: (ids, expected) => `zones: ids are [${ids}], expected [${expected}]`,
  zoneKind: (kind, expected) => `kind ${kind}, expected ${expected}`,
  slotCount: (count, expected) => `${count} slots, expected ${expected}`,
  missing: (field) => `${field} missing`,
  notInShape: "not inside the zone's shape",
  outsideTicket: OUTSIDE_TICKET.en,
  overlapsZone: (id) => `overlaps zone ${id}`,
  zonesOverlap: (a, b) => `zones ${a} and ${b} overlap`,
  anchorOutside: 'anchor outside the ticket',
  anchorInZone: 'anchor inside a zone',
  svgEmpty: 'the file is empty',
  svgNotXml: (detail) => `not well-formed XML${detail === '' ? '' : `: ${detail}`}`,
  svgRoot: (root) => `the root element is <${root}>, not an <svg> in the SVG namespace`,
  svgTag: (tag) => `<${tag}> is not supported: a design draws with shapes and text only`,
  svgStyle: '<style> is not supported: use presentation attributes',
  svgStyleAttribute: (tag) => `<${tag} style="…"> is not supported: use presentation attributes`,
  atLine: (problem, line) => `${problem} (line ${line})`,
  list: (problems) => problems.join('; '),
  svgOutside: (tag, attribute, target) =>
    `<${tag} ${attribute}="${target}"> refers outside the file: only #id references are supported`,
  textFontRequired: (text) => `<text> "${text}": font-family is required`,
  textFontFamily: (text, family, faces) =>
    `<text> "${text}": font-family must start with a bundled family (${faces}), not "${family}"`,
  textFontWeight: (text, weight, family, faces) =>
    `<text> "${text}": font-weight="${weight}" is not bundled for ${family} (bundled: ${faces})`,
  svgStyleOutside: (reference) => `<style> refers outside the file (${reference}): only #id references are supported`,
  viewBox: (given, width, height) =>
    `its viewBox is ${given === null ? 'missing' : `"${given}"`}: the design is ${width} × ${height}, so it must be "0 0 ${width} ${height}"`,
};

/** A design folder's problems in one language: what the layouts' readers take (their DesignWords). */
type DesignWords = typeof fr;

/** A design folder's problems, in each language. */
export const DESIGN_WORDS: Readonly<Record<Lang, DesignWords>> = { fr, en };
