/** Dependency-injection tokens of the automations' adapters (automation-adapters.module.ts). */
export const WEBHOOK_SENDER = Symbol('WebhookSender');
/** `AutomationWriteDeps` (unit of work, ids, secrets, clock, `WEBHOOK_ALLOW_LOOPBACK`), built once. */
export const AUTOMATION_WRITE_DEPS = Symbol('AutomationWriteDeps');
