import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run } from '../../src/cli/run.ts';
import { orderedTicket } from '../../src/cli/ticket-json.ts';
import {
  Block,
  BLOCK_SIZE,
  blockTiers,
  formatSerial,
  GAMES,
  generateTicket,
  MAX_BLOCK,
  parseSerial,
  type GameId,
  type TicketRef,
} from '../../src/engine/index.ts';
import { AUDIT_WORKER, cli, Sink } from './helpers.ts';

const PAWS_SEED = ['--game', 'paws', '--seed', 'demo'];
const PAWS = [...PAWS_SEED, '--block', '0'];
const MONTHS = ['--game', 'months', '--seed', 'demo', '--block', '0'];
const GOOD_SERIAL = formatSerial({ game: 'paws', seed: 'demo', block: 0, index: 17 });
const PAWS_KEYS = ['game', 'serial', 'seed', 'block', 'index', 'price', 'prize', 'variant', 'paws', 'bonus'];
const MONTHS_KEYS = ['game', 'serial', 'seed', 'block', 'index', 'price', 'prize', 'months', 'gain'];

/** The serial with one character replaced. */
function altered(serial: string, at: number, by: string): string {
  return serial.slice(0, at) + by + serial.slice(at + 1);
}

function lines(text: string): string[] {
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n');
}

/** The JSON a ticket must be exported as. */
function expectedLine(ref: TicketRef): string {
  return JSON.stringify(orderedTicket(generateTicket(ref)));
}

