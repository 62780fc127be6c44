/** The units a role's effort is estimated in; a rate card's rates are per unit. */
export const ROLE_UNITS = ['hour', 'day'] as const;
export type RoleUnit = (typeof ROLE_UNITS)[number];

export function isRoleUnit(value: unknown): value is RoleUnit {
  return typeof value === 'string' && (ROLE_UNITS as readonly string[]).includes(value);
}

/**
 * A role of a space (Designer, Developer): what rate cards put a cost and a price on, and what an
 * effort estimate counts. It is never deleted: archived, it takes no new estimate and no new rate,
 * while the deals that use it keep pricing with it.
 */
export interface Role {
  readonly id: string;
  readonly spaceId: string;
  readonly name: string;
  readonly unit: RoleUnit;
  readonly archived: boolean;
  readonly createdAt: number;
  readonly updatedAt: number;
}
