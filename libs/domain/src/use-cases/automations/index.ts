// Automation use cases of the api (CONTRACT §2 "Automations"): the admin surface over the domain core.
export { AUTOMATION, AUTOMATION_NOT_FOUND, reachAutomation } from './automation-access';
export type { AutomationAccessRepos, AutomationReach } from './automation-access';
export type { AutomationWriteDeps } from './automation-write.deps';
export type { RevealedAutomation } from './revealed-automation';
export { revealAll, revealNone } from './revealed-automation';
export { createAutomation } from './create-automation.use-case';
export { getAutomation, listAutomations } from './read-automation.use-cases';
export { updateAutomation } from './update-automation.use-case';
export { deleteAutomation } from './delete-automation.use-case';
export {
  ACTION_NOT_FOUND,
  NO_SECRET,
  NO_SIGNING_KEY,
  NO_INBOUND_SIGNING_SECRET,
  rotateActionSecret,
  rotateInboundSigningSecret,
  rotateSigningSecret,
  rotateSigningKey,
} from './rotate-automation-secrets.use-cases';
export {
  NO_INCOMING_WEBHOOK,
  getIncomingWebhookPanel,
  incomingEndpointUrl,
} from './incoming-webhook-panel.use-case';
export type { IncomingWebhookPanel } from './incoming-webhook-panel.use-case';
export { NOTHING_TO_SEND, sendTest } from './send-test.use-case';
export type { SendTestDeps, SendTestReport, SendTestResult } from './send-test.use-case';
export {
  TEST_RECEIVE_REQUEST_RULES,
  parseTestReceiveRequest,
} from '../../automation/requests/test-receive.request';
export type { TestReceiveRequest } from '../../automation/requests/test-receive.request';
export { SEND_TEST_REQUEST_RULES, parseSendTestRequest } from '../../automation/requests/send-test.request';
export { testReceive } from './test-receive.use-case';
export type { TestReceiveReport } from './test-receive.use-case';
export { DELIVERY_NOT_FOUND, listDeliveries, redeliverDelivery } from './deliveries.use-cases';
export { NO_ENDPOINT, enableEndpoint } from './enable-endpoint.use-case';
export type { EnabledEndpoint } from './enable-endpoint.use-case';
export {
  ENABLE_ENDPOINT_REQUEST_RULES,
  parseEnableEndpointRequest,
} from '../../automation/requests/enable-endpoint.request';
export type { EnableEndpointRequest } from '../../automation/requests/enable-endpoint.request';
export { recoverDeliveries } from './recover-deliveries.use-case';
export {
  RECOVER_DELIVERIES_RULES,
  parseRecoverDeliveriesRequest,
  sinceWindowIssues,
} from '../../automation/requests/recover-deliveries.request';
export type { RecoverDeliveriesRequest } from '../../automation/requests/recover-deliveries.request';
