import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SPACE_ROLES } from '@deal/domain';

/** A required `role` field: one of the space roles (CONTRACT §2). */
export const RoleField = (description: string) =>
  applyDecorators(
    IsIn(SPACE_ROLES, { message: `must be one of ${SPACE_ROLES.join(', ')}` }),
    ApiProperty({ enum: SPACE_ROLES, description }),
  );
