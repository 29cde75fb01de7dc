/**
 * The `grattez` command line, testable in-process: `run(argv, io)` parses `argv` (the user's
 * arguments only), writes to `io.stdout` / `io.stderr` and resolves to the exit code:
 * 0 success (help and version included), 1 an audit that is not exact or a failed write,
 * 2 bad input, reported as one line on stderr with nothing on stdout. Every write to stdout is
 * awaited, so a failed write is reported here, once.
 */
import { availableParallelism } from 'node:os';
import { CommanderError, type Command } from 'commander';
import { version } from '../../package.json' with { type: 'json' };
import {
  Block,
  BLOCK_SIZE,
  computeGameStats,
  evaluate,
  formatSerial,
  GAME_IDS,
  GAMES,
  generateTicket,
  MAX_BLOCK,
  sumBlockAudits,
  type GameId,
} from '../engine/index.ts';
import { failureLine } from '../headless/chromium.ts';
import { gameName, LANGS, loadMessages } from '../i18n/index.ts';
import { auditBlockInParts } from './audit-block.ts';
import { auditBlocksInPool } from './audit-pool.ts';
import { auditJson, auditTable, emissionJson, emissionTable } from './audit-report.ts';
import { addCheckLayout } from './checkLayout.ts';
import { CommandFailureError, WordedCommand } from './commanderErrors.ts';
import { cliLang, inLang, langOfEnv } from './lang.ts';
import {
  checkOptionTokens,
  MAX_JOBS,
  parseBlock,
  parseBlockRange,
  parseCount,
  parseFrom,
  parseGame,
  parseJobs,
  parseLang,
  parseLimit,
  parsePrize,
  parseSeed,
  parseSerialOption,
  quote,
  UsageError,
} from './options.ts';
import { oneLine, writeLines, type CliIo } from './output.ts';
import { progressLine } from './progress.ts';
import { registerRender } from './render.ts';
import { orderedTicket, prettyJson, ticketLine } from './ticket-json.ts';
import { say } from './words.ts';

/**
 * Test seams of run(). main.ts passes none, so the `grattez` command cannot trip them: they let
 * tests audit small parts of blocks through the real worker pool.
 */
export interface RunSeams {
  /** Audit only the first N tickets of each block (see AuditOptions.tickets in the engine). */
  readonly auditTickets?: number;
  /** The module audit workers run. Default: audit-worker.mjs beside the bundle run() is built into. */
  readonly auditWorker?: URL;
}

const EXIT_OK = 0;
const EXIT_NOT_EXACT = 1;
const EXIT_USAGE = 2;

const PROGRAM = 'grattez';
const DEFAULT_LIMIT = 20;

/**
 * 1500000 → "1,500,000": how help texts write large (non-negative integer) numbers. Not
 * toLocaleString: the help texts are built when the module loads, in every audit worker too,
 * and the first toLocaleString of a thread sets up a number formatter (locale data loaded),
 * a cost every command would pay before doing anything.
 */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, cliLang() === 'fr' ? '\u202f' : ',');

// Amounts the examples look for: each game's top prize and the twelve-months' lowest.
const PAWS_TOP = computeGameStats(GAMES.paws).topPrizeCents;
const MONTHS_TOP = computeGameStats(GAMES.months).topPrizeCents;
const MONTHS_LOWEST = Math.min(...GAMES.months.prizeTable.map((tier) => tier.amountCents));

/** The program's help after its options, in the run's language. */
const programHelp = (): string => `${say().programHelp(grouped(BLOCK_SIZE), BLOCK_SIZE - 1)}
${say().exitCodes}

${say().examples}
  $ grattez export --game paws --seed demo --block 0 --count 3
  $ grattez audit --game months --seed demo --block 0
  $ grattez show --serial P.demo.0.0025102.G13B
  $ grattez find --game paws --seed demo --block 0 --prize ${PAWS_TOP}`;

interface GameBlockOptions {
  game: string;
  seed: string;
  block: string;
}

