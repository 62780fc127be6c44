/**
 * A space's budget of incoming webhooks (SPEC §8: a burst, then a steady rate). Only requests that
 * presented one of the space's valid signing keys spend it, so an outsider who knows the space id
 * (it is in every outbound payload) cannot starve the space's audit system by sending wrong keys.
 */
export interface IncomingWebhookBudget {
  take(spaceId: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}
