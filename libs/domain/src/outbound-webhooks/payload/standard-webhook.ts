/**
 * Signs outbound webhooks the Standard Webhooks way (standardwebhooks.com): HMAC-SHA256 of
 * `{id}.{timestamp}.{body}`, base64. A port, because the domain holds no crypto.
 */
export interface WebhookSigner {
  /**
   * base64 of HMAC-SHA256(key, content), where the key is what Standard Webhooks makes of a
   * `whsec_…` signing secret: the base64-decoded bytes after the prefix.
   */
  sign(signingSecret: string, content: string): string;
}

/** A secret a rotation replaced, still in use until `until`. */
export interface RotatedSecret {
  readonly secret: string;
  readonly until: number;
}

/** The secrets an endpoint's requests are signed with (a Send Webhook action carries them). */
export interface SigningKeys {
  readonly signingSecret: string;
  readonly previousSigningSecret?: RotatedSecret | null;
}

/** How long a rotated signing secret keeps signing beside the new one (docs/automations.md "Signatures"). */
export const PREVIOUS_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/**
 * The three Standard Webhooks headers of one request: the stable delivery id (as
 * `X-Service-Delivery`), the attempt's time in whole seconds, and one `v1,<signature>` per secret
 * that signs now, space-separated (the current secret first, then a rotated one in its overlap).
 */
export function standardWebhookHeaders(
  input: {
    readonly id: string;
    readonly now: number;
    readonly body: string;
    /** The signing secrets (`whsec_…`) that sign now, the current one first. */
    readonly secrets: readonly string[];
  },
  signer: WebhookSigner,
): Record<'webhook-id' | 'webhook-timestamp' | 'webhook-signature', string> {
  const timestamp = String(Math.floor(input.now / 1000));
  const content = `${input.id}.${timestamp}.${input.body}`;
  return {
    'webhook-id': input.id,
    'webhook-timestamp': timestamp,
    'webhook-signature': input.secrets.map((secret) => `v1,${signer.sign(secret, content)}`).join(' '),
  };
}

/**
 * The signing secrets of a Send Webhook action that sign at `now`: its own, and a rotated one
 * until its overlap ends. The `X-Service-Webhook` secret never signs: it travels in clear.
 */
export function signingSecrets(action: SigningKeys, now: number): readonly string[] {
  const previous = action.previousSigningSecret;
  return previous && previous.until > now ? [action.signingSecret, previous.secret] : [action.signingSecret];
}
