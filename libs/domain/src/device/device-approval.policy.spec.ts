import { decideApproval } from './device-approval.policy';

const NOW = Date.UTC(2026, 0, 15, 10, 0);
const pending = { status: 'pending' as const, expiresAt: NOW + 1 };

describe('decideApproval', () => {
  it('approves a pending code for the person answering', () => {
    expect(decideApproval(pending, { approve: true, userId: 'usr_1' }, NOW)).toEqual({
      outcome: 'decided',
      status: 'approved',
      decidedAt: NOW,
      decidedBy: 'usr_1',
    });
  });

  it('denies it when the answer is no', () => {
    expect(decideApproval(pending, { approve: false, userId: 'usr_1' }, NOW)).toEqual({
      outcome: 'decided',
      status: 'denied',
      decidedAt: NOW,
      decidedBy: 'usr_1',
    });
  });

  it('refuses an expired code; expiry is inclusive', () => {
    expect(decideApproval(pending, { approve: true, userId: 'usr_1' }, NOW + 1)).toEqual({
      outcome: 'expired',
    });
  });

  it.each(['approved', 'denied'] as const)('a code already %s stays so, for either answer', (status) => {
    for (const approve of [true, false]) {
      expect(decideApproval({ status, expiresAt: NOW + 1 }, { approve, userId: 'usr_2' }, NOW)).toEqual({
        outcome: 'already_decided',
        status,
      });
      expect(decideApproval({ status, expiresAt: NOW }, { approve, userId: 'usr_2' }, NOW)).toEqual({
        outcome: 'already_decided',
        status,
      });
    }
  });
});
