import fc from 'fast-check';
import { aDeal } from '../testing/deal.mother';
import type { Deal } from './deal';
import { DEAL_STATUSES, type DealStatus } from './deal-status';
import { transition, type StatusMove } from './deal-transition';
import { APPLICATION_TRANSITIONS } from './deal-transitions';

const NOW = Date.UTC(2026, 10, 22, 12);
const EARLIER = Date.UTC(2026, 10, 1);
/** An owner who did not ask for approval: the approval gate lets them decide (approval-gate.spec.ts). */
const OWNER = { kind: 'member', email: 'owner@example.test', role: 'owner' } as const;

function move(deal: Deal, to: DealStatus, extra: Partial<StatusMove> = {}) {
  const result = transition(deal, {
    to,
    source: 'application',
    mover: OWNER,
    now: NOW,
    ...extra,
  } as StatusMove);
  if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
  return result.value;
}

describe('transition: the deal status machine', () => {
  it('requests approval: draft → pending records pending_at, requester and approver', () => {
    const { deal, changed } = move(aDeal(), 'pending', {
      requestedByEmail: 'ada@example.test',
      requestedToEmail: 'bob@example.test',
    });
    expect(changed).toBe(true);
    expect(deal).toMatchObject({
      status: 'pending',
      pendingAt: NOW,
      requestedByEmail: 'ada@example.test',
      requestedToEmail: 'bob@example.test',
      updatedAt: NOW,
    });
  });

  it('a space key requesting approval leaves requested_by null', () => {
    expect(move(aDeal(), 'pending').deal.requestedByEmail).toBeNull();
  });

  it('pending → approved records the approved stage date and keeps the request', () => {
    const pending = aDeal({ status: 'pending', pendingAt: EARLIER, requestedByEmail: 'ada@example.test' });
    const { deal } = move(pending, 'approved');
    expect(deal).toMatchObject({ status: 'approved', pendingAt: EARLIER, approvedAt: NOW });
    expect(deal.requestedByEmail).toBe('ada@example.test');
  });

  it('pending → draft clears later-stage dates and carries redraft_reason', () => {
    const pending = aDeal({
      status: 'pending',
      pendingAt: EARLIER,
      requestedByEmail: 'ada@example.test',
      requestedToEmail: 'bob@example.test',
    });
    const { deal } = move(pending, 'draft', { reason: 'margin too thin' });
    expect(deal).toMatchObject({
      status: 'draft',
      pendingAt: null,
      approvedAt: null,
      progressedAt: null,
      closedAt: null,
      redraftReason: 'margin too thin',
      requestedByEmail: null,
      requestedToEmail: null,
    });
  });

  it('a move to draft without a reason leaves redraft_reason null', () => {
    const { deal } = move(aDeal({ status: 'approved', redraftReason: 'old' }), 'draft');
    expect(deal.redraftReason).toBeNull();
  });

  it.each(['won', 'lost', 'abandoned'] as const)('%s records closed_at and carries closed_reason', (to) => {
    const progressed = aDeal({ status: 'progressed', pendingAt: 1, approvedAt: 2, progressedAt: 3 });
    const { deal } = move(progressed, to, { reason: 'customer signed' });
    expect(deal).toMatchObject({
      status: to,
      closedAt: NOW,
      closedReason: 'customer signed',
      progressedAt: 3,
    });
  });

  it('reopening a closed deal as draft clears closed_at and closed_reason', () => {
    const won = aDeal({ status: 'won', pendingAt: 1, approvedAt: 2, closedAt: 4, closedReason: 'signed' });
    const { deal } = move(won, 'draft');
    expect(deal).toMatchObject({ closedAt: null, closedReason: null, pendingAt: null, approvedAt: null });
  });

  it('moving back to an earlier stage clears the dates of the later ones only', () => {
    const won = aDeal({ status: 'won', pendingAt: 1, approvedAt: 2, progressedAt: 3, closedAt: 4 });
    const result = transition(won, { to: 'approved', source: 'webhook', now: NOW });
    expect(result.ok && result.value.deal).toMatchObject({
      pendingAt: 1,
      approvedAt: NOW,
      progressedAt: null,
      closedAt: null,
      closedReason: null,
    });
  });

  it('moving to the current status changes nothing, not even updated_at', () => {
    const pending = aDeal({ status: 'pending', pendingAt: EARLIER });
    const result = transition(pending, { to: 'pending', source: 'webhook', now: NOW });
    expect(result).toEqual({ ok: true, value: { deal: pending, changed: false } });
  });

  it('refuses the requester a decision on their own request (the approval gate)', () => {
    const pending = aDeal({ status: 'pending', requestedByEmail: 'ria@example.test' });
    const mover = { kind: 'member', email: 'ria@example.test', role: 'owner' } as const;
    const result = transition(pending, { to: 'approved', source: 'application', mover, now: NOW });
    expect(result).toEqual({ ok: false, error: { kind: 'ApprovalGate', refusal: 'requester' } });
    const fromWebhook = transition(pending, { to: 'approved', source: 'webhook', now: NOW });
    expect(fromWebhook.ok).toBe(true);
  });

  describe('a withdrawal: the requester moves their own pending deal back to draft', () => {
    const pending = aDeal({
      status: 'pending',
      pendingAt: EARLIER,
      requestedByEmail: 'ria@example.test',
      requestedToEmail: 'ana@example.test',
    });
    const ria = { kind: 'member', email: 'Ria@example.test', role: 'member' } as const;
    const withdraw = (reason: string | null) =>
      transition(pending, { to: 'draft', source: 'application', mover: ria, now: NOW, reason });

    it('is a move to draft like any other, the reason kept as redraft_reason', () => {
      expect(withdraw('priced the wrong scope')).toEqual({
        ok: true,
        value: {
          changed: true,
          deal: {
            ...pending,
            status: 'draft',
            pendingAt: null,
            redraftReason: 'priced the wrong scope',
            requestedByEmail: null,
            requestedToEmail: null,
            updatedAt: NOW,
          },
        },
      });
    });

    it.each([null, '', '   '])('needs a reason (%p is a 400 naming reason)', (reason) => {
      expect(withdraw(reason)).toEqual({
        ok: false,
        error: {
          kind: 'Validation',
          issues: [{ path: ['reason'], message: 'is required to withdraw your own request for approval' }],
        },
      });
    });

    it('approving and abandoning stay refused to the requester, with or without a reason', () => {
      for (const to of ['approved', 'abandoned'] as const) {
        const reason = to === 'abandoned' ? 'no longer needed' : null;
        expect(transition(pending, { to, source: 'application', mover: ria, now: NOW, reason })).toEqual({
          ok: false,
          error: { kind: 'ApprovalGate', refusal: 'requester' },
        });
      }
    });

    it('a send-back by someone else still needs no reason', () => {
      expect(move(pending, 'draft').deal.redraftReason).toBeNull();
    });
  });

  it('refuses a move the application does not allow, naming both statuses', () => {
    const result = transition(aDeal(), { to: 'won', source: 'application', mover: OWNER, now: NOW });
    expect(result).toEqual({ ok: false, error: { kind: 'TransitionNotAllowed', from: 'draft', to: 'won' } });
  });

  it('refuses a reason on a move that cannot carry one', () => {
    const result = transition(aDeal({ status: 'pending' }), {
      to: 'approved',
      source: 'application',
      mover: OWNER,
      now: NOW,
      reason: 'looks fine',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toEqual({
      kind: 'Validation',
      issues: [{ path: ['reason'], message: 'applies only to a move to draft, won, lost or abandoned' }],
    });
  });

  it('the application table allows exactly the documented moves', () => {
    for (const from of DEAL_STATUSES) {
      for (const to of DEAL_STATUSES) {
        if (from === to) continue;
        const result = transition(aDeal({ status: from }), {
          to,
          source: 'application',
          mover: OWNER,
          now: NOW,
        });
        expect(result.ok).toBe(APPLICATION_TRANSITIONS[from].includes(to));
      }
    }
  });

  const status = fc.constantFrom(...DEAL_STATUSES);

  it('an incoming webhook may set any status from any status', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        const result = transition(aDeal({ status: from }), { to, source: 'webhook', now: NOW });
        return result.ok && result.value.deal.status === to;
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('after any move, stage dates describe a path: no date set beyond the current stage', () => {
    const order: Record<DealStatus, number> = {
      draft: 0,
      pending: 1,
      approved: 2,
      progressed: 3,
      won: 4,
      lost: 4,
      abandoned: 4,
    };
    fc.assert(
      fc.property(fc.array(status, { minLength: 1, maxLength: 12 }), (path) => {
        let deal = aDeal();
        for (const to of path) {
          const result = transition(deal, { to, source: 'webhook', now: NOW });
          if (!result.ok) return false;
          deal = result.value.deal;
        }
        const stage = order[deal.status];
        const dates = [deal.pendingAt, deal.approvedAt, deal.progressedAt, deal.closedAt];
        return dates.every((date, index) => (index + 1 > stage ? date === null : true));
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});
