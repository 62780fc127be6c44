import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { DeviceAuthorizations1763900000000 } from './1763900000000-device-authorizations';
import { AutomationIntegrity1764000000000 } from './1764000000000-automation-integrity';
import { OutboxPayloadAsWritten1764100000000 } from './1764100000000-outbox-payload-as-written';
import { WebSessions1764200000000 } from './1764200000000-web-sessions';
import { RetentionIndexes1764300000000 } from './1764300000000-retention-indexes';
import { PreviousWebhookSecret1764400000000 } from './1764400000000-previous-webhook-secret';
import { IdempotencyKeys1764500000000 } from './1764500000000-idempotency-keys';
import { Invitations1764600000000 } from './1764600000000-invitations';
import { EndpointHealth1764700000000 } from './1764700000000-endpoint-health';
import { DealDatesInRange1764800000000 } from './1764800000000-deal-dates-in-range';
import { SpaceLimitsAndDeletions1764820000000 } from './1764820000000-space-limits-and-deletions';
import { SpaceCurrency1764850000000 } from './1764850000000-space-currency';
import { SigningSecrets1764860000000 } from './1764860000000-signing-secrets';
import { DealEvents1764870000000 } from './1764870000000-deal-events';
import { EventsFeed1764870000001 } from './1764870000001-events-feed';
import { SignedInboundWebhooks1764880000000 } from './1764880000000-signed-inbound-webhooks';
import { IdempotencyKeysUnderServerKey1764890000000 } from './1764890000000-idempotency-keys-under-server-key';
import { OutboxTraceContext1764900000000 } from './1764900000000-outbox-trace-context';
import { EmailOutbox1764910000000 } from './1764910000000-email-outbox';
import { InvitationLinks1764910000001 } from './1764910000001-invitation-links';
import { PendingSignUps1764910000002 } from './1764910000002-pending-sign-ups';
import { Pricing1764920000000 } from './1764920000000-pricing';
import { PasswordResetsAndVisibleSessions1764930000000 } from './1764930000000-password-resets-and-visible-sessions';
import { DeliveryLogByAutomation1764970000000 } from './1764970000000-delivery-log-by-automation';
import { RetentionWalkIndexes1764970000001 } from './1764970000001-retention-walk-indexes';
import { EstimateAmounts1764980000000 } from './1764980000000-estimate-amounts';
import { EstimateRoleUnlocked1764990000000 } from './1764990000000-estimate-role-unlocked';
import { EstimateTotals1765000000000 } from './1765000000000-estimate-totals';

/** Every migration, oldest first. Add new ones at the end. */
export const MIGRATIONS = [
  InitialSchema1763800000000,
  DeviceAuthorizations1763900000000,
  AutomationIntegrity1764000000000,
  OutboxPayloadAsWritten1764100000000,
  WebSessions1764200000000,
  RetentionIndexes1764300000000,
  PreviousWebhookSecret1764400000000,
  IdempotencyKeys1764500000000,
  Invitations1764600000000,
  EndpointHealth1764700000000,
  DealDatesInRange1764800000000,
  SpaceLimitsAndDeletions1764820000000,
  SpaceCurrency1764850000000,
  SigningSecrets1764860000000,
  DealEvents1764870000000,
  EventsFeed1764870000001,
  SignedInboundWebhooks1764880000000,
  IdempotencyKeysUnderServerKey1764890000000,
  OutboxTraceContext1764900000000,
  EmailOutbox1764910000000,
  InvitationLinks1764910000001,
  PendingSignUps1764910000002,
  Pricing1764920000000,
  PasswordResetsAndVisibleSessions1764930000000,
  DeliveryLogByAutomation1764970000000,
  RetentionWalkIndexes1764970000001,
  EstimateAmounts1764980000000,
  EstimateRoleUnlocked1764990000000,
  EstimateTotals1765000000000,
];
