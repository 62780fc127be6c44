import type { Command } from 'commander';

/** A command as completion sees it: its names, its options' long forms and its sub-commands. */
export interface CommandNode {
  readonly name: string;
  readonly aliases: readonly string[];
  readonly description: string;
  readonly options: readonly {
    readonly flag: string;
    readonly takesValue: boolean;
    readonly description: string;
  }[];
  readonly children: readonly CommandNode[];
}

/** The tree of `program`, read from commander itself, so completion never lags a new command. */
export function commandTree(command: Command, inherited: CommandNode['options'] = []): CommandNode {
  const own = command.options
    .filter((option) => option.long !== undefined && !option.hidden)
    .map((option) => ({
      flag: option.long as string,
      takesValue: option.required || option.optional,
      description: option.description,
    }));
  // Global options (the program's `--profile`) are accepted after any command too.
  const options = [
    ...own,
    ...inherited.filter((global) => !own.some((option) => option.flag === global.flag)),
  ];
  const globals = command.parent === null ? own.filter((option) => option.flag === '--profile') : inherited;
  return {
    name: command.name(),
    aliases: command.aliases(),
    description: command.description(),
    options: [...options, { flag: '--help', takesValue: false, description: 'show help for this command' }],
    children: command.commands
      .filter((child) => child.name() !== 'help')
      .map((child) => commandTree(child, globals)),
  };
}
