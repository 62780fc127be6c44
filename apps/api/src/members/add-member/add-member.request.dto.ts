import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { SpaceRole } from '@deal/domain';
import { RoleField } from '../member-role.rules';

/** RFC 5321's limit on an address; the format itself is the domain's check. */
const MAX_EMAIL = 320;

export class AddMemberRequestDto {
  @IsString()
  @MaxLength(MAX_EMAIL)
  @ApiProperty({
    maxLength: MAX_EMAIL,
    example: 'ada@example.com',
    description: 'Email of an existing user; case and surrounding spaces are ignored.',
  })
  email!: string;

  @RoleField('Role in the space. Only an owner may add an owner.')
  role!: SpaceRole;
}
