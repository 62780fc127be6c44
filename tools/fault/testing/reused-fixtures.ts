// The fixtures the fault tests share with the e2e tests next to the code, re-exported in one place
// so that the fault specs import only from this folder.
export { DispatchFixture } from '../../../apps/webhook-dispatcher/src/testing/dispatch-fixture';
export {
  startWebhookReceiver,
  type ReceivedWebhook,
  type WebhookReceiver,
} from '../../../libs/node-adapters/src/testing/webhook-receiver';
export {
  aSpaceWithIncomingWebhook,
  aStoredDeal,
  dealOf,
} from '../../../apps/webhook-in/src/testing/incoming-webhook.fixture';
