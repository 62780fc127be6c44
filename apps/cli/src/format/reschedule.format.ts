import type { Deal, RescheduleResult } from '../http/api-types';
import { formatDate } from './date.format';
import { terminalSafe } from './terminal-text';

/** What the text reads of a reschedule's answer: of its deal, the id, name and status. */
export type RescheduleView = Omit<RescheduleResult, 'deal'> & {
  readonly deal: Pick<Deal, 'id' | 'name' | 'status'>;
};

/** `deal reschedule` without `--json`: what moved, or that nothing did. */
export function renderReschedule(result: RescheduleView): string {
  const deal = `${result.deal.id} (${terminalSafe(result.deal.name)})`;
  if (!result.changed) {
    return `No change: deal ${deal} already starts on ${formatDate(result.start)}; nothing was written.\n`;
  }
  const phases = result.phases_moved.map((phase) => terminalSafe(phase.name));
  const version = result.version_created
    ? 'created (a snapshot taken before the move)'
    : result.deal.status === 'draft'
      ? 'not created (draft deals are not versioned)'
      : 'not created';
  return [
    `Rescheduled deal ${deal}`,
    `  start          ${formatDate(result.previous_start)} -> ${formatDate(result.start)}`,
    `  version        ${version}`,
    `  phases moved   ${phases.length > 0 ? phases.join(', ') : 'none'}`,
    '',
  ].join('\n');
}
