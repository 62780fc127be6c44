import { DEFAULT_SPACE_CURRENCY, type NewSpace, type Space } from '@deal/domain';
import type { SpaceRow } from '../schema/space.schema';
import { toDate, toEpoch } from './row-values';

export function spaceToDomain(row: SpaceRow): Space {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    currency: row.currency,
    createdAt: toEpoch(row.created_at),
    updatedAt: toEpoch(row.updated_at),
  };
}

export function spaceToRow(space: NewSpace): SpaceRow {
  return {
    id: space.id,
    name: space.name,
    plan: space.plan,
    currency: space.currency ?? DEFAULT_SPACE_CURRENCY,
    created_at: toDate(space.createdAt),
    updated_at: toDate(space.updatedAt),
  };
}
