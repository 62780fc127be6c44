import fc from 'fast-check';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { aPerson } from '../members/testing/team.fixture';
import { startTestApi, testConfig, type TestApi } from '../testing/api-test-app';
import {
  changedTables,
  fingerprints,
  type Exclusions,
  type Fingerprint,
} from './testing/database-fingerprint';
import { errorShapeProblem } from './testing/error-shape';
import { buildFuzzFixture } from './testing/fuzz-fixture';
import {
  describeRequest,
  hostileRequest,
  type FuzzPools,
  type HostileRequest,
} from './testing/hostile-request';
import { operationsOf, type OpenApiDocument, type Operation } from './testing/openapi-operations';
import { RawHttpClient, type RawResponse } from './testing/raw-http-client';
import { datesOutsideRange } from './testing/stored-date-range';

/**
 * Hostile input for every operation of the OpenAPI document the running api serves (so routes
 * added later are fuzzed without touching this file). See docs/reliability.md for the numbers.
 * After every batch, no stored deal or phase date may lie outside 1970–9999: the fixture's deals
 * carry relative phases near both edges, so most start moves the fuzz draws would carry them out.
 *
 * FUZZ_RUNS: requests per operation (default 500); FUZZ_SEED: the base seed (operation i uses
 * seed + i); FUZZ_ONLY: fuzz only the operations whose `METHOD /path` contains this text (to chase
 * one finding). Requests go out in concurrent batches of BATCH.
 */
const RUNS = Number(process.env['FUZZ_RUNS'] ?? 500);
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_123);
const ONLY = process.env['FUZZ_ONLY'] ?? '';
const BATCH = 8;

/** `last_used_at` is bookkeeping written whenever a credential is accepted (docs/credentials-and-members.md). */
const ALWAYS_EXCLUDED: Exclusions = { credentials: ['last_used_at'] };

/** Writes that a refused request makes by design, per operation (docs/device-flow.md). */
const EXCLUDED_BY_OPERATION: Readonly<Record<string, Exclusions>> = {
  // A well-formed user code that matches no login is a 400 *and* counts as a wrong attempt.
  'POST /v1/device/approve': { device_approval_attempts: '*' },
  // A poll of a pending code answers 400 authorization_pending / slow_down and records the poll.
  'POST /v1/device/token': { device_authorizations: ['last_polled_at', 'interval_s'] },
};

/**
 * Statuses any route may answer although the document does not list them on each operation: 404
 * when a path param holds `/` (`%2F`, `..`), so that no route matches. The body parser's 400, 413
 * and 415 are listed on every operation (api-error-responses.decorator.ts).
 */
const SHARED_STATUSES = new Set([404]);

let database: Database;
let api: TestApi;
let client: RawHttpClient;
let pools: FuzzPools;
let operations: Operation[];
/** Error lines the api logged (unhandled errors with their stack) since the current batch began. */
const serverErrors: string[] = [];
let stdout: jest.SpyInstance;

beforeAll(async () => {
  const write = process.stdout.write.bind(process.stdout);
  stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const line = String(chunk);
    if (line.startsWith('{"time"')) serverErrors.push(line.slice(0, 1_500));
    else write(chunk);
    return true;
  });
  database = await openTestDatabase();
  api = await startTestApi(
    database,
    // A Send test to the fixture's (refusing) URL fails fast; the deadline only bounds a surprise.
    testConfig({
      logLevel: 'error',
      rateLimit: { limit: 10_000_000, windowSeconds: 60 },
      webhookTimeoutMs: 2_000,
    }),
  );
  client = new RawHttpClient(api.url, BATCH);
  operations = operationsOf((await (await api.get('/v1/openapi.json')).json()) as OpenApiDocument);
  pools = await buildFuzzFixture(api, database, new Set(operations.map((operation) => operation.key)));
}, 60_000);

afterAll(async () => {
  stdout?.mockRestore();
  await client?.close();
  await api?.close();
  await database?.close();
});

interface Tally {
  readonly operation: string;
  requests: number;
  accepted: number;
  batchesChecked: number;
  rechecked: number;
  readonly statuses: Record<number, number>;
  readonly bodies: Record<string, number>;
  ms: number;
}

const tallies: Tally[] = [];

describe('hostile input, from the OpenAPI document', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(25);
    expect(new Set(operations.map((operation) => operation.key)).size).toBe(operations.length);
  });

  it(
    'answers every hostile request below 500, in a documented shape, and a refused request writes nothing',
    async () => {
      const failures: string[] = [];
      for (const [index, operation] of inFuzzOrder(operations)) {
        if (!operation.key.includes(ONLY)) continue;
        const failure = await fuzz(operation, SEED + index);
        if (failure) failures.push(failure);
      }
      logTallies();
      expect(failures).toEqual([]);
    },
    // Bounded: about 3 minutes at the default 500 runs on either database; scales with FUZZ_RUNS.
    Math.max(240_000, RUNS * 600),
  );

  it('left no trace on Object.prototype (no prototype pollution reached the process)', () => {
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(({} as Record<string, unknown>)['isAdmin']).toBeUndefined();
  });
});

