// The incoming webhook (webhook-in app): key check, validation, matching and the Update Deal action.
export type { SecretComparer } from './secret-comparer.port';
export type { SignatureVerifier } from './signature-verifier.port';
export {
  MAX_WEBHOOK_ID_LENGTH,
  REPLAY_WINDOW_MS,
  SIGNATURE_TOLERANCE_MS,
  automationForSignature,
} from './signed-call.matcher';
export type { SignedCall } from './signed-call.matcher';
export type { IncomingWebhookBudget } from './incoming-webhook-budget.port';
export { automationForKey } from './signing-key.matcher';
export { lockMatchedDeal } from './lock-matched-deal';
export type {
  IncomingWebhookOutcome,
  IncomingWebhookReceipt,
  IncomingWebhookRequest,
  ReceiveIncomingWebhookError,
} from './incoming-webhook.exchange';
export type { ReceiveIncomingWebhookDeps } from './receive-incoming-webhook.use-case';
export { receiveIncomingWebhook } from './receive-incoming-webhook.use-case';
