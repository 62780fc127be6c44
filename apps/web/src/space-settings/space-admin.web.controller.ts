import { Body, Param, Post, Res } from '@nestjs/common';
import {
  deleteSpace,
  inviteToSpace,
  isSpaceRole,
  updateSpace,
  revokeInvitation,
  SPACE_ROLES,
  type DomainError,
} from '@deal/domain';
import { DomainErrorException, httpStatusOf, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { settingsPath } from './space-admin.section';
import { SpaceSettingsPage } from './space-settings.page';
import { spaceSettingsProps, type SpaceAdminForms } from './space-settings.props';
import { InjectWeb, type WebParts } from '../web.parts';

/**
 * The owners' and admins' forms of the settings page: rename, currency (owners), invite, withdraw, delete
 * (owners), over the same use cases as PATCH and DELETE /v1/spaces/{space} and
 * /v1/spaces/{space}/invitations. A refusal the person can fix (a blank name, a member already) re-renders the page with its message; anyone else: 404.
 */
@WebController(':space/settings')
export class SpaceAdminWebController {
  constructor(@InjectWeb('spaces') private readonly spaces: WebParts['spaces']) {}

  @Post('name')
  async rename(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const name = new FormFields(body).text('name');
    const renamed = await updateSpace(this.spaces.update, web.actor, spaceId, { name });
    if (renamed.ok) return respond(response, redirect(`${settingsPath(spaceId)}?done=renamed`));
    await this.refused(response, web, spaceId, renamed.error, { name });
  }

  /** Owners only: an admin who posts anyway gets the rule's 409 on the page. */
  @Post('currency')
  async changeCurrency(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const currency = new FormFields(body).text('currency');
    const changed = await updateSpace(this.spaces.update, web.actor, spaceId, { currency });
    if (changed.ok) return respond(response, redirect(`${settingsPath(spaceId)}?done=currency`));
    await this.refused(response, web, spaceId, changed.error, { currency }, 'currency');
  }

  @Post('invitations')
  async invite(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const fields = new FormFields(body);
    const invite = { email: fields.text('email'), role: fields.text('role') };
    if (!isSpaceRole(invite.role)) {
      const message = `must be one of ${SPACE_ROLES.join(', ')}`;
      const error: DomainError = { kind: 'Validation', issues: [{ path: ['role'], message }] };
      return this.refused(response, web, spaceId, error, { invite });
    }
    const invited = await inviteToSpace(this.spaces.invite, web.actor, spaceId, {
      email: invite.email,
      role: invite.role,
    });
    if (invited.ok) return respond(response, redirect(`${settingsPath(spaceId)}?done=invited`));
    await this.refused(response, web, spaceId, invited.error, { invite });
  }

  @Post('invitations/:id/revoke')
  async revoke(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('id') id: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const revoked = await revokeInvitation(this.spaces.revokeInvitation, web.actor, spaceId, id);
    if (revoked.ok) return respond(response, redirect(`${settingsPath(spaceId)}?done=revoked`));
    await this.refused(response, web, spaceId, revoked.error, {});
  }

  @Post('delete')
  async remove(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const confirmName = new FormFields(body).text('confirm_name');
    const deleted = await deleteSpace(this.spaces.remove, web.actor, spaceId, confirmName);
    if (!deleted.ok) return this.refused(response, web, spaceId, deleted.error, {});
    this.spaces.logDeletion(deleted.value);
    respond(response, redirect('/spaces?deleted=1'));
  }

  /**
   * 400 with field messages, 409 with the rule's message on the form (at `conflictAt`, the invite
   * form's `''` unless told); anything else its error page.
   */
  private async refused(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    error: DomainError,
    forms: SpaceAdminForms,
    conflictAt = '',
  ): Promise<void> {
    if (error.kind !== 'Validation' && error.kind !== 'Conflict') throw new DomainErrorException(error);
    const errors =
      error.kind === 'Validation' ? issuesByField(error.issues) : { [conflictAt]: error.message };
    const props = await spaceSettingsProps(this.spaces.settings, web, spaceId, {
      ...forms,
      errors,
    });
    respond(response, page(SpaceSettingsPage(props), { status: httpStatusOf(error) }));
  }
}
