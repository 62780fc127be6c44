import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { acceptInvitation, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { SpaceItemDto, toSpaceItemDto } from '../../spaces/list-spaces/list-spaces.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class AcceptInvitationHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post(':id/accept')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept an invitation: join the space',
    description:
      'Only the user whose email the invitation names (any case), before it expires; to anyone else, a space ' +
      'API key, an expired or used invitation it is 404. Answers the space as GET /v1/spaces lists it, with ' +
      'your role; a member already keeps their role. 409 `the person who invited you can no longer grant this ' +
      'role` when the inviter has since left the space, been demoted below the role or been deleted; the ' +
      'invitation stays (decline it, or ask a manager to invite you again).',
  })
  @ApiParam({ name: 'id', description: 'The invitation id.' })
  @ApiOkResponse({ type: SpaceItemDto })
  @ApiErrorResponses(401, 403, 404, 409)
  async accept(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<SpaceItemDto> {
    const result = await acceptInvitation(this.spaces.answerInvitation, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
    return toSpaceItemDto(result.value);
  }
}
