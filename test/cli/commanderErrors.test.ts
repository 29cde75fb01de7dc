/**
 * Commander's refusals, each by its code, worded from the CLI's catalogue in both languages with the
 * token commander was given: run through commander itself (WordedCommand), so that an upgrade of
 * commander that moves a refusal fails here. The ones grattez's own commands can meet are also
 * checked through run() in test/cli/lang.test.ts and test/cli/run.test.ts.
 */
import { Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { CommandFailureError, WordedCommand, type CommandFailure } from '../../src/cli/commanderErrors.ts';
import { quote } from '../../src/cli/options.ts';
import { CLI_WORDS } from '../../src/cli/words.ts';

const NB = '\u00a0';

/** A program with a command of each kind of option and argument commander refuses. */
function program(): WordedCommand {
  const root = new WordedCommand('t');
  root
    .exitOverride()
    .showSuggestionAfterError(true)
    .allowExcessArguments(false)
    .configureOutput({ writeOut: () => undefined, writeErr: () => undefined });
  root
    .command('deal')
    .requiredOption('--game <game>', 'the game')
    .option('--from <index>', 'the first')
    .option('--format <format>', 'a format')
    .addOption(new Option('--size <size>', 'a size').choices(['small', 'large']))
    .addOption(new Option('--dark', 'dark').conflicts('light'))
    .option('--light', 'light')
    .action(() => undefined);
  root
    .command('copy')
    .argument('<file>', 'the file')
    .action(() => undefined);
  return root;
}

/** The failure commander meets on `argv`. */
async function failureOf(argv: readonly string[]): Promise<CommandFailure> {
  try {
    await program().parseAsync([...argv], { from: 'user' });
  } catch (error) {
    expect(error).toBeInstanceOf(CommandFailureError);
    return (error as CommandFailureError).failure;
  }
  throw new Error(`${argv.join(' ')} was not refused`);
}

describe('commander’s refusals, by code, in both languages', () => {
  // [code, argv, the facts, the English line, the French line]
  it.each<[string, string[], CommandFailure, string, string]>([
    [
      'commander.unknownOption',
      ['deal', '--game', 'x', '--frm', '1'],
      { code: 'commander.unknownOption', option: '--frm', similar: ['--from'] },
      "unknown option '--frm' (Did you mean --from?)",
      `option inconnue '--frm' (vouliez-vous dire --from${NB}?)`,
    ],
    [
      'commander.unknownOption, two near',
      ['deal', '--game', 'x', '--frmt', '1'],
      { code: 'commander.unknownOption', option: '--frmt', similar: ['--format', '--from'] },
      "unknown option '--frmt' (Did you mean one of --format, --from?)",
      `option inconnue '--frmt' (vouliez-vous dire l’une de --format, --from${NB}?)`,
    ],
    [
      'commander.unknownCommand',
      ['dael'],
      { code: 'commander.unknownCommand', command: 'dael', similar: ['deal'] },
      "unknown command 'dael' (Did you mean deal?)",
      `commande inconnue 'dael' (vouliez-vous dire deal${NB}?)`,
    ],
    [
      'commander.missingMandatoryOptionValue',
      ['deal'],
      { code: 'commander.missingMandatoryOptionValue', option: '--game <game>' },
      "required option '--game <game>' not specified",
      "option obligatoire '--game <game>' absente",
    ],
    [
      'commander.optionMissingArgument',
      ['deal', '--game'],
      { code: 'commander.optionMissingArgument', option: '--game <game>' },
      "option '--game <game>' argument missing",
      "l’option '--game <game>' attend une valeur",
    ],
    [
      'commander.missingArgument',
      ['copy'],
      { code: 'commander.missingArgument', argument: 'file' },
      "missing required argument 'file'",
      "argument obligatoire 'file' absent",
    ],
    [
      'commander.excessArguments',
      ['deal', '--game', 'x', 'stray', 'more'],
      { code: 'commander.excessArguments', command: 'deal', extra: ['stray', 'more'] },
      `too many arguments for 'deal': "stray" is not an option's value (deal takes options only)`,
      `trop d’arguments pour 'deal'${NB}: "stray" n’est la valeur d’aucune option (deal ne prend que des options)`,
    ],
    [
      'commander.conflictingOption',
      ['deal', '--game', 'x', '--dark', '--light'],
      { code: 'commander.conflictingOption', option: '--dark', other: '--light' },
      "option '--dark' cannot be used with option '--light'",
      `l’option '--dark' ne va pas avec l’option '--light'`,
    ],
    [
      'commander.invalidArgument (a choice)',
      ['deal', '--game', 'x', '--size', 'huge'],
      {
        code: 'commander.invalidArgument',
        option: '--size <size>',
        value: 'huge',
        choices: ['small', 'large'],
        reason: 'Allowed choices are small, large.',
      },
      `option '--size <size>' argument "huge" is invalid: use small or large`,
      `l’option '--size <size>' refuse la valeur "huge"${NB}: utilisez small ou large`,
    ],
  ])('%s', async (_code, argv, facts, english, french) => {
    const failure = await failureOf(argv);
    expect(failure).toEqual(facts);
    expect(CLI_WORDS.en.commander(failure, quote)).toBe(english);
    expect(CLI_WORDS.fr.commander(failure, quote)).toBe(french);
  });
});
