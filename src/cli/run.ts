/**
 * The `grattez` command line, testable in-process: `run(argv, io)` parses `argv` (the user's
 * arguments only), writes to `io.stdout` / `io.stderr` and resolves to the exit code:
 * 0 success (help and version included), 1 an audit that is not exact or a failed write,
 * 2 bad input, reported as one line on stderr with nothing on stdout. Every write to stdout is
 * awaited, so a failed write is reported here, once.
 */
import { availableParallelism } from 'node:os';
import { Command, CommanderError } from 'commander';
import packageJson from '../../package.json' with { type: 'json' };
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
import {
  checkOptionTokens,
  MAX_JOBS,
  parseBlock,
  parseBlockRange,
  parseCount,
  parseFrom,
  parseGame,
  parseJobs,
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

const EXIT_CODES_HELP = `
Exit codes: 0 success; 1 an audited block is not exact, or the output failed; 2 bad input
(one line on stderr, nothing on stdout).`;
const OUTPUT_EXIT_CODES_HELP = `
Exit codes: 0 success (also when the reader closes early, as \`| head\` does); 1 the output failed;
2 bad input (one line on stderr, nothing on stdout).`;
const AUDIT_EXIT_CODES_HELP = `
Exit codes: 0 the block is exact (with --blocks, every block); 1 one is not, or the output failed;
2 bad input (one line on stderr, nothing on stdout).`;

/**
 * 1500000 → "1,500,000": how help texts write large (non-negative integer) numbers. Not
 * toLocaleString: the help texts are built when the module loads, in every audit worker too,
 * and the first toLocaleString of a thread sets up a number formatter (locale data loaded),
 * a cost every command would pay before doing anything.
 */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+$)/g, ',');

// Amounts the examples look for: each game's top prize and the twelve-months' lowest.
const PAWS_TOP = computeGameStats(GAMES.paws).topPrizeCents;
const MONTHS_TOP = computeGameStats(GAMES.months).topPrizeCents;
const MONTHS_LOWEST = Math.min(...GAMES.months.prizeTable.map((tier) => tier.amountCents));

const PROGRAM_HELP = `
Run from the project as: npm run --silent grattez -- <command> [options]
(relative paths, such as --out and --layout, are taken from the folder you run it in).
Amounts are integer euro cents. A block holds ${grouped(BLOCK_SIZE)} tickets, indices 0 to ${BLOCK_SIZE - 1}.
${EXIT_CODES_HELP}

Examples:
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

const BLOCK_HELP = `the block number, 0 to ${MAX_BLOCK}`;

/** "paws (Chien & Chat, 2 €) or months (12 Mois, 3 €)": every game of the registry (words loaded). */
function gameChoices(): string {
  return GAME_IDS.map((game) => `${game} (${gameName(game, 'fr')}, ${GAMES[game].priceCents / 100} €)`).join(' or ');
}

function withGameSeed(command: Command): Command {
  return command
    .requiredOption('--game <game>', `the game: ${gameChoices()}`)
    .requiredOption('--seed <seed>', 'the emission seed: 1 to 32 characters from A-Z a-z 0-9 _ -');
}

function withGameBlock(command: Command): Command {
  return withGameSeed(command).requiredOption('--block <block>', BLOCK_HELP);
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
  const program = new Command(PROGRAM);
  program
    .description(
      'Grattez: deal, export, audit, look up and draw tickets of two French instant-lottery games, and check ticket layouts.',
    )
    .version(packageJson.version, '-V, --version', 'print the version and exit')
    .helpOption('-h, --help', 'print this help and exit')
    .helpCommand('help [command]', 'print the help of a command and exit')
    .configureOutput({
      // Help and version are collected and written by run(), which waits for the write.
      writeOut: (text) => void (messages.out += text),
      // Commander's own messages are collected and reported as one line by run().
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
    .addHelpText('after', PROGRAM_HELP);

  withGameBlock(program.command('export'))
    .summary('print a block’s tickets as NDJSON')
    .description(
      'Print tickets as NDJSON on stdout: one ticket JSON per line (docs/ticket-format.md), in index order.\n' +
        `Without --from and --count, the whole block: ${grouped(BLOCK_SIZE)} lines.`,
    )
    .option('--from <index>', `first ticket index, 0 to ${BLOCK_SIZE - 1}`, '0')
    .option('--count <n>', 'number of tickets (default: to the end of the block)')
    .addHelpText(
      'after',
      `${OUTPUT_EXIT_CODES_HELP}

