import { Get, Res } from '@nestjs/common';
import type { HttpResponse } from '@deal/nest-kit';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { SpacesPage } from './spaces.page';

/** The front page: straight to the deals of a person's only space, else the list of spaces. */
@WebController()
export class HomeWebController {
  @Get()
  home(@Signed() web: WebContext, @Res() response: HttpResponse): void {
    const [only, ...others] = web.spaces;
    respond(
      response,
      only && others.length === 0 ? redirect(`/${only.space.id}/deals`) : redirect('/spaces'),
    );
  }

  @Get('spaces')
  spaces(@Signed() web: WebContext, @Res() response: HttpResponse): void {
    respond(response, page(SpacesPage({ web })));
  }
}
