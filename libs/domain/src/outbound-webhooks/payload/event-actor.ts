import type { Actor } from '../../credentials/actor';

/** Who made a committed deal change, as every outbound event and the events API name it. */
export const EVENT_ACTOR_TYPES = ['user', 'space_key', 'webhook_in', 'system'] as const;
export type EventActorType = (typeof EVENT_ACTOR_TYPES)[number];

/**
 * `user`: the user id (personal token, web session); `space_key`: the key's credential id;
 * `webhook_in`: the Webhook Received automation whose key was used; `system`: the service itself,
 * id null (docs/events.md).
 */
export interface EventActor {
  readonly type: EventActorType;
  readonly id: string | null;
}

/** The event actor of a request's actor. */
export function eventActorOf(actor: Actor): EventActor {
  return actor.kind === 'user'
    ? { type: 'user', id: actor.userId }
    : { type: 'space_key', id: actor.credentialId };
}

export const webhookInActor = (automationId: string): EventActor => ({
  type: 'webhook_in',
  id: automationId,
});

export const SYSTEM_ACTOR: EventActor = { type: 'system', id: null };
