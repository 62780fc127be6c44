import { Body, Get, Post, Query, Res } from '@nestjs/common';
import { approveDeviceCode, lookUpDeviceCode, type ApproveDeviceCodeError } from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, tooManyAttempts, type WebPage } from '../web-result';
import { DeviceCodePage } from './device-code.page';
import { DeviceConfirmPage } from './device-confirm.page';
import { DeviceOutcomePage } from './device-outcome.page';
import { userCodeMessage } from './device-messages';
import { InjectWeb, type WebParts } from '../web.parts';

const DECISIONS = { approve: true, deny: false } as const;

/**
 * The `verification_uri` of the device flow. A signed-out visitor is sent to sign in and back,
 * code included (the session guard does that for GETs). Looking a code up is a POST, not the GET
 * of the device's link: it counts wrong codes towards the lockout, so another site must not be able
 * to spend a person's attempts by making their browser fetch a URL.
 */
@WebController('device')
export class DeviceWebController {
  constructor(@InjectWeb('device') private readonly device: WebParts['device']) {}

  @Get()
  form(
    @Signed() web: WebContext,
    @Query('user_code') userCode: unknown,
    @Res() response: HttpResponse,
  ): void {
    const typed = typeof userCode === 'string' ? userCode : '';
    respond(response, page(DeviceCodePage({ web, userCode: typed })));
  }

  @Post()
  async lookUp(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const userCode = new FormFields(body).text('user_code');
    const result = await lookUpDeviceCode(this.device.approve, web.actor, userCode);
    respond(
      response,
      result.ok
        ? page(DeviceConfirmPage({ web, pending: result.value }))
        : refusal(web, userCode, result.error),
    );
  }

  @Post('answer')
  async answer(
    @Signed() web: WebContext,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const userCode = form.text('user_code');
    const decision = form.text('decision');
    if (decision !== 'approve' && decision !== 'deny') {
      const issues = [{ path: ['decision'], message: 'must be approve or deny' }];
      throw new DomainErrorException({ kind: 'Validation', issues });
    }
    const input = { userCode, approve: DECISIONS[decision] };
    const result = await approveDeviceCode(this.device.approve, web.actor, input);
    respond(
      response,
      result.ok
        ? page(DeviceOutcomePage({ web, approval: result.value }))
        : refusal(web, userCode, result.error),
    );
  }
}

/** A refused look-up or answer, as the code form again with what went wrong. */
function refusal(web: WebContext, userCode: string, error: ApproveDeviceCodeError): WebPage {
  switch (error.kind) {
    case 'ApprovalsLocked': {
      const seconds = Math.max(1, Math.ceil(error.retryAfterMs / 1000));
      const minutes = Math.ceil(seconds / 60);
      const failure = `Too many wrong codes. To protect your account, device logins cannot be approved or denied for ${minutes} more minute${minutes === 1 ? '' : 's'}.`;
      return page(DeviceCodePage({ web, userCode, failure }), tooManyAttempts(seconds));
    }
    case 'Validation':
      return page(DeviceCodePage({ web, userCode, error: userCodeMessage(error.issues) }), { status: 400 });
    case 'Conflict':
      return page(
        DeviceCodePage({
          web,
          userCode,
          failure: `This code was answered already (${error.message}). Nothing was changed.`,
        }),
        { status: 409 },
      );
    default:
      throw new DomainErrorException(error);
  }
}
