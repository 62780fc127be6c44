import { isDealStatus } from '@deal/domain';
import { STATUS_LABELS } from './deal-format';

/**
 * A deal's status as a badge (takes the DTO's `status`): the words carry it, the colour
 * (app.css `.badge.<status>`) only adds to them.
 */
export function StatusBadge({ status }: { status: string }) {
  return <span class={`badge ${status}`}>{isDealStatus(status) ? STATUS_LABELS[status] : status}</span>;
}