describe('bad input: one line on stderr, exit code 2, nothing on stdout', () => {
  // [case, argv, what the line must say]
  const cases: [string, string[], string][] = [
    [
      'no command',
      [],
      'grattez: missing command: use export, audit, show, find, check-layout or render (see grattez --help)',
    ],
    [
      'unknown command',
      ['dance'],
      "grattez: unknown command 'dance': use export, audit, show, find, check-layout or render (see grattez --help)",
    ],
    ['misspelt command', ['exprot'], "grattez: unknown command 'exprot' (Did you mean export?)"],
    [
      'unknown option before any command',
      ['--game', 'paws'],
      "grattez: unknown option '--game' before a command: use export, audit, show, find, check-layout or render (see grattez --help)",
    ],
    [
      'unknown command after help',
      ['help', 'dance'],
      "grattez: unknown command 'dance': use export, audit, show, find, check-layout or render (see grattez --help)",
    ],
    ['misspelt command after help', ['help', 'exprot'], "grattez: unknown command 'exprot' (Did you mean export?)"],
    [
      'unknown game',
      ['export', '--game', 'dice', '--seed', 'demo', '--block', '0'],
      'grattez: --game "dice" is not a game: use paws or months',
    ],
    [
      'game of another case',
      ['audit', '--game', 'PAWS', '--seed', 'demo', '--block', '0'],
      'grattez: --game "PAWS" is not a game',
    ],
    [
      'missing --game',
      ['export', '--seed', 'demo', '--block', '0'],
      "grattez: required option '--game <game>' not specified",
    ],
    [
      'missing --seed',
      ['audit', '--game', 'paws', '--block', '0'],
      "grattez: required option '--seed <seed>' not specified",
    ],
    [
      'missing --block',
      ['find', '--game', 'paws', '--seed', 'demo', '--prize', '0'],
      "grattez: required option '--block <block>' not specified",
    ],
    ['missing --prize', ['find', ...PAWS], "grattez: required option '--prize <cents>' not specified"],
    ['missing --serial', ['show'], "grattez: required option '--serial <serial>' not specified"],
    [
      'option without its value',
      ['export', '--seed', 'demo', '--block', '0', '--game'],
      "grattez: option '--game <game>' argument missing",
    ],
    ['unknown option', ['export', ...PAWS, '--colour', 'red'], "grattez: unknown option '--colour'"],
    ['misspelt option', ['export', ...PAWS, '--frm', '3'], "grattez: unknown option '--frm' (Did you mean --from?)"],
    ['unknown program option', ['--game', 'paws', 'export'], "grattez: unknown option '--game'"],
    // A misspelt required option is named as misspelt, not as missing, by every command.
    [
      'misspelt required --block',
      ['export', '--game', 'paws', '--seed', 'demo', '--blok', '0'],
      "grattez: unknown option '--blok' (Did you mean --block?)",
    ],
    [
      'misspelt required --game',
      ['find', '--gmae', 'paws', '--seed', 'demo', '--block', '0', '--prize', '0'],
      "grattez: unknown option '--gmae' (Did you mean --game?)",
    ],
    [
      'misspelt required --serial',
      ['show', '--serail', 'x'],
      "grattez: unknown option '--serail' (Did you mean --serial?)",
    ],
    [
      'misspelt required --out',
      ['render', '--game', 'paws', '--prize', '0', '--ot', 'a.png'],
      "grattez: unknown option '--ot' (Did you mean --out?)",
    ],
    [
      'misspelt --layout',
      ['check-layout', '--layuot=designs/dog/design.json'],
      "grattez: unknown option '--layuot' (Did you mean --layout?)",
    ],
    [
      'misspelt --seed',
      ['audit', '--game', 'paws', '--sed', 'demo'],
      "grattez: unknown option '--sed' (Did you mean --seed?)",
    ],
    ['excess argument', ['export', ...PAWS, 'extra'], "grattez: too many arguments for 'export'"],
    [
      'excess argument named',
      ['export', ...PAWS, 'extra'],
      `grattez: too many arguments for 'export': "extra" is not an option's value (export takes options only)`,
    ],
    [
      'block -0',
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '-0'],
      'grattez: --block "-0" is invalid: use an integer from 0 to 999999',
    ],
    ['from -0', ['export', ...PAWS, '--from', '-0'], 'grattez: --from "-0" is invalid'],
    ['prize -0', ['find', ...PAWS, '--prize', '-0'], 'grattez: --prize "-0" is not a paws prize'],
    [
      'serial in lower case',
      ['show', '--serial', 'p.demo.0.0025102.g13b'],
      'grattez: --serial "p.demo.0.0025102.g13b" is not of the form G.seed.block.0000000.CHCK (for example P.demo.0.0000017.G137): its game letter and check code are upper case: P.demo.0.0025102.G13B',
    ],
    [
      'check code with O for 0',
      ['show', '--serial', 'P.demo.0.0000025.O130'],
      'grattez: --serial "P.demo.0.0000025.O130" fails its check code: "O" is not a check code character (they have no I, L, O or U): it may be 0',
    ],
    [
      'check code with U, which stands for no digit',
      ['show', '--serial', 'P.demo.0.0000025.U130'],
      'grattez: --serial "P.demo.0.0000025.U130" fails its check code: "U" is not a check code character (they have no I, L, O or U)\n',
    ],
    [
      'check code with I and L for 1',
      ['show', '--serial', 'P.demo.0.0000000.0II9'],
      'grattez: --serial "P.demo.0.0000000.0II9" fails its check code: "I" is not a check code character (they have no I, L, O or U): it may be 1',
    ],
    [
      'seed with a space',
      ['export', '--game', 'paws', '--seed', 'a b', '--block', '0'],
      'grattez: --seed "a b" is invalid: use 1 to 32 characters from A-Z, a-z, 0-9, _ and -',
    ],
    [
      'empty seed',
      ['export', '--game', 'paws', '--seed', '', '--block', '0'],
      'grattez: --seed "" is invalid: use 1 to 32 characters',
    ],
    [
      'seed too long',
      ['audit', '--game', 'paws', '--seed', 'x'.repeat(33), '--block', '0'],
      `grattez: --seed "${'x'.repeat(33)}" is invalid`,
    ],
    [
      'seed with an accent',
      ['find', '--game', 'paws', '--seed', 'é', '--block', '0', '--prize', '0'],
      'grattez: --seed "é" is invalid',
    ],
    [
      'seed with a newline',
      ['export', '--game', 'paws', '--seed', 'a\nb', '--block', '0'],
      'grattez: --seed "a\\nb" is invalid',
    ],
    [
      'negative block',
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '-1'],
      'grattez: --block "-1" is invalid: use an integer from 0 to 999999',
    ],
    [
      'fractional block',
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '1.5'],
      'grattez: --block "1.5" is invalid: use an integer from 0 to 999999',
    ],
    [
      'block past the last',
      ['audit', '--game', 'months', '--seed', 'demo', '--block', '1000000'],
      'grattez: --block "1000000" is invalid: use an integer from 0 to 999999',
    ],
    [
      'block in words',
      ['find', '--game', 'paws', '--seed', 'demo', '--block', 'one', '--prize', '0'],
      'grattez: --block "one" is invalid',
    ],
    [
      'block in hexadecimal',
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '0x10'],
      'grattez: --block "0x10" is invalid',
    ],
    [
      'block in exponent form',
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '1e3'],
      'grattez: --block "1e3" is invalid',
    ],
    ['empty block', ['export', '--game', 'paws', '--seed', 'demo', '--block', ''], 'grattez: --block "" is invalid'],
    [
      'negative from',
      ['export', ...PAWS, '--from', '-1'],
      'grattez: --from "-1" is invalid: use an integer from 0 to 1499999',
    ],
    [
      'from past the block',
      ['export', ...PAWS, '--from', '1500000'],
      'grattez: --from "1500000" is invalid: use an integer from 0 to 1499999',
    ],
    ['fractional from', ['export', ...PAWS, '--from', '2.5'], 'grattez: --from "2.5" is invalid'],
    [
      'zero count',
      ['export', ...PAWS, '--count', '0'],
      'grattez: --count "0" is invalid: use an integer from 1 to 1500000',
    ],
    ['negative count', ['export', ...PAWS, '--count', '-3'], 'grattez: --count "-3" is invalid'],
    ['fractional count', ['export', ...PAWS, '--count', '0.5'], 'grattez: --count "0.5" is invalid'],
    [
      'count past a block',
      ['export', ...PAWS, '--count', '1500001'],
      'grattez: --count "1500001" is invalid: use an integer from 1 to 1500000',
    ],
    [
      'from + count past the end',
      ['export', ...PAWS, '--from', '1499999', '--count', '2'],
      'grattez: --count "2" is out of range: from index 1499999 the block has 1 ticket left',
    ],
    [
      'count past the end',
      ['export', ...PAWS, '--from', '1000', '--count', '1500000'],
      'grattez: --count "1500000" is out of range: from index 1000 the block has 1499000 tickets left',
    ],
    [
      'zero limit',
      ['find', ...PAWS, '--prize', '0', '--limit', '0'],
      'grattez: --limit "0" is invalid: use an integer from 1 to 1500000',
    ],
    ['negative limit', ['find', ...PAWS, '--prize', '0', '--limit', '-5'], 'grattez: --limit "-5" is invalid'],
    ['fractional limit', ['find', ...PAWS, '--prize', '0', '--limit', '2.5'], 'grattez: --limit "2.5" is invalid'],
    ['limit in words', ['find', ...PAWS, '--prize', '0', '--limit', 'all'], 'grattez: --limit "all" is invalid'],
    [
      'limit past a block',
      ['find', ...PAWS, '--prize', '0', '--limit', '1500001'],
      'grattez: --limit "1500001" is invalid',
    ],
    [
      'prize not in the table',
      ['find', ...PAWS, '--prize', '700'],
      'grattez: --prize "700" is not a paws prize: use cents, one of 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000',
    ],
    [
      'prize of the other game',
      ['find', ...MONTHS, '--prize', '3000'],
      'grattez: --prize "3000" is not a months prize: use cents, one of 0, 600, 1000',
    ],
    [
      'prize in euros',
      ['find', ...PAWS, '--prize', '30€'],
      'grattez: --prize "30€" is not a paws prize: use cents (€30 = 3000), one of 0, 200,',
    ],
    [
      'prize in euros, without the sign',
      ['find', ...MONTHS, '--prize', '40000'],
      'grattez: --prize "40000" is not a months prize: use cents (€40000 = 4000000), one of 0, 600,',
    ],
    ['negative prize', ['find', ...PAWS, '--prize', '-200'], 'grattez: --prize "-200" is not a paws prize'],
    ['fractional prize', ['find', ...PAWS, '--prize', '200.0'], 'grattez: --prize "200.0" is not a paws prize'],
    [
      'malformed serial',
      ['show', '--serial', 'nonsense'],
      'grattez: --serial "nonsense" is not of the form G.seed.block.0000000.CHCK',
    ],
    [
      'serial with a wrong check code',
      ['show', '--serial', altered(GOOD_SERIAL, GOOD_SERIAL.length - 1, GOOD_SERIAL.endsWith('0') ? '1' : '0')],
      `fails its check code: a character was mistyped or changed`,
    ],
    [
      'serial with a changed index',
      ['show', '--serial', altered(GOOD_SERIAL, GOOD_SERIAL.indexOf('0000017') + 6, '8')],
      'grattez: --serial "P.demo.0.0000018.',
    ],
    ['serial of the other game', ['show', '--serial', `M${GOOD_SERIAL.slice(1)}`], 'fails its check code'],
    [
      'serial with swapped characters',
      ['show', '--serial', GOOD_SERIAL.replace('demo', 'dmeo')],
      'fails its check code',
    ],
    ['empty serial', ['show', '--serial', ''], 'grattez: --serial "" is not of the form'],
    [
      'serial of a block past the last',
      ['show', '--serial', 'P.demo.1000000.0025102.G13B'],
      'grattez: --serial "P.demo.1000000.0025102.G13B" names a block out of range: blocks are numbered 0 to 999999\n',
    ],
    [
      'audit without --block or --blocks',
      ['audit', ...PAWS_SEED],
      'grattez: audit needs --block <block> or --blocks <A-B>: neither was given',
    ],
    [
      'audit with --block and --blocks',
      ['audit', ...PAWS, '--blocks', '0-3'],
      'grattez: --block and --blocks cannot be used together: use one of them',
    ],
    [
      'blocks reversed',
      ['audit', ...PAWS_SEED, '--blocks', '5-2'],
      'grattez: --blocks "5-2" is invalid: the first block comes after the last: use 2-5',
    ],
    [
      'blocks in words',
      ['audit', ...PAWS_SEED, '--blocks', 'x'],
      `grattez: --blocks "x" is invalid: use A-B, the first and last block numbers, e.g. 0-7 (0 to ${MAX_BLOCK})`,
    ],
    ['blocks as one number', ['audit', ...PAWS_SEED, '--blocks', '7'], 'grattez: --blocks "7" is invalid: use A-B'],
    ['blocks with three ends', ['audit', ...PAWS_SEED, '--blocks', '1-2-3'], 'grattez: --blocks "1-2-3" is invalid'],
    ['blocks from a negative', ['audit', ...PAWS_SEED, '--blocks', '-1-2'], 'grattez: --blocks "-1-2" is invalid'],
    ['blocks fractional', ['audit', ...PAWS_SEED, '--blocks', '0-1.5'], 'grattez: --blocks "0-1.5" is invalid'],
    ['empty blocks', ['audit', ...PAWS_SEED, '--blocks', ''], 'grattez: --blocks "" is invalid'],
    [
      'blocks past the last',
      ['audit', ...PAWS_SEED, '--blocks', `${MAX_BLOCK}-${MAX_BLOCK + 1}`],
      `grattez: --blocks "${MAX_BLOCK}-${MAX_BLOCK + 1}" is out of range: blocks are numbered 0 to ${MAX_BLOCK}`,
    ],
    [
      'zero jobs',
      ['audit', ...PAWS_SEED, '--blocks', '0-3', '--jobs', '0'],
      'grattez: --jobs "0" is invalid: use an integer from 1 to 256',
    ],
    ['negative jobs', ['audit', ...PAWS_SEED, '--blocks', '0-3', '--jobs', '-2'], 'grattez: --jobs "-2" is invalid'],
    ['jobs in words', ['audit', ...PAWS_SEED, '--blocks', '0-3', '--jobs', 'all'], 'grattez: --jobs "all" is invalid'],
    ['too many jobs', ['audit', ...PAWS_SEED, '--blocks', '0-3', '--jobs', '257'], 'grattez: --jobs "257" is invalid'],
    // Commander keeps the last of an option given twice, and takes an option as another's value.
    ['a game given twice', ['export', '--game', 'months', ...PAWS], 'grattez: --game is given twice: give it once'],
    [
      'a serial given twice, as --serial=',
      ['show', `--serial=${GOOD_SERIAL}`, '--serial', GOOD_SERIAL],
      'grattez: --serial is given twice: give it once',
    ],
    [
      'a value given to an option that takes none',
      ['audit', ...PAWS, '--json=yes'],
      'grattez: --json takes no value: give --json alone',
    ],
    [
      'an option where a value goes',
      ['export', '--game', '--seed', 'demo', '--block', '0'],
      'grattez: --game needs a value: it is followed by --seed',
    ],
  ];

  it.each(cases)('%s', async (_name, argv, says) => {
    const { code, stdout, stderr } = await cli(argv);
    expect(stdout).toBe('');
    expect(stderr.startsWith('grattez: ')).toBe(true);
    expect(stderr.endsWith('\n')).toBe(true);
    expect(stderr.slice(0, -1)).not.toContain('\n');
    expect(stderr).toContain(says);
    expect(code).toBe(2);
  });

  it('never prints more than one line, even when commander would add its help', async () => {
    for (const argv of [[], ['help', 'nope'], ['export', '--nope'], ['find', '--game']]) {
      const { code, stdout, stderr } = await cli(argv);
      expect([code, stdout, stderr.split('\n').length]).toEqual([2, '', 2]);
    }
  });
});

