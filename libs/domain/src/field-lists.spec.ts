import { CONDITION_FIELDS, TRACKED_CONDITION_FIELDS } from './automation/condition';
import { DEAL_STATUSES } from './deal/deal-status';
import { APPLICATION_TRANSITIONS, describeApplicationTransitions } from './deal/deal-transitions';
import { INCOMING_FIELDS } from './webhook-in/incoming-payload';
import { UPDATE_DEAL_FIELDS } from './webhook-in/update-deal-fields';
import { TRACKED_FIELDS } from './outbound-webhooks/payload/tracked-changes.diff';

/**
 * The lists that must change together (issue 13): each is derived from its source or checked
 * against it here, so adding a field or a status in one place and not the other fails a test that
 * says where to look. (The migrations' CHECK constraints are checked against the same lists in
 * libs/persistence/src/schema/status-constraints.spec.ts.)
 */
describe('lists that must not drift', () => {
  it('outbound `changes` track exactly the CONTRACT §4 fields: a new condition field changes every payload', () => {
    // CONDITION_FIELDS is TRACKED_FIELDS and who made the change: a deal field conditions can test
    // is a field `changes` reports.
    // Widening it is a contract change for every receiver of outbound webhooks; update CONTRACT first.
    expect([...TRACKED_FIELDS]).toEqual([
      'name',
      'status',
      'price',
      'cost',
      'margin',
      'target_price',
      'probability',
      'start',
      'end',
      'due',
      'description',
      'owner',
    ]);
    expect(CONDITION_FIELDS).toEqual([...TRACKED_FIELDS, 'actor.type', 'actor.id']);
    expect(TRACKED_CONDITION_FIELDS).toBe(TRACKED_FIELDS);
  });

  it('an Update Deal action can apply every incoming field but the one that only matches (`id`)', () => {
    expect([...UPDATE_DEAL_FIELDS].sort()).toEqual(INCOMING_FIELDS.filter((field) => field !== 'id').sort());
    // The order the 400 "must be one of …" has always listed them in.
    expect(UPDATE_DEAL_FIELDS).toEqual([
      'status',
      'name',
      'target_price',
      'target_margin',
      'due',
      'start',
      'probability',
      'redraft_reason',
      'closed_reason',
      'external_id',
    ]);
  });

  it('the transitions table names every status, and only statuses, once', () => {
    expect(Object.keys(APPLICATION_TRANSITIONS)).toEqual([...DEAL_STATUSES]);
    for (const targets of Object.values(APPLICATION_TRANSITIONS)) {
      expect(targets.every((to) => (DEAL_STATUSES as readonly string[]).includes(to))).toBe(true);
      expect(new Set(targets).size).toBe(targets.length);
    }
  });

  it('the transitions prose of the API documentation is written from the table', () => {
    expect(describeApplicationTransitions()).toBe(
      'draft → pending, abandoned; pending → approved, draft, abandoned; ' +
        'approved → progressed, won, lost, abandoned, draft; progressed → won, lost, abandoned, draft; ' +
        'won/lost/abandoned → draft',
    );
  });
});
