import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import type { Database } from '@deal/persistence';
import { openTestDatabase } from '../../libs/persistence/src/testing/test-database';
import { freePort } from '../bench/child-server';
import { runBootstrap } from '../bootstrap-command';
import { planLaunch, type RunningApp } from '../start-all/app-starter';
// The examples cross all three apps, so this test composes them as `npm start` does.
import { apiStarter } from '../../apps/api/src/start-api';
import { webhookInStarter } from '../../apps/webhook-in/src/start-webhook-in';
import { dispatcherStarter } from '../../apps/webhook-dispatcher/src/start-dispatcher';

/**
 * The receivers and signing senders that docs/automations.md, docs/webhook-in.md and the README
 * print, run as printed against the running apps over real HTTP on 127.0.0.1: each document's
 * `js receiver` block is the audit system's endpoint of a Send Webhook action and must verify the
 * real deliveries, and its `js signing-sender` block must get a signed approval applied by
 * webhook-in; the README's gate walk-through and its signing sender run in bash, as a reader pastes
 * them. The blocks are taken from the documents at run time, so an example edited into something
 * wrong fails here. The README's commands name the ports of `npm start` (3000, 3001) and of its
 * stand-in receiver (4000), so the apps listen on those ports.
 */
let database: Database;
let apps: RunningApp[] = [];
let token: string;
let spaceId: string;
let apiUrl: string;
let webhookInUrl: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const workspace = await runBootstrap(database, {});
  token = workspace.tokens.read_write;
  spaceId = workspace.space.id;
  const plan = planLaunch([apiStarter, webhookInStarter, dispatcherStarter], {
    API_PORT: '3000',
    WEBHOOK_IN_PORT: '3001',
    DISPATCHER_PORT: '0',
    API_METRICS_PORT: '0',
    WEBHOOK_IN_METRICS_PORT: '0',
    LOG_LEVEL: 'silent',
  });
  for (const app of plan.apps) apps.push(await app.start(database));
  apiUrl = `${urlOf('api')}/v1`;
  webhookInUrl = urlOf('webhook-in');
}, 60_000);

afterAll(async () => {
  for (const app of apps.reverse()) await app.close();
  apps = [];
  await database?.close();
});

