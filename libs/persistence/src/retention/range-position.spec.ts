import { nextRangePosition } from './prune-expired-rows';

/** When a range-walking prune statement goes on, and from where (pure). */
describe('nextRangePosition', () => {
  const full = { read: 500, last_at: '2026-10-01 09:00:00.123456+00', last_id: 'dlv_9' };

  it('goes on after the last row of a full batch, keeping the time exactly as PostgreSQL wrote it', () => {
    expect(nextRangePosition(full, 500)).toEqual({ at: '2026-10-01 09:00:00.123456+00', id: 'dlv_9' });
  });

  it('goes on after a full batch that deleted nothing (rows still needed, or held elsewhere)', () => {
    expect(nextRangePosition({ ...full, deleted: 0 } as typeof full, 500)).not.toBeNull();
  });

  it('stops after a batch that read fewer rows than it could: nothing is left past the cutoff', () => {
    expect(nextRangePosition({ ...full, read: 499 }, 500)).toBeNull();
    expect(nextRangePosition({ read: 0, last_at: null, last_id: null }, 500)).toBeNull();
  });

  it('stops when the statement answered no row at all', () => {
    expect(nextRangePosition(undefined, 500)).toBeNull();
  });
});
