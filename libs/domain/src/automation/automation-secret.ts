import { bytesToBigInt, encodeBase62 } from '../credentials/base62';
import { encodeBase64 } from '../shared/base64';

/**
 * Secrets the service generates for automations, each with a prefix of its own so that one found
 * in a log or a ticket says what it is, and two are never confused:
 * - `webhook_secret` (`svcwh_`): the `X-Service-Webhook` value of a Send Webhook action (SPEC §5.2).
 *   It travels on every request, so it proves nothing a bystander could not copy.
 * - `signing_secret` (`whsec_`): the Standard Webhooks key of a Send Webhook action. It never travels;
 *   `webhook-signature` is keyed with it (docs/automations.md "Signatures").
 * - `signing_key` (`whkey_`): the `X-Service-Webhook` key of an incoming webhook (SPEC §5.3).
 *
 * Header secrets issued before the signing secret existed start with `whsec_`; they keep working
 * as they are, because receivers compare them byte for byte.
 */
export const AUTOMATION_SECRET_PREFIXES = {
  webhook_secret: 'svcwh_',
  signing_secret: 'whsec_',
  signing_key: 'whkey_',
} as const;
export type AutomationSecretKind = keyof typeof AUTOMATION_SECRET_PREFIXES;

/** 256 bits from the operating system's generator: far beyond guessing, like the API tokens. */
export const AUTOMATION_SECRET_RANDOM_BYTES = 32;
/** 62^43 > 2^256, so 43 base62 digits hold any 32 bytes. */
const SECRET_DIGITS = 43;

/**
 * The prefix, then the random bytes: in base64 for the signing secret, as Standard Webhooks
 * defines its key (`whsec_` + base64 of the HMAC key's bytes, so the `standardwebhooks` packages
 * take it as it is), and in base62 of fixed width for the two header values.
 */
export function formatAutomationSecret(kind: AutomationSecretKind, random: Uint8Array): string {
  if (random.length !== AUTOMATION_SECRET_RANDOM_BYTES) {
    throw new RangeError(`an automation secret needs exactly ${AUTOMATION_SECRET_RANDOM_BYTES} random bytes`);
  }
  const body =
    kind === 'signing_secret' ? encodeBase64(random) : encodeBase62(bytesToBigInt(random), SECRET_DIGITS);
  return AUTOMATION_SECRET_PREFIXES[kind] + body;
}

/**
 * Port: a fresh secret. Stored on the automation (the sender must present the header values, the
 * dispatcher signs with the signing secret, and admins see the signing key again in the
 * incoming-webhook panel), never copied into outbox rows.
 */
export interface AutomationSecretIssuer {
  issue(kind: AutomationSecretKind): string;
}
