import { ApiProperty } from '@nestjs/swagger';
import { CREDENTIAL_SCOPES, type IssuedCredential, type KeysetPage, type PersonalToken } from '@deal/domain';
import { encodeCursor } from '@deal/nest-kit';

const EPOCH = 'Epoch milliseconds (UTC)';

/** A personal token as listed: never its secret nor its hash; every field present, null when unset. */
export class PersonalTokenDto {
  @ApiProperty({ example: 'tok_0Fz3AbCdEfGhIjKlMnOpQr' })
  id!: string;
  @ApiProperty({ example: 'CI deploys' })
  name!: string;
  @ApiProperty({ enum: CREDENTIAL_SCOPES })
  scope!: string;
  @ApiProperty({ description: EPOCH, example: 1763800000000 })
  created_at!: number;
  @ApiProperty({ type: Number, nullable: true, description: `${EPOCH}; null: never expires.` })
  expires_at!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: `${EPOCH}, to the minute; null: never used.`,
  })
  last_used_at!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: `${EPOCH}; null: not revoked.` })
  revoked_at!: number | null;
}

export class CreatedPersonalTokenDto extends PersonalTokenDto {
  @ApiProperty({
    example: 'svcp_kCIYmYWSU8Oszp9eSbSfLKpLl9wtDj2MEn2r',
    description: 'The token. Shown only in this response: it is stored as a hash and cannot be read again.',
  })
  token!: string;
}

export class PersonalTokenPageDto {
  @ApiProperty({ type: [PersonalTokenDto] })
  items!: PersonalTokenDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as `cursor` for the next page; null on the last.',
  })
  next_cursor!: string | null;
}

export function toPersonalTokenDto(token: PersonalToken): PersonalTokenDto {
  return {
    id: token.id,
    name: token.name,
    scope: token.scope,
    created_at: token.createdAt,
    expires_at: token.expiresAt,
    last_used_at: token.lastUsedAt,
    revoked_at: token.revokedAt,
  };
}

export function toCreatedPersonalTokenDto(issued: IssuedCredential<PersonalToken>): CreatedPersonalTokenDto {
  return { token: issued.token, ...toPersonalTokenDto(issued.credential) };
}

export function toPersonalTokenPageDto(page: KeysetPage<PersonalToken>): PersonalTokenPageDto {
  return {
    items: page.items.map(toPersonalTokenDto),
    next_cursor: page.nextAfterId === null ? null : encodeCursor(page.nextAfterId),
  };
}
