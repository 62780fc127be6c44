import { Get, Query, Res } from '@nestjs/common';
import {
  listInvitationBlocks,
  listMyInvitations,
  type InvitationBlockView,
  type InvitationView,
} from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { SpacesPage } from './spaces.page';
import { InjectWeb, type WebParts } from '../web.parts';

/** As many invitations as a person can sensibly answer on one page. */
const INVITATIONS_SHOWN = 50;

/**
 * The front page: straight to the deals of a person's only space, else the list of spaces, which
 * is also where invitations wait, so anyone with one lands there after signing in.
 */
@WebController()
export class HomeWebController {
  constructor(@InjectWeb('spaces') private readonly spaceWork: WebParts['spaces']) {}

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
    @Query('unblocked') unblocked: unknown,
    @Query('deleted') deleted: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const invitations = await this.invitationsOf(web);
    const blocks = await this.blocksOf(web);
    const notice = deleted !== undefined ? 'Space deleted.' : noticeFor(declined, unblocked);
    respond(response, page(SpacesPage({ web, invitations, blocks, notice })));
  }

  private async blocksOf(web: WebContext): Promise<readonly InvitationBlockView[]> {
    const listed = await listInvitationBlocks(this.spaceWork.blocks, web.actor, {
      limit: INVITATIONS_SHOWN,
      afterId: null,
    });
    return listed.ok ? listed.value.items : [];
  }

  private async invitationsOf(web: WebContext): Promise<readonly InvitationView[]> {
    const listed = await listMyInvitations(this.spaceWork.listInvitations, web.actor, {
      limit: INVITATIONS_SHOWN,
      afterId: null,
    });
    return listed.ok ? listed.value.items : [];
  }
}

/** What the last answer did, from the redirect's query (anything else shows nothing). */
function noticeFor(declined: unknown, unblocked: unknown): string | undefined {
  if (unblocked !== undefined) return 'Unblocked: that space may invite you again.';
  switch (declined) {
    case undefined:
      return undefined;
    case 'blocked':
      return 'Invitation declined. That space cannot invite you again.';
    case 'all':
      return 'All invitations declined.';
    case 'all-blocked':
      return 'All invitations declined. Those spaces cannot invite you again.';
    default:
      return 'Invitation declined.';
  }
}
