/**
 * The words of `grattez` (help, bad-input lines, progress, messages), in French and in English:
 * one catalogue per language, the same keys (the English one gives the type). The CLI's own, apart
 * from the app's catalogues (src/i18n), which the player's JavaScript carries. French typography
 * as src/i18n/fr.ts writes it: a no-break space before a colon. Option names, commands, values
 * and the `grattez: ` that starts every line are the same in both.
 */
import type { CheckId } from '../qa/checks/problems.ts';
import type { CommandFailure } from './commanderErrors.ts';
import { QA_WORDS } from '../i18n/qa.ts';
import { cliLang } from './lang.ts';

/** A no-break space, before a French colon. */
const NB = '\u00a0';

/** "a, b or c": the last two joined by the language's "or". */
const orList = (items: readonly string[], or: string): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${or} ${items.at(-1)!}`;

const en = {
  /** "a or b or c", as the engine names games and serial letters. */
  or: (items: readonly string[]) => items.join(' or '),
  // commander's help
  titles: {
    'Usage:': 'Usage:',
    'Options:': 'Options:',
    'Commands:': 'Commands:',
    'Arguments:': 'Arguments:',
    'Global Options:': 'Global Options:',
  } as Record<string, string>,
  defaultIs: (value: string) => `(default: ${value})`,
  programUsage: '[options] [command]',
  programDescription:
    'Grattez: deal, export, audit, look up and draw tickets of two French instant-lottery games, and check ticket layouts.',
  versionHelp: 'print the version and exit',
  helpHelp: 'print this help and exit',
  helpCommandHelp: 'print the help of a command and exit',
  langHelp: 'the language of help and messages: fr or en (default: from LC_ALL, LC_MESSAGES, LANG)',
  programHelp: (blockSize: string, lastIndex: number) => `
Run from the project as: npm run --silent grattez -- <command> [options]
(relative paths, such as --out and --layout, are taken from the folder you run it in).
Amounts are integer euro cents. A block holds ${blockSize} tickets, indices 0 to ${lastIndex}.
Help and messages are in French or English: --lang fr|en, else LC_ALL, LC_MESSAGES or LANG (fr…
French, anything else English).`,
  exitCodes: `
Exit codes: 0 success; 1 an audited block is not exact, or the output failed; 2 bad input
(one line on stderr, nothing on stdout).`,
  outputExitCodes: `
