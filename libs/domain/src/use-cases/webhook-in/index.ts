// The incoming webhook (webhook-in app): key check, validation, matching and the Update Deal action.
export type { SecretComparer } from './secret-comparer.port';
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
