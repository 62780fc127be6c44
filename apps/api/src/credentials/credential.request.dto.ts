import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CREDENTIAL_RULE_MESSAGES as MESSAGES,
  CREDENTIAL_SCOPES,
  MAX_CREDENTIAL_NAME_LENGTH,
  MAX_EXPIRES_IN_DAYS,
  type CredentialRequest,
  type CredentialScope,
} from '@deal/domain';
import { Nullable } from '@deal/nest-kit';

/**
 * The body that mints a personal token or a space key. The limits and wording come from the
 * domain (credential-terms.policy.ts), which checks them again for callers outside HTTP.
 */
export class CredentialRequestDto {
  @IsString()
  @Matches(/\S/, { message: MESSAGES.blankName })
  @MaxLength(MAX_CREDENTIAL_NAME_LENGTH, { message: MESSAGES.longName })
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_CREDENTIAL_NAME_LENGTH,
    example: 'CI deploys',
    description: 'What the credential is for; surrounding spaces are trimmed.',
  })
  name!: string;

  @IsIn(CREDENTIAL_SCOPES, { message: MESSAGES.scope })
  @ApiProperty({
    enum: CREDENTIAL_SCOPES,
    description: '`read` may only read; `read_write` may also change things.',
  })
  scope!: CredentialScope;

  @Nullable()
  @IsInt({ message: MESSAGES.expiresInDays })
  @Min(1, { message: MESSAGES.expiresInDays })
  @Max(MAX_EXPIRES_IN_DAYS, { message: MESSAGES.expiresInDays })
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_EXPIRES_IN_DAYS,
    nullable: true,
    description: 'Lifetime in days of 24 h from now. Left out or null: the credential never expires.',
  })
  expires_in_days?: number | null;
}

export function credentialRequestOf(body: CredentialRequestDto): CredentialRequest {
  return { name: body.name, scope: body.scope, expiresInDays: body.expires_in_days ?? null };
}
