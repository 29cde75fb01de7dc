/**
 * The CLI's language: chosen from LC_ALL, LC_MESSAGES and LANG as Unix tools choose theirs, and
 * `--lang fr|en` winning over them; help, bad input and the audit's table in French or English,
 * machine output the same in both.
 */
import { describe, expect, it } from 'vitest';
import { langOfEnv } from '../../src/cli/lang.ts';
import { CLI_WORDS } from '../../src/cli/words.ts';
import { cli } from './helpers.ts';

const FR = { LANG: 'fr_FR.UTF-8' };
const NB = '\u00a0';

describe('the locale rules', () => {
  it.each<[string, Record<string, string>, 'fr' | 'en']>([
    ['nothing set', {}, 'en'],
    ['LANG=C', { LANG: 'C' }, 'en'],
    ['LANG=POSIX', { LANG: 'POSIX' }, 'en'],
    ['LANG=C.UTF-8', { LANG: 'C.UTF-8' }, 'en'],
    ['LANG=fr_FR.UTF-8', { LANG: 'fr_FR.UTF-8' }, 'fr'],
    ['LANG=fr (no territory)', { LANG: 'fr' }, 'fr'],
    ['LANG=fr_CA', { LANG: 'fr_CA' }, 'fr'],
    ['LANG=en_GB.UTF-8', { LANG: 'en_GB.UTF-8' }, 'en'],
    ['LANG=de_DE.UTF-8, a language Grattez does not speak', { LANG: 'de_DE.UTF-8' }, 'en'],
    ['LC_MESSAGES over LANG', { LANG: 'en_US.UTF-8', LC_MESSAGES: 'fr_FR.UTF-8' }, 'fr'],
    ['LC_ALL over LC_MESSAGES and LANG', { LANG: 'fr_FR', LC_MESSAGES: 'fr_FR', LC_ALL: 'en_US' }, 'en'],
    ['LC_ALL=C over a French LANG: the first set decides', { LANG: 'fr_FR.UTF-8', LC_ALL: 'C' }, 'en'],
    ['an empty LC_ALL is as good as unset', { LC_ALL: '', LANG: 'fr_FR.UTF-8' }, 'fr'],
    ['"french" is no locale name', { LANG: 'french' }, 'en'],
  ])('%s gives %s', (_case, env, lang) => {
    expect(langOfEnv(env)).toBe(lang);
  });

  it('the two catalogues have the same keys', () => {
    expect(Object.keys(CLI_WORDS.fr).sort()).toEqual(Object.keys(CLI_WORDS.en).sort());
    expect(Object.keys(CLI_WORDS.fr.serial).sort()).toEqual(Object.keys(CLI_WORDS.en.serial).sort());
  });
});

describe('help in both languages', () => {
  const commands = ['export', 'audit', 'show', 'find', 'render', 'check-layout'];
  it.each(commands)('%s --help: French under a French locale, English by default', async (command) => {
    const fr = await cli([command, '--help'], { env: FR });
    const en = await cli([command, '--help']);
    expect(fr.code).toBe(0);
    expect(en.code).toBe(0);
    expect(fr.stdout).toContain(`Usage${NB}: grattez ${command} [options]`);
    expect(fr.stdout).toContain(`Options${NB}:`);
    expect(fr.stdout).toContain(`Codes de sortie${NB}:`);
    expect(fr.stdout).toContain(`Exemples${NB}:`);
    expect(fr.stdout).toContain('affiche cette aide et s’arrête');
    expect(fr.stdout).not.toMatch(/Usage:|Options:|Examples:|Exit codes|print this help/);
    expect(en.stdout).toContain(`Usage: grattez ${command} [options]`);
    expect(en.stdout).toContain('Exit codes:');
    expect(en.stdout).toContain('print this help and exit');
    // The same options and examples, word for word where they are commands.
    const examples = (text: string) => text.split('\n').filter((line) => line.startsWith('  $ grattez'));
    expect(examples(fr.stdout)).toEqual(examples(en.stdout));
  });

  it('the program’s help, and --lang before the command or after it wins over the locale', async () => {
    const fr = await cli(['--lang', 'fr', '--help']);
    expect(fr.stdout).toContain(`Usage${NB}: grattez [options] [commande]`);
    expect(fr.stdout).toContain(`Commandes${NB}:`);
    expect(fr.stdout).toContain('affiche un ticket et son score');
    const en = await cli(['--help'], { env: FR });
    expect(en.stdout).toContain('Commandes');
    expect((await cli(['--lang', 'en', '--help'], { env: FR })).stdout).toContain('Commands:');
    expect((await cli(['export', '--help', '--lang=en'], { env: FR })).stdout).toContain('Exit codes:');
    expect((await cli(['help', 'find', '--lang', 'fr'])).stdout).toContain(`Exemples${NB}:`);
    expect((await cli(['export', '--help'], { env: { LC_ALL: 'fr_FR.UTF-8', LANG: 'en_US' } })).stdout).toContain(
      'Exemples',
    );
  });
});

