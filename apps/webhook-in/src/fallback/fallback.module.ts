import { Module } from '@nestjs/common';
import { NotFoundHttpController } from './not-found.http.controller';

/** The catch-all 404 controller, one level below FallbackModule (see there why). */
@Module({ controllers: [NotFoundHttpController] })
class NotFoundRouteModule {}

/**
 * The catch-all 404 route, imported last: routes register in module order, and the imports of a
 * dynamic module are inserted together before any of their own imports, so one level down this
 * route comes after the probes' (as in the api's FallbackModule).
 */
@Module({ imports: [NotFoundRouteModule] })
export class FallbackModule {}
