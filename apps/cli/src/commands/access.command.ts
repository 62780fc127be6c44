import { Argument, Option, type Command } from 'commander';
import type { CliParts } from '../cli.parts';
import type { MemberRole, Schemas, Scope } from '../api/schemas';
import { dateTime, text, type Column } from '../format/rows.format';
import {
  nonEmpty,
  printDone,
  printList,
  printRecord,
  spaceOf,
  withJson,
  withListOptions,
  withSpace,
  type JsonOption,
  type ListOptions,
} from './resource';

const SCOPES = ['read', 'read_write'];
const ROLES = ['owner', 'admin', 'member'];

const TOKEN_COLUMNS: readonly Column[] = [
  text('id'),
  text('name'),
  text('scope'),
  dateTime('created_at', 'created'),
  dateTime('expires_at', 'expires'),
  dateTime('last_used_at', 'last_used'),
  dateTime('revoked_at', 'revoked'),
];

const MEMBER_COLUMNS: readonly Column[] = [
  text('user_id', 'user'),
  text('email'),
  text('name'),
  text('role'),
  dateTime('joined_at', 'joined'),
];

const INVITATION_COLUMNS: readonly Column[] = [
  text('id'),
  text('space_id', 'space'),
  text('space_name'),
  text('email'),
  text('role'),
  text('invited_by_name', 'invited_by'),
  dateTime('expires_at', 'expires'),
];

interface CreateCredentialOptions extends JsonOption {
  readonly name: string;
  readonly scope: string;
  readonly expiresInDays?: string;
}

interface SpaceOptions extends JsonOption {
  readonly space?: string;
}

function withCredentialFields(command: Command): Command {
  return withJson(
    command
      .requiredOption('--name <name>', 'what it is for', nonEmpty)
      .addOption(new Option('--scope <scope>', 'what it may do').choices(SCOPES).default('read'))
      .option('--expires-in-days <days>', 'valid for this many days (default: no expiry)'),
  );
}

function credentialBody(options: CreateCredentialOptions): Schemas['CreatePersonalTokenRequestDto'] {
  return {
    name: options.name,
    // commander's choices() admitted only these values.
    scope: options.scope as Scope,
    ...(options.expiresInDays !== undefined && { expires_in_days: Number(options.expiresInDays) }),
  };
}

/**
 * Prints a created token or key: its fields, then the secret itself, which the API shows this once.
 * With --json the API's answer holds it (`token` / `key`).
 */
function printCreated(ctx: CliParts, answer: unknown, secretField: string, options: JsonOption): void {
  printRecord(ctx, answer, TOKEN_COLUMNS, options);
  if (!options.json) {
    const secret = (answer as Record<string, unknown>)[secretField];
    ctx.output.out(`\n${secretField} (shown this once; store it now):\n  ${String(secret)}\n`);
  }
}

/** `dps tokens list|create|revoke`: your personal access tokens (SPEC §2.4). */
export function registerTokens(tokens: Command, ctx: CliParts): void {
  withListOptions(
    tokens.command('list').description('List your personal access tokens, revoked ones included'),
  ).action(async (options: ListOptions) => {
    await printList(ctx, await ctx.calls(), '/v1/tokens', {}, options, TOKEN_COLUMNS, 'tokens');
  });

  withCredentialFields(tokens.command('create').description('Create a personal access token'))
    .addHelpText('after', '\nExamples:\n  dps tokens create --name "CI" --scope read --expires-in-days 90')
    .action(async (options: CreateCredentialOptions) => {
      const calls = await ctx.calls();
      printCreated(ctx, await calls.POST('/v1/tokens', { body: credentialBody(options) }), 'token', options);
    });

  withJson(
    tokens
      .command('revoke')
      .description('Revoke one of your tokens (at once)')
      .argument('<id>', 'the token id (tok_…)', nonEmpty),
  ).action(async (id: string, options: JsonOption) => {
    const calls = await ctx.calls();
    await calls.DELETE('/v1/tokens/{id}', { params: { path: { id } } });
    printDone(ctx, `Revoked token ${id}.`, { id }, options);
  });
}

/** `dps api-keys list|create|revoke`: a space's API keys. */
export function registerApiKeys(keys: Command, ctx: CliParts): void {
  const columns = [...TOKEN_COLUMNS.slice(0, 3), text('created_by'), ...TOKEN_COLUMNS.slice(3)];
  withListOptions(withSpace(keys.command('list').description("List a space's API keys"))).action(
    async (options: ListOptions & SpaceOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      await printList(
        ctx,
        calls,
        '/v1/spaces/{space}/api-keys',
        { params: { path: { space } } },
        options,
        columns,
        'API keys',
      );
    },
  );

  withCredentialFields(withSpace(keys.command('create').description('Create a space API key'))).action(
    async (options: CreateCredentialOptions & SpaceOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      const answer = await calls.POST('/v1/spaces/{space}/api-keys', {
        params: { path: { space } },
        body: credentialBody(options),
      });
      printCreated(ctx, answer, 'key', options);
    },
  );

  withJson(
    withSpace(
      keys.command('revoke').description('Revoke a space API key').argument('<id>', 'the key id', nonEmpty),
    ),
  ).action(async (id: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    await calls.DELETE('/v1/spaces/{space}/api-keys/{id}', { params: { path: { space, id } } });
    printDone(ctx, `Revoked API key ${id}.`, { id }, options);
  });
}

