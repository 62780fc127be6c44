import { WebSocket } from 'undici';

/**
 * Heap used after a full garbage collection, in MB, of a child started with
 * `--inspect=127.0.0.1:<port>`: the leak check's measure, since RSS only grows under load (V8 keeps
 * pages it once needed) and so cannot tell a leak from a heap that has found its size. Talks to the
 * V8 inspector over its WebSocket (HeapProfiler.collectGarbage, then Runtime.getHeapUsage) and
 * detaches at once; null when the inspector does not answer within 10 s.
 */
export async function heapUsedAfterGc(inspectPort: number): Promise<number | null> {
  try {
    const targets = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as Array<{
      webSocketDebuggerUrl: string;
    }>;
    const url = targets[0]?.webSocketDebuggerUrl;
    if (!url) return null;
    const socket = new WebSocket(url);
    try {
      await new Promise<void>((resolve, reject) => {
        socket.addEventListener('open', () => resolve(), { once: true });
        socket.addEventListener('error', () => reject(new Error('inspector socket failed')), { once: true });
      });
      await call(socket, 1, 'HeapProfiler.collectGarbage');
      const usage = (await call(socket, 2, 'Runtime.getHeapUsage')) as { usedSize: number };
      return Math.round((usage.usedSize / 1024 / 1024) * 10) / 10;
    } finally {
      socket.close();
    }
  } catch {
    return null;
  }
}

function call(socket: WebSocket, id: number, method: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${method}: no answer`)), 10_000);
    const onMessage = (event: { data: unknown }) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: unknown };
      if (message.id !== id) return;
      clearTimeout(timer);
      socket.removeEventListener('message', onMessage);
      if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
      else resolve(message.result);
    };
    socket.addEventListener('message', onMessage);
    socket.send(JSON.stringify({ id, method }));
  });
}
