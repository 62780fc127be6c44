/** Dependency-injection tokens of the ports and values only the automation routes use. */
export const AUTOMATION_SECRET_ISSUER = Symbol('AutomationSecretIssuer');
export const WEBHOOK_SENDER = Symbol('WebhookSender');
/** `AutomationWriteDeps` (unit of work, ids, secrets, clock, `WEBHOOK_ALLOW_LOOPBACK`), built once. */
export const AUTOMATION_WRITE_DEPS = Symbol('AutomationWriteDeps');
