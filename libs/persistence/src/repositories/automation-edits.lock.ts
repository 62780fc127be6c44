/**
 * One transaction-scoped advisory lock per space guards its automations against edits while deal
 * changes read them: deal changes share it (they never wait for each other), an edit takes it
 * alone. An advisory lock, not row locks, because an edit may create rows a row lock could not
 * have covered; two spaces whose ids hash alike only queue a little more.
 *
 * `spaceId` is the SQL that yields the space's id: a parameter (`$1`) or a column (`space_id`).
 */
export const spaceAutomationsLock = (spaceId: string) =>
  `hashtextextended('dps:automations:' || ${spaceId}, 0)`;

/** Shared: deal changes reading the automations (docs/automations.md). */
export const holdAutomationEdits = (spaceId: string) =>
  `pg_advisory_xact_lock_shared(${spaceAutomationsLock(spaceId)})`;

/** Alone: every write of an automation. */
export const lockAutomationsForEdit = (spaceId: string) =>
  `pg_advisory_xact_lock(${spaceAutomationsLock(spaceId)})`;
