import type { DealEventData } from '../payload/outbound-payload';

/**
 * Where a delivery stands: waiting (or in flight), done, given up (redeliverable by hand), or held
 * while its endpoint is disabled (kept, not attempted; see delivery/endpoint-health.ts).
 */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'held'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

/**
 * One committed deal change as an event (docs/events.md): what every action's body says but the
 * action's own `message`, frozen when the change commits; nothing secret is in it. One per change,
 * however many actions send it.
 */
export interface OutboxEvent {
  readonly id: string;
  readonly spaceId: string;
  readonly dealId: string | null;
  readonly event: string;
  readonly payload: DealEventData;
  readonly createdAt: number;
}

/** A delivery of an event to one action's endpoint, waiting for its first attempt. */
export interface NewDelivery {
  readonly id: string;
  readonly eventId: string;
  /** Points at the action; its URL and secret are read from there when the delivery is claimed. */
  readonly actionId: string;
  /** The action's message, rendered when the change commits (the body's `message`). */
  readonly message: string;
  readonly nextAttemptAt: number;
  readonly createdAt: number;
}

/** What a deal change adds to the outbox: its event and one delivery per matching Send Webhook action. */
export interface OutboxEntry {
  readonly event: OutboxEvent;
  readonly deliveries: readonly NewDelivery[];
}
