import { createServer } from 'node:net';
import { answerStatus, startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver';
import { UndiciWebhookSender } from './undici-webhook-sender';

/** Real HTTP servers on 127.0.0.1; no DNS outside this process (names go through an injected resolver). */
describe('UndiciWebhookSender', () => {
  const receivers: WebhookReceiver[] = [];
  const senders: UndiciWebhookSender[] = [];
  const receiver = async (...args: Parameters<typeof startWebhookReceiver>) => {
    const started = await startWebhookReceiver(...args);
    receivers.push(started);
    return started;
  };
  const sender = (options: Partial<ConstructorParameters<typeof UndiciWebhookSender>[0]> = {}) => {
    const created = new UndiciWebhookSender({ timeoutMs: 5_000, allowLoopback: true, ...options });
    senders.push(created);
    return created;
  };
  const post = (target: UndiciWebhookSender, url: string, body = '{"event":"service_deal_updated"}') =>
    target.post({ url, headers: { 'X-Service-Webhook': 'whsec_x', 'X-Service-Delivery': 'dlv_1' }, body });

  afterEach(async () => {
    await Promise.all(senders.splice(0).map((s) => s.destroy()));
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  it('POSTs the body exactly as given, with Content-Type and the given headers, and reports a 2xx', async () => {
    const hook = await receiver(answerStatus(204, ''));
    const body = '{"deal":{"name":"Zoë ✓"},"changes":{}, "spacing" : "kept"}';
    const sent = await sender().post({
      url: `${hook.url}/hooks/deals?x=1`,
      headers: {
        'X-Service-Webhook': 'whsec_abc',
        'X-Service-Delivery': 'dlv_42',
        'Content-Type': 'text/plain',
      },
      body,
    });
    expect(sent.outcome).toEqual({ kind: 'response', status: 204 });
    expect(sent.durationMs).toBeGreaterThanOrEqual(0);
    const [request] = hook.received;
    expect(request).toMatchObject({ method: 'POST', path: '/hooks/deals?x=1', body });
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-service-webhook': 'whsec_abc',
      'x-service-delivery': 'dlv_42',
      'content-length': String(Buffer.byteLength(body)),
    });
  });

  it.each([400, 404, 410, 500, 503])('reports HTTP %i as the outcome', async (status) => {
    const hook = await receiver(answerStatus(status));
    await expect(post(sender(), hook.url)).resolves.toMatchObject({ outcome: { kind: 'response', status } });
  });

  it('does not follow a redirect: the 3xx is the outcome and its target is never asked', async () => {
    const hook = await receiver((request, response) => {
      if (request.path === '/moved') {
        response.writeHead(200).end();
        return;
      }
      response.writeHead(302, { location: '/moved' }).end();
    });
    await expect(post(sender(), `${hook.url}/hook`)).resolves.toMatchObject({
      outcome: { kind: 'response', status: 302 },
    });
    expect(hook.received.map((r) => r.path)).toEqual(['/hook']);
  });

  it('times out a receiver that never answers, after timeoutMs', async () => {
    const hook = await receiver(() => undefined);
    const sent = await post(sender({ timeoutMs: 300 }), hook.url);
    expect(sent.outcome).toEqual({ kind: 'timeout' });
    expect(sent.durationMs).toBeGreaterThanOrEqual(280);
    expect(sent.durationMs).toBeLessThan(3_000);
  });

  it('times out a response whose body does not finish within the deadline (the deadline covers the body)', async () => {
    const hook = await receiver((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"partial":');
    });
    await expect(post(sender({ timeoutMs: 300 }), hook.url)).resolves.toMatchObject({
      outcome: { kind: 'timeout' },
    });
  });

  it('reports a refused connection as a network error with its code', async () => {
    const port = await closedPort();
    await expect(post(sender(), `http://127.0.0.1:${port}/hook`)).resolves.toMatchObject({
      outcome: { kind: 'network', code: 'ECONNREFUSED' },
    });
  });

  it('reports a name that does not resolve as a network error', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const target = sender({ resolve: () => Promise.reject(notFound) });
    await expect(post(target, 'https://nowhere.example.test/hook')).resolves.toMatchObject({
      outcome: { kind: 'network', code: 'ENOTFOUND' },
    });
  });

  it('reads and discards a large answer, and reuses the socket for the next delivery', async () => {
    const hook = await receiver(answerStatus(200, 'x'.repeat(40_000)));
    const target = sender();
    for (let i = 0; i < 6; i += 1) {
      await expect(post(target, hook.url)).resolves.toMatchObject({
        outcome: { kind: 'response', status: 200 },
      });
    }
    // undici frees a socket a moment after the body ends, so a request sent at once may open a second one.
    expect(hook.connections()).toBeLessThanOrEqual(2);
  });

  it('still reports the status of an answer larger than it reads', async () => {
    const hook = await receiver(answerStatus(200, 'x'.repeat(1024 * 1024)));
    await expect(post(sender(), hook.url)).resolves.toMatchObject({
      outcome: { kind: 'response', status: 200 },
    });
  });

  it('never throws for a request it cannot make (a header value with a line break)', async () => {
    const hook = await receiver();
    const sent = await sender().post({
      url: hook.url,
      headers: { 'X-Service-Webhook': 'a\r\nX-Evil: 1' },
      body: '{}',
    });
    expect(sent.outcome.kind).toBe('network');
    expect(hook.received).toEqual([]);
  });

  describe('SSRF: the address connected to is the one checked', () => {
    it('allows the literal localhost and 127.0.0.1 targets while loopback is allowed', async () => {
      const hook = await receiver();
      const target = sender({ allowLoopback: true });
      await expect(post(target, `http://127.0.0.1:${hook.port}/`)).resolves.toMatchObject({
        outcome: { kind: 'response', status: 200 },
      });
      await expect(post(target, `http://localhost:${hook.port}/`)).resolves.toMatchObject({
        outcome: { kind: 'response', status: 200 },
      });
    });

    it('refuses localhost and 127.0.0.1 when loopback is not allowed, sending nothing', async () => {
      const hook = await receiver();
      const target = sender({ allowLoopback: false });
      for (const url of [`http://127.0.0.1:${hook.port}/`, `https://localhost:${hook.port}/`]) {
        const sent = await post(target, url);
        expect(sent.outcome.kind).toBe('refused');
      }
      expect(hook.connections()).toBe(0);
    });

    it('refuses other loopback and private literals whatever the loopback setting', async () => {
      const target = sender({ allowLoopback: true });
      for (const url of [
        'https://127.0.0.2/',
        'https://[::1]/',
        'https://10.0.0.7/',
        'https://169.254.169.254/',
      ]) {
        await expect(post(target, url)).resolves.toMatchObject({ outcome: { kind: 'refused' } });
      }
    });

    it('refuses a public-looking name that resolves to a loopback address, at connect time', async () => {
      const hook = await receiver();
      const asked: string[] = [];
      const target = sender({
        allowLoopback: true,
        resolve: async (hostname) => {
          asked.push(hostname);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      });
      const sent = await post(target, `https://hooks.example.test:${hook.port}/hook`);
      expect(sent.outcome).toEqual({
        kind: 'refused',
        reason: 'hooks.example.test: 127.0.0.1 is not a public address (loopback)',
      });
      expect(asked).toEqual(['hooks.example.test']);
      expect(hook.connections()).toBe(0);
    });

    it('checks every new connection, so a name that rebinds to an inner address is caught', async () => {
      const answers = [
        [{ address: '10.1.2.3', family: 4 }],
        [
          { address: '192.168.0.9', family: 4 },
          { address: 'fd00::1', family: 6 },
        ],
      ];
      let lookups = 0;
      const target = sender({ resolve: async () => answers[lookups++] ?? [] });
      const first = await post(target, 'https://rebind.example.test/hook');
      const second = await post(target, 'https://rebind.example.test/hook');
      expect(first.outcome).toEqual({
        kind: 'refused',
        reason: 'rebind.example.test: 10.1.2.3 is not a public address (private)',
      });
      expect(second.outcome).toMatchObject({ kind: 'refused' });
      expect(lookups).toBe(2);
    });

    it('refuses a URL that breaks the endpoint rule (http to a public host)', async () => {
      await expect(post(sender(), 'http://hooks.example.com/')).resolves.toMatchObject({
        outcome: { kind: 'refused', reason: expect.stringContaining('url must use https') },
      });
    });
  });
});

/** A port nothing listens on (bound a moment ago, then released). */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
