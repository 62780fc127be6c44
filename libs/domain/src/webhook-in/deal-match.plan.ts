import type { IncomingPayload } from './incoming-payload';

/**
 * How the application looks up the deal an incoming webhook is about (SPEC §4.5 steps 1–4).
 * `by: 'none'` means nothing happens: the endpoint never creates a deal.
 */
export type DealMatchPlan =
  | { readonly by: 'id'; readonly id: string; readonly saveExternalId: string | null }
  | { readonly by: 'external_id'; readonly externalId: string }
  | { readonly by: 'none' };

/**
 * `id` wins over `external_id`. When both are sent, `saveExternalId` carries the external id
 * to store on the deal found by id. When an `id` is sent but no deal has it, there is deliberately
 * no fallback to `external_id`: the sender named a specific deal, and applying its changes to some
 * other deal would be worse than applying nothing.
 *
 * `saveExternalId` states what the request asks for; whether it is written follows the Update Deal
 * action's field list like every other field (see `incomingChanges`).
 */
export function planDealMatch(payload: Pick<IncomingPayload, 'id' | 'external_id'>): DealMatchPlan {
  if (payload.id !== undefined)
    return { by: 'id', id: payload.id, saveExternalId: payload.external_id ?? null };
  if (payload.external_id !== undefined) return { by: 'external_id', externalId: payload.external_id };
  return { by: 'none' };
}
