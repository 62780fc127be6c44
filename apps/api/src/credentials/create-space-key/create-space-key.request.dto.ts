import { CredentialRequestDto } from '../credential.request.dto';

/** POST /v1/spaces/{space}/api-keys: the same fields as a personal token's; its own OpenAPI name. */
export class CreateSpaceKeyRequestDto extends CredentialRequestDto {}
