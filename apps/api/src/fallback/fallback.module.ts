import { Module } from '@nestjs/common';
import { NotFoundHttpController } from './not-found.http.controller';

/** The catch-all 404 controller, one level below FallbackModule (see there why). */
@Module({ controllers: [NotFoundHttpController] })
class NotFoundRouteModule {}

/**
 * The catch-all 404 route. Imported last by AppModule: routes register in module order. Nest
 * inserts the imports of a dynamic module (AppModule.register) all at once, before any of their
 * own imports, so a controller declared here would come before the routes of feature sub-modules
 * (the web application's areas, imported by WebModule). One level down, its module is inserted
 * only when this one is scanned, after every feature and its sub-modules.
 */
@Module({ imports: [NotFoundRouteModule] })
export class FallbackModule {}
