import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson, join } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import { expectStatus } from './testing/expect-status';
import { fillPath, operationsOf, type OpenApiDocument, type Operation } from './testing/openapi-operations';
import { validValueOf } from './testing/schema-values';
import { ghostOf, TenantResources, UNREACHABLE_WEBHOOK } from './testing/tenant-resources';

/**
 * Broken object-level authorisation, for every route of the OpenAPI document that takes an id in
 * its path (new routes join automatically). A caller from another space sends a valid request
 * naming a real resource of space B; it must get exactly what it gets for an id of the same
 * shape that names nothing: 404, same body (CONTRACT §2: no existence oracle). Each route is also
 * called by B's owner with the same ids and body, which must work, so the ids were real and
 * reachable. See docs/reliability.md.
 */

let database: Database;
let api: TestApi;
let operations: Operation[];
let victim: TenantResources;
let own: TenantResources;
let attackers: Attacker[];

interface Attacker {
  readonly name: string;
  readonly token: string;
  /** Resources the attacker may legitimately reach, for routes mixing own and foreign ids. */
  readonly own: TenantResources | null;
}

/** One call of the matrix: who, which route, whose ids. */
interface Case {
  readonly attacker: string;
  readonly operation: string;
  /** `victim` or `own` per path parameter. */
  readonly ids: string;
  readonly victim: Answer;
  readonly ghost: Answer;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

const report: Case[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database, testConfig({ rateLimit: { limit: 1_000_000, windowSeconds: 60 } }));
  operations = operationsOf((await (await api.get('/v1/openapi.json')).json()) as OpenApiDocument);
  const ok = expectStatus(api);

  const owner = await aPerson(database, 'Victim Owner');
  victim = new TenantResources(api, database, owner, owner.ownSpaceId);
  const intruder = await aPerson(database, 'Intruder');
  own = new TenantResources(api, database, intruder, intruder.ownSpaceId);
  const spaceKey = await ok(
    'POST',
    `/v1/spaces/${intruder.ownSpaceId}/api-keys`,
    intruder.rw,
    { name: 'intruder key', scope: 'read_write' },
    201,
  );
  const former = await aPerson(database, 'Former Member');
  await join(database, owner.ownSpaceId, former, 'admin');
  await ok('DELETE', `/v1/spaces/${owner.ownSpaceId}/members/${former.id}`, owner.rw, undefined, 204);
  attackers = [
    { name: 'personal token of a non-member', token: intruder.rw, own },
    { name: 'space key of another space', token: spaceKey.key, own },
    { name: 'personal token of a removed admin', token: former.rw, own: null },
  ];
}, 60_000);

afterAll(async () => {
  await api?.close();
  await database?.close();
});

describe('BOLA matrix over the OpenAPI document', () => {
  it('covers every route with a path id, automations included when they are served', () => {
    const withIds = operations.filter((operation) => operation.pathParams.length > 0);
    expect(withIds.length).toBeGreaterThanOrEqual(16);
    expect(withIds.map((operation) => operation.key)).toEqual(
      expect.arrayContaining([
        'POST /v1/deal/{id}/reschedule',
        'DELETE /v1/spaces/{space}/members/{user_id}',
        'GET /v1/spaces/{space}/events',
        'DELETE /v1/spaces/{space}',
        'DELETE /v1/invitation-blocks/{space}',
      ]),
    );
  });

  it('a foreign id answers exactly like an id that names nothing: 404, same body, for every caller', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.pathParams.length > 0)) {
      failures.push(...(await matrixFor(operation)));
    }
    logReport();
    expect(failures).toEqual([]);
  }, 180_000);

  it('ids in a query or a body (`space`, `deal_id`) give no oracle either', async () => {
    const failures: string[] = [];
    const probed: string[] = [];
    for (const operation of operations) {
      failures.push(...(await bodyAndQueryIds(operation, probed)));
    }
    console.log(`BOLA, ids in queries and bodies: ${probed.length} cases\n${probed.join('\n')}`);
    expect(probed.length).toBeGreaterThanOrEqual(8);
    expect(failures).toEqual([]);
  }, 120_000);
});

