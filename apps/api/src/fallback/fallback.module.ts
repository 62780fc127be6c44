import { Module } from '@nestjs/common';
import { NotFoundHttpController } from './not-found.http.controller';

/** The catch-all 404 route. Imported last by AppModule: routes register in module order. */
@Module({ controllers: [NotFoundHttpController] })
export class FallbackModule {}
