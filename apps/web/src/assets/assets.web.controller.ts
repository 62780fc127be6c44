import { Get, Param, Query, Res } from '@nestjs/common';
import { HttpProblem, type HttpResponse } from '@deal/nest-kit';
import { SignedOutOk, WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { assetFile } from './asset-files';

const FOR_GOOD = 'public, max-age=31536000, immutable';

/** The stylesheet and script. A request naming the current version may be cached for a year. */
@WebController('assets')
export class AssetsWebController {
  @Get(':name')
  @SignedOutOk()
  serve(@Param('name') name: string, @Query('v') version: unknown, @Res() response: HttpResponse): void {
    const file = assetFile(name);
    if (!file) throw new HttpProblem(404, 'not found');
    respond(response, {
      kind: 'file',
      body: file.body,
      contentType: file.contentType,
      cacheControl: version === file.version ? FOR_GOOD : 'no-cache',
    });
  }
}
