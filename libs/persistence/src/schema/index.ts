import { AutomationActionSchema } from './automation-action.schema';
import { AutomationSchema } from './automation.schema';
import { CredentialSchema } from './credential.schema';
import { DealVersionSchema } from './deal-version.schema';
import { DealSchema } from './deal.schema';
import { DeliveryAttemptSchema } from './delivery-attempt.schema';
import { DeviceApprovalAttemptSchema } from './device-approval-attempt.schema';
import { DeviceAuthorizationSchema } from './device-authorization.schema';
import { IdempotencyKeySchema } from './idempotency-key.schema';
import { InvitationSchema } from './invitation.schema';
import { MembershipSchema } from './membership.schema';
import { OutboxEventSchema } from './outbox-event.schema';
import { PhaseSchema } from './phase.schema';
import { DealPricingSchema, EstimateSchema, PricingRoleSchema, RateCardSchema } from './pricing.schema';
import { SpaceSchema } from './space.schema';
import { UserSchema } from './user.schema';
import { WebSessionSchema } from './web-session.schema';
import { WebhookDeliverySchema } from './webhook-delivery.schema';

export const ENTITY_SCHEMAS = [
  UserSchema,
  SpaceSchema,
  MembershipSchema,
  InvitationSchema,
  CredentialSchema,
  DealSchema,
  PhaseSchema,
  DealVersionSchema,
  DeviceAuthorizationSchema,
  DeviceApprovalAttemptSchema,
  AutomationSchema,
  AutomationActionSchema,
  OutboxEventSchema,
  WebhookDeliverySchema,
  DeliveryAttemptSchema,
  WebSessionSchema,
  IdempotencyKeySchema,
  PricingRoleSchema,
  RateCardSchema,
  DealPricingSchema,
  EstimateSchema,
];
export {
  DealPricingSchema,
  EstimateSchema,
  PricingRoleSchema,
  RateCardSchema,
  AutomationActionSchema,
  AutomationSchema,
  CredentialSchema,
  DealSchema,
  DealVersionSchema,
  DeliveryAttemptSchema,
  DeviceApprovalAttemptSchema,
  DeviceAuthorizationSchema,
  IdempotencyKeySchema,
  InvitationSchema,
  MembershipSchema,
  PhaseSchema,
  OutboxEventSchema,
  SpaceSchema,
  UserSchema,
  WebhookDeliverySchema,
  WebSessionSchema,
};
