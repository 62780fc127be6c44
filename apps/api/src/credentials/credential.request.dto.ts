import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CREDENTIAL_SCOPES,
  MAX_CREDENTIAL_NAME_LENGTH,
  MAX_EXPIRES_IN_DAYS,
  type CredentialScope,
} from '@deal/domain';

/**
 * The body that mints a personal token or a space key, as OpenAPI describes it. The domain decides
 * (`parseCredentialRequest`, then credential-terms.policy.ts); this class only describes.
 */
export class CredentialRequestDto {
  @ApiProperty({
    minLength: 1,
    maxLength: MAX_CREDENTIAL_NAME_LENGTH,
    example: 'CI deploys',
    description: 'What the credential is for; surrounding spaces are trimmed.',
  })
  name!: string;

  @ApiProperty({
    enum: CREDENTIAL_SCOPES,
    description: '`read` may only read; `read_write` may also change things.',
  })
  scope!: CredentialScope;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_EXPIRES_IN_DAYS,
    nullable: true,
    description: 'Lifetime in days of 24 h from now. Left out or null: the credential never expires.',
  })
  expires_in_days?: number | null;
}