function urlOf(name: string): string {
  const url = apps.find((app) => app.name === name)?.url;
  if (!url) throw new Error(`${name} is not running`);
  return url;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever JSON came back
async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The body of the code block fenced as "```js <tag>" in `document` (exactly one). */
function blockOf(document: string, tag: string): string {
  const text = readFileSync(join(__dirname, '../..', document), 'utf8');
  const blocks = [...text.matchAll(new RegExp(`\`\`\`js ${tag}\\n([\\s\\S]*?)\`\`\``, 'g'))];
  expect(blocks).toHaveLength(1);
  return blocks[0][1];
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<unknown>;

async function until<T>(what: string, read: () => T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A request to `url` that looks like a delivery but is signed with `key`, not the action's secret. */
async function forgedDelivery(url: string, key: string): Promise<Response> {
  const body = JSON.stringify({ event: 'service_deal_updated' });
  const at = new Date();
  return fetch(url, {
    method: 'POST',
    body,
    headers: {
      'content-type': 'application/json',
      'webhook-id': 'msg_forged',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(key).sign('msg_forged', at, body),
    },
  });
}

const randomSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

describe.each(['docs/automations.md', 'docs/webhook-in.md'])('the examples of %s, as printed', (document) => {
  let receiver: Server | undefined;
  let outboundId: string | undefined;

  afterEach(async () => {
    if (outboundId) await api('DELETE', `/spaces/${spaceId}/automations/${outboundId}`);
    outboundId = undefined;
    if (receiver?.listening) await new Promise((resolve) => receiver?.close(resolve));
    receiver = undefined;
  });

  it('the receiver verifies real deliveries; the signing sender gets its approval applied, and the receiver hears of it', async () => {
    const port = await freePort(); // the receiver's URL is needed before the receiver can start
    const outbound = await api('POST', `/spaces/${spaceId}/automations`, {
      name: `Ask the auditor (${document})`,
      trigger: { type: 'deal_updated', conditions: [{ field: 'status', op: 'changed' }] },
      actions: [
        { type: 'send_webhook', url: `http://127.0.0.1:${port}/audit`, message: 'Please review $name' },
      ],
    });
    expect(outbound.status).toBe(201);
    outboundId = outbound.body.id;
    const { secret: headerSecret, signing_secret: signingSecret } = outbound.body.actions[0];
    const inbound = await api('POST', `/spaces/${spaceId}/automations`, {
      name: `Signed decisions (${document})`,
      trigger: { type: 'webhook_received', require_signature: true },
      actions: [{ type: 'update_deal', fields: ['status'] }],
    });
    expect(inbound.status).toBe(201);

    // The receiver block, with what it says it needs; what it prints is its evidence.
    const printed: unknown[][] = [];
    const receiverConsole = { log: (...values: unknown[]) => printed.push(values) };
    const startReceiver = new AsyncFunction(
      'require',
      'console',
      'signingSecret',
      'port',
      `${blockOf(document, 'receiver')}\nreturn server;`,
    );
    receiver = (await startReceiver(require, receiverConsole, signingSecret, port)) as Server;
    await until('the receiver to listen', () => (receiver?.listening ? true : undefined));

    // A request signed with the header secret (which travels in clear) is refused.
    const forged = await forgedDelivery(
      `http://127.0.0.1:${port}/audit`,
      `whsec_${Buffer.from(headerSecret).toString('base64')}`,
    );
    expect(forged.status).toBe(400);
    expect(printed).toEqual([['refused:', 'No matching signature found']]);
    printed.length = 0;

    // A deal asks for approval: the dispatcher's delivery is verified.
    const created = await api('POST', '/deals', {
      space: spaceId,
      name: `Campaign (${document})`,
      price: 12000,
    });
    expect(created.status).toBe(201);
    const dealId: string = created.body.id;
    expect((await api('POST', `/deal/${dealId}/status`, { status: 'pending' })).status).toBe(200);
    const asked = await until('the first verified delivery', () =>
      printed.length >= 1 ? printed[0] : undefined,
    );
    expect(asked).toEqual(['verified', expect.stringMatching(/^evt_/), 2, 'user']);

    // The audit system answers with the signing sender block: applied, and reported back out.
    const sendSigned = new AsyncFunction(
      'require',
      'secret',
      'webhookInUrl',
      'spaceId',
      'dealId',
      blockOf(document, 'signing-sender'),
    );
    const receipt = await sendSigned(
      require,
      inbound.body.inbound_signing_secret,
      webhookInUrl,
      spaceId,
      dealId,
    );
    expect(receipt).toEqual({
      received: true,
      matched: true,
      applied: true,
      deal_id: dealId,
      changes: { status: { from: 'pending', to: 'approved' } },
      warnings: [],
    });
    expect((await api('GET', `/deal/${dealId}`)).body).toMatchObject({ status: 'approved', revision: 3 });
    const answered = await until('the second verified delivery', () =>
      printed.length >= 2 ? printed[1] : undefined,
    );
    expect(answered).toEqual(['verified', expect.stringMatching(/^evt_/), 3, 'webhook_in']);
    expect(printed).toHaveLength(2);

    // The delivery log agrees: both delivered, at the first attempt, with the receiver's 204. The
    // dispatcher records an attempt once the receiver has answered, so the log may lag the receiver
    // by a moment: it is read until both are recorded (bounded).
    const logPath = `/spaces/${spaceId}/automations/${outboundId}/deliveries?limit=10`;
    const deadline = Date.now() + 15_000;
    let log = await api('GET', logPath);
    const recorded = (items: { status: string }[]) =>
      items.length === 2 && items.every((d) => d.status !== 'pending');
    while (!recorded(log.body.items) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      log = await api('GET', logPath);
    }
    expect(log.body.items).toHaveLength(2);
    for (const delivery of log.body.items) {
      expect(delivery).toMatchObject({ status: 'delivered', attempt_count: 1 });
      expect(delivery.attempts).toEqual([expect.objectContaining({ status_code: 204, error: null })]);
    }
  });
});

describe("the README's pre-approval gate and signing sender, as printed", () => {
  /** The section's sh blocks, in order: the walk-through, then the signing sender. */
  function readmeBlocks(): string[] {
    const readme = readFileSync(join(__dirname, '../../README.md'), 'utf8');
    const start = readme.indexOf('## The pre-approval gate with a local audit receiver');
    const section = readme.slice(start, readme.indexOf('\n### ', start));
    const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]);
    expect(blocks).toHaveLength(2);
    return blocks;
  }

  it('the stand-in receiver verifies both events; the signed call is applied', async () => {
    const [walkThrough, signedCall] = readmeBlocks();
    // The reader runs the walk-through to its end, then the sender "in the same shell". The one
    // pause is before `kill %1`, the way a reader watches the receiver print before stopping it.
    const stop = walkThrough.indexOf('kill %1');
    expect(stop).toBeGreaterThan(0);
    const shell = spawn('bash', ['-s'], {
      cwd: join(__dirname, '../..'),
      env: {
        PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`,
        HOME: process.env['HOME'],
        TOKEN: token,
        SPACE: spaceId,
      },
      detached: true,
    });
    let output = '';
    let errors = '';
    shell.stdout.on('data', (chunk) => (output += chunk));
    shell.stderr.on('data', (chunk) => (errors += chunk));
    const exited = new Promise<number | null>((resolve) => shell.on('close', resolve));
    try {
      shell.stdin.write(walkThrough.slice(0, stop));
      await until('the stand-in receiver to print two verified events and the walk-through to end', () =>
        (output.match(/verified \{/g) ?? []).length >= 2 && /(^|\})approved$/m.test(output)
          ? true
          : undefined,
      ).catch((error: Error) => {
        throw new Error(`${error.message}; the shell printed:\n${output}\n${errors}`);
      });
      // While it runs, the stand-in must refuse a request that a key other than its own signed.
      const forged = await forgedDelivery('http://127.0.0.1:4000/audit', randomSigningSecret());
      expect(forged.status).toBe(400);
      shell.stdin.end(walkThrough.slice(stop) + signedCall);
      expect({ exit: await exited, stderr: errors }).toEqual({ exit: 0, stderr: '' });
    } finally {
      // The shell and whatever it left running (the stand-in receiver, if `kill %1` did not stop it).
      try {
        if (shell.pid) process.kill(-shell.pid);
      } catch {
        // already gone
      }
    }
    expect(output.match(/refused:.*/g)).toEqual(['refused: No matching signature found']);
    // curl prints a receipt without a newline, so the receiver's line may follow it on one line.
    const verified = [...output.matchAll(/verified (\{.*)$/gm)].map((match) => JSON.parse(match[1]));
    expect(verified).toHaveLength(2);
    const [asked, answered] = verified;
    expect(asked).toMatchObject({
      event: 'service_deal_updated',
      deal: { status: 'pending' },
      changes: { status: 'draft' },
      actor: { type: 'user' },
    });
    const dealId: string = asked.deal.id;
    expect(answered).toMatchObject({
      deal: { id: dealId, status: 'approved' },
      changes: { status: 'pending' },
      actor: { type: 'webhook_in' },
      revision: asked.revision + 1,
    });
    expect(output).toMatch(/(^|\})pending$/m);
    const receipts = [...output.matchAll(/\{"received":true[^\n]*?"warnings":\[\]\}/g)].map((m) =>
      JSON.parse(m[0]),
    );
    expect(receipts).toEqual([
      {
        received: true,
        matched: true,
        applied: true,
        deal_id: dealId,
        changes: { status: { from: 'pending', to: 'approved' } },
        warnings: [],
      },
      {
        received: true,
        matched: true,
        applied: true,
        deal_id: dealId,
        changes: {
          status: { from: 'approved', to: 'won' },
          closed_reason: { from: null, to: 'Signed by the auditor' },
        },
        warnings: [],
      },
    ]);
    expect((await api('GET', `/deal/${dealId}`)).body).toMatchObject({ status: 'won' });
  }, 60_000);
});