interface ExportOptions extends GameBlockOptions {
  from?: string;
  count?: string;
}

interface AuditOptions {
  lang?: string;
  game: string;
  seed: string;
  block?: string;
  blocks?: string;
  jobs?: string;
  json?: boolean;
}

interface FindOptions extends GameBlockOptions {
  prize: string;
  limit: string;
}

interface ShowOptions {
  serial: string;
}

function parseGameBlock(options: GameBlockOptions): { game: GameId; seed: string; block: number } {
  return { game: parseGame(options.game), seed: parseSeed(options.seed), block: parseBlock(options.block) };
}

/** "paws (Chien & Chat, 2 €) or months (12 Mois, 3 €)": every game of the registry (words loaded). */
function gameChoices(): string {
  return say().or(GAME_IDS.map((game) => `${game} (${gameName(game, 'fr')}, ${GAMES[game].priceCents / 100} €)`));
}

function withGameSeed(command: Command): Command {
  return command
    .requiredOption('--game <game>', say().gameHelp(gameChoices()))
    .requiredOption('--seed <seed>', say().seedHelp);
}

function withGameBlock(command: Command): Command {
  return withGameSeed(command).requiredOption('--block <block>', say().blockHelp(MAX_BLOCK));
}

/** Every ticket of [from, from + count), one NDJSON line each, drawn with one Block. */
function* exportLines(game: GameId, seed: string, blockNumber: number, from: number, count: number): Generator<string> {
  const block = new Block(game, seed, blockNumber);
  const end = from + count;
  for (let index = from; index < end; index++) yield ticketLine(block.ticketAt(index));
}

/** `find`'s lines: index, a tab, serial. */
function* findLines(game: GameId, seed: string, blockNumber: number, indices: Int32Array): Generator<string> {
  for (const index of indices) yield `${index}\t${formatSerial({ game, seed, block: blockNumber, index })}\n`;
}

