import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { declineInvitation, type Actor } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiComposition } from '../../api.composition';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class DeclineInvitationHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiComposition['spaces']) {}

  @Post(':id/decline')
  @Idempotent()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Decline an invitation',
    description: 'Only the invitee, before it expires (anyone else: 404). The invitation is gone afterwards.',
  })
  @ApiParam({ name: 'id', description: 'The invitation id.' })
  @ApiNoContentResponse({ description: 'Declined.' })
  @ApiErrorResponses(401, 403, 404)
  async decline(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    const result = await declineInvitation(this.spaces.answerInvitation, actor, id);
    if (!result.ok) throw new DomainErrorException(result.error);
  }
}
