import { SpaceUpdateRequestDto } from '../space-name.request.dto';

/** PATCH /v1/spaces/{space}: its own class names it in the OpenAPI document. */
export class UpdateSpaceRequestDto extends SpaceUpdateRequestDto {}
