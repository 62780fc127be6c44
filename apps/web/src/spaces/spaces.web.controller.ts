import { Body, Get, Param, Post, Res } from '@nestjs/common';
import {
  acceptInvitation,
  createSpace,
  declineAllInvitations,
  declineInvitation,
  DEFAULT_SPACE_CURRENCY,
  removeInvitationBlock,
} from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { fieldErrorsOf } from '../form-refusal';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { NewSpacePage } from './new-space.page';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * A new space, and the answers to an invitation, over the same use cases as POST /v1/spaces,
 * /v1/invitations/{id}/accept|decline, /v1/invitations/decline-all and DELETE
 * /v1/invitation-blocks/{space}: someone else's or an expired invitation is the 404 page. A
 * `block` field (a button's value) declines and blocks.
 */
@WebController()
export class SpacesWebController {
  constructor(@InjectWeb('spaces') private readonly spaces: WebParts['spaces']) {}

  @Get('spaces/new')
  form(@Signed() web: WebContext, @Res() response: HttpResponse): void {
    respond(response, page(NewSpacePage({ web, name: '', currency: DEFAULT_SPACE_CURRENCY, errors: {} })));
  }

  @Post('spaces/new')
  async create(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const fields = new FormFields(body);
    const name = fields.text('name');
    // A form without the field (or left blank): the default, as for POST /v1/spaces.
    const currency = fields.text('currency');
    const created = await createSpace(this.spaces.create, web.actor, {
      name,
      ...(currency === '' ? {} : { currency }),
    });
    if (created.ok) return respond(response, redirect(`/${created.value.space.id}/settings?done=created`));
    if (created.error.kind === 'Conflict') {
      // The space limit: said on the form, as the API's 409 says it.
      const errors = { name: created.error.message };
      return respond(response, page(NewSpacePage({ web, name, currency, errors }), { status: 409 }));
    }
    const errors = fieldErrorsOf(created.error);
    respond(response, page(NewSpacePage({ web, name, currency, errors }), { status: 400 }));
  }

  @Post('invitations/:id/accept')
  async accept(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const accepted = await acceptInvitation(this.spaces.answerInvitation, web.actor, id);
    if (!accepted.ok) throw new DomainErrorException(accepted.error);
    respond(response, redirect(`/${accepted.value.space.id}/deals`));
  }

  @Post('invitations/decline-all')
  async declineAll(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const block = new FormFields(body).checked('block');
    const declined = await declineAllInvitations(this.spaces.answerInvitation, web.actor, { block });
    if (!declined.ok) throw new DomainErrorException(declined.error);
    respond(response, redirect(`/spaces?declined=${block ? 'all-blocked' : 'all'}`));
  }

  @Post('invitations/:id/decline')
  async decline(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const block = new FormFields(body).checked('block');
    const declined = await declineInvitation(this.spaces.answerInvitation, web.actor, id, { block });
    if (!declined.ok) throw new DomainErrorException(declined.error);
    respond(response, redirect(`/spaces?declined=${block ? 'blocked' : '1'}`));
  }

  @Post('invitation-blocks/:space/remove')
  async unblock(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const removed = await removeInvitationBlock(this.spaces.blocks, web.actor, spaceId);
    if (!removed.ok) throw new DomainErrorException(removed.error);
    respond(response, redirect('/spaces?unblocked=1'));
  }
}
