import { ApiPropertyOptional } from '@nestjs/swagger';
import { CREDENTIAL_SCOPES, DEFAULT_DEVICE_SCOPE, MAX_CLIENT_ID, type CredentialScope } from '@deal/domain';

/** Describes the body for OpenAPI; `parseDeviceCodeRequest` (domain) decides. */
export class RequestDeviceCodeRequestDto {
  @ApiPropertyOptional({
    enum: CREDENTIAL_SCOPES,
    default: DEFAULT_DEVICE_SCOPE,
    description:
      'Scope of the personal token the device gets once a person approves. Default `read_write`, ' +
      'which the command-line tool needs (it reschedules deals).',
  })
  scope?: CredentialScope;

  @ApiPropertyOptional({
    maxLength: MAX_CLIENT_ID,
    description: 'Accepted and ignored, so stock RFC 8628 clients work: there is no client registration.',
  })
  client_id?: string;
}
