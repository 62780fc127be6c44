import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { commandTree } from './command-tree';
import { bashScript, fishScript, zshScript } from './completion-scripts';

/** A small tree with the shapes that matter: a group with an alias, a valued option, a global. */
function program(): Command {
  const root = new Command('dps').option('--profile <name>', 'profile');
  const deals = root.command('deals').alias('deal').description('Deals');
  deals.command('list').option('--space <id>', 'space').option('--json', 'json');
  root.command('meta').option('--json', 'json');
  return root;
}

/** What bash offers after the words typed so far (the last one being completed). */
function bashOffers(words: string[]): string[] {
  const script = `${bashScript(commandTree(program()))}
COMP_WORDS=(${words.map((word) => `'${word}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_dps_complete; printf '%s\\n' "\${COMPREPLY[@]}"`;
  return execFileSync('bash', ['-c', script], { encoding: 'utf8', timeout: 10_000 })
    .split('\n')
    .filter(Boolean);
}

describe('completion scripts', () => {
  it('bash offers the groups, then the sub-commands (through an alias), then the options', () => {
    expect(bashOffers(['dps', 'de'])).toEqual(['deals', 'deal']);
    expect(bashOffers(['dps', '--profile', 'x', 'deal', ''])).toEqual(['list', '--profile', '--help']);
    expect(bashOffers(['dps', 'deals', 'list', '--space', 'spc_1', '--'])).toEqual([
      '--space',
      '--json',
      '--profile',
      '--help',
    ]);
  });

  it('zsh loads the bash function through bashcompinit', () => {
    const script = zshScript(commandTree(program()));
    expect(script.startsWith('#compdef dps\n')).toBe(true);
    expect(script).toContain('bashcompinit');
    expect(script).toContain('complete -F _dps_complete dps');
  });

  it('fish has a line per sub-command and option, conditioned on the words seen', () => {
    const script = fishScript(commandTree(program()));
    expect(script).toContain("complete -c dps -n '__fish_use_subcommand' -a deals -d 'Deals'");
    expect(script).toContain(
      "complete -c dps -n '__fish_seen_subcommand_from deals; and __fish_seen_subcommand_from list' -l space -r",
    );
  });
});
