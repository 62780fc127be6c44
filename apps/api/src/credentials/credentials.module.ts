import { Module } from '@nestjs/common';
import { CreatePersonalTokenHttpController } from './create-personal-token/create-personal-token.http.controller';
import { CreateSpaceKeyHttpController } from './create-space-key/create-space-key.http.controller';
import { ListPersonalTokensHttpController } from './list-personal-tokens/list-personal-tokens.http.controller';
import { ListSpaceKeysHttpController } from './list-space-keys/list-space-keys.http.controller';
import { RevokePersonalTokenHttpController } from './revoke-personal-token/revoke-personal-token.http.controller';
import { RevokeSpaceKeyHttpController } from './revoke-space-key/revoke-space-key.http.controller';

/** Personal access tokens of the calling user, and API keys of a space (SPEC §2.4, CONTRACT §2). */
@Module({
  controllers: [
    CreatePersonalTokenHttpController,
    ListPersonalTokensHttpController,
    RevokePersonalTokenHttpController,
    CreateSpaceKeyHttpController,
    ListSpaceKeysHttpController,
    RevokeSpaceKeyHttpController,
  ],
})
export class CredentialsModule {}
