import { ApiProperty } from '@nestjs/swagger';
import { ROLE_UNITS, type KeysetPage, type Role } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

/** A role of a space, as the API shows it (issue 25: `{id, name, unit, archived}`). */
export class RoleDto {
  @ApiProperty({ example: 'rol_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'Developer' })
  name!: string;
  @ApiProperty({
    enum: ROLE_UNITS,
    description: 'What an estimate of this role counts, and what its rates are per.',
  })
  unit!: string;
  @ApiProperty({
    description: 'Archived: takes no new estimate nor new rate; the deals that use it keep it.',
  })
  archived!: boolean;
}

export class RolePageDto {
  @ApiProperty({ type: [RoleDto] })
  items!: RoleDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export const toRoleDto = (role: Role): RoleDto => ({
  id: role.id,
  name: role.name,
  unit: role.unit,
  archived: role.archived,
});

export const toRolePageDto = (page: KeysetPage<Role>): RolePageDto => ({
  items: page.items.map(toRoleDto),
  next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
});
