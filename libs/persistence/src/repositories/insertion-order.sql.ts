/**
 * The `created_at` of a deal's new phase or estimate, which orders them (ORDER BY created_at, id):
 * clock_timestamp() (not now(): rows inserted in one transaction keep their order), or a
 * microsecond after the deal's last one where the clock has not moved on. The embedded database's
 * clock moves in whole milliseconds, and two rows added within one would otherwise fall back to id
 * order. Both writes lock the deal first, so two inserts for one deal never race here. Served by
 * the (deal_id, created_at, id) index of each table. `dealId`: the placeholder of the new row's
 * deal id in the statement (`$2` in the plain inserts; further on where the insert is a WITH part of
 * a larger statement).
 */
export const insertionTime = (table: 'phases' | 'estimates', dealId = '$2'): string =>
  `greatest(clock_timestamp(), (SELECT max(created_at) FROM ${table} WHERE deal_id = ${dealId}) + interval '1 microsecond')`;
