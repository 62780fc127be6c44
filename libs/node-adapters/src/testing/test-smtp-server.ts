import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One email as the test server received and parsed it. */
export interface ReceivedEmail {
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Every http(s) link of the plain-text body, in order. */
  readonly links: readonly string[];
}

/** How the server answers a recipient: accept it, or refuse it with an SMTP reply code. */
export type RecipientAnswer = (address: string) => { code: number; message: string } | null;

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`: the SMTP_URL to send to it. */
  readonly url: string;
  readonly received: ReceivedEmail[];
  /** Resolves once `count` emails have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 and a free port, with no TLS and no
 * authentication, that parses every message it accepts (`mailparser`). Tests send to it over the
 * network exactly as to a mail provider: no mock transport.
 */
export async function startTestSmtpServer(answer: RecipientAnswer = () => null): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = answer(address.address);
      if (refusal === null) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            links: [...text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
          });
          for (const wake of [...waiters]) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} emails, received ${received.length} in ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
