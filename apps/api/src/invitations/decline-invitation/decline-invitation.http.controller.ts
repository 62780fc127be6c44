import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DECLINE_REQUEST_RULES, declineInvitation, parseDeclineRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { DECLINE_REQUEST_DOCS } from './decline-request.docs';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class DeclineInvitationHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post(':id/decline')
  @Idempotent()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Decline an invitation',
    description:
      'Only the invitee, before it expires (anyone else: 404). The invitation is gone afterwards. With ' +
      '`{"block": true}` the space may not invite your email again (409 for its managers).',
  })
  @ApiParam({ name: 'id', description: 'The invitation id.' })
  @ApiRequestBody('DeclineRequestDto', DECLINE_REQUEST_RULES, DECLINE_REQUEST_DOCS)
  @ApiNoContentResponse({ description: 'Declined.' })
  @ApiErrorResponses(400, 401, 403, 404)
  async decline(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown): Promise<void> {
    const input = parsedBody(parseDeclineRequest, body);
    const result = await declineInvitation(this.spaces.answerInvitation, actor, id, input);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
  }
}