function buildProgram(
  io: CliIo,
  seams: RunSeams,
  setExit: (code: number) => void,
  messages: { out: string; err: string },
): Command {
  // Commander's refusals come as facts, worded from the catalogue (commanderErrors.ts).
  const program = new WordedCommand(PROGRAM);
  const words = say();
  program
    .description(words.programDescription)
    .usage(words.programUsage)
    .version(version, '-V, --version', words.versionHelp)
    .helpOption('-h, --help', words.helpHelp)
    .helpCommand('help [command]', words.helpCommandHelp)
    .configureHelp({
      // Commander's headings and "(default: …)", in the run's language.
      styleTitle: (title) => words.titles[title] ?? title,
      optionDescription: (option) => {
        const value =
          option.defaultValueDescription ??
          (option.defaultValue === undefined ? undefined : JSON.stringify(option.defaultValue));
        return value === undefined ? option.description : `${option.description} ${words.defaultIs(value)}`;
      },
    })
    .configureOutput({
      // Help and version are collected and written by run(), which waits for the write.
      writeOut: (text) => void (messages.out += text),
      // Commander's refusals are thrown as facts (WordedCommand) and worded by run(); what commander
      // would still write here (the help it shows for `grattez help`'s error) is not shown.
      writeErr: (text) => void (messages.err += text),
      outputError: (text, write) => write(text),
      getOutHelpWidth: () => 100,
      getErrHelpWidth: () => 100,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .exitOverride()
    .showSuggestionAfterError(true)
    .allowExcessArguments(false)
    .addHelpText('after', programHelp());

  withGameBlock(program.command('export'))
    .summary(words.exportSummary)
    .description(words.exportDescription(grouped(BLOCK_SIZE)))
    .option('--from <index>', words.fromHelp(BLOCK_SIZE - 1), '0')
    .option('--count <n>', words.countHelp)
    .option('--lang <lang>', words.langHelp)
    .addHelpText(
      'after',
      `${words.outputExitCodes}

${words.examples}
  $ grattez export --game paws --seed demo --block 0 --count 3
  $ grattez export --game months --seed demo --block 7 --from 1000 --count 10
  $ grattez export --game paws --seed demo --block 0 | node scripts/rescore.mjs`,
    )
    .action(async (_options: unknown, command: Command) => {
      const options = command.opts<ExportOptions>();
      const { game, seed, block } = parseGameBlock(options);
      const from = parseFrom(options.from ?? '0');
      const count = parseCount(options.count, from);
      await writeLines(io.stdout, exportLines(game, seed, block, from, count));
      setExit(EXIT_OK);
    });

  withGameSeed(program.command('audit'))
    .summary(words.auditSummary)
    .description(words.auditDescription(grouped(BLOCK_SIZE)))
    .option('--block <block>', words.auditBlockHelp(MAX_BLOCK))
    .option('--blocks <A-B>', words.auditBlocksHelp(MAX_BLOCK))
    .option('--jobs <n>', words.jobsHelp(MAX_JOBS, availableParallelism()))
    .option('--json', words.jsonHelp)
    .option('--lang <lang>', words.langHelp)
    .addHelpText(
      'after',
      `${words.auditExitCodes}

${words.examples}
  $ grattez audit --game paws --seed demo --block 0
  $ grattez audit --game months --seed demo --block 3 --json
  $ grattez audit --game paws --seed demo --blocks 0-7 --jobs 2`,
    )
    .action(async (_options: unknown, command: Command) => {
      const options = command.opts<AuditOptions>();
      const game = parseGame(options.game);
      const seed = parseSeed(options.seed);
      if (options.block !== undefined && options.blocks !== undefined) {
        throw new UsageError(words.blockAndBlocks);
      }
      const pool = {
        game,
        seed,
        tickets: seams.auditTickets,
        workerUrl: seams.auditWorker ?? new URL('./audit-worker.mjs', import.meta.url),
      };
      if (options.blocks === undefined) {
        if (options.block === undefined) {
          throw new UsageError(words.neitherBlock);
        }
        const block = parseBlock(options.block);
        // One job by default: a single block is too short for the workers' start to pay (docs/performance.md).
        const jobs = options.jobs === undefined ? 1 : parseJobs(options.jobs);
        const bar = io.isTTY ? progressLine(io.stderr, `audit ${game} ${seed} ${block}`) : undefined;
        let audit;
        try {
          // On the pool, the block's eighths are shared by the workers (the same tallies, added up
          // the same way); on one job, in parts on the main thread, with no worker to start.
          audit =
            jobs > 1
              ? (await auditBlocksInPool({ ...pool, first: block, last: block, jobs, onProgress: bar?.update }))[0]!
              : await auditBlockInParts({ game, seed, block, tickets: pool.tickets, onProgress: bar?.update });
        } finally {
          bar?.clear();
        }
        await writeLines(io.stdout, [options.json === true ? auditJson(audit) : auditTable(audit, cliLang())]);
        setExit(audit.exact ? EXIT_OK : EXIT_NOT_EXACT);
        return;
      }
      const { first, last } = parseBlockRange(options.blocks);
      const jobs = options.jobs === undefined ? availableParallelism() : parseJobs(options.jobs);
      const bar = io.isTTY ? progressLine(io.stderr, `audit ${game} ${seed} ${first}-${last}`) : undefined;
      let audits;
      try {
        audits = await auditBlocksInPool({ ...pool, first, last, jobs, onProgress: bar?.update });
      } finally {
        bar?.clear();
      }
      const emission = sumBlockAudits(audits);
      await writeLines(io.stdout, [
        options.json === true ? emissionJson(emission) : emissionTable(emission, cliLang()),
      ]);
      setExit(emission.exact ? EXIT_OK : EXIT_NOT_EXACT);
    });

  program
    .command('show')
    .summary(words.showSummary)
    .description(words.showDescription)
    .requiredOption('--serial <serial>', words.serialHelp('P.demo.0.0025102.G13B'))
    .option('--lang <lang>', words.langHelp)
    .addHelpText(
      'after',
      `${words.outputExitCodes}

${words.examples}
  $ grattez show --serial P.demo.0.0025102.G13B
  $ grattez show --serial "$(grattez find --game months --seed demo --block 0 --prize ${MONTHS_TOP} --limit 1 | cut -f2)"`,
    )
    .action(async (_options: unknown, command: Command) => {
      const ref = parseSerialOption(command.opts<ShowOptions>().serial);
      const ticket = generateTicket(ref);
      const evaluated = evaluate(ticket);
      if (!evaluated.ok)
        throw new Error(`ticket ${ticket.serial} cannot be scored: ${evaluated.error[0]?.message ?? ''}`);
      const json = prettyJson({ ticket: orderedTicket(ticket), breakdown: evaluated.value });
      await writeLines(io.stdout, [`${json}\n`]);
      setExit(EXIT_OK);
    });

  withGameBlock(program.command('find'))
    .summary(words.findSummary)
    .description(words.findDescription)
    .requiredOption('--prize <cents>', words.prizeHelp)
    .option('--limit <n>', words.limitHelp, String(DEFAULT_LIMIT))
    .option('--lang <lang>', words.langHelp)
    .addHelpText(
      'after',
      `${words.outputExitCodes}

${words.examples}
  $ grattez find --game paws --seed demo --block 0 --prize ${PAWS_TOP}
  $ grattez find --game months --seed demo --block 0 --prize ${MONTHS_LOWEST} --limit 5 | cut -f2`,
    )
    .action(async (_options: unknown, command: Command) => {
      const options = command.opts<FindOptions>();
      const { game, seed, block: blockNumber } = parseGameBlock(options);
      const prize = parsePrize(options.prize, game);
      const limit = parseLimit(options.limit);
      const block = new Block(game, seed, blockNumber);
      const indices = block.indicesWithPrize(prize).subarray(0, limit);
      await writeLines(io.stdout, findLines(game, seed, blockNumber, indices));
      setExit(EXIT_OK);
    });

  // The four commands whose --lang names the messages' language only: a value that is none is bad input.
  program.hook('preAction', (_program, action) => {
    const lang = action.opts<{ lang?: string }>().lang;
    if (['export', 'audit', 'show', 'find'].includes(action.name()) && lang !== undefined) parseLang(lang);
  });
  addCheckLayout(program, io, setExit);
  registerRender(program, io, setExit);
  return program;
}

/**
 * A command's failure, said in one line (exit 1): a browser's in its own short words
 * (failureLine); nothing, where the process is being interrupted, which the interruption says.
 */
async function failedWith(error: unknown, fail: (message: string, code: number) => number): Promise<number> {
  // In the run's language; the cause as the system gives it.
  const line = await failureLine(error, say().browser);
  return line === undefined ? EXIT_NOT_EXACT : fail(line, EXIT_NOT_EXACT);
}

/** Commander's method that reports an unknown option with a suggestion: WordedCommand's, not in commander's types. */
interface CommanderInternals {
  unknownOption(flag: string): never;
}

/** A word given to a command that takes options only, named as a missing option name or quote leaves it. */
function tooManyArguments(command: string, stray: string): string {
  return say().commander({ code: 'commander.excessArguments', command, extra: [stray] }, quote);
}

/** Whether `arg` is `--lang` or `--lang=…`. */
const isLangFlag = (arg: string): boolean => arg === '--lang' || arg.startsWith('--lang=');

/** `args` without their `--lang VALUE` and `--lang=VALUE`, each value checked (a bad one is refused, exit 2). */
function withoutLang(args: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      kept.push(...args.slice(i));
      break;
    }
    if (!isLangFlag(arg)) kept.push(arg);
    else if (arg.includes('=')) parseLang(arg.slice('--lang='.length));
    else parseLang(args[++i] ?? '');
  }
  return kept;
}