describe('npm run grattez <command> without its --', () => {
  // npm takes `--serial` for a setting of its own (npm_config_serial) and passes on `show <serial>`.
  const UNDER_NPM = { npm_lifecycle_event: 'grattez' };

  it('names the options npm took and says where the -- goes, exit 2', async () => {
    const one = await cli(['show', GOOD_SERIAL], { env: { ...UNDER_NPM, npm_config_serial: 'true' } });
    expect(one).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'grattez: npm took --serial for a setting of its own: put -- before the command (npm run --silent grattez -- show --serial …)\n',
    });
    const many = await cli(['find', 'paws', 'demo', '0', '3000'], {
      env: {
        ...UNDER_NPM,
        npm_config_game: 'true',
        npm_config_seed: 'true',
        npm_config_block: 'true',
        npm_config_prize: 'true',
      },
    });
    expect(many.code).toBe(2);
    expect(many.stderr).toBe(
      'grattez: npm took --game, --seed, --block, --prize for settings of its own: put -- before the command (npm run --silent grattez -- find --game …)\n',
    );
  });

  it('minds npm’s settings only under npm run grattez, and never npm’s own --json', async () => {
    const elsewhere = await cli(['show', GOOD_SERIAL], {
      env: { npm_lifecycle_event: 'test', npm_config_serial: 'true' },
    });
    expect(elsewhere.stderr).toBe("grattez: required option '--serial <serial>' not specified\n");
    const json = await cli(['show', '--serial', GOOD_SERIAL], { env: { ...UNDER_NPM, npm_config_json: 'true' } });
    expect(json.code).toBe(0);
  });
});

