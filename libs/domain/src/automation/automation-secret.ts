import { bytesToBigInt, encodeBase62 } from '../credentials/base62';

/**
 * Secrets the service generates for automations: the `X-Service-Webhook` value of each Send
 * Webhook action (SPEC §5.2) and the signing key of an incoming webhook (SPEC §5.3). A prefix
 * tells them apart from each other and from API tokens when one turns up in a log or a ticket.
 */
export const AUTOMATION_SECRET_PREFIXES = { webhook_secret: 'whsec_', signing_key: 'whkey_' } as const;
export type AutomationSecretKind = keyof typeof AUTOMATION_SECRET_PREFIXES;

/** 256 bits from the operating system's generator: far beyond guessing, like the API tokens. */
export const AUTOMATION_SECRET_RANDOM_BYTES = 32;
/** 62^43 > 2^256, so 43 base62 digits hold any 32 bytes. */
const SECRET_DIGITS = 43;

/** `whsec_` / `whkey_` then the random bytes in base62 of fixed width (49 characters in all). */
export function formatAutomationSecret(kind: AutomationSecretKind, random: Uint8Array): string {
  if (random.length !== AUTOMATION_SECRET_RANDOM_BYTES) {
    throw new RangeError(`an automation secret needs exactly ${AUTOMATION_SECRET_RANDOM_BYTES} random bytes`);
  }
  return AUTOMATION_SECRET_PREFIXES[kind] + encodeBase62(bytesToBigInt(random), SECRET_DIGITS);
}

/**
 * Port: a fresh secret. Stored as is on the automation (the sender must present it, and admins see
 * the signing key again in the incoming-webhook panel), never copied into outbox rows.
 */
export interface AutomationSecretIssuer {
  issue(kind: AutomationSecretKind): string;
}
