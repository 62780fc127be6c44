import { aDeal } from '../testing/deal.mother';
import { gateRefusal, isWithdrawal, type StatusMover } from './approval-gate';

const pending = aDeal({
  status: 'pending',
  requestedByEmail: 'ria@example.test',
  requestedToEmail: 'ana@example.test',
});
const member = (email: string, role: 'owner' | 'admin' | 'member' = 'member'): StatusMover => ({
  kind: 'member',
  email,
  role,
});

describe('the pre-approval gate', () => {
  it.each(['approved', 'abandoned'] as const)(
    'refuses the requester a move to %s, even as owner or admin, in any case of the email',
    (to) => {
      expect(gateRefusal(pending, to, member('ria@example.test'))).toBe('requester');
      expect(gateRefusal(pending, to, member('RIA@Example.test', 'owner'))).toBe('requester');
      expect(gateRefusal(pending, to, member('ria@example.test', 'admin'))).toBe('requester');
    },
  );

  it('lets the requester withdraw their own request (back to draft), whatever their role', () => {
    expect(gateRefusal(pending, 'draft', member('ria@example.test'))).toBeNull();
    expect(gateRefusal(pending, 'draft', member('RIA@Example.test', 'owner'))).toBeNull();
    expect(isWithdrawal(pending, 'draft', member('Ria@example.test', 'admin'))).toBe(true);
    expect(isWithdrawal(pending, 'draft', member('ana@example.test'))).toBe(false);
    expect(isWithdrawal(pending, 'abandoned', member('ria@example.test'))).toBe(false);
    expect(isWithdrawal(pending, 'draft', { kind: 'audit_system' })).toBe(false);
    const approved = aDeal({ status: 'approved', requestedByEmail: 'ria@example.test' });
    expect(isWithdrawal(approved, 'draft', member('ria@example.test'))).toBe(false);
  });

  it('lets the requested approver, owners and admins decide', () => {
    expect(gateRefusal(pending, 'approved', member('Ana@example.test'))).toBeNull();
    expect(gateRefusal(pending, 'draft', member('owner@example.test', 'owner'))).toBeNull();
    expect(gateRefusal(pending, 'abandoned', member('admin@example.test', 'admin'))).toBeNull();
  });

  it('refuses other members and space keys; the audit system always decides', () => {
    expect(gateRefusal(pending, 'approved', member('mo@example.test'))).toBe('not_approver');
    expect(gateRefusal(pending, 'approved', { kind: 'space_key' })).toBe('space_key');
    expect(gateRefusal(pending, 'approved', { kind: 'audit_system' })).toBeNull();
  });

  it('a request made by a space key has no requester: the approver, owners and admins decide', () => {
    const byKey = aDeal({ status: 'pending', requestedByEmail: null, requestedToEmail: null });
    expect(gateRefusal(byKey, 'approved', member('owner@example.test', 'owner'))).toBeNull();
    expect(gateRefusal(byKey, 'approved', member('mo@example.test'))).toBe('not_approver');
  });

  it('does not concern deals that are not pending, nor a repeated request', () => {
    const approved = aDeal({ status: 'approved', requestedByEmail: 'ria@example.test' });
    expect(gateRefusal(approved, 'won', member('ria@example.test'))).toBeNull();
    expect(gateRefusal(approved, 'draft', { kind: 'space_key' })).toBeNull();
    expect(gateRefusal(pending, 'pending', member('ria@example.test'))).toBeNull();
  });
});