Exit codes: 0 success (also when the reader closes early, as \`| head\` does); 1 the output failed;
2 bad input (one line on stderr, nothing on stdout).`,
  auditExitCodes: `
Exit codes: 0 the block is exact (with --blocks, every block); 1 one is not, or the output failed;
2 bad input (one line on stderr, nothing on stdout).`,
  examples: 'Examples:',
  gameHelp: (choices: string) => `the game: ${choices}`,
  seedHelp: 'the emission seed: 1 to 32 characters from A-Z a-z 0-9 _ -',
  blockHelp: (max: number) => `the block number, 0 to ${max}`,
  exportSummary: 'print a block’s tickets as NDJSON',
  exportDescription: (lines: string) =>
    'Print tickets as NDJSON on stdout: one ticket JSON per line (docs/ticket-format.md), in index order.\n' +
    `Without --from and --count, the whole block: ${lines} lines.`,
  fromHelp: (last: number) => `first ticket index, 0 to ${last}`,
  countHelp: 'number of tickets (default: to the end of the block)',
  auditSummary: 'deal, validate and score whole blocks; compare with article 3',
  auditDescription: (tickets: string) =>
    `Deal, validate and score all ${tickets} tickets of a block and compare the counts per prize with\n` +
    'article 3 of the regulation. Prints a table, or one JSON object with --json.\n' +
    'With --blocks A-B, blocks A to B are audited in parallel on worker threads: one row per block,\n' +
    'then the total of the range. With --block, the block is shared by the --jobs worker threads.\n' +
    'Exit code 0 only when every block is exact. A progress bar is drawn on stderr when it is a terminal.',
  auditBlockHelp: (max: number) => `the block number, 0 to ${max} (this or --blocks)`,
  auditBlocksHelp: (max: number) => `blocks A to B, both included, 0 to ${max} (this or --block)`,
  jobsHelp: (max: number, cores: number) =>
    `worker threads, 1 to ${max} (default: with --blocks the available cores, ${cores} here; with --block 1)`,
  jsonHelp: 'print one JSON object (amounts in cents) instead of the table',
  showSummary: 'print one ticket and how it scores',
  showDescription:
    'Print the ticket a serial deals, and its evaluation under the regulation, as pretty JSON:\n' +
    '{ "ticket": …, "breakdown": … }. The serial’s check code must be right.',
  serialHelp: (example: string) => `a ticket serial, e.g. ${example}`,
  findSummary: 'list the tickets of a block that win a given prize',
  findDescription:
    'List the tickets of a block whose prize is --prize cents, in increasing index order: one line per\n' +
    'ticket, its index and its serial separated by a tab. --prize 0 lists losing tickets.',
  prizeHelp: 'the prize in cents: 0 or an amount of the game’s article 3 table',
  limitHelp: 'at most this many tickets, a positive integer',
  // bad input
  seeHelp: 'see grattez --help',
  useOne: (names: readonly string[], see: string) => `use ${orList(names, 'or')} (${see})`,
  missingCommand: (use: string) => `missing command: ${use}`,
  missingOrUnknownCommand: (use: string) => `missing or unknown command: ${use}`,
  /** `npm run grattez <command> --option …` without its `--`: npm took the options for settings of its own. */
  npmTookOptions: (options: readonly string[], command: string) =>
    `npm took ${options.join(', ')} for ${options.length === 1 ? 'a setting' : 'settings'} of its own: put -- before the command (npm run --silent grattez -- ${command} ${options[0]} …)`,
  /** `help` given a second word: it shows one command's help. */
  helpOneCommand: (stray: string) =>
    `too many arguments for 'help': ${stray} (help takes one command, e.g. grattez help export)`,
  beforeCommand: ' before a command',
  /**
   * Commander's refusals, from their facts (commanderErrors.ts): the offending token as commander
   * quotes it ('--frm'), a word too many as `quote` gives it.
   */
  commander: (failure: CommandFailure, quote: (text: string) => string): string => {
    const similar = (words: readonly string[]) =>
      words.length === 0
        ? ''
        : words.length === 1
          ? ` (Did you mean ${words[0]!}?)`
          : ` (Did you mean one of ${words.join(', ')}?)`;
    switch (failure.code) {
      case 'commander.unknownOption':
        return `unknown option '${failure.option}'${similar(failure.similar)}`;
      case 'commander.unknownCommand':
        return `unknown command '${failure.command}'${similar(failure.similar)}`;
      case 'commander.missingMandatoryOptionValue':
        return `required option '${failure.option}' not specified`;
      case 'commander.optionMissingArgument':
        return `option '${failure.option}' argument missing`;
      case 'commander.missingArgument':
        return `missing required argument '${failure.argument}'`;
      case 'commander.excessArguments':
        return `too many arguments for '${failure.command}': ${quote(failure.extra[0] ?? '')} is not an option's value (${failure.command} takes options only)`;
      case 'commander.conflictingOption':
        return `option '${failure.option}' cannot be used with option '${failure.other}'`;
      case 'commander.invalidArgument':
        return `option '${failure.option}' argument ${quote(failure.value)} is invalid: ${
          failure.choices === null ? failure.reason : `use ${orList(failure.choices, 'or')}`
        }`;
    }
  },
  blockAndBlocks: '--block and --blocks cannot be used together: use one of them',
  neitherBlock: 'audit needs --block <block> or --blocks <A-B>: neither was given',
  notAGame: (text: string, games: readonly string[]) => `--game ${text} is not a game: use ${games.join(' or ')}`,
  invalid: ' is invalid: ',
  outOfRange: ' is out of range: ',
  useSeed: 'use 1 to 32 characters from A-Z, a-z, 0-9, _ and -',
  useInteger: (min: number, max: number) => `use an integer from ${min} to ${max}`,
  useRange: (max: number) => `use A-B, the first and last block numbers, e.g. 0-7 (0 to ${max})`,
  blocksNumbered: (max: number) => `blocks are numbered 0 to ${max}`,
  firstAfterLast: (last: number, first: number) => `the first block comes after the last: use ${last}-${first}`,
  ticketsLeft: (from: number, left: number) =>
    `from index ${from} the block has ${left} ticket${left === 1 ? '' : 's'} left`,
  notAPrize: (text: string, game: string, amounts: string, inEuros = '') =>
    `--prize ${text} is not a ${game} prize: use cents${inEuros}, one of ${amounts}`,
  /** Beside "use cents", for a prize typed in euros: ` (€30 = 3000)`. */
  prizeInEuros: (euros: number, cents: number) => ` (€${euros} = ${cents})`,
  /** The same within parentheses of their own (render's French words, the studio's): `, that is 3000 for €30`. */
  prizeInEurosAside: (euros: number, cents: number) => `, that is ${cents} for €${euros}`,
  serial: {
    'bad-serial-format': (form: string, example: string) => `is not of the form ${form} (for example ${example})`,
    'bad-serial-game': (letters: readonly string[]) =>
      `names no game: its first letter must be ${letters.join(' or ')}`,
    'bad-serial-block': (max: number) => `names a block out of range: blocks are numbered 0 to ${max}`,
    'bad-serial-check': 'fails its check code: a character was mistyped or changed',
    'bad-serial-index': (index: string, last: number) =>
      `is out of its block: index ${index} is invalid: use an integer from 0 to ${last}`,
  },
  serialUpperCase: (upper: string) => `: its game letter and check code are upper case: ${upper}`,
  notCheckLetter: (letter: string, digit: string | null) =>
    `: "${letter}" is not a check code character (they have no I, L, O or U)${digit === null ? '' : `: it may be ${digit}`}`,
  givenTwice: (name: string) => `${name} is given twice: give it once`,
  takesNoValue: (name: string) => `${name} takes no value: give ${name} alone`,
  needsValue: (name: string, next: string) => `${name} needs a value: it is followed by ${next}`,
  /** A `--` among a command's words (`npm run grattez -- show -- --serial X`): commander reads what follows as arguments. */
  strayDashes: (command: string) =>
    `-- is stray here: ${command} takes options only, and what follows -- would be read as words, not options; remove it (with npm, a single -- goes before the command: npm run --silent grattez -- ${command} …)`,
  notALang: (text: string) => `--lang ${text} is not a language: use fr or en`,
  // messages
  cannotWrite: 'cannot write the output: ',
  workerFailed: (message: string) => `an audit worker failed: ${message}`,
  workerStopped: (code: number) => `an audit worker stopped with exit code ${code}`,
  workersReturned: (got: number, blocks: number) => `the audit workers returned ${got} of ${blocks} blocks`,
  timeLeft: (minutes: number) => (minutes === 0 ? 'less than a minute left' : `about ${minutes} min left`),
  /** How a last line writes a time or a file size: `0.4 s`, `3.1 MB`. */
  measures: { decimal: '.', unit: ' ', bytes: { B: 'B', kB: 'kB', MB: 'MB' } },
  /** After `grattez: `, when Ctrl-C or SIGTERM stopped the command. */
  interrupted: 'interrupted',
  noChromium: (path: string) =>
    `no Chromium at ${path}: install Debian's package "chromium", or set GRATTEZ_CHROMIUM to a Chromium`,
  /** A browser command whose optional package is missing: `install`, the npm command that adds it. */
  needsPackage: (command: string, name: string, install: string) =>
    `${command} needs the package ${name}, not installed here (an optional peer dependency of grattez): install it with ${install}`,
  /** A browser's or a page's failure, in the words src/headless/chromium.ts is given (shared with npm run qa). */
  browser: QA_WORDS.en.tool.browser,
  checkLayout: {
    summary: 'check a ticket layout (and its art): geometry and text fit, and rendered checks in Chromium',
    description:
      'Check a layout JSON file: its schema, then its geometry (slots and amounts inside their covers,\n' +
      'zones apart, inside the ticket and its safe margin) and its text fit, measured with the bundled\n' +
      "fonts. With --art, draw it with that art in headless Chromium and check the art's texts and the\n" +
      'text drawn at each density, covers, tap targets, contrast, symbols and the facts the art prints\n' +
      '(price, prize ladder, multiplier) against the engine too.',
    design: 'a design folder (design.json and its art in each language): every check, in both languages',
    layout: "a layout, JSON (a design folder's design.json, or a file of the same form)",
    art: 'the ticket art, SVG, with its text as <text> (outlined as the build does)',
    lang: 'the language of the art, and of the messages: fr or en (default: en for *.en.svg, else fr)',
    json: 'print one JSON object: { ok, design, langs, checks, failed, ran, skipped, failures: [{ check, element, message, lang, density }] }',
    after: `
Never silent: it ends with one line on stderr naming the design, the number of checks made and
failed (and with --art the time taken); without --art, a line before it names the checks that
need the art. Exit codes: 0 every check passes; 1 some fail (one line each on stdout: element,
check, measure; one failing alike at several densities once, naming them); 2 bad input (one line
on stderr, nothing on stdout).`,
    designOrLayout: 'give either --design DIR (a design folder) or --layout FILE.json',
    // given: those of --art and --lang that were given, each named
    designNoArt: (given: readonly string[]) =>
      `--design reads the art of each language from the folder: leave out ${given.join(' and ')}`,
    langNeedsArt: '--lang names the language of --art: give --art FILE.svg too',
    // its files and folders that cannot be read (the parsers' own details stay in English)
    cannotRead: (name: string, reason: string) => `${name}: cannot read the file (${reason})`,
    /** Why a file or folder could not be read, for the system's commonest codes; any other is given as its code. */
    unreadable: {
      ENOENT: 'it does not exist',
      EACCES: 'permission denied',
      ENOTDIR: 'a part of its path is a file, not a folder',
    },
    layoutIsFolder: (dir: string) =>
      `--layout ${dir} is a folder: give its design.json, or check the folder with --design`,
    notUtf8: (name: string, line: number) => `${name} is not UTF-8 (line ${line}): save it as UTF-8`,
    notAFolder: (dir: string) => `--design ${dir} is not a folder`,
    cannotReadFolder: (dir: string, reason: string) => `--design ${dir}: cannot read the folder (${reason})`,
    foundIn: (paths: readonly string[]) => ` (found in ${paths.join(', ')}: give that folder)`,
    noDesignJson: (dir: string, found: string) => `--design ${dir}: the folder has no design.json at its top${found}`,
    notADesign: (dir: string, problems: readonly string[]) => `--design ${dir} is not a design: ${problems.join('; ')}`,
    notALayout: (file: string, json: boolean, error: string) =>
      `--layout ${file} is not ${json ? 'a layout' : 'JSON'}: ${error}`,
    notAppDesign: (file: string, design: string) =>
      `--layout ${file}: the design "${design}" is not one of the app's, so its symbols are unknown: check its folder with --design DIR`,
    // the lines on stderr around the report
    builtIn: (id: string) =>
      `${id}/ has the id of a built-in design ("${id}"): its own files are checked, not the built-in design's (in the app, a folder of that name replaces it)`,
    /** The checks as the last lines name them. */
    checkNames: {
      schema: 'schema',
      geometry: 'geometry',
      text: 'text fit and size',
      covers: 'covers',
      tapTargets: 'tap targets',
      contrast: 'contrast',
      symbols: 'symbols',
      facts: 'printed facts',
    } as Record<CheckId, string>,
    /** Text fit, among the checks not made without the art. */
    artTexts: "the art's texts and the text drawn at each density",
    notChecked: (names: readonly string[]) => `not checked without the art: ${names.join(', ')} (give --art FILE.svg)`,
    artIn: (langs: readonly string[]) => `art in ${langs.join(' and ')}`,
    lastLine: (design: string, source: readonly string[], checks: number, failed: string, time: string | null) =>
      `${design} (${source.join(', ')}): ${checks} checks, ${failed}${time === null ? '' : `, in ${time}`}`,
    failed: (failed: number) => `${failed} failed`,
    failedInLines: (failed: number, lines: number) =>
      `${failed} failed, said in ${lines} ${lines === 1 ? 'line' : 'lines'} (a failure alike at several densities or in several places is said once)`,
  },
  render: {
    summary: 'draw a real ticket as a PNG, a reveal video (WebM, MP4) or a GIF, as the studio does',
    description:
      'Draw a real ticket with the marketing studio’s renderer, in headless Chromium: a still PNG, or the\n' +
      'reveal (a coin scratches the ticket, the covers come off, the win is highlighted) as WebM, MP4 or GIF.\n' +
      'Choose the ticket by --serial, or by --game and --prize (the --pick-th ticket of that prize in the\n' +
      'block, from 0). Every picture carries the mention "Jeu simulé — sans valeur" and the serial.\n' +
      'Options left out take the studio’s defaults. The browser is the one GRATTEZ_CHROMIUM names, else\n' +
      '/usr/bin/chromium-headless-shell when installed, else /usr/bin/chromium.',
    serial: 'the ticket’s serial',
    game: (games: string) => `${games} (with --prize)`,
    variant: 'paws: dog, cat or any (default any)',
    prize: 'the prize in cents: 0 or an amount of the game’s table',
    seed: 'the emission seed (default demo)',
    block: 'the block number (default 0)',
    pick: 'which ticket of that prize, from 0 (default 0)',
    design: 'the design to draw the ticket with, e.g. calendrier (default: its own)',
    state: 'PNG only: covered, scratched:0.4, one-left, one-left:ZONE or revealed',
    size: 'size in CSS pixels, e.g. 1080x1080, or square, story, card, banner, ticket',
    density: '1, 2 or 3: the file is size × density pixels (default 1)',
    lang: 'the picture’s language, and the messages’: fr or en (default fr)',
    background: 'a CSS colour, two colours and an angle for a gradient ("#2b1a6b,#ff7a59,135"), or transparent (PNG)',
    caption: 'a caption above the ticket, at most 120 characters',
    video: 'length of a video or GIF: 3 to 10 (default 5)',
    out: 'the file to write: .png, .webm, .mp4 or .gif; or a folder, with --format',
    format: 'with an --out folder: png, webm, mp4 or gif, the file named as the studio names it',
    exitCodes: `
Exit codes: 0 the file was written; 1 it could not be made (no browser, a failed build or encoder);
2 bad input (one line on stderr, nothing written).`,
    // its own checks of the options
    outEmpty: (out: string) =>
      `--out ${out} is empty: name the file to write (.png, .webm, .mp4 or .gif), or a folder with --format`,
    outFolder: (out: string) =>
      `--out ${out} is a folder: name a file, or give --format png, webm, mp4 or gif to name it as the studio does`,
    formatNeedsFolder: (format: string) =>
      `--format ${format} goes with an --out folder: with a file, its extension gives the format`,
    notAFormat: (format: string) => `--format ${format} is not a format: use png, webm, mp4 or gif`,
    badExtension: (out: string) => `--out ${out} has an unsupported extension: use .png, .webm, .mp4 or .gif`,
    noFolder: (out: string, folder: string) => `--out ${out}: the folder ${folder} does not exist`,
    captionEmpty: (caption: string) => `--caption ${caption} is empty: give a text, or leave --caption out`,
    videoNeedsMotion: (video: string) => `--video ${video} needs a video or GIF: --out a .webm, .mp4 or .gif file`,
    stateNotForMotion: (state: string, format: string) =>
      `--state ${state} does not apply to a ${format}: the reveal goes from covered to revealed`,
    serialWith: (options: readonly string[]) =>
      `--serial cannot go with ${options.join(', ')}: a ticket is chosen by its serial or by --game and --prize`,
    whichTicket: 'missing --serial, or --game with --prize: say which ticket',
    gameNeedsPrize: '--game needs --prize: the prize in cents, 0 for a losing ticket',
    notProjectDesign: (design: string, advice: string) =>
      `--design ${design} is not a design folder of the project: render draws the project's designs by name: ${advice}`,
    giveName: (name: string) => `give its name, --design ${name}`,
    useDesigns: (designs: readonly string[]) => `use ${orList(designs, 'or')}`,
    transparentPngOnly: (format: string) =>
      `--background "transparent" is for PNG only: a ${format} needs a colour or a gradient`,
    sizeWith: ' with ',
    defaultSize: 'the default size',
    mp4Even: (madeOf: string, width: number, height: number) =>
      `${madeOf} gives ${width} × ${height} pixels: an MP4 (H.264) needs an even width and height`,
    // stages, failures and the last line
    studioDirEmpty: (dir: string) => `GRATTEZ_STUDIO_DIR ${dir} holds no studio.html: build it with npm run build`,
    buildingStudio: 'building the studio, once (about a minute; later renders reuse it)',
    startingChromium: 'starting Chromium',
    loadingStudio: 'loading the studio',
    drawing: (frames: number) => (frames === 1 ? 'drawing' : `drawing ${frames} frames`),
    studioIn: (dir: string) => `the studio in ${dir}`,
    rebuild: (given: boolean) =>
      `is the build whole? Build it again ${given ? 'with npm run build' : 'by deleting that folder'}`,
    studioRefused: (problems: readonly string[]) => `the studio refused the settings: ${problems.join('; ')}`,
    studioFailed: (errors: readonly string[]) => `the studio failed: ${errors.join('; ')}`,
    studioDrew: (width: string, height: string, expected: string) =>
      `the studio drew ${width}×${height} pixels, not ${expected}`,
    wrote: (replaced: boolean, file: string, what: string, frames: number, size: string, time: string) =>
      `${replaced ? 'replaced' : 'wrote'} ${file}: ${what}, ${frames} frame${frames === 1 ? '' : 's'}, ${size}, in ${time}`,
  },
};

