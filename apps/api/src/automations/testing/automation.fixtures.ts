import { repositoriesFor, type Database } from '@deal/persistence';
import type { Automation, Repositories } from '@deal/domain';
import type { TestApi } from '../../testing/api-test-app';

/** Whatever JSON the API answered; tests read it field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
export type ApiJson = any;

export const automationsOf = (spaceId: string) => `/v1/spaces/${spaceId}/automations`;
export const automationPath = (spaceId: string, id: string, rest = '') =>
  `${automationsOf(spaceId)}/${id}${rest}`;

/** The `X-Service-Webhook` value of a Send Webhook action. */
export const SECRET = /^svcwh_[0-9A-Za-z]{43}$/;
/** The Standard Webhooks signing secret of a Send Webhook action: whsec_ and base64 of 32 bytes. */
export const SIGNING_SECRET = /^whsec_[0-9A-Za-z+/]{43}=$/;
export const SIGNING_KEY = /^whkey_[0-9A-Za-z]{43}$/;
export const AUTOMATION_ID = /^aut_[0-9A-Za-z]{22}$/;
export const ACTION_ID = /^act_[0-9A-Za-z]{22}$/;
/** The `endpoint` of a Send Webhook action that never failed (docs/automations.md "Endpoint health"). */
export const HEALTHY_ENDPOINT_JSON = {
  status: 'enabled',
  disabled_at: null,
  disabled_reason: null,
  failing_since: null,
  consecutive_failures: 0,
  last_error: null,
  held_deliveries: 0,
};

/** A deal_updated automation that tells the auditor about approval requests. */
export function dealUpdatedBody(url = 'https://audit.example.com/hook', extra: Record<string, unknown> = {}) {
  return {
    name: 'Ask the auditor',
    trigger: { type: 'deal_updated', conditions: [{ field: 'status', op: 'changed_to', value: 'pending' }] },
    actions: [{ type: 'send_webhook', url, message: 'Please approve $name' }],
    ...extra,
  };
}

/** A webhook_received automation applying the auditor's decision. */
export function webhookReceivedBody(fields: string[] | null = null) {
  return {
    name: 'Auditor decisions',
    trigger: { type: 'webhook_received' },
    actions: [{ type: 'update_deal', ...(fields && { fields }) }],
  };
}

/** POSTs an automation and expects 201; answers the created body (with its secrets). */
export async function anAutomation(
  api: TestApi,
  token: string,
  spaceId: string,
  body: unknown,
): Promise<ApiJson> {
  const created = await api.call('POST', automationsOf(spaceId), { token, body });
  if (created.status !== 201)
    throw new Error(`expected 201, got ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

/** A deal of the space, created over the API; `pending` moves it to pending (an approval request). */
export async function aDeal(
  api: TestApi,
  token: string,
  spaceId: string,
  body: Record<string, unknown> = {},
): Promise<ApiJson> {
  const created = await api.call('POST', '/v1/deals', {
    token,
    body: { space: spaceId, name: 'Acme', ...body },
  });
  if (created.status !== 201)
    throw new Error(`expected 201, got ${created.status} ${JSON.stringify(created.body)}`);
  return created.body;
}

export async function moveDeal(api: TestApi, token: string, dealId: string, status: string): Promise<void> {
  const moved = await api.call('POST', `/v1/deal/${dealId}/status`, { token, body: { status } });
  if (moved.status !== 200)
    throw new Error(`expected 200, got ${moved.status} ${JSON.stringify(moved.body)}`);
}

export const repositoriesOf = (database: Database): Repositories =>
  repositoriesFor(database.dataSource.manager);

/** The stored automation, secrets included: what the dispatcher and webhook-in will use. */
export async function storedAutomation(database: Database, id: string): Promise<Automation> {
  const automation = await repositoriesOf(database).automations.findById(id);
  if (automation === null) throw new Error(`automation ${id} is not stored`);
  return automation;
}