describe('bad input in both languages', () => {
  const PAWS = ['--game', 'paws', '--seed', 'demo'];
  it.each<[string, string[], string, string]>([
    [
      'a value out of range',
      ['export', ...PAWS, '--block', '-1'],
      'grattez: --block "-1" is invalid: use an integer from 0 to 999999',
      `grattez: --block "-1" est invalide${NB}: utilisez un entier de 0 à 999999`,
    ],
    [
      'a bad seed',
      ['export', '--game', 'paws', '--seed', 'a b', '--block', '0'],
      'grattez: --seed "a b" is invalid: use 1 to 32 characters from A-Z, a-z, 0-9, _ and -',
      `grattez: --seed "a b" est invalide${NB}: utilisez 1 à 32 caractères parmi A-Z, a-z, 0-9, _ et -`,
    ],
    [
      'an unknown game',
      ['export', '--game', 'dice', '--seed', 'demo', '--block', '0'],
      'grattez: --game "dice" is not a game: use paws or months',
      `grattez: --game "dice" n’est pas un jeu${NB}: utilisez paws ou months`,
    ],
    [
      'a count past the block',
      ['export', ...PAWS, '--block', '0', '--from', '1499999', '--count', '5'],
      'grattez: --count "5" is out of range: from index 1499999 the block has 1 ticket left',
      `grattez: --count "5" est hors limites${NB}: à partir de l’indice 1499999, il reste 1 ticket dans le bloc`,
    ],
    [
      'a prize not in the table',
      ['find', ...PAWS, '--block', '0', '--prize', '700'],
      'grattez: --prize "700" is not a paws prize: use cents, one of 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000',
      `grattez: --prize "700" n’est pas un lot de paws${NB}: utilisez des centimes, parmi 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000`,
    ],
    [
      'a prize typed in euros',
      ['find', ...PAWS, '--block', '0', '--prize', '30'],
      'grattez: --prize "30" is not a paws prize: use cents (€30 = 3000), one of 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000',
      `grattez: --prize "30" n’est pas un lot de paws${NB}: utilisez des centimes (30${NB}€ = 3000), parmi 0, 200, 400, 600, 1000, 1200, 3000, 20000, 60000, 500000, 1500000`,
    ],
    [
      'an altered serial',
      ['show', '--serial', 'P.demo.0.0025102.G13C'],
      'grattez: --serial "P.demo.0.0025102.G13C" fails its check code: a character was mistyped or changed',
      `grattez: --serial "P.demo.0.0025102.G13C" ne passe pas sa clé de contrôle${NB}: un caractère a été mal tapé ou modifié`,
    ],
    [
      'a serial of no form',
      ['show', '--serial', 'nope'],
      'grattez: --serial "nope" is not of the form G.seed.block.0000000.CHCK (for example P.demo.0.0000017.G137)',
      'grattez: --serial "nope" n’est pas de la forme G.seed.block.0000000.CHCK (par exemple P.demo.0.0000017.G137)',
    ],
    [
      'a range backwards',
      ['audit', ...PAWS, '--blocks', '5-2'],
      'grattez: --blocks "5-2" is invalid: the first block comes after the last: use 2-5',
      `grattez: --blocks "5-2" est invalide${NB}: le premier bloc vient après le dernier${NB}: utilisez 2-5`,
    ],
    [
      'neither --block nor --blocks',
      ['audit', ...PAWS],
      'grattez: audit needs --block <block> or --blocks <A-B>: neither was given',
      `grattez: audit demande --block <bloc> ou --blocks <A-B>${NB}: aucun n’est donné`,
    ],
    [
      'an option given twice',
      ['export', '--game', 'months', ...PAWS, '--block', '0'],
      'grattez: --game is given twice: give it once',
      `grattez: --game est donnée deux fois${NB}: donnez-la une fois`,
    ],
    [
      'a misspelt option (commander’s)',
      ['export', ...PAWS, '--block', '0', '--frm', '3'],
      "grattez: unknown option '--frm' (Did you mean --from?)",
      `grattez: option inconnue '--frm' (vouliez-vous dire --from${NB}?)`,
    ],
    [
      'a missing option (commander’s)',
      ['audit', '--game', 'paws', '--block', '0'],
      "grattez: required option '--seed <seed>' not specified",
      "grattez: option obligatoire '--seed <seed>' absente",
    ],
    [
      'an option without its value (commander’s)',
      ['export', '--seed', 'demo', '--block', '0', '--game'],
      "grattez: option '--game <game>' argument missing",
      "grattez: l’option '--game <game>' attend une valeur",
    ],
    [
      'a missing command',
      [],
      'grattez: missing command: use export, audit, show, find, check-layout or render (see grattez --help)',
      `grattez: commande manquante${NB}: utilisez export, audit, show, find, check-layout ou render (voir grattez --help)`,
    ],
    [
      'a misspelt command',
      ['expor'],
      "grattez: unknown command 'expor' (Did you mean export?)",
      `grattez: commande inconnue 'expor' (vouliez-vous dire export${NB}?)`,
    ],
    [
      'a command near two (commander’s code, both named)',
      ['rend'],
      "grattez: unknown command 'rend' (Did you mean one of find, render?)",
      `grattez: commande inconnue 'rend' (vouliez-vous dire l’une de find, render${NB}?)`,
    ],
    [
      'a command near none (commander’s code)',
      ['dance'],
      "grattez: unknown command 'dance': use export, audit, show, find, check-layout or render (see grattez --help)",
      `grattez: commande inconnue 'dance'${NB}: utilisez export, audit, show, find, check-layout ou render (voir grattez --help)`,
    ],
    [
      'help with a misspelt command: named, with the nearest command',
      ['help', 'expor'],
      "grattez: unknown command 'expor' (Did you mean export?)",
      `grattez: commande inconnue 'expor' (vouliez-vous dire export${NB}?)`,
    ],
    [
      'help with a word near no command: named, with the commands to use',
      ['help', 'dance'],
      "grattez: unknown command 'dance': use export, audit, show, find, check-layout or render (see grattez --help)",
      `grattez: commande inconnue 'dance'${NB}: utilisez export, audit, show, find, check-layout ou render (voir grattez --help)`,
    ],
    [
      'an option before any command (commander’s code)',
      ['--game', 'paws', 'export'],
      "grattez: unknown option '--game' before a command: use export, audit, show, find, check-layout or render (see grattez --help)",
      `grattez: option inconnue '--game' avant une commande${NB}: utilisez export, audit, show, find, check-layout ou render (voir grattez --help)`,
    ],
    [
      'an unknown option near none (commander’s code)',
      ['find', '--xyzzy'],
      "grattez: unknown option '--xyzzy'",
      "grattez: option inconnue '--xyzzy'",
    ],
    [
      'a token with a quote and a parenthesis, said as typed',
      ['export', "--it's(Did", '1'],
      `grattez: unknown option '--it's(Did'`,
      `grattez: option inconnue '--it's(Did'`,
    ],
    [
      'a stray word',
      ['show', '--serial', 'P.demo.0.0025102.G13B', 'extra'],
      `grattez: too many arguments for 'show': "extra" is not an option's value (show takes options only)`,
      `grattez: trop d’arguments pour 'show'${NB}: "extra" n’est la valeur d’aucune option (show ne prend que des options)`,
    ],
    [
      'check-layout with neither --design nor --layout',
      ['check-layout'],
      'grattez: give either --design DIR (a design folder) or --layout FILE.json',
      'grattez: donnez soit --design DOSSIER (un dossier de design), soit --layout FICHIER.json',
    ],
    [
      'check-layout --design with --art alone: only --art is named',
      ['check-layout', '--design', 'designs/dog', '--art', 'dog.svg'],
      'grattez: --design reads the art of each language from the folder: leave out --art',
      `grattez: --design lit le dessin de chaque langue dans le dossier${NB}: retirez --art`,
    ],
    [
      'render with a bad seed, in the studio’s words in French',
      ['render', '--game', 'paws', '--prize', '0', '--seed', 'a b', '--out', 'x.png'],
      'grattez: --seed "a b" is invalid: use 1 to 32 characters from A-Z, a-z, 0-9, _ and -',
      `grattez: --seed "a b"${NB}: graine non valide (1 à 32 caractères parmi A-Z, a-z, 0-9, _ et -)`,
    ],
    [
      'a language that is none',
      ['export', ...PAWS, '--block', '0', '--lang', 'de'],
      'grattez: --lang "de" is not a language: use fr or en',
      `grattez: --lang "de" n’est pas une langue${NB}: utilisez fr ou en`,
    ],
  ])('%s', async (_case, argv, english, french) => {
    const en = await cli(argv);
    const fr = await cli(argv, { env: FR });
    expect(en).toEqual({ code: 2, stdout: '', stderr: `${english}\n` });
    expect(fr).toEqual({ code: 2, stdout: '', stderr: `${french}\n` });
    // --lang, before the command, wins over the locale, either way.
    if (!argv.includes('--lang')) {
      expect((await cli(['--lang', 'fr', ...argv])).stderr).toBe(`${french}\n`);
      expect((await cli(['--lang=en', ...argv], { env: FR })).stderr).toBe(`${english}\n`);
    }
  });
});

