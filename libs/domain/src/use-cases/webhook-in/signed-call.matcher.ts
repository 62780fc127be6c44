import type { Automation } from '../../automation/automation';
import type { SignatureVerifier } from './signature-verifier.port';

/** Standard Webhooks: a `webhook-timestamp` more than this far from now, either way, is refused. */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;
/** A `webhook-id` seen within this long gets its first receipt again (docs/webhook-in.md). */
export const REPLAY_WINDOW_MS = 24 * 60 * 60_000;
/** The longest `webhook-id` kept: ids are short (`msg_…`); anything longer is not one. */
export const MAX_WEBHOOK_ID_LENGTH = 256;

/** The three Standard Webhooks headers and the body exactly as received. */
export interface SignedCall {
  readonly webhookId: string | undefined;
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
  /** The raw body as received ('' without one): what the sender signed. */
  readonly rawBody: string;
}

/**
 * The signature-requiring `webhook_received` automation whose secret signed this call, or null:
 * headers missing or malformed, a timestamp more than 5 minutes off, or no secret that verifies.
 * Every candidate is checked, even after a hit, so the time taken says nothing about which
 * automation (or whether any) holds the secret.
 */
export function automationForSignature(
  automations: readonly Automation[],
  call: SignedCall,
  now: number,
  verifier: SignatureVerifier,
): Automation | null {
  const { webhookId, timestamp, signature } = call;
  if (!webhookId || webhookId.length > MAX_WEBHOOK_ID_LENGTH || !signature || !timestamp) return null;
  if (!/^\d{1,12}$/.test(timestamp)) return null;
  if (Math.abs(now - Number(timestamp) * 1000) > SIGNATURE_TOLERANCE_MS) return null;
  const content = `${webhookId}.${timestamp}.${call.rawBody}`;
  let found: Automation | null = null;
  for (const automation of automations) {
    const secret = automation.inboundSigningSecret ?? null;
    if (automation.trigger !== 'webhook_received' || secret === null) continue;
    const verified = verifier.verifies(secret, content, signature);
    if (verified && found === null) found = automation;
  }
  return found;
}
