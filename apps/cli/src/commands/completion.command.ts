import { Argument, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import { commandTree } from '../completion/command-tree';
import { completionScript, SHELLS, type Shell } from '../completion/completion-scripts';
import { renderJson } from '../format/json.format';

/** `dps completion bash|zsh|fish`: a completion script for the shell, made from the command tree. */
export function registerCompletion(program: Command, ctx: CliParts): void {
  program
    .command('completion')
    .description('Print a shell completion script (bash, zsh or fish)')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .option('--json', 'print {shell, script} as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  source <(dps completion bash)          # in ~/.bashrc\n' +
        '  source <(dps completion zsh)           # in ~/.zshrc\n' +
        '  dps completion fish > ~/.config/fish/completions/dps.fish',
    )
    .action((shell: Shell, options: { json?: boolean }) => {
      const script = completionScript(shell, commandTree(program));
      ctx.output.out(options.json ? renderJson({ shell, script }) : script);
    });
}
