import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { SPACE_ROLES } from '@deal/domain';

/** Describes a required `role` field: one of the space roles (CONTRACT §2; the domain checks it). */
export const RoleField = (description: string) =>
  applyDecorators(ApiProperty({ enum: SPACE_ROLES, description }));
