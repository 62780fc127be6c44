import { Get, Query, Res } from '@nestjs/common';
import { listMyInvitations, type InvitationView } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { SpacesPage } from './spaces.page';
import { InjectApi, type ApiComposition } from '../../api.composition';

/** As many invitations as a person can sensibly answer on one page. */
const INVITATIONS_SHOWN = 50;

/**
 * The front page: straight to the deals of a person's only space, else the list of spaces, which
 * is also where invitations wait, so anyone with one lands there after signing in.
 */
@WebController()
export class HomeWebController {
  constructor(@InjectApi('spaces') private readonly spaceWork: ApiComposition['spaces']) {}

  @Get()
  async home(@Signed() web: WebContext, @Res() response: HttpResponse): Promise<void> {
    const [only, ...others] = web.spaces;
    const invited = (await this.invitationsOf(web)).length > 0;
    respond(
      response,
      only && others.length === 0 && !invited ? redirect(`/${only.space.id}/deals`) : redirect('/spaces'),
    );
  }

  @Get('spaces')
  async spaces(
    @Signed() web: WebContext,
    @Query('declined') declined: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const invitations = await this.invitationsOf(web);
    respond(response, page(SpacesPage({ web, invitations, declined: declined !== undefined })));
  }

  private async invitationsOf(web: WebContext): Promise<readonly InvitationView[]> {
    const listed = await listMyInvitations(this.spaceWork.listInvitations, web.actor, {
      limit: INVITATIONS_SHOWN,
      afterId: null,
    });
    return listed.ok ? listed.value.items : [];
  }
}
