import { Body, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { parseSendTestRequest, SEND_TEST_REQUEST_RULES, sendTest, type Actor } from '@deal/domain';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiAutomationId, AutomationsController } from '../automation-route.decorators';
import { SendTestResponseDto, toSendTestResponseDto } from './send-test.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const SEND_TEST_DOCS: FieldDocs<typeof SEND_TEST_REQUEST_RULES> = {
  deal_id:
    'A deal of the space: the sample carries its id, url, name, status, price and owner. Left out: a ' +
    'made-up `deal_sample`.',
};

@AutomationsController()
export class SendTestHttpController {
  constructor(@InjectApi('automations') private readonly automations: ApiParts['automations']) {}

  @Post(':id/send-test')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send test: POST the sample payload to every Send Webhook endpoint',
    description:
      'Owners and admins only. Each `send_webhook` action gets the SPEC §6.1 sample with its secret in ' +
      '`X-Service-Webhook` and the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, ' +
      '`webhook-signature`, signed like real deliveries), once, no retries, within `WEBHOOK_TIMEOUT_MS`, under the same address rules ' +
      'as real deliveries. Answers 200 with each outcome whatever the endpoints said; nothing is written ' +
      'to the delivery log. A `webhook_received` automation has nothing to send (409).',
  })
  @ApiAutomationId()
  @ApiRequestBody('SendTestRequestDto', SEND_TEST_REQUEST_RULES, SEND_TEST_DOCS)
  @ApiOkResponse({ type: SendTestResponseDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async send(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<SendTestResponseDto> {
    const result = await sendTest(
      this.automations.sendTest,
      actor,
      spaceId,
      id,
      parsedBody(parseSendTestRequest, body),
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toSendTestResponseDto(result.value);
  }
}