export type CliWords = typeof en;

const fr: CliWords = {
  or: (items) => items.join(' ou '),
  titles: {
    'Usage:': `Usage${NB}:`,
    'Options:': `Options${NB}:`,
    'Commands:': `Commandes${NB}:`,
    'Arguments:': `Arguments${NB}:`,
    'Global Options:': `Options générales${NB}:`,
  },
  defaultIs: (value) => `(par défaut${NB}: ${value})`,
  programUsage: '[options] [commande]',
  programDescription: `Grattez${NB}: distribuer, exporter, auditer, retrouver et dessiner les tickets de deux jeux de grattage français, et vérifier des maquettes de tickets.`,
  versionHelp: 'affiche la version et s’arrête',
  helpHelp: 'affiche cette aide et s’arrête',
  helpCommandHelp: 'affiche l’aide d’une commande et s’arrête',
  langHelp: `la langue de l’aide et des messages${NB}: fr ou en (par défaut${NB}: selon LC_ALL, LC_MESSAGES, LANG)`,
  programHelp: (blockSize, lastIndex) => `
Depuis le projet${NB}: npm run --silent grattez -- <commande> [options]
(les chemins relatifs, comme --out et --layout, partent du dossier où la commande est lancée).
Les montants sont en centimes d’euro entiers. Un bloc compte ${blockSize} tickets, indices 0 à ${lastIndex}.
Aide et messages en français ou en anglais${NB}: --lang fr|en, sinon LC_ALL, LC_MESSAGES ou LANG (fr…
le français, tout le reste l’anglais).`,
  exitCodes: `
Codes de sortie${NB}: 0 succès${NB}; 1 un bloc audité n’est pas exact, ou la sortie a échoué${NB}; 2 entrée
invalide (une ligne sur stderr, rien sur stdout).`,
  outputExitCodes: `
Codes de sortie${NB}: 0 succès (aussi quand le lecteur ferme tôt, comme \`| head\`)${NB}; 1 la sortie a
échoué${NB}; 2 entrée invalide (une ligne sur stderr, rien sur stdout).`,
  auditExitCodes: `
Codes de sortie${NB}: 0 le bloc est exact (avec --blocks, chaque bloc)${NB}; 1 l’un ne l’est pas, ou la
sortie a échoué${NB}; 2 entrée invalide (une ligne sur stderr, rien sur stdout).`,
  examples: `Exemples${NB}:`,
  gameHelp: (choices) => `le jeu${NB}: ${choices}`,
  seedHelp: `la graine de l’émission${NB}: 1 à 32 caractères parmi A-Z a-z 0-9 _ -`,
  blockHelp: (max) => `le numéro du bloc, de 0 à ${max}`,
  exportSummary: 'affiche les tickets d’un bloc en NDJSON',
  exportDescription: (lines) =>
    `Affiche des tickets en NDJSON sur stdout${NB}: le JSON d’un ticket par ligne (docs/ticket-format.md), par indice. ` +
    `Sans --from ni --count, le bloc entier${NB}: ${lines} lignes.`,
  fromHelp: (last) => `indice du premier ticket, de 0 à ${last}`,
  countHelp: `nombre de tickets (par défaut${NB}: jusqu’à la fin du bloc)`,
  auditSummary: `distribue, valide et score des blocs entiers${NB}; compare avec l’article 3`,
  auditDescription: (tickets) =>
    `Distribue, valide et score les ${tickets} tickets d’un bloc et compare le nombre de tickets par lot avec ` +
    'l’article 3 du règlement. Affiche un tableau, ou un objet JSON avec --json. ' +
    `Avec --blocks A-B, les blocs A à B sont audités en parallèle sur des threads de travail${NB}: une ligne par bloc, ` +
    'puis le total de la plage. Avec --block, le bloc est partagé entre les --jobs threads. ' +
    'Code de sortie 0 seulement quand chaque bloc est exact. Une barre de progression s’affiche sur stderr si c’est un terminal.',
  auditBlockHelp: (max) => `le numéro du bloc, de 0 à ${max} (ceci ou --blocks)`,
  auditBlocksHelp: (max) => `les blocs A à B, inclus, de 0 à ${max} (ceci ou --block)`,
  jobsHelp: (max, cores) =>
    `threads de travail, de 1 à ${max} (par défaut${NB}: avec --blocks les cœurs disponibles, ${cores} ici${NB}; avec --block 1)`,
  jsonHelp: 'affiche un objet JSON (montants en centimes) au lieu du tableau',
  showSummary: 'affiche un ticket et son score',
  showDescription:
    `Affiche le ticket que distribue un numéro de série, et son évaluation selon le règlement, en JSON indenté${NB}: ` +
    '{ "ticket": …, "breakdown": … }. La clé de contrôle du numéro doit être juste.',
  serialHelp: (example) => `un numéro de série de ticket, par exemple ${example}`,
  findSummary: 'liste les tickets d’un bloc qui gagnent un lot donné',
  findDescription:
    `Liste les tickets d’un bloc dont le lot vaut --prize centimes, par indice croissant${NB}: une ligne par ` +
    'ticket, son indice et son numéro de série séparés par une tabulation. --prize 0 liste les perdants.',
  prizeHelp: `le lot en centimes${NB}: 0 ou un montant du tableau de l’article 3 du jeu`,
  limitHelp: 'au plus ce nombre de tickets, un entier positif',
  seeHelp: 'voir grattez --help',
  useOne: (names, see) => `utilisez ${orList(names, 'ou')} (${see})`,
  missingCommand: (use) => `commande manquante${NB}: ${use}`,
  missingOrUnknownCommand: (use) => `commande manquante ou inconnue${NB}: ${use}`,
  npmTookOptions: (options, command) =>
    `npm a pris ${options.join(', ')} pour ${options.length === 1 ? 'un réglage' : 'des réglages'} à lui${NB}: mettez -- avant la commande (npm run --silent grattez -- ${command} ${options[0]} …)`,
  helpOneCommand: (stray) =>
    `trop d’arguments pour 'help'${NB}: ${stray} (help prend une seule commande, par exemple grattez help export)`,
  beforeCommand: ' avant une commande',
  commander: (failure, quote) => {
    const similar = (words: readonly string[]) =>
      words.length === 0
        ? ''
        : words.length === 1
          ? ` (vouliez-vous dire ${words[0]!}${NB}?)`
          : ` (vouliez-vous dire l’une de ${words.join(', ')}${NB}?)`;
    switch (failure.code) {
      case 'commander.unknownOption':
        return `option inconnue '${failure.option}'${similar(failure.similar)}`;
      case 'commander.unknownCommand':
        return `commande inconnue '${failure.command}'${similar(failure.similar)}`;
      case 'commander.missingMandatoryOptionValue':
        return `option obligatoire '${failure.option}' absente`;
      case 'commander.optionMissingArgument':
        return `l’option '${failure.option}' attend une valeur`;
      case 'commander.missingArgument':
        return `argument obligatoire '${failure.argument}' absent`;
      case 'commander.excessArguments':
        return `trop d’arguments pour '${failure.command}'${NB}: ${quote(failure.extra[0] ?? '')} n’est la valeur d’aucune option (${failure.command} ne prend que des options)`;
      case 'commander.conflictingOption':
        return `l’option '${failure.option}' ne va pas avec l’option '${failure.other}'`;
      case 'commander.invalidArgument':
        return `l’option '${failure.option}' refuse la valeur ${quote(failure.value)}${NB}: ${
          failure.choices === null ? failure.reason : `utilisez ${orList(failure.choices, 'ou')}`
        }`;
    }
  },
  blockAndBlocks: `--block et --blocks ne vont pas ensemble${NB}: utilisez l’un des deux`,
  neitherBlock: `audit demande --block <bloc> ou --blocks <A-B>${NB}: aucun n’est donné`,
  notAGame: (text, games) => `--game ${text} n’est pas un jeu${NB}: utilisez ${games.join(' ou ')}`,
  invalid: ` est invalide${NB}: `,
  outOfRange: ` est hors limites${NB}: `,
  useSeed: 'utilisez 1 à 32 caractères parmi A-Z, a-z, 0-9, _ et -',
  useInteger: (min, max) => `utilisez un entier de ${min} à ${max}`,
  useRange: (max) => `utilisez A-B, les numéros du premier et du dernier bloc, par exemple 0-7 (de 0 à ${max})`,
  blocksNumbered: (max) => `les blocs sont numérotés de 0 à ${max}`,
  firstAfterLast: (last, first) => `le premier bloc vient après le dernier${NB}: utilisez ${last}-${first}`,
  ticketsLeft: (from, left) =>
    `à partir de l’indice ${from}, il reste ${left} ticket${left === 1 ? '' : 's'} dans le bloc`,
  notAPrize: (text, game, amounts, inEuros = '') =>
    `--prize ${text} n’est pas un lot de ${game}${NB}: utilisez des centimes${inEuros}, parmi ${amounts}`,
  prizeInEuros: (euros, cents) => ` (${euros}${NB}€ = ${cents})`,
  prizeInEurosAside: (euros, cents) => `, soit ${cents} pour ${euros}${NB}€`,
  serial: {
    'bad-serial-format': (form, example) => `n’est pas de la forme ${form} (par exemple ${example})`,
    'bad-serial-game': (letters) => `ne désigne aucun jeu${NB}: sa première lettre doit être ${letters.join(' ou ')}`,
    'bad-serial-block': (max) => `désigne un bloc hors limites${NB}: les blocs sont numérotés de 0 à ${max}`,
    'bad-serial-check': `ne passe pas sa clé de contrôle${NB}: un caractère a été mal tapé ou modifié`,
    'bad-serial-index': (index, last) =>
      `sort de son bloc${NB}: l’indice ${index} est invalide${NB}: utilisez un entier de 0 à ${last}`,
  },
  serialUpperCase: (upper) => `${NB}: sa lettre de jeu et sa clé de contrôle sont en majuscules${NB}: ${upper}`,
  notCheckLetter: (letter, digit) =>
    `${NB}: "${letter}" n’est pas un caractère de clé de contrôle (elles n’ont ni I, ni L, ni O, ni U)${digit === null ? '' : `${NB}: c’est peut-être ${digit}`}`,
  givenTwice: (name) => `${name} est donnée deux fois${NB}: donnez-la une fois`,
  takesNoValue: (name) => `${name} ne prend pas de valeur${NB}: donnez ${name} seule`,
  needsValue: (name, next) => `${name} attend une valeur${NB}: elle est suivie de ${next}`,
  strayDashes: (command) =>
    `-- est de trop ici${NB}: ${command} ne prend que des options, et ce qui suit -- serait lu comme des mots, non comme des options${NB}; retirez-le (avec npm, un seul --, avant la commande${NB}: npm run --silent grattez -- ${command} …)`,
  notALang: (text) => `--lang ${text} n’est pas une langue${NB}: utilisez fr ou en`,
  cannotWrite: `impossible d’écrire la sortie${NB}: `,
  workerFailed: (message) => `un thread d’audit a échoué${NB}: ${message}`,
  workerStopped: (code) => `un thread d’audit s’est arrêté avec le code de sortie ${code}`,
  workersReturned: (got, blocks) => `les threads d’audit ont rendu ${got} blocs sur ${blocks}`,
  timeLeft: (minutes) => (minutes === 0 ? 'moins d’une minute restante' : `environ ${minutes} min restantes`),
  measures: { decimal: ',', unit: NB, bytes: { B: 'o', kB: 'ko', MB: 'Mo' } },
  interrupted: 'interrompu',
  noChromium: (path) =>
    `pas de Chromium à ${path}${NB}: installez le paquet Debian "chromium", ou donnez à GRATTEZ_CHROMIUM le chemin d’un Chromium`,
  needsPackage: (command, name, install) =>
    `${command} a besoin du paquet ${name}, absent ici (une dépendance facultative de grattez, parmi ses peerDependencies)${NB}: installez-le avec ${install}`,
  browser: QA_WORDS.fr.tool.browser,
  checkLayout: {
    summary: `vérifie une maquette de ticket (et son dessin)${NB}: géométrie, place des textes, et vérifications rendues dans Chromium`,
    description:
      `Vérifie un fichier JSON de maquette${NB}: son schéma, puis sa géométrie (emplacements et montants sous leurs caches, ` +
      'zones séparées, dans le ticket et sa marge de sécurité) et la place de ses textes, mesurée avec les polices ' +
      'fournies. Avec --art, la dessine avec ce dessin dans Chromium sans interface et vérifie aussi les textes du dessin et ' +
      'le texte dessiné à chaque densité, les caches, les cibles tactiles, le contraste, les symboles et les faits que le ' +
      'dessin imprime (prix, échelle des lots, multiplicateur) face au moteur.',
    design: `un dossier de design (design.json et son dessin dans chaque langue)${NB}: toutes les vérifications, dans les deux langues`,
    layout: 'une maquette, en JSON (le design.json d’un dossier de design, ou un fichier de même forme)',
    art: 'le dessin du ticket, en SVG, ses textes en <text> (vectorisés comme le fait la construction)',
    lang: `la langue du dessin, et des messages${NB}: fr ou en (par défaut${NB}: en pour *.en.svg, sinon fr)`,
    json: `affiche un objet JSON${NB}: { ok, design, langs, checks, failed, ran, skipped, failures: [{ check, element, message, lang, density }] }`,
    after: `
Jamais muette${NB}: elle finit par une ligne sur stderr qui nomme le design, le nombre de vérifications faites et
échouées (et avec --art le temps pris)${NB}; sans --art, une ligne avant elle nomme les vérifications qui
demandent le dessin. Codes de sortie${NB}: 0 toutes passent${NB}; 1 certaines échouent (une ligne chacune sur
stdout${NB}: élément, vérification, mesure${NB}; un échec pareil à plusieurs densités une fois, en les nommant)${NB};
2 entrée invalide (une ligne sur stderr, rien sur stdout).`,
    designOrLayout: 'donnez soit --design DOSSIER (un dossier de design), soit --layout FICHIER.json',
    designNoArt: (given) =>
      `--design lit le dessin de chaque langue dans le dossier${NB}: retirez ${given.join(' et ')}`,
    langNeedsArt: `--lang nomme la langue de --art${NB}: donnez aussi --art FICHIER.svg`,
    cannotRead: (name, reason) => `${name}${NB}: impossible de lire le fichier (${reason})`,
    unreadable: {
      ENOENT: 'il n’existe pas',
      EACCES: 'accès refusé',
      ENOTDIR: 'une partie de son chemin est un fichier, pas un dossier',
    },
    layoutIsFolder: (dir) =>
      `--layout ${dir} est un dossier${NB}: donnez son design.json, ou vérifiez le dossier avec --design`,
    notUtf8: (name, line) => `${name} n’est pas en UTF-8 (ligne ${line})${NB}: enregistrez-le en UTF-8`,
    notAFolder: (dir) => `--design ${dir} n’est pas un dossier`,
    cannotReadFolder: (dir, reason) => `--design ${dir}${NB}: impossible de lire le dossier (${reason})`,
    foundIn: (paths) => ` (trouvé dans ${paths.join(', ')}${NB}: donnez ce dossier)`,
    noDesignJson: (dir, found) => `--design ${dir}${NB}: le dossier n’a pas de design.json à sa racine${found}`,
    notADesign: (dir, problems) => `--design ${dir} n’est pas un design${NB}: ${problems.join(`${NB}; `)}`,
    notALayout: (file, json, error) => `--layout ${file} n’est pas ${json ? 'une maquette' : 'du JSON'}${NB}: ${error}`,
    notAppDesign: (file, design) =>
      `--layout ${file}${NB}: le design "${design}" n’est pas un de ceux de l’app, ses symboles sont donc inconnus${NB}: vérifiez son dossier avec --design DOSSIER`,
    builtIn: (id) =>
      `${id}/ porte l’identifiant d’un design intégré ("${id}")${NB}: ses propres fichiers sont vérifiés, pas ceux du design intégré (dans l’app, un dossier de ce nom le remplace)`,
    checkNames: {
      schema: 'schéma',
      geometry: 'géométrie',
      text: 'place et taille des textes',
      covers: 'caches',
      tapTargets: 'cibles tactiles',
      contrast: 'contraste',
      symbols: 'symboles',
      facts: 'faits imprimés',
    },
    artTexts: 'les textes du dessin et le texte dessiné à chaque densité',
    notChecked: (names) => `non vérifié sans le dessin${NB}: ${names.join(', ')} (donnez --art FICHIER.svg)`,
    artIn: (langs) => `dessin en ${langs.join(' et ')}`,
    lastLine: (design, source, checks, failed, time) =>
      `${design} (${source.join(', ')})${NB}: ${checks} vérification${checks === 1 ? '' : 's'}, ${failed}${time === null ? '' : `, en ${time}`}`,
    failed: (failed) => `${failed} en échec`,
    failedInLines: (failed, lines) =>
      `${failed} en échec, dit${failed === 1 ? '' : 's'} en ${lines} ligne${lines === 1 ? '' : 's'} (un échec pareil à plusieurs densités ou en plusieurs endroits est dit une fois)`,
  },
  render: {
    summary: 'dessine un vrai ticket en PNG, en vidéo de grattage (WebM, MP4) ou en GIF, comme le studio',
    description:
      `Dessine un vrai ticket avec le moteur de rendu du studio marketing, dans Chromium sans interface${NB}: une image PNG, ou le ` +
      'grattage (une pièce gratte le ticket, les caches tombent, le gain est mis en valeur) en WebM, MP4 ou GIF. ' +
      'Choisissez le ticket par --serial, ou par --game et --prize (le --pick-ième ticket de ce lot dans le ' +
      `bloc, à partir de 0). Chaque image porte la mention «${NB}Jeu simulé — sans valeur${NB}» et le numéro de série. ` +
      'Les options omises prennent les valeurs par défaut du studio. Le navigateur est celui que nomme GRATTEZ_CHROMIUM, sinon ' +
      '/usr/bin/chromium-headless-shell s’il est installé, sinon /usr/bin/chromium.',
    serial: 'le numéro de série du ticket',
    game: (games) => `${games} (avec --prize)`,
    variant: `paws${NB}: dog, cat ou any (par défaut any)`,
    prize: `le lot en centimes${NB}: 0 ou un montant du tableau du jeu`,
    seed: 'la graine de l’émission (par défaut demo)',
    block: 'le numéro du bloc (par défaut 0)',
    pick: 'quel ticket de ce lot, à partir de 0 (par défaut 0)',
    design: 'le design du ticket, par exemple calendrier (par défaut le sien)',
    state: `PNG seulement${NB}: covered, scratched:0.4, one-left, one-left:ZONE ou revealed`,
    size: 'taille en pixels CSS, par exemple 1080x1080, ou square, story, card, banner, ticket',
    density: `1, 2 ou 3${NB}: le fichier fait taille × densité pixels (par défaut 1)`,
    lang: `la langue de l’image, et des messages${NB}: fr ou en (par défaut fr)`,
    background:
      'une couleur CSS, deux couleurs et un angle pour un dégradé ("#2b1a6b,#ff7a59,135"), ou transparent (PNG)',
    caption: 'une légende au-dessus du ticket, 120 caractères au plus',
    video: `durée d’une vidéo ou d’un GIF${NB}: 3 à 10 (par défaut 5)`,
    out: `le fichier à écrire${NB}: .png, .webm, .mp4 ou .gif${NB}; ou un dossier, avec --format`,
    format: `avec un dossier --out${NB}: png, webm, mp4 ou gif, le fichier nommé comme le studio le nomme`,
    exitCodes: `
Codes de sortie${NB}: 0 le fichier est écrit${NB}; 1 il n’a pas pu être fait (pas de navigateur, une construction ou
un encodeur en échec)${NB}; 2 entrée invalide (une ligne sur stderr, rien d’écrit).`,
    outEmpty: (out) =>
      `--out ${out} est vide${NB}: nommez le fichier à écrire (.png, .webm, .mp4 ou .gif), ou un dossier avec --format`,
    outFolder: (out) =>
      `--out ${out} est un dossier${NB}: nommez un fichier, ou donnez --format png, webm, mp4 ou gif pour le nommer comme le studio`,
    formatNeedsFolder: (format) =>
      `--format ${format} va avec un dossier --out${NB}: avec un fichier, son extension donne le format`,
    notAFormat: (format) => `--format ${format} n’est pas un format${NB}: utilisez png, webm, mp4 ou gif`,
    badExtension: (out) => `--out ${out} a une extension inconnue${NB}: utilisez .png, .webm, .mp4 ou .gif`,
    noFolder: (out, folder) => `--out ${out}${NB}: le dossier ${folder} n’existe pas`,
    captionEmpty: (caption) => `--caption ${caption} est vide${NB}: donnez un texte, ou retirez --caption`,
    videoNeedsMotion: (video) =>
      `--video ${video} demande une vidéo ou un GIF${NB}: --out un fichier .webm, .mp4 ou .gif`,
    stateNotForMotion: (state, format) =>
      `--state ${state} ne s’applique pas à un ${format}${NB}: le grattage va de couvert à révélé`,
    serialWith: (options) =>
      `--serial ne va pas avec ${options.join(', ')}${NB}: un ticket se choisit par son numéro de série ou par --game et --prize`,
    whichTicket: `--serial manque, ou --game avec --prize${NB}: dites quel ticket`,
    gameNeedsPrize: `--game demande --prize${NB}: le lot en centimes, 0 pour un ticket perdant`,
    notProjectDesign: (design, advice) =>
      `--design ${design} n’est pas un dossier de design du projet${NB}: render dessine les designs du projet par leur nom${NB}: ${advice}`,
    giveName: (name) => `donnez son nom, --design ${name}`,
    useDesigns: (designs) => `utilisez ${orList(designs, 'ou')}`,
    transparentPngOnly: (format) =>
      `--background "transparent" est pour le PNG seulement${NB}: un ${format} demande une couleur ou un dégradé`,
    sizeWith: ' avec ',
    defaultSize: 'la taille par défaut',
    mp4Even: (madeOf, width, height) =>
      `${madeOf} donne ${width} × ${height} pixels${NB}: un MP4 (H.264) demande une largeur et une hauteur paires`,
    studioDirEmpty: (dir) =>
      `GRATTEZ_STUDIO_DIR ${dir} ne contient pas de studio.html${NB}: construisez-le avec npm run build`,
    buildingStudio: `construction du studio, une seule fois (environ une minute${NB}; les rendus suivants la réutilisent)`,
    startingChromium: 'démarrage de Chromium',
    loadingStudio: 'chargement du studio',
    drawing: (frames) => (frames === 1 ? 'dessin' : `dessin de ${frames} images`),
    studioIn: (dir) => `le studio de ${dir}`,
    rebuild: (given) =>
      `la construction est-elle entière${NB}? Refaites-la ${given ? 'avec npm run build' : 'en supprimant ce dossier'}`,
    studioRefused: (problems) => `le studio a refusé les réglages${NB}: ${problems.join(`${NB}; `)}`,
    studioFailed: (errors) => `le studio a échoué${NB}: ${errors.join(`${NB}; `)}`,
    studioDrew: (width, height, expected) => `le studio a dessiné ${width}×${height} pixels, et non ${expected}`,
    wrote: (replaced, file, what, frames, size, time) =>
      `${replaced ? 'remplacé' : 'écrit'} ${file}${NB}: ${what}, ${frames} image${frames === 1 ? '' : 's'}, ${size}, en ${time}`,
  },
};

const WORDS = { fr, en } as const;

/** The words of the run under way, in its language. */
export function say(): CliWords {
  return WORDS[cliLang()];
}

/** Both catalogues, for the tests that compare them. */
export const CLI_WORDS: Readonly<Record<'fr' | 'en', CliWords>> = WORDS;
