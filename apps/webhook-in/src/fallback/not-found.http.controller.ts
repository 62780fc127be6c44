import { All, Controller } from '@nestjs/common';
import { FALLBACK_ROUTE, HttpProblem } from '@deal/nest-kit';

/**
 * Every path no other route matches (and other methods on the webhook path): `404 {message}`.
 * Must be the last controller registered (see webhook-in.module.ts).
 */
@Controller()
export class NotFoundHttpController {
  @All(FALLBACK_ROUTE)
  notFound(): never {
    throw new HttpProblem(404, 'not found');
  }
}
