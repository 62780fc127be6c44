import { Get, Param, Res } from '@nestjs/common';
import { reachSpace } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { SpaceSettingsPage } from './space-settings.page';
import { InjectApi, type ApiComposition } from '../../api.composition';

/** The settings index of a space: any member sees it; a stranger gets the 404 page. */
@WebController(':space/settings')
export class SpaceSettingsWebController {
  constructor(@InjectApi('members') private readonly members: ApiComposition['members']) {}

  @Get()
  async index(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const { memberships, spaces } = this.members.reads;
    const access = await reachSpace({ memberships }, web.actor, spaceId);
    if (!access.ok) throw new DomainErrorException(access.error);
    const space = await spaces.findById(spaceId);
    // A session acts as a person, so a reachable space always comes with a role.
    if (space === null || access.value.role === null) {
      throw new DomainErrorException({ kind: 'NotFound', resource: 'space' });
    }
    respond(response, page(SpaceSettingsPage({ web, space, role: access.value.role })));
  }
}
