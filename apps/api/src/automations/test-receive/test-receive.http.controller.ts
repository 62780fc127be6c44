import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { TEST_RECEIVE_REQUEST_RULES, testReceive, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { TestReceiveResponseDto, toTestReceiveResponseDto } from './test-receive.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const TEST_RECEIVE_DOCS: FieldDocs<typeof TEST_RECEIVE_REQUEST_RULES> = {
  deal_id:
    'The deal picked for the test; used as the payload’s `id` when it has neither `id` nor `external_id`.',
  payload: 'The incoming webhook body to try (SPEC §4.5), e.g. `{"id": "deal_…", "status": "approved"}`.',
};

@AutomationsController()
export class TestReceiveHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/test-receive')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Test a received event: what an incoming payload would do, without writing anything',
    description:
      'Owners and admins only. Matches the payload to a deal of the space as the incoming webhook would, ' +
      'tests each condition of a `webhook_received` trigger on the payload and that deal (`matched`), ' +
      'and lists the changes its Update Deal action would apply (`from` → `to`; none when a condition ' +
      'fails), with warnings for the two ' +
      'setup mistakes: no Update Deal action mapped (e.g. a `deal_updated` automation), and an id that ' +
      'matches no deal. Network reachability and the signing key are not checked.',
  })
  @ApiAutomationId()
  @ApiRequestBody('TestReceiveRequestDto', TEST_RECEIVE_REQUEST_RULES, TEST_RECEIVE_DOCS)
  @ApiOkResponse({ type: TestReceiveResponseDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async test(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<TestReceiveResponseDto> {
    const result = await testReceive(this.automations.reads, actor, spaceId, id, body ?? {});
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toTestReceiveResponseDto(result.value);
  }
}
