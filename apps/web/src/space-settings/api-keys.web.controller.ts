import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { createSpaceKey, listSpaceKeys, readSpace, revokeSpaceKey } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { credentialPage, nextPageLink } from '../account/credential-paging';
import { BLANK_CREDENTIAL_FORM, credentialRequestFrom } from '../account/credential.form';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { fieldErrorsOf } from '../form-refusal';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { ApiKeysPage, apiKeysPath, type ApiKeysPageProps } from './api-keys.page';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * Space settings > API keys, over the same use cases as /v1/spaces/{space}/api-keys: they answer
 * anyone but an owner or admin NotFound, which renders as the 404 page.
 */
@WebController(':space/settings/api-keys')
export class ApiKeysWebController {
  constructor(@InjectWeb('credentials') private readonly credentials: WebParts['credentials']) {}

  @Get()
  async list(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query('cursor') cursor: unknown,
    @Query('revoked') revokedId: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const props = await this.pageProps(web, spaceId, cursor);
    const revoked = props.keys.find((key) => key.id === revokedId && key.revokedAt !== null);
    respond(response, page(ApiKeysPage({ ...props, ...(revoked && { revoked: revoked.name }) })));
  }

  @Post()
  async create(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { request, values } = credentialRequestFrom(new FormFields(body));
    const result = await createSpaceKey(this.credentials.issue, web.actor, spaceId, request);
    if (result.ok) {
      const created = { name: result.value.credential.name, key: result.value.token };
      const props = await this.pageProps(web, spaceId, undefined);
      return respond(response, page(ApiKeysPage({ ...props, created }), { status: 201 }));
    }
    const errors = fieldErrorsOf(result.error);
    const props = await this.pageProps(web, spaceId, undefined);
    respond(response, page(ApiKeysPage({ ...props, form: values, errors }), { status: 400 }));
  }

  @Post(':id/revoke')
  async revoke(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const result = await revokeSpaceKey(this.credentials.revoke, web.actor, spaceId, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    respond(response, redirect(`${apiKeysPath(spaceId)}?revoked=${encodeURIComponent(id)}`));
  }

  /** The keys page as the use case allows it: owners and admins only, anyone else a 404. */
  private async pageProps(web: WebContext, spaceId: string, cursor: unknown): Promise<ApiKeysPageProps> {
    const listed = await listSpaceKeys(this.credentials.reads, web.actor, spaceId, credentialPage(cursor));
    if (!listed.ok) throw new DomainErrorException(listed.error);
    const read = await readSpace({ repos: this.credentials.reads }, web.actor, spaceId);
    if (!read.ok) throw new DomainErrorException(read.error);
    const { space } = read.value;
    return {
      web,
      space,
      keys: listed.value.items,
      now: this.credentials.clock.now(),
      nextPage: nextPageLink(apiKeysPath(spaceId), listed.value.nextAfterId),
      form: BLANK_CREDENTIAL_FORM,
      errors: {},
    };
  }
}
