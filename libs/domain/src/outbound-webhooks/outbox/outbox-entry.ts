import type { OutboundPayload } from '../payload/outbound-payload';

/**
 * Where a delivery stands: waiting (or in flight), done, given up (redeliverable by hand), or held
 * while its endpoint is disabled (kept, not attempted; see delivery/endpoint-health.policy.ts).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'held'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/**
 * One outbound event: the complete body of the request (SPEC §6.1), frozen when the deal change
 * commits. Each matching Send Webhook action gets its own event, because the rendered `message`
 * is the action's own; nothing secret is in it.
 */
export interface OutboxEvent {
  readonly id: string;
  readonly spaceId: string;
  readonly dealId: string | null;
  readonly event: string;
  readonly payload: OutboundPayload;
  readonly createdAt: number;
}

/** A delivery of an event to one action's endpoint, waiting for its first attempt. */
export interface NewDelivery {
  readonly id: string;
  readonly eventId: string;
  /** Points at the action; its URL and secret are read from there when the delivery is claimed. */
  readonly actionId: string;
  readonly nextAttemptAt: number;
  readonly createdAt: number;
}

/** What a deal change adds to the outbox: an event and its one delivery. */
export interface OutboxEntry {
  readonly event: OutboxEvent;
  readonly delivery: NewDelivery;
}
