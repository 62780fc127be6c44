import type { CommandNode } from './command-tree';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

/** Every command path under the root, root first: `[['dps'], ['dps','spaces'], …]` with its node. */
function walk(
  node: CommandNode,
  path: readonly string[] = [node.name],
): Array<[readonly string[], CommandNode]> {
  return [[path, node], ...node.children.flatMap((child) => walk(child, [...path, child.name]))];
}

const words = (node: CommandNode): string =>
  [
    ...node.children.flatMap((child) => [child.name, ...child.aliases]),
    ...node.options.map((option) => option.flag),
  ].join(' ');

/**
 * Bash: the words typed so far are walked down the tree (options and their values skipped), and
 * the reply offers the sub-commands and long options of the command reached.
 */
export function bashScript(root: CommandNode): string {
  const paths = walk(root);
  const steps = paths.flatMap(([path, node]) =>
    node.children.flatMap((child) =>
      [child.name, ...child.aliases].map(
        (name) => `      '${path.join('/')}/${name}') path='${[...path, child.name].join('/')}' ;;`,
      ),
    ),
  );
  const valued = [
    ...new Set(paths.flatMap(([, node]) => node.options.filter((o) => o.takesValue).map((o) => o.flag))),
  ];
  const offers = paths.map(([path, node]) => `    '${path.join('/')}') words='${words(node)}' ;;`);
  return `# ${root.name} completion for bash. Load it with:  source <(${root.name} completion bash)
_${root.name}_complete() {
  local cur=\${COMP_WORDS[COMP_CWORD]} path='${root.name}' words='' i w skip=0
  for ((i = 1; i < COMP_CWORD; i++)); do
    w=\${COMP_WORDS[i]}
    if ((skip)); then skip=0; continue; fi
    case "$w" in
      ${valued.join('|') || '--none'}) skip=1; continue ;;
      -*) continue ;;
    esac
    case "$path/$w" in
${steps.join('\n')}
    esac
  done
  case "$path" in
${offers.join('\n')}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _${root.name}_complete ${root.name}
`;
}

/** Zsh runs the bash function through its own bashcompinit, as gh and many tools do. */
export function zshScript(root: CommandNode): string {
  return `#compdef ${root.name}
# ${root.name} completion for zsh. Load it with:  source <(${root.name} completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
${bashScript(root).split('\n').slice(1).join('\n')}`;
}

const fishQuote = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Fish: one `complete` line per sub-command and option, conditioned on the words seen so far. */
export function fishScript(root: CommandNode): string {
  const lines = [
    `# ${root.name} completion for fish. Load it with:  ${root.name} completion fish | source`,
    `complete -c ${root.name} -f`,
  ];
  for (const [path, node] of walk(root)) {
    const condition =
      path.length === 1
        ? '__fish_use_subcommand'
        : path
            .slice(1)
            .map((name) => `__fish_seen_subcommand_from ${name}`)
            .join('; and ');
    for (const child of node.children) {
      for (const name of [child.name, ...child.aliases]) {
        const notYet = node.children.map((c) => c.name).join(' ');
        const when =
          path.length === 1 ? condition : `${condition}; and not __fish_seen_subcommand_from ${notYet}`;
        lines.push(
          `complete -c ${root.name} -n ${fishQuote(when)} -a ${name} -d ${fishQuote(child.description)}`,
        );
      }
    }
    for (const option of node.options) {
      lines.push(
        `complete -c ${root.name} -n ${fishQuote(condition)} -l ${option.flag.slice(2)}${option.takesValue ? ' -r' : ''} -d ${fishQuote(option.description)}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

export function completionScript(shell: Shell, root: CommandNode): string {
  if (shell === 'bash') return bashScript(root);
  if (shell === 'zsh') return zshScript(root);
  return fishScript(root);
}