/**
 * The language of a run: `--lang` before the command, else the command's own `--lang` (render's and
 * check-layout's name the picture's or the art's language, and the messages' with it), else the
 * locale (lang.ts). A value that is no language leaves it to the locale: the command refuses it.
 */
export function langOfRun(argv: readonly string[], env: Readonly<Record<string, string | undefined>>) {
  const end = argv.indexOf('--');
  const args = end >= 0 ? argv.slice(0, end) : argv;
  const at = args.findIndex(isLangFlag);
  const value = at < 0 ? undefined : args[at]!.includes('=') ? args[at]!.slice('--lang='.length) : args[at + 1];
  return value === 'fr' || value === 'en' ? value : langOfEnv(env);
}

/** npm's own settings that share a name with an option of grattez's: npm_config_json may be the user's own. */
const NPM_SETTINGS: ReadonlySet<string> = new Set(['json']);

/**
 * The options of `command` that npm took for settings of its own, as `npm run grattez <command>
 * --option value` (no `--`) makes it: npm sets npm_config_<option> and passes on the value alone.
 * Only under `npm run grattez`, where npm names the script it runs.
 */
function optionsNpmTook(command: Command, env: Readonly<Record<string, string | undefined>>): string[] {
  if (env.npm_lifecycle_event !== 'grattez') return [];
  return command.options.flatMap((option) => {
    const name = option.long?.slice(2);
    if (name === undefined || NPM_SETTINGS.has(name)) return [];
    return env[`npm_config_${name.replace(/-/g, '_')}`] === undefined ? [] : [`--${name}`];
  });
}

