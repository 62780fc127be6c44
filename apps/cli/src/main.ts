#!/usr/bin/env node
import { homedir } from 'node:os';
import { runCli } from './cli';

// `dps spaces list | head -1` closes the pipe early: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

void runCli(process.argv.slice(2), {
  env: process.env,
  stdout: process.stdout,
  stderr: process.stderr,
  stderrIsTTY: process.stderr.isTTY === true,
  ...(process.stdout.isTTY && { columns: process.stdout.columns }),
  homeDir: homedir(),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  interrupt: () => {
    const interrupted = new AbortController();
    process.once('SIGINT', () => interrupted.abort());
    return interrupted.signal;
  },
}).then((code) => {
  process.exitCode = code;
});
