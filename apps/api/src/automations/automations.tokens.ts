/** Dependency-injection tokens of the automations' adapters (automation-adapters.module.ts). */
export const WEBHOOK_SENDER = Symbol('WebhookSender');
/** Signs Send test requests the Standard Webhooks way, as the dispatcher signs deliveries. */
export const WEBHOOK_SIGNER = Symbol('WebhookSigner');
/** `AutomationWriteDeps` (unit of work, ids, secrets, clock, `WEBHOOK_ALLOW_LOOPBACK`), built once. */
export const AUTOMATION_WRITE_DEPS = Symbol('AutomationWriteDeps');
