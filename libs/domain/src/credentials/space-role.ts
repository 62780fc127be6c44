/** CONTRACT §2: the roles of a space member, most powerful first. */
export const SPACE_ROLES = ['owner', 'admin', 'member'] as const;
export type SpaceRole = (typeof SPACE_ROLES)[number];

export function isSpaceRole(value: unknown): value is SpaceRole {
  return typeof value === 'string' && (SPACE_ROLES as readonly string[]).includes(value);
}

/** Owners and admins manage the space's API keys, members and automations; members do not. */
export function canManageSpace(role: SpaceRole): boolean {
  return role === 'owner' || role === 'admin';
}
