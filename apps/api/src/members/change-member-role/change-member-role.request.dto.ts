import type { SpaceRole } from '@deal/domain';
import { RoleField } from '../member-role.rules';

export class ChangeMemberRoleRequestDto {
  @RoleField('The new role. Only an owner may grant the owner role or change an owner.')
  role!: SpaceRole;
}
