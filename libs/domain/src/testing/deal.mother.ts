import type { Deal } from '../deal/deal';
import type { PinnedPhase, RelativePhase } from '../deal/phase';

/** Test-data builder: a plausible draft deal; override only what a test is about. */
export function aDeal(overrides: Partial<Deal> = {}): Deal {
  return {
    id: 'deal_1',
    spaceId: 'spc_1',
    name: 'Acme renewal',
    status: 'draft',
    currency: 'eur',
    price: 1000,
    cost: 600,
    probability: 0.5,
    targetPrice: 1200,
    targetMargin: 0.45,
    archived: false,
    description: 'Three-year renewal',
    account: 'Acme Ltd',
    externalId: null,
    owner: { id: 'usr_1', name: 'Ada Owner', email: 'ada@example.test' },
    start: Date.UTC(2026, 10, 23),
    end: Date.UTC(2026, 11, 21),
    due: Date.UTC(2026, 11, 1),
    pendingAt: null,
    approvedAt: null,
    progressedAt: null,
    closedAt: null,
    redraftReason: null,
    closedReason: null,
    requestedByEmail: null,
    requestedToEmail: null,
    createdAt: Date.UTC(2026, 10, 1),
    updatedAt: Date.UTC(2026, 10, 1),
    revision: 1,
    ...overrides,
  };
}

export function aPinnedPhase(overrides: Partial<PinnedPhase> = {}): PinnedPhase {
  return {
    id: 'ph_pinned',
    dealId: 'deal_1',
    name: 'Kick-off',
    pinned: true,
    start: Date.UTC(2026, 10, 30),
    end: Date.UTC(2026, 11, 4),
    ...overrides,
  };
}

export function aRelativePhase(overrides: Partial<RelativePhase> = {}): RelativePhase {
  return {
    id: 'ph_relative',
    dealId: 'deal_1',
    name: 'Delivery',
    pinned: false,
    startOffset: 7 * 86_400_000,
    endOffset: 21 * 86_400_000,
    ...overrides,
  };
}