/** Every attacker × every mix of own and victim ids for one route, then the owner's control call. */
async function matrixFor(operation: Operation): Promise<string[]> {
  const failures: string[] = [];
  const victimIds = await victim.idsFor(operation.path);
  const body = await bodyFor(operation);
  for (const attacker of attackers) {
    const ownIds = attacker.own ? await attacker.own.idsFor(operation.path) : null;
    for (const mix of mixes(operation.pathParams, ownIds !== null)) {
      const real = Object.fromEntries(
        operation.pathParams.map((param, index) => [
          param,
          mix[index] === 'own' ? (ownIds?.[param] as string) : (victimIds[param] as string),
        ]),
      );
      const ghost = Object.fromEntries(
        operation.pathParams.map((param, index) => [
          param,
          mix[index] === 'own' ? (real[param] as string) : ghostOf(real[param] as string),
        ]),
      );
      const victimAnswer = await answer(operation, real, body, attacker.token);
      const ghostAnswer = await answer(operation, ghost, body, attacker.token);
      const ids = operation.pathParams.map((param, index) => `${param}=${mix[index]}`).join(',');
      report.push({
        attacker: attacker.name,
        operation: operation.key,
        ids,
        victim: victimAnswer,
        ghost: ghostAnswer,
      });
      const where = `${operation.key} [${ids}] as ${attacker.name}`;
      if (victimAnswer.status !== 404) failures.push(`${where}: ${victimAnswer.status} ${victimAnswer.body}`);
      if (victimAnswer.status !== ghostAnswer.status || victimAnswer.body !== ghostAnswer.body) {
        failures.push(
          `${where}: foreign id ${victimAnswer.status} ${victimAnswer.body} ≠ unknown id ${ghostAnswer.status} ${ghostAnswer.body}`,
        );
      }
    }
  }
  // The control: the space's owner, same ids and body, reaches the resource.
  const control = await answer(operation, victimIds, body, victim.owner.rw);
  if (!(control.status < 300 || control.status === 409)) {
    failures.push(`${operation.key} control as B's owner: ${control.status} ${control.body}`);
  }
  return failures;
}

/** Each param `victim` or `own`, at least one `victim`; `own` only when the attacker has resources. */
function mixes(params: readonly string[], canOwn: boolean): ('victim' | 'own')[][] {
  const all: ('victim' | 'own')[][] = [[]];
  for (let index = 0; index < params.length; index += 1) {
    const next: ('victim' | 'own')[][] = [];
    for (const prefix of all) {
      next.push([...prefix, 'victim']);
      if (canOwn) next.push([...prefix, 'own']);
    }
    all.splice(0, all.length, ...next);
  }
  return all.filter((mix) => mix.includes('victim'));
}

/** The least valid body of the route, with real values where a name calls for one. */
async function bodyFor(operation: Operation): Promise<unknown> {
  if (!operation.body) return undefined;
  const outsider = await victim.outsider();
  const { roleId, rateCardId } = await victim.pricingFixture();
  return validValueOf(operation.body, {
    // A pricing body names the victim's own role and card, rated on each other.
    role_id: roleId,
    rate_card_id: rateCardId,
    quantity: 1,
    space: victim.spaceId,
    deal_id: await victim.deal(),
    email: outsider.email,
    name: 'BOLA probe',
    url: UNREACHABLE_WEBHOOK,
    // A recover reaches back a minute: inside the delivery log's retention, not in the future.
    since: Date.now() - 60_000,
  });
}

/** The route's required query parameters (a pipeline's `from` and `to`), each a valid value. */
function requiredQueryOf(operation: Operation): string {
  const required = operation.queryParams.filter((param) => param.required);
  if (required.length === 0) return '';
  const values = required.map((param) => [param.name, String(validValueOf(param.schema, {}, param.name))]);
  return `?${new URLSearchParams(values).toString()}`;
}

