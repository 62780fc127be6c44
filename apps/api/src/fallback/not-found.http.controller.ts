import { All, Controller } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public, FALLBACK_ROUTE, HttpProblem } from '@deal/nest-kit';

/**
 * Every path no other route matches: a 404 `{message}` that still passes the rate limiter (so the
 * whole surface is counted). Must be the last controller registered (see app.module.ts).
 */
@ApiExcludeController()
@Controller()
export class NotFoundHttpController {
  @All(FALLBACK_ROUTE)
  @Public()
  notFound(): never {
    throw new HttpProblem(404, 'not found');
  }
}
