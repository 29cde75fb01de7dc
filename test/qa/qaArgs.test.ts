import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseQaArgs } from '../../src/qa/cli/qaArgs.ts';
import { ROOT } from '../cli/helpers.ts';

describe('npm run qa: arguments', () => {
  it.each<[string[], { update: boolean; lang: string }]>([
    [[], { update: false, lang: 'fr' }],
    [['--update'], { update: true, lang: 'fr' }],
    [['--lang', 'en'], { update: false, lang: 'en' }],
    [['--lang=en', '--update'], { update: true, lang: 'en' }],
  ])('%j → %j', (argv, options) => {
    expect(parseQaArgs(argv)).toEqual(options);
  });

  it.each<[string[], string]>([
    [['--updte'], 'unknown argument "--updte": use --update and --lang fr|en'],
    [['update'], 'unknown argument "update": use --update and --lang fr|en'],
    [['--lang', 'de'], '--lang "de" is not a language: use fr or en'],
    [['--lang'], '--lang needs a value: use fr or en'],
    [['--update=yes'], '--update takes no value: use --update alone'],
  ])('%j → %s', (argv, message) => {
    expect(parseQaArgs(argv)).toBe(message);
  });

  it('exits 2 with one line naming the problem, before building anything', () => {
    const tsx = join(ROOT, 'node_modules', '.bin', 'tsx');
    const result = spawnSync(tsx, ['src/qa/cli/qa.ts', '--lang', 'de'], { cwd: ROOT, encoding: 'utf8' });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('qa: --lang "de" is not a language: use fr or en\n');
  });
});
