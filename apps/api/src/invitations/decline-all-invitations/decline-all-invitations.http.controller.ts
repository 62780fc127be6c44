import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { DECLINE_REQUEST_RULES, declineAllInvitations, parseDeclineRequest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody } from '../../openapi/request-body.decorator';
import { DECLINE_REQUEST_DOCS } from '../decline-invitation/decline-request.docs';

export class DeclinedDto {
  @ApiProperty({ example: 3, description: 'How many open invitations were declined (0 when none).' })
  declined!: number;
}

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class DeclineAllInvitationsHttpController {
  constructor(@InjectApi('spaces') private readonly spaces: ApiParts['spaces']) {}

  @Post('decline-all')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decline every pending invitation addressed to you',
    description:
      'Every open invitation to your email, from every space, at once; with `{"block": true}` each of those ' +
      'spaces is blocked too. A space API key is nobody: 404.',
  })
  @ApiRequestBody('DeclineAllRequestDto', DECLINE_REQUEST_RULES, DECLINE_REQUEST_DOCS)
  @ApiOkResponse({ type: DeclinedDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async declineAll(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<DeclinedDto> {
    const input = parsedBody(parseDeclineRequest, body);
    const result = await declineAllInvitations(this.spaces.answerInvitation, actor, input);
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return { declined: result.value.declined };
  }
}