describe('npm run grattez -- <command> with a second --', () => {
  // npm passes what follows its own -- as is; a second -- reaches grattez, where commander would
  // read the options after it as arguments and find the required one missing.
  const NB = '\u00a0';
  it.each([
    [['show', '--', '--serial', GOOD_SERIAL], 'show'],
    [['find', '--game', 'paws', '--', '--seed', 'demo', '--block', '0', '--prize', '3000'], 'find'],
    [['--', 'show', '--serial', GOOD_SERIAL], 'show'],
  ])('%j: says the -- is stray, in both languages, exit 2', async (argv, command) => {
    expect(await cli(argv)).toEqual({
      code: 2,
      stdout: '',
      stderr: `grattez: -- is stray here: ${command} takes options only, and what follows -- would be read as words, not options; remove it (with npm, a single -- goes before the command: npm run --silent grattez -- ${command} …)\n`,
    });
    expect((await cli(argv, { env: { LANG: 'fr_FR.UTF-8' } })).stderr).toBe(
      `grattez: -- est de trop ici${NB}: ${command} ne prend que des options, et ce qui suit -- serait lu comme des mots, non comme des options${NB}; retirez-le (avec npm, un seul --, avant la commande${NB}: npm run --silent grattez -- ${command} …)\n`,
    );
  });

  it('a -- as an option’s value is that value', async () => {
    const { code, stderr } = await cli(['show', '--serial', '--']);
    expect(code).toBe(2);
    expect(stderr).not.toContain('stray');
  });
});

