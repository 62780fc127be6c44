// Public API of the webhook delivery rules: retry policy, SSRF policy, address classification.
export { ADDRESS_CLASSES } from './address-class';
export type { AddressClass } from './address-class';
export { RETRIES_EXHAUSTED, decideAttemptOutcome, describeAttemptOutcome } from './attempt-outcome.policy';
export type { AttemptDecision, AttemptDecisionInput, AttemptOutcome } from './attempt-outcome.policy';
export { checkDeliveryAddress } from './delivery-address.policy';
export type { DeliveryAddressInput } from './delivery-address.policy';
export { MAX_ENDPOINT_URL_LENGTH, checkEndpointUrl } from './endpoint-url.policy';
export type { EndpointUrl, EndpointUrlOptions } from './endpoint-url.policy';
export { classifyAddress, isPublicAddress } from './ip-address.classifier';
export { LOCAL_NAME_SUFFIXES, isLocalHostName } from './local-host-name';
export { LOOPBACK_EXCEPTION_HOSTS, isLoopbackExceptionHost } from './loopback-exception';
export { DEFAULT_RETRY_DELAYS_MS, MAX_RETRY_DELAY_MS, parseRetryDelays } from './retry-schedule';
export type { SentWebhook, WebhookPost, WebhookSender } from './webhook-sender.port';
export {
  DEFAULT_ENDPOINT_DISABLE_AFTER_FAILURES,
  DEFAULT_ENDPOINT_DISABLE_AFTER_MS,
  DEFAULT_ENDPOINT_HEALTH_RULE,
  HEALTHY_ENDPOINT,
  HEALTHY_ENDPOINT_STATE,
  endpointDisabledReason,
} from './endpoint-health';
export type { EndpointHealth, EndpointHealthRule, EndpointState } from './endpoint-health';