/**
 * Status and body, with every id of the request replaced by its parameter name, so an echoed id
 * does not make two equal answers differ.
 */
async function answer(
  operation: Operation,
  idsByParam: Record<string, string>,
  body: unknown,
  token: string,
): Promise<Answer> {
  const path = fillPath(operation.path, (param) => encodeURIComponent(idsByParam[param] as string));
  const response = await api.call(operation.method, `${path}${requiredQueryOf(operation)}`, {
    token,
    ...(body !== undefined && { body }),
  });
  let text = JSON.stringify(response.body);
  for (const [param, id] of Object.entries(idsByParam)) text = text.split(id).join(`<${param}>`);
  return { status: response.status, body: text };
}

/**
 * A foreign id in a query parameter or a body field: `GET /v1/deals?space=`, `POST /v1/deals`,
 * `reschedule {space}` on one's own deal, `test-receive {deal_id}` on one's own automation. The
 * answer must not tell a real foreign id from an unknown one (it need not be a 404: a test
 * receipt answers 200 "no deal matched" for both).
 */
async function bodyAndQueryIds(operation: Operation, probed: string[]): Promise<string[]> {
  const fields = ['space', 'deal_id'];
  const inQuery = operation.queryParams.map((param) => param.name).filter((name) => fields.includes(name));
  const inBody = Object.keys(operation.body?.properties ?? {}).filter((name) => fields.includes(name));
  if (!inQuery.length && !inBody.length) return [];
  const failures: string[] = [];
  const foreign: Record<string, string> = { space: victim.spaceId, deal_id: await victim.deal() };
  for (const attacker of attackers.filter((candidate) => candidate.own)) {
    const ownIds = await (attacker.own as TenantResources).idsFor(operation.path);
    const base = (operation.body ? validValueOf(operation.body, { name: 'BOLA probe' }) : undefined) as
      Record<string, unknown> | undefined;
    for (const [where, field] of [...inQuery.map((f) => ['query', f]), ...inBody.map((f) => ['body', f])] as [
      string,
      string,
    ][]) {
      const real = foreign[field] as string;
      const call = async (value: string) => {
        const path = fillPath(operation.path, (param) => ownIds[param] as string);
        const query = where === 'query' ? `?${field}=${encodeURIComponent(value)}` : '';
        const sent = where === 'body' ? { ...base, [field]: value } : base;
        const response = await api.call(operation.method, `${path}${query}`, {
          token: attacker.token,
          ...(sent !== undefined && { body: sent }),
        });
        return {
          status: response.status,
          body: JSON.stringify(response.body).split(value).join(`<${field}>`),
        };
      };
      const [victimAnswer, ghostAnswer] = [await call(real), await call(ghostOf(real))];
      probed.push(
        `${operation.key} ${where} ${field} as ${attacker.name}: ${victimAnswer.status} ${victimAnswer.body}`,
      );
      if (victimAnswer.status !== ghostAnswer.status || victimAnswer.body !== ghostAnswer.body) {
        failures.push(
          `${operation.key} ${where} ${field} as ${attacker.name}: foreign ${victimAnswer.status} ${victimAnswer.body} ≠ unknown ${ghostAnswer.status} ${ghostAnswer.body}`,
        );
      }
    }
  }
  return failures;
}

function logReport(): void {
  const operationsCovered = new Set(report.map((entry) => entry.operation)).size;
  const lines = report.map(
    (entry) =>
      `${entry.operation.padEnd(72)} ${entry.ids.padEnd(28)} ${entry.attacker.padEnd(34)} ${entry.victim.status} ${entry.victim.body}`,
  );
  console.log(`BOLA matrix: ${report.length} cases over ${operationsCovered} routes\n${lines.join('\n')}`);
}
