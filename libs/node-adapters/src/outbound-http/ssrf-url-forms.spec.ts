import type { LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { parseNewAutomation } from '@deal/domain';
import { AddressRefusedError, addressGuardConnector } from './address-guard.connector';
import { UndiciWebhookSender } from './undici-webhook-sender';

/**
 * CONTRACT §2 and §4 against hostile URL spellings: each form must be refused at creation (the
 * automation parser, the one way a URL gets stored) or at delivery before a socket connects, and
 * the sender refuses every one of them again (a stored URL may predate a rule). Names resolve
 * through a stubbed resolver only, and a tripwire on `net.connect` / `tls.connect` records every
 * connection a socket would open: only the loopback listener of this test may be reached, so
 * nothing leaves 127.0.0.1 even if a form slipped through. See docs/reliability.md, "SSRF".
 */
const LOOPBACK_ON = { allowLoopback: true };
const PRODUCTION = { allowLoopback: false };

interface UrlForm {
  /** `{port}` is the loopback listener's port, so a form that slipped through would reach it. */
  readonly url: string;
  /** Accepted through the SPEC §6.1 exception (literally `localhost` / `127.0.0.1`) while loopback is on. */
  readonly exception?: true;
}

const FORMS: readonly UrlForm[] = [
  // Loopback, however it is spelled.
  { url: 'http://127.0.0.1:{port}/', exception: true },
  { url: 'http://localhost:{port}/', exception: true },
  { url: 'http://LOCALHOST:{port}/', exception: true },
  { url: 'HTTP://127.0.0.1:{port}/', exception: true },
  { url: 'http://127.1:{port}/' },
  { url: 'http://0x7f000001:{port}/' },
  { url: 'http://2130706433:{port}/' },
  { url: 'http://017700000001:{port}/' },
  { url: 'http://0177.0.0.1:{port}/' },
  { url: 'http://0x7f.0.0.1:{port}/' },
  { url: 'http://127.000.000.001:{port}/' },
  { url: 'http://127.0.0.1.:{port}/' },
  { url: 'https://127.1:{port}/' },
  { url: 'https://127.0.0.2:{port}/' },
  { url: 'http://%31%32%37.0.0.1:{port}/' },
  { url: 'http://%6c%6f%63%61%6c%68%6f%73%74:{port}/' },
  { url: 'http://１２７.０.０.１:{port}/' },
  { url: 'http://ｌｏｃａｌｈｏｓｔ:{port}/' },
  { url: 'https://LocalHost:{port}/', exception: true },
  { url: 'http://localhost.:{port}/' },
  { url: 'https://localhost.:{port}/' },
  { url: 'http:localhost:{port}/' },
  { url: 'http:\\\\localhost:{port}/' },
  { url: 'http://@localhost:{port}/' },
  { url: 'https://[::ffff:127.0.0.1]:{port}/' },
  { url: 'https://[0:0:0:0:0:ffff:7f00:1]:{port}/' },
  { url: 'http://[::1]:{port}/' },
  { url: 'https://[::1]:{port}/' },
  { url: 'https://[::1%25lo]:{port}/' },
  { url: 'https://[::127.0.0.1]:{port}/' }, // IPv4-compatible
  { url: 'https://[64:ff9b::127.0.0.1]:{port}/' }, // NAT64 of 127.0.0.1
  { url: 'https://[2002:7f00:0001::]:{port}/' }, // 6to4 of 127.0.0.1
  // "This host".
  { url: 'http://0.0.0.0:{port}/' },
  { url: 'https://0.0.0.0:{port}/' },
  { url: 'https://0:{port}/' },
  { url: 'http://[::]:{port}/' },
  { url: 'https://[::]:{port}/' },
  // Userinfo and fragment tricks.
  { url: 'http://example.com@127.0.0.1:{port}/' },
  { url: 'https://example.com@127.0.0.1:{port}/' },
  { url: 'https://example.com:443@127.0.0.1:{port}/' },
  { url: 'http://127.0.0.1:{port}#@example.com/' },
  { url: 'https://127.0.0.1:{port}#@example.com/' },
  { url: 'https://127.0.0.1:{port}\\@example.com/' },
  // Private, shared and special ranges.
  { url: 'https://10.0.0.1/' },
  { url: 'https://10.255.255.254/' },
  { url: 'https://167772161/' }, // 10.0.0.1
  { url: 'https://172.16.0.1/' },
  { url: 'https://172.31.255.254/' },
  { url: 'https://192.168.0.1/' },
  { url: 'https://192.168.255.254/' },
  { url: 'https://169.254.169.254/latest/meta-data/' },
  { url: 'https://0xa9fea9fe/' }, // 169.254.169.254
  { url: 'https://[::ffff:169.254.169.254]/' },
  { url: 'https://[fd00:ec2::254]/' }, // AWS metadata over IPv6
  { url: 'https://169.254.1.1/' },
  { url: 'https://100.64.0.1/' },
  { url: 'https://100.127.255.254/' },
  { url: 'https://[64:ff9b::10.0.0.1]/' }, // NAT64 of 10.0.0.1
  { url: 'https://[64:ff9b::a00:1]/' },
  { url: 'https://[64:ff9b:1::a00:1]/' }, // NAT64 local-use prefix
  { url: 'https://[fc00::1]/' },
  { url: 'https://[fdff:ffff::1]/' },
  { url: 'https://[fe80::1]/' },
  { url: 'https://[febf::1]/' },
  { url: 'https://[::10.0.0.1]/' }, // IPv4-compatible
  { url: 'https://[2002:a00:1::1]/' }, // 6to4 of 10.0.0.1
  { url: 'https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/' }, // Teredo
  { url: 'https://224.0.0.1/' },
  { url: 'https://239.255.255.250/' },
  { url: 'https://[ff02::1]/' },
  { url: 'https://255.255.255.255/' },
  { url: 'https://240.0.0.1/' },
  { url: 'https://192.0.2.1/' },
  // Names that only resolve inside.
  { url: 'https://metadata.google.internal/computeMetadata/v1/' },
  { url: 'https://printer.local/' },
  { url: 'https://intranet/' },
  // Public-looking names that the (stubbed) resolver points inside: refused at connect.
  { url: 'https://localhost.evil.test:{port}/' },
  { url: 'https://rebind.example.test:{port}/' },
  { url: 'https://127.0.0.1.nip.io:{port}/' },
  { url: 'https://REBIND.Example.Test:{port}/' },
  { url: 'https://v6.example.test:{port}/' },
  { url: 'https://nat64.example.test:{port}/' },
  { url: 'https://meta.example.test/' },
  { url: 'https://corp.example.test/' },
  { url: 'https://cgnat.example.test/' },
  { url: 'https://ula.example.test/' },
  { url: 'https://zero.example.test:{port}/' },
];

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

/** The only DNS of this test. Every name a form uses is here; anything else is ENOTFOUND. */
const STUB_DNS: Readonly<Record<string, readonly LookupAddress[]>> = {
  localhost: [v4('127.0.0.1')],
  'localhost.': [v4('127.0.0.1')],
  'localhost.evil.test': [v4('127.0.0.1')],
  'rebind.example.test': [v4('127.0.0.1')],
  '127.0.0.1.nip.io': [v4('127.0.0.1')],
  'v6.example.test': [v6('::ffff:127.0.0.1'), v6('::1')],
  'nat64.example.test': [v6('64:ff9b::7f00:1')],
  'meta.example.test': [v4('169.254.169.254'), v6('fd00:ec2::254')],
  'corp.example.test': [v4('10.0.0.1'), v4('192.168.1.1')],
  'cgnat.example.test': [v4('100.64.0.1')],
  'ula.example.test': [v6('fd00::1')],
  'zero.example.test': [v4('0.0.0.0')],
  'metadata.google.internal': [v4('169.254.169.254')],
  'printer.local': [v4('192.168.1.20')],
  intranet: [v4('10.1.1.1')],
};

async function stubResolve(hostname: string): Promise<readonly LookupAddress[]> {
  const found = STUB_DNS[hostname];
  if (found) return found;
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
}

let listener: Server;
let listenerPort: number;
let hits = 0;
/** Every connection a socket was about to make (the tripwire below): `address:port (name)`. */
const opened: string[] = [];
/** The ports of this test's own servers on 127.0.0.1, the only places a socket may really connect to. */
const ownPorts = new Set<number>();

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  ownPorts.add(port);
  return port;
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

beforeAll(async () => {
  listener = createServer((_request, response) => response.writeHead(200).end('{}'));
  listener.on('connection', () => (hits += 1));
  listenerPort = await listen(listener);
  installTripwire();
});

afterAll(async () => {
  jest.restoreAllMocks();
  await close(listener);
});

const urlOf = (form: UrlForm): string => form.url.replace('{port}', String(listenerPort));

function refusedAtCreation(url: string, options: { allowLoopback: boolean }): boolean {
  const body = { name: 'SSRF', trigger: { type: 'deal_updated' }, actions: [{ type: 'send_webhook', url }] };
  const parsed = parseNewAutomation(body, options);
  if (parsed.ok) return false;
  // Refused for its URL, not for something else in the body.
  expect(parsed.error.map((issue) => issue.path.join('.'))).toEqual(['actions.0.url']);
  return true;
}

/** One delivery through the real sender: its outcome and the connections opened meanwhile. */
async function deliver(url: string, options: { allowLoopback: boolean }) {
  const sender = new UndiciWebhookSender({ timeoutMs: 2_000, ...options, resolve: stubResolve });
  const before = { hits, opened: opened.length };
  try {
    const sent = await sender.post({ url, headers: { 'X-Service-Webhook': 'whsec_ssrf' }, body: '{}' });
    return { outcome: sent.outcome, hits: hits - before.hits, opened: opened.slice(before.opened) };
  } finally {
    await sender.destroy();
  }
}

/** The connector alone, without the sender's URL check in front: the last line of defence. */
function connectAlone(url: string): Promise<Error | 'connected'> {
  const parsed = new URL(url);
  const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = parsed.port || (parsed.protocol === 'https:' ? '443' : '80');
  const connect = addressGuardConnector({ ...PRODUCTION, timeoutMs: 2_000, resolve: stubResolve });
  return new Promise((resolve) =>
    connect({ hostname, protocol: parsed.protocol, port }, (error, socket) => {
      socket?.destroy();
      resolve(error ?? 'connected');
    }),
  );
}

describe('SSRF: hostile URL forms never reach an inner address', () => {
  it(`refuses all ${FORMS.length} forms in production (WEBHOOK_ALLOW_LOOPBACK=false), opening no connection`, async () => {
    expect(FORMS.length).toBeGreaterThanOrEqual(40);
    const counts = { creation: 0, connect: 0, byUrlRule: 0, byConnector: 0, connectorAlone: 0, parseable: 0 };
    const slipped: string[] = [];
    for (const form of FORMS) {
      const url = urlOf(form);
      const atCreation = refusedAtCreation(url, PRODUCTION);
      const delivery = await deliver(url, PRODUCTION);
      const reason = delivery.outcome.kind === 'refused' ? delivery.outcome.reason : null;
      const byConnector = reason !== null && !reason.startsWith('url ');
      counts.creation += atCreation ? 1 : 0;
      counts.connect += !atCreation && byConnector ? 1 : 0;
      counts.byUrlRule += reason !== null && !byConnector ? 1 : 0;
      counts.byConnector += byConnector ? 1 : 0;
      if (
        reason === null ||
        delivery.hits > 0 ||
        delivery.opened.length > 0 ||
        !(atCreation || byConnector)
      ) {
        slipped.push(`${url}: accepted at creation ${!atCreation}, delivery ${JSON.stringify(delivery)}`);
      }
      if (!URL.canParse(url)) continue;
      counts.parseable += 1;
      const alone = await connectAlone(url);
      if (alone instanceof AddressRefusedError) counts.connectorAlone += 1;
      else slipped.push(`${url}: the connector alone gave ${String(alone)}`);
    }
    console.log(
      `SSRF url forms (production): ${FORMS.length} tried; refused at creation ${counts.creation}, ` +
        `refused at connect ${counts.connect}; at delivery ${counts.byUrlRule} by the URL rule, ` +
        `${counts.byConnector} by the connector; connector alone ${counts.connectorAlone}/${counts.parseable}; ` +
        `connections opened ${opened.length}; hits on the internal listener ${hits}`,
    );
    expect(slipped).toEqual([]);
    expect(counts.creation + counts.connect).toBe(FORMS.length);
    expect(opened).toEqual([]);
    expect(hits).toBe(0);
  }, 30_000);

  it('with loopback allowed (the default), only the literal localhost / 127.0.0.1 spellings get through', async () => {
    const start = { hits, opened: opened.length };
    const counts = { creation: 0, connect: 0 };
    const accepted: string[] = [];
    const slipped: string[] = [];
    for (const form of FORMS) {
      const url = urlOf(form);
      const atCreation = refusedAtCreation(url, LOOPBACK_ON);
      const delivery = await deliver(url, LOOPBACK_ON);
      const reason = delivery.outcome.kind === 'refused' ? delivery.outcome.reason : null;
      if (form.exception) {
        // Positive control: the listener and the tripwire see the connection that is made (an
        // https form gets no TLS answer from the plain listener, but it did connect).
        if (atCreation || reason !== null || delivery.hits !== 1) {
          slipped.push(`${url}: the exception was refused: ${JSON.stringify(delivery)}`);
        }
        accepted.push(url);
      } else if (reason === null || delivery.hits > 0 || delivery.opened.length > 0) {
        slipped.push(`${url}: ${JSON.stringify(delivery)}`);
      } else if (atCreation) {
        counts.creation += 1;
      } else if (reason.startsWith('url ')) {
        slipped.push(`${url}: accepted at creation, refused only by the URL rule at delivery`);
      } else {
        counts.connect += 1;
      }
    }
    const exceptions = FORMS.filter((form) => form.exception).length;
    console.log(
      `SSRF url forms (loopback allowed, the default): ${FORMS.length} tried; refused at creation ` +
        `${counts.creation}, refused at connect ${counts.connect}; accepted through the localhost / ` +
        `127.0.0.1 exception ${accepted.length} (${accepted.join(', ')}); hits on the listener ` +
        `${hits - start.hits}, all from those`,
    );
    expect(slipped).toEqual([]);
    expect(counts.creation + counts.connect + exceptions).toBe(FORMS.length);
    expect(hits - start.hits).toBe(exceptions);
    expect(opened.slice(start.opened)).toEqual(
      Array(exceptions).fill(expect.stringMatching(new RegExp(`^127\\.0\\.0\\.1:${listenerPort}\\b`))),
    );
  }, 30_000);

  it.each([301, 302, 303, 307, 308])(
    'does not follow a %i from an allowed receiver to an inner listener',
    async (status) => {
      let internalHits = 0;
      const internal = createServer((_request, response) => response.writeHead(200).end());
      internal.on('connection', () => (internalHits += 1));
      const internalPort = await listen(internal);
      const redirecting = createServer((_request, response) =>
        response.writeHead(status, { location: `http://127.0.0.1:${internalPort}/internal` }).end(),
      );
      const port = await listen(redirecting);
      try {
        const before = opened.length;
        const delivery = await deliver(`http://127.0.0.1:${port}/hook`, LOOPBACK_ON);
        expect(delivery.outcome).toEqual({ kind: 'response', status });
        expect(opened.slice(before)).toEqual([
          expect.stringMatching(new RegExp(`^127\\.0\\.0\\.1:${port}\\b`)),
        ]);
        expect(internalHits).toBe(0);
      } finally {
        await Promise.all([close(internal), close(redirecting)]);
      }
    },
  );
});

/**
 * Wraps `net.connect` and `tls.connect` (what undici opens sockets with): every connection a
 * socket would make is recorded in `opened`; only this test's servers on 127.0.0.1 are really
 * connected to, anything else fails at once without a packet sent.
 */
function installTripwire(): void {
  const allowed = (address: string, port: unknown): boolean =>
    address === '127.0.0.1' && ownPorts.has(Number(port));
  const guard =
    <F extends (options: net.NetConnectOpts & tls.ConnectionOptions) => net.Socket>(real: F) =>
    (options: net.NetConnectOpts & tls.ConnectionOptions): net.Socket => {
      if (typeof options !== 'object' || options === null)
        throw new Error('tripwire: options object expected');
      const host = String((options as { host?: string }).host ?? '');
      const port = (options as { port?: unknown }).port;
      if (net.isIP(host) !== 0) {
        opened.push(`${host}:${String(port)}`);
        return allowed(host, port) ? real(options) : blocked(`${host}:${String(port)}`);
      }
      const lookup = (options as { lookup?: net.LookupFunction }).lookup;
      if (!lookup) {
        opened.push(`${host}:${String(port)} through the system resolver`);
        return blocked(host);
      }
      const watched: net.LookupFunction = (hostname, lookupOptions, callback) =>
        lookup(hostname, lookupOptions, (error, address, family) => {
          if (error) return callback(error, address, family);
          const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
          opened.push(...addresses.map((entry) => `${entry}:${String(port)} (${hostname})`));
          if (addresses.every((entry) => allowed(entry, port))) return callback(null, address, family);
          return callback(new Error(`tripwire: ${hostname} → ${addresses.join(', ')}`), '', family);
        });
      return real({ ...options, lookup: watched });
    };
  const realNet = net.connect.bind(net) as (options: net.NetConnectOpts) => net.Socket;
  const realTls = tls.connect.bind(tls) as (options: tls.ConnectionOptions) => tls.TLSSocket;
  jest.spyOn(net, 'connect').mockImplementation(guard(realNet) as typeof net.connect);
  jest.spyOn(tls, 'connect').mockImplementation(guard(realTls) as unknown as typeof tls.connect);
}

function blocked(target: string): net.Socket {
  const socket = new net.Socket();
  process.nextTick(() => socket.destroy(new Error(`tripwire: no connection to ${target}`)));
  return socket;
}
