import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { CREDENTIAL_SCOPES, DEFAULT_DEVICE_SCOPE, type CredentialScope } from '@deal/domain';
import { Optional } from '@deal/nest-kit';

/** Longest `client_id` taken (and ignored); RFC 8628 clients send one, this service registers none. */
export const MAX_CLIENT_ID = 200;

export class RequestDeviceCodeRequestDto {
  @Optional()
  @IsIn(CREDENTIAL_SCOPES, { message: `must be one of ${CREDENTIAL_SCOPES.join(', ')}` })
  @ApiPropertyOptional({
    enum: CREDENTIAL_SCOPES,
    default: DEFAULT_DEVICE_SCOPE,
    description:
      'Scope of the personal token the device gets once a person approves. Default `read_write`, ' +
      'which the command-line tool needs (it reschedules deals).',
  })
  scope?: CredentialScope;

  @Optional()
  @IsString()
  @MaxLength(MAX_CLIENT_ID)
  @ApiPropertyOptional({
    maxLength: MAX_CLIENT_ID,
    description: 'Accepted and ignored, so stock RFC 8628 clients work: there is no client registration.',
  })
  client_id?: string;
}