describe('check-layout --design with --art or --lang: names only those given', () => {
  // check-layout's --lang (the language of --art) is the language grattez speaks too.
  it.each([
    [['--lang', 'fr'], `grattez: --design lit le dessin de chaque langue dans le dossier${NB}: retirez --lang`],
    [['--lang', 'en'], 'grattez: --design reads the art of each language from the folder: leave out --lang'],
    [
      ['--art', 'dog.svg', '--lang', 'fr'],
      `grattez: --design lit le dessin de chaque langue dans le dossier${NB}: retirez --art et --lang`,
    ],
    [
      ['--art', 'dog.svg', '--lang', 'en'],
      'grattez: --design reads the art of each language from the folder: leave out --art and --lang',
    ],
  ])('%j', async (given, said) => {
    expect(await cli(['check-layout', '--design', 'designs/dog', ...given])).toEqual({
      code: 2,
      stdout: '',
      stderr: `${said}\n`,
    });
  });
});

describe('help with --lang anywhere', () => {
  /** Every place --lang can stand around `help WORD`, in both spellings. */
  const orders = (word: string, lang: string): string[][] => [
    ['help', word, '--lang', lang],
    ['help', word, `--lang=${lang}`],
    ['help', '--lang', lang, word],
    ['help', `--lang=${lang}`, word],
    ['--lang', lang, 'help', word],
    [`--lang=${lang}`, 'help', word],
  ];
  const UNKNOWN = {
    en: "grattez: unknown command 'expor' (Did you mean export?)\n",
    fr: `grattez: commande inconnue 'expor' (vouliez-vous dire export${NB}?)\n`,
  };
  const NEAR_NONE = {
    en: "grattez: unknown command 'dance': use export, audit, show, find, check-layout or render (see grattez --help)\n",
    fr: `grattez: commande inconnue 'dance'${NB}: utilisez export, audit, show, find, check-layout ou render (voir grattez --help)\n`,
  };

  it.each(['fr', 'en'] as const)('an unknown word is named, exit 2, in %s, wherever --lang stands', async (lang) => {
    // The locale says the other language: --lang decides.
    const env = lang === 'fr' ? {} : FR;
    for (const argv of [...orders('expor', lang), ...orders('dance', lang)]) {
      const expected = argv.includes('expor') ? UNKNOWN[lang] : NEAR_NONE[lang];
      expect([argv, await cli(argv, { env })]).toEqual([argv, { code: 2, stdout: '', stderr: expected }]);
    }
  });

  it.each(['fr', 'en'] as const)('a command’s help, in %s, wherever --lang stands', async (lang) => {
    const env = lang === 'fr' ? {} : FR;
    const usage = lang === 'fr' ? `Usage${NB}: grattez find [options]` : 'Usage: grattez find [options]';
    for (const argv of orders('find', lang)) {
      const result = await cli(argv, { env });
      expect([argv, result.code, result.stderr, result.stdout.split('\n')[0]]).toEqual([argv, 0, '', usage]);
    }
  });

  it('a second word after help is named, exit 2, in both languages', async () => {
    for (const argv of [
      ['help', 'export', 'extra'],
      ['help', '--lang', 'fr', 'export', 'extra'],
      ['help', 'find', 'extra', '--lang=fr'],
      ['help', 'help', 'extra'],
      ['help', '--lang', 'fr', 'help', 'extra'],
    ]) {
      expect([argv, await cli(argv)]).toEqual([
        argv,
        {
          code: 2,
          stdout: '',
          stderr: argv.some((a) => a.includes('fr'))
            ? `grattez: trop d’arguments pour 'help'${NB}: "extra" (help prend une seule commande, par exemple grattez help export)\n`
            : `grattez: too many arguments for 'help': "extra" (help takes one command, e.g. grattez help export)\n`,
        },
      ]);
    }
  });

  it('a --lang that names no language, or none, is refused wherever it stands', async () => {
    for (const [argv, value] of [
      [['help', '--lang', 'de', 'dance'], 'de'],
      [['help', 'dance', '--lang=de'], 'de'],
      [['help', '--lang=de'], 'de'],
      [['help', 'find', '--lang'], ''],
      [['help', '--lang'], ''],
    ] as const) {
      expect([argv, await cli(argv)]).toEqual([
        argv,
        { code: 2, stdout: '', stderr: `grattez: --lang "${value}" is not a language: use fr or en\n` },
      ]);
    }
  });
});

