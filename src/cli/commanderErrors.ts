/**
 * Commander's own refusals (an unknown option or command, a required option missing, an option
 * without its value, a word too many, a value not among an option's choices…), as facts rather
 * than words, so that the CLI says each in its own catalogue (words.ts), in the run's language.
 *
 * Commander 14 reports them through `Command.error(message, { code })`: the CommanderError it
 * throws (with `exitOverride`) carries the code (`commander.unknownOption`) and an English message,
 * but not the offending token, which only that message holds. Each refusal starts in a method of
 * Command that is given the token (`unknownOption(flag)`, `missingMandatoryOptionValue(option)`,
 * `optionMissingArgument(option)`, `missingArgument(name)`, `_excessArguments(args)`,
 * `_conflictingOption(option, other)`, `_callParseArg(target, value, …)`; `unknownCommand()` reads
 * `this.args[0]`), so WordedCommand overrides those and throws a CommandFailureError that carries the
 * token itself. The methods are commander's internals (in its code, not its typings): a test runs
 * each refusal through commander (test/cli/commanderErrors.test.ts), so that an upgrade that renames
 * one fails there rather than falling back to commander's English.
 */
import { Command, CommanderError, type Argument, type Option } from 'commander';

/** A refusal of commander's, with its token(s). */
export type CommandFailure =
  | { readonly code: 'commander.unknownOption'; readonly option: string; readonly similar: readonly string[] }
  | { readonly code: 'commander.unknownCommand'; readonly command: string; readonly similar: readonly string[] }
  /** A required option (`--game <game>`) not given. */
  | { readonly code: 'commander.missingMandatoryOptionValue'; readonly option: string }
  /** An option that takes a value given without one (`--game` last). */
  | { readonly code: 'commander.optionMissingArgument'; readonly option: string }
  /** A command's required argument not given. */
  | { readonly code: 'commander.missingArgument'; readonly argument: string }
  /** Words past a command's arguments: `extra`, those words. */
  | { readonly code: 'commander.excessArguments'; readonly command: string; readonly extra: readonly string[] }
  | { readonly code: 'commander.conflictingOption'; readonly option: string; readonly other: string }
  /**
   * A value an option's or argument's parser refused: not among its `choices` (listed), or with its
   * own reason (the InvalidArgumentError's message, the project's own words).
   */
  | {
      readonly code: 'commander.invalidArgument';
      readonly option: string;
      readonly value: string;
      readonly choices: readonly string[] | null;
      readonly reason: string;
    };

/** Commander's refusal, with its facts (`failure`): thrown by WordedCommand where commander would throw its own. */
export class CommandFailureError extends CommanderError {
  constructor(readonly failure: CommandFailure) {
    super(1, failure.code, `${failure.code}: ${JSON.stringify(failure)}`);
  }
}

/** Commander's state that its refusals read (in its code, not its typings). */
interface CommandInternals {
  readonly _allowUnknownOption: boolean;
  readonly _allowExcessArguments: boolean;
  readonly _showSuggestionAfterError: boolean;
  readonly _enablePositionalOptions: boolean;
}

const internals = (command: Command): CommandInternals => command as unknown as CommandInternals;

/** The optimal string alignment distance between two words (commander's, for its suggestions). */
function editDistance(a: string, b: string): number {
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d[i] = [i];
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let j = 1; j <= b.length; j++) {
    for (let i = 1; i <= a.length; i++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * The candidates nearest `word`, as commander suggests them ("Did you mean --from?"): at most 3
 * edits, more than 40 % alike, the nearest ones only, sorted; options compared without their `--`.
 */
function similarWords(word: string, candidates: readonly string[]): string[] {
  const options = word.startsWith('--');
  const bare = (text: string) => (options ? text.slice(2) : text);
  let similar: string[] = [];
  let best = 3 + 1; // commander's maxDistance, 3, is the farthest kept
  for (const candidate of new Set(candidates)) {
    const name = bare(candidate);
    if (name.length <= 1) continue; // no one-character guesses
    const distance = editDistance(bare(word), name);
    const length = Math.max(bare(word).length, name.length);
    if ((length - distance) / length <= 0.4) continue;
    if (distance < best) {
      best = distance;
      similar = [candidate];
    } else if (distance === best) similar.push(candidate);
  }
  return similar.sort((a, b) => a.localeCompare(b));
}

/** The long options an unknown option may be a misspelling of: the command's and its parents', as commander looks them up. */
function longOptionsOf(start: Command): string[] {
  const longs: string[] = [];
  let command: Command | null = start;
  do {
    for (const option of command.createHelp().visibleOptions(command)) {
      if (option.long !== undefined) longs.push(option.long);
    }
    command = command.parent;
  } while (command !== null && !internals(command)._enablePositionalOptions);
  return longs;
}

/** A Command whose refusals are CommandFailureErrors (every subcommand too: createCommand). */
export class WordedCommand extends Command {
  override createCommand(name?: string): Command {
    return new WordedCommand(name);
  }

  unknownOption(flag: string): void {
    if (internals(this)._allowUnknownOption) return;
    const candidates = flag.startsWith('--') && internals(this)._showSuggestionAfterError ? longOptionsOf(this) : [];
    throw new CommandFailureError({
      code: 'commander.unknownOption',
      option: flag,
      similar: similarWords(flag, candidates),
    });
  }

  unknownCommand(): void {
    this.refuseCommand(this.args[0] ?? '');
  }

  /**
   * Refuses `command` as one of this command's subcommands, with the nearest ones as commander
   * suggests them: `help <word>` names an unknown word as an unknown command does.
   */
  refuseCommand(command: string): never {
    const candidates = internals(this)._showSuggestionAfterError
      ? this.createHelp()
          .visibleCommands(this)
          .flatMap((c) => [c.name(), ...c.aliases().slice(0, 1)])
      : [];
    throw new CommandFailureError({
      code: 'commander.unknownCommand',
      command,
      similar: similarWords(command, candidates),
    });
  }

  missingMandatoryOptionValue(option: Option): void {
    throw new CommandFailureError({ code: 'commander.missingMandatoryOptionValue', option: option.flags });
  }

  optionMissingArgument(option: Option): void {
    throw new CommandFailureError({ code: 'commander.optionMissingArgument', option: option.flags });
  }

  missingArgument(name: string): void {
    throw new CommandFailureError({ code: 'commander.missingArgument', argument: name });
  }

  _excessArguments(received: readonly string[]): void {
    if (internals(this)._allowExcessArguments) return;
    const extra = received.slice(this.registeredArguments.length);
    throw new CommandFailureError({ code: 'commander.excessArguments', command: this.name(), extra });
  }

  _conflictingOption(option: Option, other: Option): void {
    throw new CommandFailureError({ code: 'commander.conflictingOption', option: option.flags, other: other.flags });
  }

  _callParseArg(target: Option | Argument, value: string, previous: unknown): unknown {
    try {
      return target.parseArg === undefined ? value : target.parseArg(value, previous);
    } catch (error) {
      if (!(error instanceof CommanderError) || error.code !== 'commander.invalidArgument') throw error;
      throw new CommandFailureError({
        code: 'commander.invalidArgument',
        option: 'flags' in target ? target.flags : target.name(),
        value,
        choices: target.argChoices ?? null,
        reason: error.message,
      });
    }
  }
}
