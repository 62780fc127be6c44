import { Body, Get, Param, Post, Res } from '@nestjs/common';
import { getIncomingWebhookPanel, testReceive, type Automation, type ValidationIssue } from '@deal/domain';
import type { HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page } from '../web-result';
import { automationFor, dealChoices, valueOf } from './automation-reads';
import { TestReceivePage, type TestReceivePageProps } from './test-receive.page';
import { InjectWeb, type WebParts } from '../web.parts';

/** Test a received event (owners and admins): the same use case as POST …/test-receive. */
@WebController(':space/settings/workflow/automations/:id/test-receive')
export class TestReceiveWebController {
  constructor(@InjectWeb('automations') private readonly automations: WebParts['automations']) {}

  /**
   * The form, pre-filled with the incoming webhook's sample payload without its `id`: the deal
   * picked in the form then stands in as the id (the sample's deal is picked to begin with).
   */
  @Get()
  async form(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const props = await this.pageProps(web, spaceId, id);
    const { id: sampleDealId, ...payload } = await this.sample(web, spaceId, props.automation);
    const dealId = props.deals.some((deal) => deal.id === sampleDealId) ? String(sampleDealId) : '';
    respond(
      response,
      page(TestReceivePage({ ...props, dealId, payloadText: JSON.stringify(payload, null, 2) })),
    );
  }

  @Post()
  async test(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    // Out of reach is the 404 page before anything about the payload is said (the API validates first).
    const props = await this.pageProps(web, spaceId, id);
    const fields = new FormFields(body);
    const dealId = fields.text('deal_id');
    const payloadText = fields.text('payload');
    const again = (errors: Record<string, string>) =>
      respond(response, page(TestReceivePage({ ...props, dealId, payloadText, errors }), { status: 400 }));
    let payload: unknown;
    try {
      payload = JSON.parse(payloadText);
    } catch {
      return again({ payload: 'must be a JSON object, e.g. {"status": "approved"}' });
    }
    const request = { ...(dealId !== '' && { deal_id: dealId }), payload };
    const tested = await testReceive(this.automations.reads, web.actor, spaceId, id, request);
    if (!tested.ok && tested.error.kind === 'Validation') return again(receiveErrors(tested.error.issues));
    const report = valueOf(tested);
    respond(response, page(TestReceivePage({ ...props, dealId, payloadText, report })));
  }

  private async pageProps(web: WebContext, spaceId: string, id: string) {
    const repos = this.automations.reads;
    const automation = await automationFor(repos, web.actor, spaceId, id, true);
    const deals = await dealChoices(repos, web.actor, spaceId);
    const props: Omit<TestReceivePageProps, 'dealId' | 'payloadText'> = {
      web,
      spaceId,
      automation,
      deals,
      errors: {},
    };
    return props;
  }

  /** The panel's sample for an incoming webhook; a Deal updated automation has no panel. */
  private async sample(
    web: WebContext,
    spaceId: string,
    automation: Automation,
  ): Promise<Record<string, unknown>> {
    if (automation.trigger !== 'webhook_received') return { status: 'approved' };
    return {
      ...valueOf(await getIncomingWebhookPanel(this.automations.panel, web.actor, spaceId, automation.id))
        .samplePayload,
    };
  }
}

/** Payload problems next to the payload, each named by its field (`status: must be one of …`). */
function receiveErrors(issues: readonly ValidationIssue[]): Record<string, string> {
  return issuesByField(
    issues.map((issue) => {
      const [first, ...rest] = issue.path.map(String);
      if (first === 'payload') {
        return {
          path: ['payload'],
          message: rest.length ? `${rest.join('.')}: ${issue.message}` : issue.message,
        };
      }
      return first === 'deal_id' ? issue : { path: [''], message: issue.message };
    }),
  );
}
