import { CredentialRequestDto } from '../credential.request.dto';

/** POST /v1/tokens: the same fields as a space key's; its own class names it in the OpenAPI document. */
export class CreatePersonalTokenRequestDto extends CredentialRequestDto {}
