import { Get, Param, Query, Res } from '@nestjs/common';
import type { HttpResponse } from '@deal/nest-kit';
import { InjectWeb, type WebParts } from '../web.parts';
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
  currency: 'Currency changed. Deals created from now on take it; existing deals keep theirs.',
  invited: 'Invitation sent.',
  revoked: 'Invitation withdrawn.',
};

/** The settings index of a space: any member sees it; a stranger gets the 404 page. */
@WebController(':space/settings')
export class SpaceSettingsWebController {
  constructor(@InjectWeb('spaces') private readonly spaces: WebParts['spaces']) {}

  @Get()
  async index(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query('done') done: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const props = await spaceSettingsProps(this.spaces.settings, web, spaceId);
    const notice = typeof done === 'string' ? NOTICES[done] : undefined;
    respond(response, page(SpaceSettingsPage({ ...props, ...(notice && { notice }) })));
  }
}
