import { SpaceNameRequestDto } from '../space-name.request.dto';

/** POST /v1/spaces: its own class names it in the OpenAPI document. */
export class CreateSpaceRequestDto extends SpaceNameRequestDto {}