describe('help and version', () => {
  it.each([
    [['--help'], 'Usage: grattez [options] [command]'],
    [['-h'], 'Commands:'],
    [['help'], 'Usage: grattez [options] [command]'],
    [['help', 'export'], 'Usage: grattez export [options]'],
    [['help', 'help'], 'Usage: grattez [options] [command]'],
    [['export', '--help'], '--count <n>'],
    [['audit', '--help'], '--json'],
    [['show', '--help'], '--serial <serial>'],
    [['find', '--help'], '--limit <n>'],
  ])('%j prints help on stdout and exits 0', async (argv, says) => {
    const { code, stdout, stderr } = await cli(argv);
    expect(stdout).toContain(says);
    expect(stdout).toContain('Examples:');
    expect(stdout).toContain('Exit codes:');
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  it('words every help line as the project does: help [command] prints and exits', async () => {
    const { stdout } = await cli(['--help']);
    expect(stdout).toMatch(/^ {2}help \[command\] +print the help of a command and exit$/m);
    expect(stdout).not.toContain('display help for command');
  });

  it('check-layout --help says text fit runs without the art, as it does', async () => {
    const help = (await cli(['check-layout', '--help'])).stdout.replace(/\s+/g, ' ');
    expect(help).toContain(
      'its geometry (slots and amounts inside their covers, zones apart, inside the ticket and its safe margin) and its text fit',
    );
    expect(help).not.toMatch(/With --art[^.]*check text fit/);
  });

  it('--help wins over bad options given with it', async () => {
    for (const argv of [
      ['export', '--block', '-1', '--help'],
      ['export', '--game', 'paws', '--game', 'months', '--help'],
    ]) {
      const { code, stdout } = await cli(argv);
      expect([code, stdout.includes('Usage: grattez export')]).toEqual([0, true]);
    }
  });

  it.each([['--version'], ['-V']])('%s prints the package version and exits 0', async (flag) => {
    expect(await cli([flag])).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });

  // A command's misspelt --versio is answered "Did you mean --version?": that must then work, as
  // --help does after a command, not be called an unknown option that means itself.
  it.each([[['export', '--version']], [['show', '-V']], [['audit', '--game', 'paws', '--version']]])(
    'after a command, %j prints the version too',
    async (argv) => {
      expect(await cli(argv)).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
    },
  );

  // A stray word printed the version, exit 0, as if it were not there.
  it.each<[string[], string]>([
    [
      ['--version', 'please'],
      "grattez: unknown command 'please': use export, audit, show, find, check-layout or render (see grattez --help)\n",
    ],
    [['--version', 'extra'], "grattez: unknown command 'extra' (Did you mean export?)\n"],
    [['-V', 'exprot'], "grattez: unknown command 'exprot' (Did you mean export?)\n"],
    [
      ['please', '--version'],
      "grattez: unknown command 'please': use export, audit, show, find, check-layout or render (see grattez --help)\n",
    ],
    [
      ['export', 'extra', '--version'],
      `grattez: too many arguments for 'export': "extra" is not an option's value (export takes options only)\n`,
    ],
    [
      ['audit', '--game', 'paws', 'months', '-V'],
      `grattez: too many arguments for 'audit': "months" is not an option's value (audit takes options only)\n`,
    ],
  ])('%j: the stray word is bad input, exit 2, no version', async (argv, line) => {
    expect(await cli(argv)).toEqual({ code: 2, stdout: '', stderr: line });
  });
});

describe('export', () => {
  it('prints NDJSON tickets in index order, keys in the interchange order', async () => {
    const { code, stdout, stderr } = await cli(['export', ...PAWS, '--count', '3']);
    expect([code, stderr]).toEqual([0, '']);
    const out = lines(stdout);
    expect(out).toHaveLength(3);
    out.forEach((line, index) => {
      const ticket = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(ticket)).toEqual(PAWS_KEYS);
      expect(ticket.index).toBe(index);
      expect(line).toBe(expectedLine({ game: 'paws', seed: 'demo', block: 0, index }));
    });
  });

  it('prints months tickets with their 12 boxes', async () => {
    const { code, stdout } = await cli([
      'export',
      '--game',
      'months',
      '--seed',
      'Zz_9-x',
      '--block',
      '999999',
      '--from',
      '40',
      '--count',
      '2',
    ]);
    expect(code).toBe(0);
    const out = lines(stdout);
    expect(out.map((line) => JSON.parse(line) as { index: number }).map((t) => t.index)).toEqual([40, 41]);
    const ticket = JSON.parse(out[0]!) as Record<string, unknown> & { months: Record<string, unknown>[] };
    expect(Object.keys(ticket)).toEqual(MONTHS_KEYS);
    expect(ticket.months).toHaveLength(12);
    expect(Object.keys(ticket.months[0]!)).toEqual(['symbols', 'amount']);
    expect(out[1]).toBe(expectedLine({ game: 'months', seed: 'Zz_9-x', block: 999_999, index: 41 }));
  });

  it('--from without --count runs to the end of the block', async () => {
    const { code, stdout } = await cli(['export', ...MONTHS, '--from', String(BLOCK_SIZE - 2)]);
    expect(code).toBe(0);
    expect(lines(stdout).map((line) => (JSON.parse(line) as { index: number }).index)).toEqual([
      BLOCK_SIZE - 2,
      BLOCK_SIZE - 1,
    ]);
  });

  it('prints winning tickets with the prize the block assigns them', async () => {
    const block = new Block('paws', 'demo', 0);
    const top = block.indicesWithPrize(1_500_000)[0]!;
    const { stdout } = await cli(['export', ...PAWS, '--from', String(top), '--count', '1']);
    expect(JSON.parse(stdout)).toMatchObject({ index: top, prize: 1_500_000, price: 200 });
    expect(stdout).toBe(`${expectedLine({ game: 'paws', seed: 'demo', block: 0, index: top })}\n`);
  });

  it('writes in chunks and waits for "drain" when the reader is slow', async () => {
    // A reader that takes one chunk at a time, asynchronously, with a small buffer.
    let text = '';
    let mostBuffered = 0;
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, callback) {
        text += chunk.toString('utf8');
        setImmediate(callback);
      },
    });
    const original = slow.write.bind(slow);
    slow.write = ((...args: Parameters<typeof original>) => {
      mostBuffered = Math.max(mostBuffered, slow.writableLength);
      return original(...args);
    }) as typeof slow.write;
    const code = await run(['export', ...MONTHS, '--count', '3000'], {
      stdout: slow,
      stderr: new Sink(),
      isTTY: false,
    });
    expect(code).toBe(0);
    const out = lines(text);
    expect(out).toHaveLength(3000);
    expect(out.every((line, i) => line.includes(`"index":${i},`))).toBe(true);
    // Without back-pressure, all 3000 tickets (about 2.4 MB) would be queued at once.
    expect(mostBuffered).toBeLessThanOrEqual(2 * 64 * 1024 + 1024);
  });

  it.each(['EPIPE', 'ERR_STREAM_DESTROYED'])(
    'ends quietly with exit 0 when the reader goes away (%s)',
    async (errorCode) => {
      let written = 0;
      let calls = 0;
      const closing = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          calls++;
          written += chunk.length;
          if (written < 200_000) return callback();
          callback(Object.assign(new Error(`write ${errorCode}`), { code: errorCode }));
        },
      });
      const stderr = new Sink();
      const code = await run(['export', ...PAWS], { stdout: closing, stderr, isTTY: false });
      expect([code, stderr.text]).toEqual([0, '']);
      expect(calls).toBeLessThan(10); // it stopped: a whole block would take thousands of chunks
    },
  );

  it('reports other write errors in one line, exit 1', async () => {
    const stderr = new Sink();
    const code = await run(['export', ...PAWS, '--count', '10'], { stdout: full(), stderr, isTTY: false });
    expect([code, stderr.text]).toEqual([1, 'grattez: cannot write the output: no space left on device\n']);
  });
});