/** `dps members list|add|set-role|remove`: a space's members (issue 15). */
export function registerMembers(members: Command, ctx: CliParts): void {
  withListOptions(withSpace(members.command('list').description("List a space's members"))).action(
    async (options: ListOptions & SpaceOptions) => {
      const calls = await ctx.calls();
      const space = await spaceOf(calls, options.space);
      await printList(
        ctx,
        calls,
        '/v1/spaces/{space}/members',
        { params: { path: { space } } },
        options,
        MEMBER_COLUMNS,
        'members',
      );
    },
  );

  withJson(
    withSpace(members.command('add').description('Add a member: invites them, and they join by accepting'))
      .requiredOption('--email <email>', 'their email', nonEmpty)
      .addOption(new Option('--role <role>', 'the role they get').choices(ROLES).default('member')),
  ).action(async (options: SpaceOptions & { email: string; role: string }) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    const body = { email: options.email, role: options.role as MemberRole };
    printRecord(
      ctx,
      await calls.POST('/v1/spaces/{space}/members', { params: { path: { space } }, body }),
      INVITATION_COLUMNS,
      options,
    );
  });

  withJson(
    withSpace(
      members
        .command('set-role')
        .description("Change a member's role")
        .argument('<user>', 'the user id (usr_…)', nonEmpty)
        .addArgument(new Argument('<role>', 'the new role').choices(ROLES)),
    ),
  ).action(async (user: string, role: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    const path = { space, user_id: user };
    printRecord(
      ctx,
      await calls.PATCH('/v1/spaces/{space}/members/{user_id}', {
        params: { path },
        body: { role: role as MemberRole },
      }),
      MEMBER_COLUMNS,
      options,
    );
  });

  withJson(
    withSpace(
      members
        .command('remove')
        .description('Remove a member from a space')
        .argument('<user>', 'the user id (usr_…)', nonEmpty),
    ),
  ).action(async (user: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    await calls.DELETE('/v1/spaces/{space}/members/{user_id}', {
      params: { path: { space, user_id: user } },
    });
    printDone(ctx, `Removed ${user} from ${space}.`, { user_id: user, space }, options);
  });
}

/** `dps invitations list|send|revoke|accept|decline`: yours, or with --space a space's. */
export function registerInvitations(invitations: Command, ctx: CliParts): void {
  withListOptions(
    invitations
      .command('list')
      .description('List the invitations waiting for you; with --space, those a space has sent')
      .option('--space <id>', "list this space's pending invitations instead"),
  ).action(async (options: ListOptions & SpaceOptions) => {
    const calls = await ctx.calls();
    if (options.space === undefined) {
      await printList(ctx, calls, '/v1/invitations', {}, options, INVITATION_COLUMNS, 'invitations');
    } else {
      const init = { params: { path: { space: options.space } } };
      await printList(
        ctx,
        calls,
        '/v1/spaces/{space}/invitations',
        init,
        options,
        INVITATION_COLUMNS,
        'invitations',
      );
    }
  });

  withJson(
    withSpace(invitations.command('send').description('Invite someone to a space by email'))
      .requiredOption('--email <email>', 'who may accept', nonEmpty)
      .addOption(
        new Option('--role <role>', 'the role they get by accepting').choices(ROLES).default('member'),
      ),
  ).action(async (options: SpaceOptions & { email: string; role: string }) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    const body = { email: options.email, role: options.role as MemberRole };
    printRecord(
      ctx,
      await calls.POST('/v1/spaces/{space}/invitations', { params: { path: { space } }, body }),
      INVITATION_COLUMNS,
      options,
    );
  });

  withJson(
    withSpace(
      invitations
        .command('revoke')
        .description('Withdraw an invitation a space sent')
        .argument('<id>', 'the invitation id', nonEmpty),
    ),
  ).action(async (id: string, options: SpaceOptions) => {
    const calls = await ctx.calls();
    const space = await spaceOf(calls, options.space);
    await calls.DELETE('/v1/spaces/{space}/invitations/{id}', { params: { path: { space, id } } });
    printDone(ctx, `Withdrew invitation ${id}.`, { id }, options);
  });

  withJson(
    invitations
      .command('accept')
      .description('Accept an invitation: you join its space')
      .argument('<id>', 'the invitation id', nonEmpty),
  ).action(async (id: string, options: JsonOption) => {
    const calls = await ctx.calls();
    const answer = await calls.POST('/v1/invitations/{id}/accept', { params: { path: { id } } });
    printRecord(ctx, answer, [text('id'), text('name'), text('role')], options);
  });

  withJson(
    invitations
      .command('decline')
      .description('Decline an invitation')
      .argument('<id>', 'the invitation id', nonEmpty)
      .option('--block', 'also block its space from inviting you again'),
  ).action(async (id: string, options: JsonOption & { block?: boolean }) => {
    const calls = await ctx.calls();
    await calls.POST('/v1/invitations/{id}/decline', {
      params: { path: { id } },
      body: { block: options.block === true },
    });
    printDone(
      ctx,
      `Declined invitation ${id}${options.block ? ' and blocked its space' : ''}.`,
      { id },
      options,
    );
  });
}
