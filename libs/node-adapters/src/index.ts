/**
 * The domain's ports that need no database, made of Node.js's own parts: the clock, ids and
 * randomness, hashing and signing (`system/`), and outbound HTTP to webhook endpoints with its
 * address guard (`outbound-http/`). Persistence lives in `@deal/persistence`.
 */
export { SystemClock } from './system/system-clock';
export { RandomIdGenerator } from './system/random-id-generator';
export { NodeSecretHasher } from './system/node-secret-hasher';
export { RandomTokenIssuer } from './system/token-issuer';
export { NodeRandomSource } from './system/node-random-source';
export { Argon2PasswordHasher } from './system/argon2-password-hasher';
export { HmacWebhookSigner } from './system/hmac-webhook-signer';
export { RandomAutomationSecretIssuer } from './system/random-automation-secret-issuer';
export { UndiciWebhookSender, type UndiciWebhookSenderOptions } from './outbound-http/undici-webhook-sender';
export { SmtpMailTransport, type SmtpMailTransportOptions } from './mail/smtp-mail-transport';
export { TimingSafeSecretComparer } from './system/timing-safe-secret-comparer';
