import { Get, Inject, Param, Query, Res } from '@nestjs/common';
import type { Clock, UnitOfWork } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { SpaceSettingsPage } from './space-settings.page';
import { spaceSettingsProps } from './space-settings.props';

/** What each `?done=` of a redirect back to the settings says. */
const NOTICES: Readonly<Record<string, string>> = {
  created: 'Space created. You are its owner.',
  renamed: 'Space renamed.',
  invited: 'Invitation sent.',
  revoked: 'Invitation withdrawn.',
};

/** The settings index of a space: any member sees it; a stranger gets the 404 page. */
@WebController(':space/settings')
export class SpaceSettingsWebController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  async index(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query('done') done: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const props = await spaceSettingsProps({ uow: this.uow, clock: this.clock }, web, spaceId);
    const notice = typeof done === 'string' ? NOTICES[done] : undefined;
    respond(response, page(SpaceSettingsPage({ ...props, ...(notice && { notice }) })));
  }
}
