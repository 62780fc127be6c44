import type { DatedPhase } from '@deal/domain';
import type { ComponentChildren } from 'preact';
import { formatDate } from '../views/format';

/**
 * The deal's phases in the order they were added; pinned ones say so in words. `children`: the
 * edit forms, when the deal accepts changes.
 */
export function DealPhases({
  phases,
  children,
}: {
  phases: readonly DatedPhase[];
  children?: ComponentChildren;
}) {
  return (
    <section aria-labelledby="phases-title">
      <h2 id="phases-title">Phases</h2>
      {phases.length === 0 ? (
        <p class="muted">No phases.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Phase</th>
                <th scope="col">Start</th>
                <th scope="col">End</th>
                <th scope="col">Schedule</th>
              </tr>
            </thead>
            <tbody>
              {phases.map((phase) => (
                <tr key={phase.id}>
                  <td>{phase.name}</td>
                  <td class="deal-date">{formatDate(phase.start)}</td>
                  <td class="deal-date">{formatDate(phase.end)}</td>
                  <td>
                    {phase.pinned ? (
                      <span class="badge">Pinned</span>
                    ) : (
                      <span class="muted">Follows the deal start</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p class="hint">
        A reschedule moves pinned phases by the same offset as the start; the others keep their distance from
        the start.
      </p>
      {children}
    </section>
  );
}