/** A stdout whose every write fails, as on a full disk. */
function full(): Writable {
  return new Writable({
    write(_chunk, _encoding, callback) {
      callback(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }));
    },
  });
}

describe('a failed write is reported once, on one line, exit 1, whatever the command', () => {
  it.each([
    ['help', ['--help']],
    ['a command’s help', ['audit', '--help']],
    ['the version', ['--version']],
    ['show', ['show', '--serial', GOOD_SERIAL]],
    ['find', ['find', ...PAWS, '--prize', '1500000']],
    ['audit --block', ['audit', ...PAWS]],
    ['audit --blocks', ['audit', ...PAWS_SEED, '--blocks', '0-1', '--json']],
  ])('%s', async (_what, argv) => {
    const stderr = new Sink();
    const seams = { auditTickets: 1000, auditWorker: pathToFileURL(AUDIT_WORKER) };
    const code = await run(argv, { stdout: full(), stderr, isTTY: false }, seams);
    expect([code, stderr.text]).toEqual([1, 'grattez: cannot write the output: no space left on device\n']);
  });
});

/** French formatting uses no-break spaces; tests read them as plain spaces. */
function spaced(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** Tickets per block the audit tests deal (run()'s seam): enough for a few progress reports. */
const PART = 150_000;

/** What the block assigns to its first PART tickets, tier by tier: what a part-block audit expects. */
function partCounts(game: GameId, seed: string, blockNumber: number): Map<number, number> {
  const block = new Block(game, seed, blockNumber);
  const counts = new Map(blockTiers(GAMES[game]).map((t) => [t.amountCents, 0]));
  for (let index = 0; index < PART; index++) {
    const prize = block.prizeOf(index);
    counts.set(prize, counts.get(prize)! + 1);
  }
  return counts;
}

/** French grouping of digits, with plain spaces (see spaced). */
const fr = (n: number): string => spaced(new Intl.NumberFormat('fr-FR').format(n));

describe('audit --block', () => {
  it('prints a French table of the block and exits 0 when it is exact; progress on a TTY', async () => {
    const result = await cli(['audit', ...PAWS], { isTTY: true, auditTickets: PART, env: { LANG: 'fr_FR.UTF-8' } });
    const { code, stderr } = result;
    expect(code).toBe(0);
    const stdout = spaced(result.stdout);
    expect(stdout).toContain(`Audit Chien & Chat (paws), graine demo, bloc 0 : ${fr(PART)} tickets à 2 €`);
    const expected = partCounts('paws', 'demo', 0);
    for (const [amountCents, n] of expected) {
      const amount = fr(amountCents / 100);
      expect(stdout).toMatch(new RegExp(`^ *${amount} € +${fr(n)} +${fr(n)}$`, 'm'));
    }
    const winners = PART - expected.get(0)!;
    expect(stdout).toMatch(new RegExp(`^Gagnants +${fr(winners)} +${fr(winners)}$`, 'm'));
    expect(stdout).toContain('Faces invalides : 0');
    expect(stdout).toContain('Résultat : bloc exact.');
    expect(stdout).not.toContain('écart');
    // The progress bar redraws one stderr line and wipes it at the end.
    expect(stderr).toContain('\raudit paws demo 0 [');
    expect(stderr).toContain('100 %');
    expect(stderr.endsWith('\r')).toBe(true);
    expect(stderr).not.toContain('\n');
  });

  it('--json prints one JSON object; no progress bar when stderr is not a TTY', async () => {
    const { code, stdout, stderr } = await cli(['audit', ...MONTHS, '--json'], { isTTY: false, auditTickets: PART });
    expect([code, stderr]).toEqual([0, '']);
    expect(lines(stdout)).toHaveLength(1);
    const audit = JSON.parse(stdout) as Record<string, unknown>;
    const expected = partCounts('months', 'demo', 0);
    expect(audit).toMatchObject({
      game: 'months',
      seed: 'demo',
      block: 0,
      tickets: PART,
      priceCents: 300,
      exact: true,
      winners: PART - expected.get(0)!,
      expectedWinners: PART - expected.get(0)!,
      invalidFaces: 0,
      mismatchedFaces: 0,
      unexpectedPrizes: 0,
    });
    expect(audit.tiers).toEqual([...expected].map(([amountCents, n]) => ({ amountCents, expected: n, counted: n })));
  });
});

interface RangeJson {
  firstBlock: number;
  lastBlock: number;
  blockCount: number;
  tickets: number;
  exact: boolean;
  exactBlocks: number;
  blocks: Record<string, unknown>[];
  total: { tiers: { amountCents: number; expected: number; counted: number }[]; winners: number; paidCents: number };
}

describe('audit --blocks: blocks audited by a pool of worker threads', () => {
  it('prints a row per block and the total, exits 0 when all are exact; progress on a TTY', async () => {
    const result = await cli(['audit', ...PAWS_SEED, '--blocks', '3-6', '--jobs', '2', '--lang', 'fr'], {
      isTTY: true,
      auditTickets: PART,
    });
    const { code, stderr } = result;
    expect(code).toBe(0);
    const stdout = spaced(result.stdout);
    expect(stdout).toContain(
      `Audit Chien & Chat (paws), graine demo, blocs 3 à 6 : 4 blocs de ${fr(PART)} tickets à 2 €`,
    );
    let winners = 0;
    for (const block of [3, 4, 5, 6]) {
      const n = PART - partCounts('paws', 'demo', block).get(0)!;
      winners += n;
      expect(stdout).toMatch(new RegExp(`^ +${block} +${fr(n)} +[0-9 ]+ € +0 +0 +0 +0  exact$`, 'm'));
    }
    expect(stdout).toMatch(new RegExp(`^Total +${fr(winners)} +[0-9 ]+ € +0 +0 +0 +0  4 exacts sur 4$`, 'm'));
    expect(stdout).toContain(`Total des 4 blocs : ${fr(4 * PART)} tickets`);
    expect(stdout).toMatch(new RegExp(`^Gagnants +${fr(winners)} +${fr(winners)}$`, 'm'));
    expect(stdout).toContain('Résultat : les 4 blocs sont exacts.');
    expect(stdout).not.toContain('← écart');
    expect(stderr).toContain('\raudit paws demo 3-6 [');
    expect(stderr).toContain('100 %');
    expect(stderr.endsWith('\r')).toBe(true);
    expect(stderr).not.toContain('\n');
  });

  it('--json gives each block as audit --block gives it, and their sums', async () => {
    const { code, stdout, stderr } = await cli(
      ['audit', '--game', 'months', '--seed', 'pool', '--blocks', '8-10', '--json'],
      {
        auditTickets: PART,
      },
    );
    expect([code, stderr]).toEqual([0, '']);
    expect(lines(stdout)).toHaveLength(1);
    const range = JSON.parse(stdout) as RangeJson;
    expect(range).toMatchObject({
      game: 'months',
      seed: 'pool',
      firstBlock: 8,
      lastBlock: 10,
      blockCount: 3,
      tickets: 3 * PART,
      priceCents: 300,
      exact: true,
      exactBlocks: 3,
    });
    const singles = await Promise.all(
      [8, 9, 10].map(async (block) => {
        const one = await cli(['audit', '--game', 'months', '--seed', 'pool', '--block', String(block), '--json'], {
          auditTickets: PART,
        });
        return JSON.parse(one.stdout) as {
          tiers: { expected: number; counted: number }[];
          winners: number;
          paidCents: number;
        };
      }),
    );
    expect(range.blocks).toEqual(singles);
    expect(range.total.winners).toBe(singles.reduce((n, b) => n + b.winners, 0));
    expect(range.total.paidCents).toBe(singles.reduce((n, b) => n + b.paidCents, 0));
    range.total.tiers.forEach((tier, t) => {
      expect(tier.counted).toBe(singles.reduce((n, b) => n + b.tiers[t]!.counted, 0));
      expect(tier.expected).toBe(singles.reduce((n, b) => n + b.tiers[t]!.expected, 0));
    });
  });

  it('prints the same whatever the number of workers', async () => {
    const outputs = await Promise.all(
      [[], ['--jobs', '1'], ['--jobs', '5']].map((jobs) =>
        cli(['audit', ...PAWS_SEED, '--blocks', '0-2', ...jobs], { auditTickets: 20_000 }),
      ),
    );
    for (const output of outputs) expect(output).toEqual(outputs[0]);
    expect(outputs[0]!.code).toBe(0);
  });

  it('prints the same when one block is shared by two workers', async () => {
    const [one, two] = await Promise.all(
      ['1', '2'].map((jobs) =>
        cli(['audit', ...PAWS_SEED, '--blocks', '5-5', '--jobs', jobs], { auditTickets: 20_000 }),
      ),
    );
    expect(two).toEqual(one);
    expect(one!.code).toBe(0);
  });

  it('--block shares its block among --jobs workers: the same audit, bit for bit, as on the main thread', async () => {
    const [one, two] = await Promise.all(
      ['1', '2'].map((jobs) =>
        cli(['audit', ...PAWS_SEED, '--block', '5', '--jobs', jobs, '--json'], { auditTickets: 20_000 }),
      ),
    );
    expect(two).toEqual(one);
    expect(one!.code).toBe(0);
    expect(JSON.parse(one!.stdout)).toMatchObject({ block: 5, tickets: 20_000, exact: true });
  });

  it('--block on the pool draws its bar to 100 % on a terminal, then wipes it', async () => {
    const { code, stderr } = await cli(['audit', ...PAWS_SEED, '--block', '5', '--jobs', '2'], {
      auditTickets: 20_000,
      isTTY: true,
    });
    expect(code).toBe(0);
    expect(stderr).toContain('100 %');
    expect(stderr).toMatch(/\r {10,}\r$/);
  });

  it('one block is a range too', async () => {
    const { code, stdout } = await cli(
      ['audit', ...PAWS_SEED, '--blocks', `${MAX_BLOCK}-${MAX_BLOCK}`, '--lang', 'fr'],
      {
        auditTickets: 20_000,
      },
    );
    expect(code).toBe(0);
    expect(spaced(stdout)).toContain(`blocs ${MAX_BLOCK} à ${MAX_BLOCK} : 1 bloc de 20 000 tickets`);
    expect(stdout).toContain('Résultat\u00a0: le bloc est exact.');
  });

  it('reports a worker that fails in one line, exit 1, nothing on stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grattez-worker-'));
    try {
      const broken = join(dir, 'broken.mjs');
      writeFileSync(broken, "throw new Error('the worker broke');\n");
      const failed = await cli(['audit', ...PAWS_SEED, '--blocks', '0-3'], { auditWorker: pathToFileURL(broken) });
      expect(failed).toEqual({ code: 1, stdout: '', stderr: 'grattez: an audit worker failed: the worker broke\n' });
      const inFrench = await cli(['audit', ...PAWS_SEED, '--blocks', '0-3', '--lang', 'fr'], {
        auditWorker: pathToFileURL(broken),
      });
      expect(inFrench).toEqual({
        code: 1,
        stdout: '',
        stderr: 'grattez: un thread d’audit a échoué\u00a0: the worker broke\n',
      });
      const missing = await cli(['audit', ...PAWS_SEED, '--blocks', '0-3'], {
        auditWorker: pathToFileURL(join(dir, 'missing.mjs')),
      });
      expect([missing.code, missing.stdout]).toEqual([1, '']);
      expect(missing.stderr).toMatch(/^grattez: an audit worker failed: .*missing\.mjs.*\n$/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('show', () => {
  it.each(['paws', 'months'] as GameId[])('prints a %s ticket and its breakdown as pretty JSON', async (game) => {
    const block = new Block(game, 'demo', 4);
    const index = block.indicesWithPrize(1_000)[3]!;
    const serial = formatSerial({ game, seed: 'demo', block: 4, index });
    const { code, stdout, stderr } = await cli(['show', '--serial', serial]);
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout.startsWith('{\n  "ticket": {\n')).toBe(true);
    const shown = JSON.parse(stdout) as { ticket: Record<string, unknown>; breakdown: { totalCents: number } };
    expect(Object.keys(shown)).toEqual(['ticket', 'breakdown']);
    expect(JSON.stringify(shown.ticket)).toBe(expectedLine({ game, seed: 'demo', block: 4, index }));
    expect(shown.ticket.prize).toBe(1_000);
    expect(shown.breakdown).toMatchObject({ game, totalCents: 1_000 });
  });

  it('accepts a serial with spaces around it', async () => {
    const { code, stdout } = await cli(['show', '--serial', ` ${GOOD_SERIAL} `]);
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as { ticket: { serial: string } }).ticket.serial).toBe(GOOD_SERIAL);
  });
});

describe('find', () => {
  it('lists index<TAB>serial of the tickets with that prize, increasing, all of them when few', async () => {
    const { code, stdout, stderr } = await cli(['find', ...PAWS, '--prize', '1500000']);
    expect([code, stderr]).toEqual([0, '']);
    const found = lines(stdout).map((line) => line.split('\t'));
    expect(found).toHaveLength(2);
    const block = new Block('paws', 'demo', 0);
    for (const [indexText, serial] of found) {
      const index = Number(indexText);
      expect(parseSerial(serial!)).toEqual({ ok: true, value: { game: 'paws', seed: 'demo', block: 0, index } });
      expect(block.prizeOf(index)).toBe(1_500_000);
    }
    expect(Number(found[0]![0])).toBeLessThan(Number(found[1]![0]));
  });

  it('stops at 20 by default, and at --limit', async () => {
    const block = new Block('months', 'demo', 0);
    const all = Array.from(block.indicesWithPrize(600));
    const byDefault = await cli(['find', ...MONTHS, '--prize', '600']);
    expect(lines(byDefault.stdout).map((line) => Number(line.split('\t')[0]))).toEqual(all.slice(0, 20));
    const limited = await cli(['find', ...MONTHS, '--prize', '0', '--limit', '3']);
    const losers = lines(limited.stdout).map((line) => Number(line.split('\t')[0]));
    expect(losers).toHaveLength(3);
    expect(losers.every((index) => block.prizeOf(index) === 0)).toBe(true);
    expect([...losers].sort((a, b) => a - b)).toEqual(losers);
  });

  it('a limit above the count lists them all', async () => {
    const { stdout } = await cli(['find', ...MONTHS, '--prize', '4000000', '--limit', '1000']);
    expect(lines(stdout)).toHaveLength(2);
  });
});
