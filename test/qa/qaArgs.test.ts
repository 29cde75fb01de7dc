import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQaArgs, QA_HELP, QA_OPTIONS, qaSaysIn } from '../../src/qa/cli/qaArgs.ts';
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

  it.each<[string[], string]>([
    [['--updte'], 'unknown argument "--updte": use --update and --lang fr|en (see --help)'],
    [['update'], 'unknown argument "update": use --update and --lang fr|en (see --help)'],
    [['--lang', 'de'], '--lang "de" is not a language: use fr or en'],
    [['--lang'], '--lang needs a value: use fr or en'],
    [['--update=yes'], '--update takes no value: use --update alone'],
    [['--help=1'], '--help takes no value: use --help alone'],
  ])('%j → %s', (argv, message) => {
    expect(parseQaArgs(argv)).toBe(message);
  });

  it('prints its help and exits 0, before building anything', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/qa/cli/qa.ts', '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(QA_HELP);
  });

  it('lists in its help exactly the options it accepts, each of which parses as shown', () => {
    // "  -h, --help   print this help", "  --lang fr|en the report's language…"
    const listed = [...QA_HELP.split('Options:\n')[1]!.matchAll(/^ {2}(?:-(\w), )?--(\w+)(?: (\S+))?/gm)].map(
      ([, short, name, value]) => ({ short, name: name!, value }),
    );
    expect(listed.map((o) => o.name).sort()).toEqual(Object.keys(QA_OPTIONS).sort());
    for (const { short, name, value } of listed) {
      const option = QA_OPTIONS[name as keyof typeof QA_OPTIONS];
      expect(short, name).toBe('short' in option ? option.short : undefined);
      expect(value === undefined ? 'boolean' : 'string', name).toBe(option.type);
      const given = value === undefined ? [`--${name}`] : [`--${name}`, value.split('|')[0]!];
      expect(typeof parseQaArgs(given), given.join(' ')).toBe('object');
    }
  });

  it('exits 2 with one line naming the problem, before building anything', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/qa/cli/qa.ts', '--lang', 'de'], { cwd: ROOT, encoding: 'utf8' });
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
