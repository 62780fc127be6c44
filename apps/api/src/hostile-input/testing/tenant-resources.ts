import type { IdPrefix } from '@deal/domain';
import { type Database } from '@deal/persistence';
import { RandomIdGenerator } from '@deal/node-adapters';
import { aPerson, join, type Person } from '../../members/testing/team.fixture';
import type { TestApi } from '../../testing/api-test-app';
import { expectStatus } from './expect-status';
import { prefixOfId, segmentsBefore } from './id-kinds';

const MONDAY = Date.parse('2030-01-07T00:00:00Z');
const DAY = 86_400_000;
const ids = new RandomIdGenerator();

/** An id of the same kind and shape as `id` that names nothing. */
export function ghostOf(id: string): string {
  return ids.next(prefixOfId(id) as IdPrefix);
}

/** Refused at once (nothing listens on the discard port), so a Send test never waits. */
export const UNREACHABLE_WEBHOOK = 'http://127.0.0.1:9/hook';

/** Routes that only make sense for a `webhook_received` automation (the others get a `deal_updated` one). */
const INCOMING_ROUTE = /\/(incoming|rotate-signing-key|test-receive)$/;

/**
 * Makes real resources of one space, owned by `owner`, for whatever path parameter a route has:
 * the kind is read from the segment before the parameter (see id-kinds.ts), and child resources
 * (an automation's action or delivery, a deal's phase) belong to the parent resolved before them.
 */
export class TenantResources {
  private readonly ok: ReturnType<typeof expectStatus>;

  constructor(
    api: TestApi,
    private readonly database: Database,
    readonly owner: Person,
    readonly spaceId: string,
  ) {
    this.ok = expectStatus(api);
  }

  /** Fresh ids for every path parameter of `path`, by parameter name. */
  async idsFor(path: string): Promise<Record<string, string>> {
    const resolved: Record<string, string> = {};
    const bySegment: Record<string, string> = {};
    for (const [param, segment] of Object.entries(segmentsBefore(path))) {
      const id = await this.make(segment ?? '', bySegment, path);
      resolved[param] = id;
      if (segment) bySegment[segment] = id;
    }
    return resolved;
  }

  async deal(): Promise<string> {
    const body = { space: this.spaceId, name: 'Target', start: MONDAY, end: MONDAY + 30 * DAY };
    return (await this.ok('POST', '/v1/deals', this.owner.rw, body, 201)).id;
  }

  /** A role of this space, priced on `rateCard()`'s cards. */
  async role(): Promise<{ id: string }> {
    return this.ok('POST', this.under('roles'), this.owner.rw, { name: 'Victim role', unit: 'hour' }, 201);
  }

  /** A rate card of this space in the currency of its deals, with a rate for a fresh role. */
  async rateCard(): Promise<{ id: string; rates: { role_id: string }[] }> {
    const role = await this.role();
    const body = {
      name: 'Victim card',
      currency: 'usd',
      rates: [{ role_id: role.id, cost_rate: 1, price_rate: 2 }],
    };
    return this.ok('POST', this.under('rate-cards'), this.owner.rw, body, 201);
  }

  private priced: Promise<{ roleId: string; rateCardId: string }> | null = null;

  /**
   * One role and one card rating it, made once per tenant: the values a pricing body names
   * (`role_id`, `rate_card_id`), so the owner's control call prices with real ones.
   */
  async pricingFixture(): Promise<{ roleId: string; rateCardId: string }> {
    this.priced ??= this.rateCard().then((card) => ({
      roleId: card.rates[0]?.role_id as string,
      rateCardId: card.id,
    }));
    return this.priced;
  }

  /** An effort estimate of the deal's phase, the deal priced with `pricingFixture()`'s card. */
  private async estimate(dealId: string, phaseId: string): Promise<string> {
    const { roleId, rateCardId } = await this.pricingFixture();
    await this.ok('PUT', `/v1/deal/${dealId}/pricing`, this.owner.rw, { rate_card_id: rateCardId }, 200);
    const body = { name: 'Victim estimate', role_id: roleId, quantity: 1 };
    return (await this.ok('POST', `/v1/deal/${dealId}/phases/${phaseId}/estimates`, this.owner.rw, body, 201))
      .id;
  }

  /** A user who exists but is no member of this space. */
  async outsider(): Promise<Person> {
    return aPerson(this.database, 'Outsider');
  }

