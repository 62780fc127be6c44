import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'api:isPublic';

/** The route needs no credential (SPEC §5.1: GET /v1/meta; also the OpenAPI document). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
