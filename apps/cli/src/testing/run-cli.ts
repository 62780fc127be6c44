import { runCli } from '../cli';
import type { Env, Sleep } from '../cli-io';

export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export interface RunOptions {
  /** The whole environment: nothing is inherited, so a developer's SERVICE_TOKEN never leaks in. */
  readonly env?: Env;
  readonly fetch?: typeof fetch;
  /** Defaults to an instant sleep, so a forgotten option can never make a test wait. */
  readonly sleep?: Sleep;
  readonly stderrIsTTY?: boolean;
  readonly homeDir?: string;
  /** What the tool reads on standard input (`--token-stdin`, `@-`). */
  readonly readStdin?: () => Promise<string>;
  /** Stands for the user's Ctrl-C (`dps events tail`). */
  readonly interrupt?: AbortSignal;
  /** Called with the stdout written so far whenever something is written (a login shows its code). */
  readonly onStdout?: (stdoutSoFar: string) => void;
}

/** Everything every run in this test file printed, to prove no token ever appears in any output. */
export const transcript: string[] = [];

/** `dps <argv>` in process, with its output captured. */
export async function runCliForTest(argv: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    env: options.env ?? {},
    stdout: {
      write: (text: string) => {
        stdout += text;
        options.onStdout?.(stdout);
      },
    },
    stderr: { write: (text: string) => (stderr += text) },
    stderrIsTTY: options.stderrIsTTY ?? false,
    sleep: options.sleep ?? (async () => undefined),
    ...(options.fetch && { fetch: options.fetch }),
    ...(options.homeDir && { homeDir: options.homeDir }),
    ...(options.readStdin && { readStdin: options.readStdin }),
    ...(options.interrupt && { interrupt: () => options.interrupt as AbortSignal }),
  });
  transcript.push(stdout, stderr);
  return { code, stdout, stderr };
}

/** Fails when any secret shows up in anything printed so far. */
export function expectNoSecretPrinted(secrets: readonly string[]): void {
  const printed = transcript.join('\n');
  for (const secret of secrets) expect(printed.includes(secret)).toBe(false);
}