/**
 * Operations that may delete the caller's own space run last (each keeps its index, hence its
 * seed): the pools hold that space's id, and an accepted deletion would leave nothing for the
 * operations after it.
 */
const RUN_LAST = new Set(['DELETE /v1/spaces/{space}']);

function inFuzzOrder(all: readonly Operation[]): [number, Operation][] {
  const indexed = [...all.entries()];
  return [
    ...indexed.filter(([, operation]) => !RUN_LAST.has(operation.key)),
    ...indexed.filter(([, operation]) => RUN_LAST.has(operation.key)),
  ];
}

/**
 * The hostile fuzz above reaches a valid start move only now and then; this one draws nothing but
 * well-formed moves of deals whose relative phases sit near both edges of 1970–9999 (docs/deals.md):
 * PATCH of start, reschedules, phases added, edited, pinned and unpinned, sent in concurrent
 * batches. Every answer is 200, 201, 400 or 409, and no stored date ever leaves the range.
 */
describe('start moves with relative phases near the edges of 1970–9999', () => {
  const DAY = 86_400_000;
  const MAX = 253_402_300_799_999;
  const MONDAY = Date.UTC(2030, 0, 7);
  const MOVES = Number(process.env['FUZZ_RUNS'] ?? 500);

  it(
    'answers every move below 500 and keeps every stored deal and phase date inside',
    async () => {
      const person = await aPerson(database, 'Edge Mover');
      const call = (method: string, path: string, body: unknown) =>
        api.call(method, path, { token: person.rw, body });
      const deals: { id: string; phases: string[] }[] = [];
      for (const [index, edges] of [[MAX - 20 * DAY], [DAY], [DAY, MAX - 20 * DAY]].entries()) {
        const deal = await call('POST', '/v1/deals', {
          space: person.ownSpaceId,
          name: `Edge ${index}`,
          start: MONDAY,
        });
        const phases = [];
        for (const at of edges) {
          const body = { name: `at ${at}`, start: at, end: at + 10 * DAY, pinned: false };
          phases.push((await call('POST', `/v1/deal/${deal.body.id}/phases`, body)).body.id as string);
        }
        deals.push({ id: deal.body.id as string, phases });
      }
      const date = fc.oneof(
        fc.integer({ min: 0, max: MAX }),
        fc.integer({ min: 0, max: 800 * DAY }),
        fc.integer({ min: MAX - 800 * DAY, max: MAX }),
      );
      const shift = fc.oneof(
        fc.constantFrom('+1w', '-1w', '+999m', '-999m', '+999w', '-999w', '+0d', '1970-01-05', '9999-12-27'),
        fc.integer({ min: 1970, max: 9999 }).map((year) => `${year}-06-0${1 + (year % 7)}`),
      );
      const move = fc
        .tuple(fc.nat({ max: deals.length - 1 }), fc.nat(), date, date, fc.boolean(), shift)
        .map(([at, kind, start, end, pinned, drawn]) => {
          const deal = deals[at] as { id: string; phases: string[] };
          const phase = deal.phases[kind % deal.phases.length] as string;
          const [from, to] = start <= end ? [start, end] : [end, start];
          switch (kind % 6) {
            case 0:
              return { method: 'PATCH', path: `/v1/deal/${deal.id}`, body: { start } };
            case 1:
              return { method: 'POST', path: `/v1/deal/${deal.id}/reschedule`, body: { shift: drawn } };
            case 2:
              return { method: 'PATCH', path: `/v1/deal/${deal.id}/phases/${phase}`, body: { pinned } };
            case 3:
              return {
                method: 'PATCH',
                path: `/v1/deal/${deal.id}/phases/${phase}`,
                body: { start: from, end: to, pinned },
              };
            case 4:
              return {
                method: 'POST',
                path: `/v1/deal/${deal.id}/phases`,
                body: { name: 'Drawn', start: from, end: to, pinned },
              };
            default:
              return {
                method: 'PATCH',
                path: `/v1/deal/${deal.id}`,
                body: { start: kind % 12 === 5 ? null : start },
              };
          }
        });
      const statuses: Record<number, number> = {};
      const details = await fc.check(
        fc.asyncProperty(fc.array(move, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
          const answers = await Promise.all(batch.map(({ method, path, body }) => call(method, path, body)));
          const problems = answers.flatMap((answer, index) => {
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            const sent = batch[index] as { method: string; path: string; body: unknown };
            const line = `${answer.status} ${JSON.stringify(answer.body).slice(0, 300)} for ${sent.method} ${sent.path} ${JSON.stringify(sent.body)}`;
            // 409: a relative shift of a deal whose start the batch cleared.
            return [200, 201, 400, 409].includes(answer.status) ? [] : [line];
          });
          const escaped = await datesOutsideRange(database);
          if (escaped.length) problems.push(`dates outside 1970–9999 stored: ${escaped.join(', ')}`);
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { seed: SEED, numRuns: Math.ceil(MOVES / BATCH), endOnFailure: true },
      );
      console.log(`edge moves: ${MOVES} requests; ${JSON.stringify(statuses)}`);
      expect(details.failed ? String(details.errorInstance) : null).toBeNull();
      expect(statuses[200]).toBeGreaterThan(0);
      expect(statuses[400]).toBeGreaterThan(0);
    },
    Math.max(120_000, MOVES * 200),
  );
});

/** Runs the property for one operation; returns a failure report, or null. */
async function fuzz(operation: Operation, seed: number): Promise<string | null> {
  const tally: Tally = {
    operation: operation.key,
    requests: 0,
    accepted: 0,
    batchesChecked: 0,
    rechecked: 0,
    statuses: {},
    bodies: {},
    ms: 0,
  };
  tallies.push(tally);
  const exclusions = { ...ALWAYS_EXCLUDED, ...EXCLUDED_BY_OPERATION[operation.key] };
  const fingerprint = fingerprints(database, exclusions);
  // The database as it was after the last request: each fingerprint is the next one's "before".
  let current: Fingerprint | null = null;
  const started = Date.now();
  const details = await fc.check(
    fc.asyncProperty(
      fc.array(hostileRequest(operation, pools), { minLength: BATCH, maxLength: BATCH }),
      async (batch) => {
        serverErrors.length = 0;
        const before = current ?? (await fingerprint());
        const sent = await Promise.all(
          batch.map(async (request) => ({ request, response: await client.send(request) })),
        );
        current = await fingerprint();
        const problems = sent.flatMap(({ request, response }) =>
          problemsOf(operation, request, response, tally),
        );
        // Whatever the batch moved (a deal's start carries its relative phases), every stored deal
        // and phase date stays within 1970–9999 (docs/deals.md).
        const escaped = await datesOutsideRange(database);
        if (escaped.length) problems.push(`dates outside 1970–9999 stored: ${escaped.join(', ')}`);
        if (!sent.some(({ response }) => isAcceptedWrite(operation, response))) {
          tally.batchesChecked += 1;
          const changed = changedTables(before, current);
          if (changed.length) problems.push(`refused requests wrote to ${changed.join(', ')}`);
        } else {
          // A request of the batch was accepted and may have written: send the refused ones again,
          // one at a time, each between two fingerprints.
          for (const { request, response: first } of sent) {
            if (first.status < 400) continue;
            const response = await client.send(request);
            const after = await fingerprint();
            tally.rechecked += 1;
            problems.push(...problemsOf(operation, request, response, tally));
            const changed = response.status >= 400 ? changedTables(current, after) : [];
            if (changed.length) {
              problems.push(`refused request wrote to ${changed.join(', ')}: ${describeRequest(request)}`);
            }
            current = after;
          }
        }
        if (problems.length) throw new Error([...problems, ...serverErrors.slice(0, 3)].join('\n'));
      },
    ),
    { seed, numRuns: Math.ceil(RUNS / BATCH), endOnFailure: true },
  );
  tally.ms = Date.now() - started;
  if (!details.failed) return null;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${operation.key} (seed ${seed}, after ${details.numRuns} batches): ${error}`;
}

/** A mutation the api accepted: it may have written, so the batch's fingerprint proves nothing. */
function isAcceptedWrite(operation: Operation, response: RawResponse): boolean {
  return operation.method !== 'GET' && response.status < 400;
}

function problemsOf(
  operation: Operation,
  request: HostileRequest,
  response: RawResponse,
  tally: Tally,
): string[] {
  tally.requests += 1;
  tally.statuses[response.status] = (tally.statuses[response.status] ?? 0) + 1;
  tally.bodies[request.bodyKind] = (tally.bodies[request.bodyKind] ?? 0) + 1;
  if (response.status < 400) {
    tally.accepted += 1;
    return [];
  }
  const answer = `${response.status} ${response.text.slice(0, 200)} for ${describeRequest(request)}`;
  if (response.status >= 500) return [answer];
  const documented = operation.responses.includes(String(response.status));
  if (!documented && !SHARED_STATUSES.has(response.status)) return [`undocumented ${answer}`];
  const shape = errorShapeProblem(operation.key, response);
  return shape ? [`${shape}: ${answer}`] : [];
}

/** One line per operation: requests, time, how the write check ran, statuses and body kinds. */
function logTallies(): void {
  const counts = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([name, count]) => `${name}×${count}`)
      .join(' ');
  const lines = tallies.map(
    (tally) =>
      `${tally.operation} — ${tally.requests} requests in ${tally.ms} ms, ${tally.accepted} accepted; ` +
      `batches checked whole ${tally.batchesChecked}, requests re-sent alone ${tally.rechecked}; ` +
      `${counts(tally.statuses)}; bodies ${counts(tally.bodies)}`,
  );
  const total = tallies.reduce((sum, tally) => sum + tally.requests, 0);
  console.log(`hostile-input fuzz: ${RUNS} runs per operation, ${total} requests\n${lines.join('\n')}`);
}
