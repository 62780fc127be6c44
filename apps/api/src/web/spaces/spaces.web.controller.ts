import { Body, Get, Param, Post, Res } from '@nestjs/common';
import { acceptInvitation, createSpace, declineInvitation, DEFAULT_SPACE_CURRENCY } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { NewSpacePage } from './new-space.page';
import { InjectApi, type ApiComposition } from '../../api.composition';

/**
 * A new space, and the answers to an invitation, over the same use cases as POST /v1/spaces and
 * /v1/invitations/{id}/accept|decline: someone else's or an expired invitation is the 404 page.
 */
@WebController()
export class SpacesWebController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiComposition['spaces']) {}

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
    if (created.error.kind !== 'Validation') throw new DomainErrorException(created.error);
    const errors = issuesByField(created.error.issues);
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

  @Post('invitations/:id/decline')
  async decline(
    @Signed() web: WebContext,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const declined = await declineInvitation(this.spaces.answerInvitation, web.actor, id);
    if (!declined.ok) throw new DomainErrorException(declined.error);
    respond(response, redirect('/spaces?declined=1'));
  }
}
