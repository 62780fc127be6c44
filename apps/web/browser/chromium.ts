import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium (package `chromium`); playwright-core drives it and never downloads one. */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/**
 * Whether the browser tests can run here. Without Chromium they are skipped with a message, so
 * `npm test` still passes on a bare machine; `.ci/run` installs it and sets REQUIRE_BROWSER=1,
 * which turns a missing browser into a failure instead.
 */
export function browserAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env['REQUIRE_BROWSER'] === '1')
    throw new Error(`REQUIRE_BROWSER=1 but ${CHROMIUM_PATH} is missing`);
  process.stderr.write(`browser tests skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium)\n`);
  return false;
}

/**
 * Headless (playwright gives each launch a throw-away profile), without the background services
 * that would try to reach the internet: there is none here, and their attempts only add delay.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