/** Runs the CLI on `argv` (user arguments, without `node` and the script). Never throws. */
export function run(argv: readonly string[], io: CliIo, seams: RunSeams = {}): Promise<number> {
  return inLang(langOfRun(argv, io.env ?? process.env), () => runInLang(argv, io, seams));
}

async function runInLang(argv: readonly string[], io: CliIo, seams: RunSeams): Promise<number> {
  let exitCode: number = EXIT_OK;
  const messages = { out: '', err: '' };
  const fail = (message: string, code: number): number => {
    io.stderr.write(`${PROGRAM}: ${oneLine(message)}\n`);
    return code;
  };
  const words = say();
  let useOne = words.seeHelp;
  let program: Command | undefined;
  try {
    // `grattez --lang en <command> …`: the program's --lang, before the command, read by langOfRun.
    if (argv[0] !== undefined && isLangFlag(argv[0])) {
      const value = argv[0].includes('=') ? argv[0].slice('--lang='.length) : (argv[1] ?? '');
      parseLang(value);
      argv = argv.slice(argv[0].includes('=') ? 1 : 2);
    }
    await loadMessages(LANGS); // the tables' and the checks' words
    program = buildProgram(io, seams, (code) => (exitCode = code), messages);
    // Every command the program has, in help's order: "use export, audit, … or check-layout".
    const names = program.commands.map((command) => command.name());
    useOne = words.useOne(names, useOne);
    if (argv.length === 0) return fail(words.missingCommand(useOne), EXIT_USAGE);
    // `help`'s own words, the run's --lang taken out wherever it stands (langOfRun has read it):
    // left in, commander took `help --lang fr foo` for a help with no word and printed the program's.
    if (argv[0] === 'help') argv = ['help', ...withoutLang(argv.slice(1))];
    // `help <word>`: commander would say "missing or unknown command" without the word. A word that
    // is no command is named, with the nearest command, as an unknown command is; `help help` is the
    // program's help, which describes `help [command]`.
    if (argv[0] === 'help' && argv[1] !== undefined && !argv[1].startsWith('-')) {
      const word = argv[1];
      if (word !== 'help' && !program.commands.some((c) => c.name() === word || c.aliases().includes(word)))
        (program as WordedCommand).refuseCommand(word);
      // A second word, which commander dropped without a word: `help export extra` showed export's help.
      const stray = argv.slice(2).find((a) => !a.startsWith('-'));
      if (stray !== undefined) return fail(words.helpOneCommand(quote(stray)), EXIT_USAGE);
      if (word === 'help') argv = ['help', ...argv.slice(2)];
    }
    // The command's own arguments first: each option once, and with a value of its own. The
    // program's own options (--version) count as the command's, as commander takes them there too.
    const command = program.commands.find((c) => c.name() === argv[0]);
    // `npm run grattez -- -- show …`: a second `--`, before the command, as commander would read it, the command a mere word.
    const afterDashes = argv[0] === '--' ? program.commands.find((c) => c.name() === argv[1]) : undefined;
    if (afterDashes !== undefined) return fail(words.strayDashes(afterDashes.name()), EXIT_USAGE);
    // `npm run grattez show --serial X`, without the `--`: npm took `--serial` for a setting of its
    // own (npm_config_serial) and passed on only `show X`; said so, rather than a required option missing.
    const tookByNpm = command === undefined ? [] : optionsNpmTook(command, io.env ?? process.env);
    if (command !== undefined && tookByNpm.length > 0)
      return fail(words.npmTookOptions(tookByNpm, command.name()), EXIT_USAGE);
    if (command !== undefined && !argv.some((a) => a === '--help' || a === '-h')) {
      const unknown = checkOptionTokens([...command.options, ...program.options], argv.slice(1), command.name());
      // Commander's own words and suggestion ("Did you mean --block?"), before its check of the required options.
      if (unknown !== undefined) (command as unknown as CommanderInternals).unknownOption(unknown);
    }
    // --version with a stray word: commander prints the version as soon as it meets the flag.
    const isVersion = (a: string) => a === '--version' || a === '-V';
    if (argv.some(isVersion) && !argv.some((a) => a === '--help' || a === '-h')) {
      const rest = argv.filter((a) => !isVersion(a));
      const target = program.commands.find((c) => c.name() === rest[0]);
      if (target !== undefined) {
        // The command's words that are no option's value (parseOptions runs no action).
        const stray = target.parseOptions(rest.slice(1)).operands[0];
        if (stray !== undefined) return fail(tooManyArguments(target.name(), stray), EXIT_USAGE);
      } else if (rest[0] !== undefined && rest[0] !== 'help') {
        // Where a command goes: commander's own words for what is there ("unknown command 'extra'").
        await program.parseAsync(rest, { from: 'user' });
      }
    }
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof UsageError) return fail(error.message, EXIT_USAGE);
    if (error instanceof CommanderError) {
      if (error.exitCode === 0) return printed(io, messages.out, fail); // --help, --version, help
      if (error.code === 'commander.help') {
        return fail(words.missingOrUnknownCommand(useOne), EXIT_USAGE);
      }
      if (error instanceof CommandFailureError) {
        const { failure } = error;
        const line = words.commander(failure, quote);
        // An unknown command, or an option before any command: the commands to use, unless a near one is suggested.
        const beforeCommand = failure.code === 'commander.unknownOption' && argv[0]?.startsWith('-') === true;
        if ((failure.code === 'commander.unknownCommand' || beforeCommand) && failure.similar.length === 0) {
          const colon = cliLang() === 'fr' ? '\u00a0: ' : ': ';
          return fail(`${line}${beforeCommand ? words.beforeCommand : ''}${colon}${useOne}`, EXIT_USAGE);
        }
        return fail(line, EXIT_USAGE);
      }
      // A refusal of commander's that WordedCommand does not word (none that this program can meet).
      return fail(error.message.replace(/^error: /, ''), EXIT_USAGE);
    }
    return failedWith(error, fail);
  }
}

/** Writes help or version text and waits for it: exit 0, or 1 when the write fails. */
async function printed(io: CliIo, text: string, fail: (message: string, code: number) => number): Promise<number> {
  try {
    await writeLines(io.stdout, [text]);
    return EXIT_OK;
  } catch (error) {
    return failedWith(error, fail);
  }
}
