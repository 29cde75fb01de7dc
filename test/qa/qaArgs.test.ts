import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQaArgs, qaHelp, QA_OPTIONS, qaSaysIn } from '../../src/qa/cli/qaArgs.ts';
import { qaMain } from '../../src/qa/cli/qaCli.ts';
import { langOfEnv } from '../../src/cli/lang.ts';
import { ROOT } from '../cli/helpers.ts';

describe('npm run qa: arguments', () => {
  it.each<[string[], { update: boolean; lang: string; help: boolean }]>([
    [[], { update: false, lang: 'fr', help: false }],
    [['--update'], { update: true, lang: 'fr', help: false }],
    [['--lang', 'en'], { update: false, lang: 'en', help: false }],
    [['--lang=en', '--update'], { update: true, lang: 'en', help: false }],
    [['--help'], { update: false, lang: 'fr', help: true }],
    [['-h', '--update'], { update: true, lang: 'fr', help: true }],
  ])('%j → %j', (argv, options) => {
    expect(parseQaArgs(argv)).toEqual(options);
  });

  const NB = '\u00a0';
  // [argv, the English line, the French line]
  it.each<[string[], string, string]>([
    [
      ['--updte'],
      'unknown argument "--updte": use --update and --lang fr|en (see --help)',
      `argument inconnu "--updte"${NB}: utilisez --update et --lang fr|en (voir --help)`,
    ],
    [
      ['update'],
      'unknown argument "update": use --update and --lang fr|en (see --help)',
      `argument inconnu "update"${NB}: utilisez --update et --lang fr|en (voir --help)`,
    ],
    [
      ['-hx'],
      'unknown argument "-x": use --update and --lang fr|en (see --help)',
      `argument inconnu "-x"${NB}: utilisez --update et --lang fr|en (voir --help)`,
    ],
    [
      ['x'],
      'unknown argument "x": use --update and --lang fr|en (see --help)',
      `argument inconnu "x"${NB}: utilisez --update et --lang fr|en (voir --help)`,
    ],
    [
      ['--lang', 'de'],
      '--lang "de" is not a language: use fr or en',
      `--lang "de" n’est pas une langue${NB}: utilisez fr ou en`,
    ],
    [
      ['--lang=de'],
      '--lang "de" is not a language: use fr or en',
      `--lang "de" n’est pas une langue${NB}: utilisez fr ou en`,
    ],
    [['--lang'], '--lang needs a value: use fr or en', `--lang attend une valeur${NB}: fr ou en`],
    [['--lang', '--update'], '--lang needs a value: use fr or en', `--lang attend une valeur${NB}: fr ou en`],
    [
      ['--update=yes'],
      '--update takes no value: use --update alone',
      `--update ne prend pas de valeur${NB}: donnez --update seule`,
    ],
    // npm run qa -- --update -- --lang en: npm passes the second `--` on (and `--` x alike).
    [
      ['--update', '--', '--lang', 'en'],
      '-- given twice: npm run qa takes one, before all its options (npm run qa -- --update --lang en)',
      `-- donné deux fois${NB}: npm run qa en prend un seul, avant toutes ses options (npm run qa -- --update --lang en)`,
    ],
    [
      ['--help=1'],
      '--help takes no value: use --help alone',
      `--help ne prend pas de valeur${NB}: donnez --help seule`,
    ],
  ])('%j → %s', (argv, english, french) => {
    expect(parseQaArgs(argv)).toBe(english);
    expect(parseQaArgs(argv, 'en')).toBe(english);
    expect(parseQaArgs(argv, 'fr')).toBe(french);
  });

  it('prints its help, in the locale’s language, and exits 0, before building anything', () => {
    // One process, French (English is the default the in-process runs below check too).
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/qa/cli/qa.ts', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'fr_FR.UTF-8' },
    });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(qaHelp('fr'));
  });

  it('says its help and its bad arguments in the locale’s language, --lang winning, exit 2 on bad ones', async () => {
    const said = async (argv: string[], env: Record<string, string>) => {
      const out = { stdout: '', stderr: '' };
      const run = () => Promise.reject(new Error('the QA must not run'));
      const code = await qaMain(
        argv,
        { stdout: { write: (t: string) => (out.stdout += t) }, stderr: { write: (t: string) => (out.stderr += t) } },
        run,
        env,
      );
      return { code, ...out };
    };
    const FR = { LANG: 'fr_FR.UTF-8' };
    expect(await said(['--help'], FR)).toEqual({ code: 0, stdout: qaHelp('fr'), stderr: '' });
    expect(await said(['--help'], { LC_ALL: 'C', LANG: 'fr_FR' })).toEqual({
      code: 0,
      stdout: qaHelp('en'),
      stderr: '',
    });
    expect(await said(['--help', '--lang', 'en'], FR)).toEqual({ code: 0, stdout: qaHelp('en'), stderr: '' });
    expect(await said(['--help', '--lang=fr'], {})).toEqual({ code: 0, stdout: qaHelp('fr'), stderr: '' });
    expect(qaHelp('fr')).toMatch(/^Usage\u00a0: npm run qa /);
    expect(await said(['--updte'], FR)).toEqual({
      code: 2,
      stdout: '',
      stderr: `qa: argument inconnu "--updte"${NB}: utilisez --update et --lang fr|en (voir --help)\n`,
    });
    expect(await said(['--updte', '--lang', 'en'], FR)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'qa: unknown argument "--updte": use --update and --lang fr|en (see --help)\n',
    });
    // A --lang that is no language is refused in the locale's language.
    expect(await said(['--lang', 'de'], FR)).toEqual({
      code: 2,
      stdout: '',
      stderr: `qa: --lang "de" n’est pas une langue${NB}: utilisez fr ou en\n`,
    });
  });

  it.each(['en', 'fr'] as const)(
    'lists in its help (%s) exactly the options it accepts, each of which parses as shown',
    (lang) => {
      // "  -h, --help   print this help", "  --lang fr|en the report's language…"
      const options = qaHelp(lang).split(/Options\u00a0?:\n/)[1]!;
      const listed = [...options.matchAll(/^ {2}(?:-(\w), )?--(\w+)(?: (\S+))?/gm)].map(([, short, name, value]) => ({
        short,
        name: name!,
        value,
      }));
      expect(listed.map((o) => o.name).sort()).toEqual(Object.keys(QA_OPTIONS).sort());
      for (const { short, name, value } of listed) {
        const option = QA_OPTIONS[name as keyof typeof QA_OPTIONS];
        expect(short, name).toBe('short' in option ? option.short : undefined);
        expect(value === undefined ? 'boolean' : 'string', name).toBe(option.type);
        const given = value === undefined ? [`--${name}`] : [`--${name}`, value.split('|')[0]!];
        expect(typeof parseQaArgs(given), given.join(' ')).toBe('object');
      }
    },
  );

  it('exits 2 with one line naming the problem, before building anything', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/qa/cli/qa.ts', '--lang', 'de'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, LC_ALL: 'C' },
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('qa: --lang "de" is not a language: use fr or en\n');
  });
});

describe('npm run qa: the language of its terminal lines', () => {
  const FR = { LANG: 'fr_FR.UTF-8' };
  it('is grattez’s: the locale (LC_ALL, LC_MESSAGES, LANG), --lang winning over it', () => {
    for (const env of [{}, { LANG: 'C' }, FR, { LC_ALL: 'C', LANG: 'fr_FR' }, { LC_MESSAGES: 'fr_CA' }])
      expect(qaSaysIn([], env), JSON.stringify(env)).toBe(langOfEnv(env));
    expect(qaSaysIn([], FR)).toBe('fr');
    expect(qaSaysIn(['--lang', 'en'], FR)).toBe('en');
    expect(qaSaysIn(['--update', '--lang=fr'], {})).toBe('fr');
    // A value that is no language leaves it to the locale (the argument is refused, in it).
    expect(qaSaysIn(['--lang', 'de'], FR)).toBe('fr');
  });
});
