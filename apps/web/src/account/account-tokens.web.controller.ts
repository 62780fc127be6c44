import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { fieldErrorsOf } from '../form-refusal';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { AccountTokensPage, type AccountTokensPageProps } from './account-tokens.page';
import { BLANK_CREDENTIAL_FORM, credentialRequestFrom } from './credential.form';
import { credentialPage, nextPageLink } from './credential-paging';
import { InjectWeb, type WebParts } from '../web.parts';

/** Account settings > personal tokens, over the same use cases as /v1/tokens. */
@WebController('account')
export class AccountTokensWebController {
  constructor(@InjectWeb('credentials') private readonly credentials: WebParts['credentials']) {}

  @Get('tokens')
  async list(
    @Signed() web: WebContext,
    @Query('cursor') cursor: unknown,
    @Query('revoked') revokedId: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const props = await this.pageProps(web, cursor);
    const revoked = props.tokens.find((token) => token.id === revokedId && token.revokedAt !== null);
    respond(response, page(AccountTokensPage({ ...props, ...(revoked && { revoked: revoked.name }) })));
  }

  @Post('tokens')
  async create(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { request, values } = credentialRequestFrom(new FormFields(body));
    const result = await createPersonalToken(this.credentials.issue, web.actor, request);
    if (result.ok) {
      const created = { name: result.value.credential.name, token: result.value.token };
      const props = await this.pageProps(web, undefined);
      return respond(response, page(AccountTokensPage({ ...props, created }), { status: 201 }));
    }
    const errors = fieldErrorsOf(result.error);
    const props = await this.pageProps(web, undefined);
    respond(response, page(AccountTokensPage({ ...props, form: values, errors }), { status: 400 }));
  }

  @Post('tokens/:id/revoke')
  async revoke(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const result = await revokePersonalToken(this.credentials.revoke, web.actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    respond(response, redirect(`/account/tokens?revoked=${encodeURIComponent(id)}`));
  }

  private async pageProps(web: WebContext, cursor: unknown): Promise<AccountTokensPageProps> {
    const listed = await listPersonalTokens(this.credentials.reads, web.actor, credentialPage(cursor));
    if (!listed.ok) throw new DomainErrorException(listed.error);
    return {
      web,
      tokens: listed.value.items,
      now: this.credentials.clock.now(),
      nextPage: nextPageLink('/account/tokens', listed.value.nextAfterId),
      form: BLANK_CREDENTIAL_FORM,
      errors: {},
    };
  }
}
