/** The seven deal statuses of SPEC §3, in stage order. */
export const DEAL_STATUSES = [
  'draft',
  'pending',
  'approved',
  'progressed',
  'won',
  'lost',
  'abandoned',
] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const CLOSED_STATUSES: readonly DealStatus[] = ['won', 'lost', 'abandoned'];

export function isDealStatus(value: unknown): value is DealStatus {
  return typeof value === 'string' && (DEAL_STATUSES as readonly string[]).includes(value);
}

export function isClosedStatus(status: DealStatus): boolean {
  return CLOSED_STATUSES.includes(status);
}