Examples:
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
    .summary('deal, validate and score whole blocks; compare with article 3')
    .description(
      `Deal, validate and score all ${grouped(BLOCK_SIZE)} tickets of a block and compare the counts per prize with\n` +
        'article 3 of the regulation. Prints a table (in French), or one JSON object with --json.\n' +
        'With --blocks A-B, blocks A to B are audited in parallel on worker threads: one row per block,\n' +
        'then the total of the range. With --block, the block is shared by the --jobs worker threads.\n' +
        'Exit code 0 only when every block is exact. A progress bar is drawn on stderr when it is a terminal.',
    )
    .option('--block <block>', `${BLOCK_HELP} (this or --blocks)`)
    .option('--blocks <A-B>', `blocks A to B, both included, 0 to ${MAX_BLOCK} (this or --block)`)
    .option(
      '--jobs <n>',
      `worker threads, 1 to ${MAX_JOBS} (default: with --blocks the available cores, ${availableParallelism()} here; with --block 1)`,
    )
    .option('--json', 'print one JSON object (amounts in cents) instead of the table')
    .addHelpText(
      'after',
      `${AUDIT_EXIT_CODES_HELP}

Examples:
  $ grattez audit --game paws --seed demo --block 0
  $ grattez audit --game months --seed demo --block 3 --json
  $ grattez audit --game paws --seed demo --blocks 0-7 --jobs 2`,
    )
    .action(async (_options: unknown, command: Command) => {
      const options = command.opts<AuditOptions>();
      const game = parseGame(options.game);
      const seed = parseSeed(options.seed);
      if (options.block !== undefined && options.blocks !== undefined) {
        throw new UsageError('--block and --blocks cannot be used together: use one of them');
      }
      const pool = {
        game,
        seed,
        tickets: seams.auditTickets,
        workerUrl: seams.auditWorker ?? new URL('./audit-worker.mjs', import.meta.url),
      };
      if (options.blocks === undefined) {
        if (options.block === undefined) {
          throw new UsageError('audit needs --block <block> or --blocks <A-B>: neither was given');
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
        await writeLines(io.stdout, [options.json === true ? auditJson(audit) : auditTable(audit)]);
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
      await writeLines(io.stdout, [options.json === true ? emissionJson(emission) : emissionTable(emission)]);
      setExit(emission.exact ? EXIT_OK : EXIT_NOT_EXACT);
    });

  program
    .command('show')
    .summary('print one ticket and how it scores')
    .description(
      'Print the ticket a serial deals, and its evaluation under the regulation, as pretty JSON:\n' +
        '{ "ticket": …, "breakdown": … }. The serial’s check code must be right.',
    )
    .requiredOption('--serial <serial>', 'a ticket serial, e.g. P.demo.0.0025102.G13B')
    .addHelpText(
      'after',
      `${OUTPUT_EXIT_CODES_HELP}

Examples:
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
    .summary('list the tickets of a block that win a given prize')
    .description(
      'List the tickets of a block whose prize is --prize cents, in increasing index order: one line per\n' +
        'ticket, its index and its serial separated by a tab. --prize 0 lists losing tickets.',
    )
    .requiredOption('--prize <cents>', 'the prize in cents: 0 or an amount of the game’s article 3 table')
    .option('--limit <n>', 'at most this many tickets, a positive integer', String(DEFAULT_LIMIT))
    .addHelpText(
      'after',
      `${OUTPUT_EXIT_CODES_HELP}

Examples:
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

  addCheckLayout(program, io, setExit);
  registerRender(program, io, setExit);
  return program;
}

/**
 * A command's failure, said in one line (exit 1): a browser's in its own short words
 * (failureLine); nothing, where the process is being interrupted, which the interruption says.
 */
async function failedWith(error: unknown, fail: (message: string, code: number) => number): Promise<number> {
  const line = await failureLine(error);
  return line === undefined ? EXIT_NOT_EXACT : fail(line, EXIT_NOT_EXACT);
}

/** Commander's method that reports an unknown option with a suggestion: in its code, not its types. */
interface CommanderInternals {
  unknownOption(flag: string): never;
}

/** Commander's error text as one line, without its "error: " prefix. */
function commanderMessage(text: string): string {
  return text
    .trim()
    .replace(/^error: /, '')
    .split(/\n+/)
    .map((part) => part.trim())
    .join(' ');
}

/** A word given to a command that takes options only, named as a missing option name or quote leaves it. */
function tooManyArguments(command: string, stray: string): string {
  return `too many arguments for '${command}': ${quote(stray)} is not an option's value (${command} takes options only)`;
}

/** Runs the CLI on `argv` (user arguments, without `node` and the script). Never throws. */
export async function run(argv: readonly string[], io: CliIo, seams: RunSeams = {}): Promise<number> {
  let exitCode: number = EXIT_OK;
  const messages = { out: '', err: '' };
  const fail = (message: string, code: number): number => {
    io.stderr.write(`${PROGRAM}: ${oneLine(message)}\n`);
    return code;
  };
  let useOne = 'see grattez --help';
  let program: Command | undefined;
  try {
    await loadMessages(LANGS); // the tables' and the checks' words
    program = buildProgram(io, seams, (code) => (exitCode = code), messages);
    // Every command the program has, in help's order: "use export, audit, … or check-layout".
    const names = program.commands.map((command) => command.name());
    useOne = `use ${names.slice(0, -1).join(', ')} or ${names.at(-1)} (${useOne})`;
    if (argv.length === 0) return fail(`missing command: ${useOne}`, EXIT_USAGE);
    // The command's own arguments first: each option once, and with a value of its own. The
    // program's own options (--version) count as the command's, as commander takes them there too.
    const command = program.commands.find((c) => c.name() === argv[0]);
    if (command !== undefined && !argv.some((a) => a === '--help' || a === '-h')) {
      const unknown = checkOptionTokens([...command.options, ...program.options], argv.slice(1));
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
        return fail(`missing or unknown command: ${useOne}`, EXIT_USAGE);
      }
      // An unknown command, or an option before any command: the commands to use, unless commander suggests one.
      const beforeCommand = error.code === 'commander.unknownOption' && argv[0]?.startsWith('-') === true;
      if (error.code === 'commander.unknownCommand' || beforeCommand) {
        const said = commanderMessage(messages.err || error.message);
        if (said.includes('Did you mean')) return fail(said, EXIT_USAGE);
        return fail(`${said}${beforeCommand ? ' before a command' : ''}: ${useOne}`, EXIT_USAGE);
      }
      if (error.code === 'commander.excessArguments') {
        // Commander counts the stray words; the line names the first, which a missing option name or quote left.
        const name = argv[0] ?? '';
        const stray = program?.commands.find((c) => c.name() === name)?.args[0];
        if (stray !== undefined) return fail(tooManyArguments(name, stray), EXIT_USAGE);
      }
      return fail(commanderMessage(messages.err || error.message), EXIT_USAGE);
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