  private async make(segment: string, parents: Record<string, string>, path: string): Promise<string> {
    switch (segment) {
      case 'spaces':
        // The space itself is the target (rename, delete): a fresh one, so deleting it leaves the
        // tenant's own space to the routes after it.
        return path === '/v1/spaces/{space}' ? this.freshSpace() : this.spaceId;
      case 'deal':
      case 'deals':
        return this.deal();
      case 'tokens':
        return (await this.ok('POST', '/v1/tokens', this.owner.rw, { name: 'victim', scope: 'read' }, 201))
          .id;
      case 'api-keys':
        return (
          await this.ok('POST', this.under('api-keys'), this.owner.rw, { name: 'victim', scope: 'read' }, 201)
        ).id;
      case 'members': {
        const member = await aPerson(this.database, 'Member');
        await join(this.database, this.spaceId, member, 'member');
        return member.id;
      }
      case 'invitations':
        return this.invitation(path);
      case 'invitation-blocks':
        return this.blockedSpace();
      case 'automations':
        return (await this.automation(INCOMING_ROUTE.test(path) ? 'webhook_received' : 'deal_updated')).id;
      case 'actions':
        return (
          await this.ok(
            'GET',
            this.under(`automations/${this.parent(parents, 'automations')}`),
            this.owner.rw,
            undefined,
            200,
          )
        ).actions[0].id;
      case 'deliveries':
        return this.delivery(this.parent(parents, 'automations'));
      case 'phases': {
        const body = { name: 'Phase', start: MONDAY, end: MONDAY + DAY, pinned: true };
        return (
          await this.ok('POST', `/v1/deal/${this.parent(parents, 'deal')}/phases`, this.owner.rw, body, 201)
        ).id;
      }
      case 'roles':
        return (await this.role()).id;
      case 'rate-cards':
        return (await this.rateCard()).id;
      case 'estimates':
        return this.estimate(this.parent(parents, 'deal'), this.parent(parents, 'phases'));
      default:
        throw new Error(
          `no way to make a real id for the parameter after "/${segment}/" in ${path}: teach ` +
            'TenantResources (apps/api/src/hostile-input/testing/tenant-resources.ts) that kind',
        );
    }
  }

  /**
   * Under /v1/spaces/{space}: an invitation of this space to a newcomer's email, for its owner to
   * withdraw. Under /v1/invitations: one addressed to this tenant's owner (from another person's
   * space), for the owner to accept or decline.
   */
  private async invitation(path: string): Promise<string> {
    if (path.startsWith('/v1/spaces/')) {
      const body = {
        email: `invitee-${ids.next('inv').slice(-8).toLowerCase()}@example.test`,
        role: 'member',
      };
      return (await this.ok('POST', this.under('invitations'), this.owner.rw, body, 201)).id;
    }
    const inviter = await aPerson(this.database, 'Inviter');
    const body = { email: this.owner.email, role: 'member' };
    return (await this.ok('POST', `/v1/spaces/${inviter.ownSpaceId}/invitations`, inviter.rw, body, 201)).id;
  }

  /** Another space of this tenant's owner. */
  private async freshSpace(): Promise<string> {
    return (await this.ok('POST', '/v1/spaces', this.owner.rw, { name: 'Target space' }, 201)).id;
  }

  /** A space this tenant's owner blocked (declined its invitation with `block`); its id. */
  private async blockedSpace(): Promise<string> {
    const inviter = await aPerson(this.database, 'Blocked inviter');
    const body = { email: this.owner.email, role: 'member' };
    const invitation = await this.ok(
      'POST',
      `/v1/spaces/${inviter.ownSpaceId}/invitations`,
      inviter.rw,
      body,
      201,
    );
    await this.ok('POST', `/v1/invitations/${invitation.id}/decline`, this.owner.rw, { block: true }, 204);
    return inviter.ownSpaceId;
  }

  /** An automation of either kind; its actions' ids are in `actions`. */
  async automation(
    trigger: 'deal_updated' | 'webhook_received',
  ): Promise<{ id: string; actions: { id: string }[] }> {
    const body =
      trigger === 'deal_updated'
        ? {
            name: 'Tell the auditor',
            trigger: { type: 'deal_updated' },
            actions: [{ type: 'send_webhook', url: UNREACHABLE_WEBHOOK }],
          }
        : {
            name: 'Auditor decisions',
            trigger: { type: 'webhook_received' },
            actions: [{ type: 'update_deal' }],
          };
    return this.ok('POST', this.under('automations'), this.owner.rw, body, 201);
  }

  /** A delivery of the automation: a deal change queues one for every deal_updated automation. */
  private async delivery(automationId: string): Promise<string> {
    const deal = await this.deal();
    await this.ok('PATCH', `/v1/deal/${deal}`, this.owner.rw, { name: 'Target, renamed' }, 200);
    const rows: { id: string }[] = await this.database.dataSource.query(
      `SELECT d.id FROM webhook_deliveries d JOIN automation_actions a ON a.id = d.action_id
       WHERE a.automation_id = $1 ORDER BY d.id DESC LIMIT 1`,
      [automationId],
    );
    if (!rows[0]) throw new Error(`the deal change queued no delivery for automation ${automationId}`);
    return rows[0].id;
  }

  private under(rest: string): string {
    return `/v1/spaces/${this.spaceId}/${rest}`;
  }

  private parent(parents: Record<string, string>, segment: string): string {
    const id = parents[segment];
    if (!id) throw new Error(`a "${segment}" id must come before its child in the path`);
    return id;
  }
}
