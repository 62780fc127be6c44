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
import { registerSpacesManage } from './commands/spaces-manage.command';
import { registerDeals } from './commands/deals.command';
import { registerPhases, registerVersions } from './commands/phases.command';
import { registerAutomations, registerDeliveries } from './commands/automations.command';
import {
  registerApiKeys,
  registerInvitations,
  registerMembers,
  registerTokens,
} from './commands/access.command';
import { registerApi } from './commands/api.command';
import { registerProfile } from './commands/profile.command';
import { registerCompletion } from './commands/completion.command';
import { DEFAULT_SERVICE_URL } from './config/service-url';

const ENVIRONMENT_HELP = `
Environment:
  SERVICE_URL         the API's base URL (default ${DEFAULT_SERVICE_URL})
  SERVICE_TOKEN       the credential (svcp_… or svcs_…); else the one saved by \`dps login\`
  SERVICE_PROFILE     the profile to use when --profile is not given (see \`dps profile\`)
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
    .option('--profile <name>', 'use this profile: its URL and its login (default: SERVICE_PROFILE)')
    .addHelpText('after', ENVIRONMENT_HELP)
    // The global option is read once commander has parsed it, before the command runs.
    .hook('preAction', () => ctx.useProfile(program.opts<{ profile?: string }>().profile));

  const spaces = program.command('spaces').description('Spaces (workspaces): list, create, update, delete');
  registerSpacesList(spaces, ctx);
  registerSpacesCreate(spaces, ctx);
  registerSpacesManage(spaces, ctx);
  const deals = program
    .command('deals')
    .alias('deal')
    .description('Deals: list, show, create, update, status, archive, reschedule, pricing');
  registerDeals(deals, ctx);
  registerDealReschedule(deals, ctx);
  registerDealPricing(deals, ctx);
  registerPhases(program.command('phases').description("A deal's phases: list, add, update, remove"), ctx);
  registerVersions(program.command('versions').description("A deal's versions: list"), ctx);
  registerRolesList(program.command('roles').description("A space's roles (pricing): list"), ctx);
  registerRateCardsList(
    program.command('rate-cards').description("A space's rate cards (pricing): list"),
    ctx,
  );
  registerEvents(program.command('events').description("A space's events: every committed deal change"), ctx);
  registerAutomations(
    program
      .command('automations')
      .description("A space's automations: list, show, create, update, delete, send-test, test-receive"),
    ctx,
  );
  registerDeliveries(
    program.command('deliveries').description("An automation's webhook deliveries: list, redeliver"),
    ctx,
  );
  registerTokens(
    program.command('tokens').description('Your personal access tokens: list, create, revoke'),
    ctx,
  );
  registerApiKeys(program.command('api-keys').description("A space's API keys: list, create, revoke"), ctx);
  registerMembers(
    program.command('members').description("A space's members: list, add, set-role, remove"),
    ctx,
  );
  registerInvitations(
    program.command('invitations').description('Invitations: list, send, revoke, accept, decline'),
    ctx,
  );
  registerApi(program, ctx);
  registerProfile(
    program.command('profile').description('Named profiles (URL and login): add, list, remove'),
    ctx,
  );
  registerCompletion(program, ctx);
  registerMeta(program, ctx);
  registerLogin(program, ctx);
  registerLogout(program, ctx);
  return program;
}