describe('output in both languages', () => {
  const AUDIT = ['audit', '--game', 'paws', '--seed', 'demo', '--block', '0'];
  it('the audit’s table is in the run’s language; its JSON is the same in both', async () => {
    const [fr, en, frJson, enJson] = await Promise.all([
      cli(AUDIT, { env: FR, auditTickets: 20_000 }),
      cli(AUDIT, { auditTickets: 20_000 }),
      cli([...AUDIT, '--json'], { env: FR, auditTickets: 20_000 }),
      cli([...AUDIT, '--json', '--lang', 'en'], { auditTickets: 20_000 }),
    ]);
    expect(fr.stdout).toContain(`Résultat${NB}: bloc exact.`);
    expect(fr.stdout).toContain(`Faces invalides${NB}: 0`);
    // The no-break space of src/i18n/fr.ts before every colon, so that none starts a line of its own.
    expect(fr.stdout).not.toMatch(/ :/);
    expect(en.stdout).toContain('Result: the block is exact.');
    expect(en.stdout).not.toContain('Résultat');
    expect(frJson).toEqual(enJson);
    expect(frJson.code).toBe(0);
  });

  it('export’s NDJSON and find’s lines are the same in both', async () => {
    for (const argv of [
      ['export', '--game', 'paws', '--seed', 'demo', '--block', '0', '--count', '3'],
      ['find', '--game', 'paws', '--seed', 'demo', '--block', '0', '--prize', '1500000'],
    ]) {
      const [fr, en] = await Promise.all([cli(argv, { env: FR }), cli(argv)]);
      expect(fr).toEqual(en);
      expect(fr.code).toBe(0);
    }
  });

  it('the time left beside a bar, in both', () => {
    expect(CLI_WORDS.en.timeLeft(3)).toBe('about 3 min left');
    expect(CLI_WORDS.fr.timeLeft(3)).toBe('environ 3 min restantes');
    expect(CLI_WORDS.fr.timeLeft(0)).toBe('moins d’une minute restante');
  });
});
