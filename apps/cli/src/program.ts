import { Command } from 'commander';
import type { CliParts } from './cli.parts';
import { CLI_VERSION } from './cli-version';
import { registerDealPricing } from './commands/deal-pricing.command';
import { registerDealReschedule } from './commands/deal-reschedule.command';
import { registerRateCardsList, registerRolesList } from './commands/space-catalogue.command';
import { registerEvents } from './commands/events.command';
import { registerLogin } from './commands/login.command';
import { registerLogout } from './commands/logout.command';
import { registerMeta } from './commands/meta.command';
import { registerSpacesCreate } from './commands/spaces-create.command';
import { registerSpacesList } from './commands/spaces-list.command';
import { DEFAULT_SERVICE_URL } from './config/service-url';

const ENVIRONMENT_HELP = `
Environment:
  SERVICE_URL         the API's base URL (default ${DEFAULT_SERVICE_URL})
  SERVICE_TOKEN       the credential (svcp_… or svcs_…); else the one saved by \`dps login\`
  SERVICE_CONFIG_DIR  where \`dps login\` saves the token
                      (default $XDG_CONFIG_HOME/deal-pricing, else ~/.config/deal-pricing)

Exit status: 0 success, 1 failure (the API's message, or the network), 2 bad usage.`;

export interface ProgramOutput {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly columns?: number;
}

/**
 * The command tree. Commander never exits the process here: `exitOverride` turns its exits (help,
 * usage errors) into exceptions that `runCli` maps to exit codes. Output settings and the exit
 * override are set before any sub-command is added, which is when commander copies them down.
 */
export function buildProgram(ctx: CliParts, output: ProgramOutput): Command {
  const program = new Command('dps')
    .description(
      'Command-line tool of the Deal Pricing Service: spaces, deals, pricing and login over its HTTP API',
    )
    .version(CLI_VERSION, '-V, --version', 'print the version of this tool')
    .helpOption('-h, --help', 'show help for this command')
    .exitOverride()
    .configureOutput({
      writeOut: output.out,
      writeErr: output.err,
      getOutHelpWidth: () => output.columns ?? 80,
      getErrHelpWidth: () => output.columns ?? 80,
      getOutHasColors: () => false,
      getErrHasColors: () => false,
    })
    .showHelpAfterError(true)
    .showSuggestionAfterError(true)
    .addHelpText('after', ENVIRONMENT_HELP);

  const spaces = program.command('spaces').description('Spaces (workspaces): list, create');
  registerSpacesList(spaces, ctx);
  registerSpacesCreate(spaces, ctx);
  const deal = program.command('deal').description('Deals: reschedule, pricing');
  registerDealReschedule(deal, ctx);
  registerDealPricing(deal, ctx);
  registerRolesList(program.command('roles').description("A space's roles (pricing): list"), ctx);
  registerRateCardsList(
    program.command('rate-cards').description("A space's rate cards (pricing): list"),
    ctx,
  );
  registerEvents(program.command('events').description("A space's events: every committed deal change"), ctx);
  registerMeta(program, ctx);
  registerLogin(program, ctx);
  registerLogout(program, ctx);
  return program;
}
