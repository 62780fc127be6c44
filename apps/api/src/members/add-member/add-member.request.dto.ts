import { InviteRequestDto } from '../../invitations/invite/invite.request.dto';

/**
 * POST /v1/spaces/{space}/members: since issue 15 the same request as an invitation (it creates
 * one); its own class keeps the route's name in the OpenAPI document.
 */
export class AddMemberRequestDto extends InviteRequestDto {}
