import type { SpaceItem } from '../http/api-types';
import { formatDateTime } from './date.format';
import { renderTable } from './table.format';

/** `spaces list` without `--json`. */
export function renderSpaces(spaces: readonly SpaceItem[]): string {
  if (spaces.length === 0) return 'No spaces.\n';
  return renderTable(
    ['id', 'name', 'role', 'member', 'plan', 'currency', 'updated'],
    spaces.map((space) => [
      space.id,
      space.name,
      space.role ?? '-',
      space.is_member ? 'yes' : 'no',
      space.plan,
      space.currency,
      formatDateTime(space.updated_at),
    ]),
  );
}
