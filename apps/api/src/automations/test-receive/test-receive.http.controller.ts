import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { testReceive, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { TestReceiveRequestDto } from './test-receive.request.dto';
import { TestReceiveResponseDto, toTestReceiveResponseDto } from './test-receive.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';

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
  @ApiBody({ type: TestReceiveRequestDto })
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
