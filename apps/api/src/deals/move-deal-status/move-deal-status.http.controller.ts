import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  describeApplicationTransitions,
  moveDealStatus,
  parseStatusMoveRequest,
  STATUS_MOVE_RULES,
  type Actor,
} from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { DealDto, toDealDto } from '../deal.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { Idempotent } from '../../idempotency/idempotent.decorator';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const MOVE_STATUS_DOCS: FieldDocs<typeof STATUS_MOVE_RULES> = {
  status: '`pending` from `draft` requests approval.',
  reason: 'Becomes `redraft_reason` on a move to draft, `closed_reason` on won, lost or abandoned.',
  requested_to: 'On a request for approval (to `pending`): whom it is asked of.',
};

@ApiTags('deals')
@ApiBearerAuth()
@Controller('v1/deal')
export class MoveDealStatusHttpController {
  constructor(@InjectApi('deals') private readonly deals: ApiParts['deals']) {}

  @Post(':id/status')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    summary: "Move a deal's status (request approval, approve, send back, close, reopen)",
    description:
      `Moves allowed from the application: ${describeApplicationTransitions()}. ` +
      'Any other move is 409. Moving to the current status changes nothing. ' +
      'The pre-approval gate: a move out of pending (approve, send back, abandon) is a decision on the ' +
      'request, open only to the person asked (`requested_to_email`), owners and admins, never to whoever ' +
      'asked and never to a space key (the audit system decides through webhook-in); a refused decision is ' +
      '403 with the reason (`the requester of an approval may not approve or reject it, only withdraw it …`, ' +
      '`only the requested approver, an owner or an admin may approve or reject a pending deal`, ' +
      '`a space API key may not approve or reject a pending deal; …`) and changes nothing. The requester may ' +
      'withdraw their own request: a move back to `draft` with a non-blank `reason` (400 naming `reason` ' +
      'without one), which becomes `redraft_reason`.',
  })
  @ApiRequestBody('MoveDealStatusRequestDto', STATUS_MOVE_RULES, MOVE_STATUS_DOCS)
  @ApiOkResponse({ type: DealDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async move(@CurrentActor() actor: Actor, @Param('id') id: string, @Body() body: unknown): Promise<DealDto> {
    const result = await moveDealStatus(
      this.deals.change,
      actor,
      id,
      parsedBody(parseStatusMoveRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toDealDto(result.value);
  }
}
