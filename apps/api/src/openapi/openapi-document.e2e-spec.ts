import type { BootstrapResult } from '@deal/domain';
import { type Database } from '@deal/persistence';
import { openTestDatabase } from '../../../../libs/persistence/src/testing/test-database';
import { runBootstrap } from '../../../../tools/bootstrap-command';
import { startTestApi, type TestApi } from '../testing/api-test-app';
import { OPERATION_ID_FORM } from './operation-id';

/**
 * What every operation of the served document must carry, so generated clients and the `/docs`
 * reference are usable (issue 26). A new route that fails here says what it lacks; the fix is in
 * the message. Redocly's own rules run in openapi-lint.e2e-spec.ts.
 */
interface Media {
  readonly schema?: unknown;
  readonly example?: unknown;
}
interface Operation {
  readonly operationId?: string;
  readonly summary?: string;
  readonly tags?: readonly string[];
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly parameters?: readonly { name: string; in: string; required?: boolean }[];
  readonly requestBody?: { content?: Record<string, Media> };
  readonly responses: Record<string, { content?: Record<string, Media> }>;
}
interface Walked {
  readonly where: string;
  readonly method: string;
  readonly path: string;
  readonly operation: Operation;
}

let database: Database;
let api: TestApi;
let fixture: BootstrapResult;
let operations: Walked[];

beforeAll(async () => {
  database = await openTestDatabase();
  api = await startTestApi(database);
  fixture = await runBootstrap(database, {});
  const document = (await api.call('GET', '/v1/openapi.json')).body as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      where: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
});

afterAll(async () => {
  await api?.close();
  await database?.close();
});

/** The path with the fixture's space and well-formed ids of nothing for the other parameters. */
function concrete(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    name === 'space' ? fixture.space.id : `${name === 'id' ? 'deal' : 'x'}_0000000000000000000000`,
  );
}

/**
 * Whether a 400 is about the body: a validation issue naming one of its fields (or the body as a
 * whole), or the device flow's OAuth `invalid_request`. A 400 about a path id or a user code of
 * nothing (the example cannot know one) is not the example's fault.
 */
function refusesTheBody(answer: { error?: unknown }, example: object): boolean {
  if (typeof answer.error === 'string') return answer.error === 'invalid_request';
  const fields = ((answer.error ?? []) as { path: unknown[] }[]).map((issue) => issue.path[0]);
  return fields.some((field) => field === undefined || Object.keys(example).includes(field as string));
}

describe('the OpenAPI document, operation by operation', () => {
  it('walks every route the api serves', () => {
    expect(operations.length).toBeGreaterThan(60);
  });

  it('gives each operation a unique camelCase operationId', () => {
    const wrong = operations
      .filter(({ operation }) => !OPERATION_ID_FORM.test(operation.operationId ?? ''))
      .map(({ where, operation }) => `${where}: ${operation.operationId ?? 'none'}`);
    // The id is the controller's use case (operation-id.ts): name it `<UseCase>HttpController`
    // with one handler, or say `@ApiOperation({ operationId: 'listThings' })`.
    expect(wrong).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives each operation a summary and a tag', () => {
    const bare = operations
      .filter(({ operation }) => !operation.summary?.trim() || !operation.tags?.length)
      .map(({ where }) => where);
    expect(bare).toEqual([]);
  });

  it('says outright what credential each operation needs, and it is what the route asks for', async () => {
    // `security: []` (@Public()) or the bearer token (@ApiBearerAuth()); without a credential the
    // second kind answers 401 and the first never does.
    const mismatches: string[] = [];
    for (const { where, method, path, operation } of operations) {
      const said = JSON.stringify(operation.security);
      if (said !== '[]' && said !== '[{"bearer":[]}]') mismatches.push(`${where}: security ${said}`);
      const { status } = await api.call(method, concrete(path));
      const needsToken = said === '[{"bearer":[]}]';
      if ((status === 401) !== needsToken) mismatches.push(`${where}: says ${said}, answers ${status}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('has an example of every JSON request body and every success body', () => {
    const missing: string[] = [];
    for (const { where, operation } of operations) {
      const request = operation.requestBody?.content?.['application/json'];
      if (request && request.example === undefined) missing.push(`${where} request`);
      for (const [status, response] of Object.entries(operation.responses)) {
        const media = response.content?.['application/json'];
        if (status.startsWith('2') && media && media.example === undefined)
          missing.push(`${where} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("sends each request body's example to its operation, and the body is never what is refused", async () => {
    const refused: string[] = [];
    for (const { where, method, path, operation } of operations) {
      const documented = operation.requestBody?.content?.['application/json']?.example;
      if (documented === undefined) continue;
      // The approval's example code is well formed but names no login: approve a real one.
      const example =
        operation.operationId === 'approveDeviceCode'
          ? {
              ...(documented as object),
              user_code: (await api.call('POST', '/v1/device/code')).body.user_code,
            }
          : documented;
      const { status, body } = await api.call(method, concrete(path), {
        token: fixture.tokens.read_write,
        body: example,
      });
      if (status === 400 && refusesTheBody(body, example as object))
        refused.push(`${where}: ${JSON.stringify(body)}`);
    }
    expect(refused).toEqual([]);
  });

  it('marks required every query parameter the route refuses to go without', async () => {
    const unmarked: string[] = [];
    for (const { where, method, path, operation } of operations.filter(({ method }) => method === 'GET')) {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      if (!query.length) continue;
      const { status, body } = await api.call(method, concrete(path), { token: fixture.tokens.read });
      if (status !== 400) continue;
      for (const issue of (body.error ?? []) as { path: unknown[] }[]) {
        const named = query.find((parameter) => parameter.name === issue.path[0]);
        if (named && named.required !== true) unmarked.push(`${where}: ${named.name}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
