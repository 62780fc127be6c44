import { applyDecorators, Controller, SetMetadata, UseFilters, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipApiBudget, Public } from '@deal/nest-kit';
import { WebSessionGuard } from './session/web-session.guard';
import { WebExceptionFilter } from './web-exception.filter';

export const SIGNED_OUT_OK = 'web:signedOutOk';

/**
 * A controller of the web application: HTML pages behind a session cookie instead of a bearer
 * token, so the api's bearer guard steps aside and its budget does not count pages (sign-in has a
 * limit of its own), errors render as pages, and it stays out of the OpenAPI document. Handlers take the
 * response (`@Res()`) only to hand what they return to `respond` (web-response.ts).
 */
export const WebController = (path = '') =>
  applyDecorators(
    Controller(path),
    ApiExcludeController(),
    Public(),
    SkipApiBudget(),
    UseGuards(WebSessionGuard),
    UseFilters(WebExceptionFilter),
  );

/** A page or action that works without a session (sign-in, the stylesheet). */
export const SignedOutOk = () => SetMetadata(SIGNED_OUT_OK, true);
