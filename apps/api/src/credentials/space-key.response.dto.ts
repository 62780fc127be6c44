import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_SCOPES, type IssuedCredential, type KeysetPage, type SpaceKey } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

const EPOCH = 'Epoch milliseconds (UTC)';

/** A space API key as listed: never its secret nor its hash; every field present, null when unset. */
export class SpaceKeyDto {
  @ApiProperty({ example: 'tok_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'Audit system' })
  name!: string;
  @ApiProperty({ enum: CREDENTIAL_SCOPES })
  scope!: string;
  @ApiProperty({ example: 'spc_0Fz3AbCdEfGhIjKlMnOpQr' })
  space_id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'User id of the creator, kept for the audit trail (null once that user is deleted).',
  })
  created_by!: string | null;
  @ApiProperty({ description: EPOCH, example: 1763800000000 })
  created_at!: number;
  @ApiProperty({ type: Number, nullable: true, description: `${EPOCH}; null: never expires.` })
  expires_at!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: `${EPOCH}, to the minute; null: never used.` })
  last_used_at!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: `${EPOCH}; null: not revoked.` })
  revoked_at!: number | null;
}

export class CreatedSpaceKeyDto extends SpaceKeyDto {
  @ApiProperty({
    example: 'svcs_9o0RfOIJCAL0e9m78a6CnzcgJSL77B2ryKJq',
    description: 'The key. Shown only in this response: it is stored as a hash and cannot be read again.',
  })
  key!: string;
}

export class SpaceKeyPageDto {
  @ApiProperty({ type: [SpaceKeyDto] })
  items!: SpaceKeyDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toSpaceKeyDto(key: SpaceKey): SpaceKeyDto {
  return {
    id: key.id,
    name: key.name,
    scope: key.scope,
    space_id: key.spaceId,
    created_by: key.createdBy,
    created_at: key.createdAt,
    expires_at: key.expiresAt,
    last_used_at: key.lastUsedAt,
    revoked_at: key.revokedAt,
  };
}

export function toCreatedSpaceKeyDto(issued: IssuedCredential<SpaceKey>): CreatedSpaceKeyDto {
  return { key: issued.token, ...toSpaceKeyDto(issued.credential) };
}

export function toSpaceKeyPageDto(page: KeysetPage<SpaceKey>): SpaceKeyPageDto {
  return {
    items: page.items.map(toSpaceKeyDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}
