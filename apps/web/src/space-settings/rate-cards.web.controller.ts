import { Body, Get, Param, Post, Query, Res } from '@nestjs/common';
import {
  archiveRole,
  canManageSpace,
  createRateCard,
  createRole,
  listRateCards,
  listRoles,
  parseNewRoleRequest,
  parseRoleEditRequest,
  readSpace,
  updateRateCard,
  updateRole,
  type DomainError,
  type RateCard,
  type Result,
  type Role,
  type Space,
} from '@deal/domain';
import { DomainErrorException, type HttpResponse } from '@deal/nest-kit';
import { FormFields } from '../form-fields';
import { Signed, type WebContext } from '../session/web-context';
import { issuesByField } from '../views/forms';
import { WebController } from '../web-controller.decorator';
import { respond } from '../web-response';
import { page, redirect } from '../web-result';
import { InjectWeb, type WebParts } from '../web.parts';
import { PRICING_CHOICES_SHOWN } from '../deal-pricing/deal-pricing.read';
import { rateCardPath, rateCardsPath } from './rate-card-paths';
import { blankRateCard, newRateCardFrom, rateCardEditFrom, rateCardValuesOf } from './rate-card.form';
import { RateCardPage } from './rate-card.page';
import { RateCardsPage } from './rate-cards.page';
import type { RoleFormState } from './roles.section';

const NOTICES: Readonly<Record<string, string>> = {
  'role-added': 'Role added.',
  'role-saved': 'Role saved.',
  'role-archived': 'Role archived: it takes no new estimate or rate; deals that use it keep their prices.',
  'role-restored': 'Role restored.',
  'card-created': 'Rate card created.',
  'card-saved': 'Rate card saved. Deals keep their copy of the rates until they are refreshed.',
};

const noticeOf = (key: unknown): string | null =>
  typeof key === 'string' && Object.hasOwn(NOTICES, key) ? (NOTICES[key] ?? null) : null;

type Errors = Record<string, string>;

/**
 * Settings › Roles and rate cards, through the use cases of `/v1/spaces/{space}/roles` and
 * `/rate-cards`: any member reads them; owners and admins write (others get the 404 page, as from
 * the API). A refused form comes back with the message by its field and nothing written.
 */
@WebController(':space/settings')
export class RateCardsWebController {
  constructor(@InjectWeb('pricing') private readonly pricing: WebParts['pricing']) {}

  @Get('rate-cards')
  async index(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Query('done') done: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    await this.renderIndex(response, web, spaceId, noticeOf(done), null);
  }

  @Get('rate-cards/new')
  async newCard(@Signed() web: WebContext, @Param('space') spaceId: string, @Res() response: HttpResponse) {
    const read = await this.read(web, spaceId);
    if (!read.manager) throw new DomainErrorException({ kind: 'NotFound', resource: 'rate card' });
    const form = { values: blankRateCard(read.space.currency), errors: {} };
    const roles = read.roles.filter((role) => !role.archived);
    respond(response, page(RateCardPage({ web, space: read.space, card: null, roles, form, notice: null })));
  }

  @Post('rate-cards')
  async create(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const read = await this.read(web, spaceId);
    const roles = read.roles.filter((role) => !role.archived);
    const { values, request, issues } = newRateCardFrom(new FormFields(body), roles);
    const refuse = (errors: Errors, status: number) =>
      respond(
        response,
        page(
          RateCardPage({ web, space: read.space, card: null, roles, form: { values, errors }, notice: null }),
          {
            status,
          },
        ),
      );
    if (request === null) return refuse(issuesByField(issues), 400);
    const created = await createRateCard(this.pricing.write, web.actor, spaceId, request);
    if (!created.ok) return this.refusal(created.error, refuse);
    respond(response, redirect(`${rateCardPath(spaceId, created.value.id)}?done=card-created`));
  }

  @Get('rate-cards/:card')
  async showCard(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('card') cardId: string,
    @Query('done') done: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const read = await this.read(web, spaceId);
    const card = cardOf(read.cards, cardId);
    const form = read.manager ? { values: rateCardValuesOf(card), errors: {} } : null;
    const roles = offeredRoles(read.roles, card);
    respond(
      response,
      page(RateCardPage({ web, space: read.space, card, roles, form, notice: noticeOf(done) })),
    );
  }

  @Post('rate-cards/:card')
  async editCard(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('card') cardId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const read = await this.read(web, spaceId);
    const card = cardOf(read.cards, cardId);
    const roles = offeredRoles(read.roles, card);
    const { values, request, issues } = rateCardEditFrom(new FormFields(body), roles);
    const refuse = (errors: Errors, status: number) =>
      respond(
        response,
        page(RateCardPage({ web, space: read.space, card, roles, form: { values, errors }, notice: null }), {
          status,
        }),
      );
    if (request === null) return refuse(issuesByField(issues), 400);
    const saved = await updateRateCard(this.pricing.write, web.actor, spaceId, cardId, request);
    if (!saved.ok) return this.refusal(saved.error, refuse);
    respond(response, redirect(`${rateCardPath(spaceId, cardId)}?done=card-saved`));
  }

  @Post('roles')
  async addRole(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const values = { name: form.text('name'), unit: form.text('unit') };
    const refuse = (errors: Errors, status: number) =>
      this.renderIndex(response, web, spaceId, null, { roleId: null, values, errors }, status);
    const parsed = parseNewRoleRequest(values);
    if (!parsed.ok) return refuse(issuesByField(parsed.error), 400);
    const created = await createRole(this.pricing.write, web.actor, spaceId, parsed.value);
    await this.finishRole(response, spaceId, created, refuse, 'role-added');
  }

  @Post('roles/:role')
  async editRole(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('role') roleId: string,
    @Body() body: unknown,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const form = new FormFields(body);
    const values = { name: form.text('name'), unit: form.text('unit') };
    const refuse = (errors: Errors, status: number) =>
      this.renderIndex(response, web, spaceId, null, { roleId, values, errors }, status);
    const parsed = parseRoleEditRequest(values);
    if (!parsed.ok) return refuse(issuesByField(parsed.error), 400);
    const saved = await updateRole(this.pricing.write, web.actor, spaceId, roleId, parsed.value);
    await this.finishRole(response, spaceId, saved, refuse, 'role-saved');
  }

  @Post('roles/:role/archive')
  async archive(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('role') roleId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const archived = await archiveRole(this.pricing.write, web.actor, spaceId, roleId);
    if (!archived.ok) throw new DomainErrorException(archived.error);
    respond(response, redirect(`${rateCardsPath(spaceId)}?done=role-archived`));
  }

  @Post('roles/:role/restore')
  async restore(
    @Signed() web: WebContext,
    @Param('space') spaceId: string,
    @Param('role') roleId: string,
    @Res() response: HttpResponse,
  ): Promise<void> {
    const restored = await updateRole(this.pricing.write, web.actor, spaceId, roleId, { archived: false });
    if (!restored.ok) throw new DomainErrorException(restored.error);
    respond(response, redirect(`${rateCardsPath(spaceId)}?done=role-restored`));
  }

  /** The space (404 for a stranger), whether the caller manages it, and its roles and cards. */
  private async read(
    web: WebContext,
    spaceId: string,
  ): Promise<{ space: Space; manager: boolean; roles: readonly Role[]; cards: readonly RateCard[] }> {
    const repos = this.pricing.reads;
    const space = await readSpace({ repos }, web.actor, spaceId);
    if (!space.ok) throw new DomainErrorException(space.error);
    const pageQuery = { limit: PRICING_CHOICES_SHOWN, afterId: null };
    const roles = await listRoles(repos, web.actor, spaceId, pageQuery);
    if (!roles.ok) throw new DomainErrorException(roles.error);
    const cards = await listRateCards(repos, web.actor, spaceId, pageQuery);
    if (!cards.ok) throw new DomainErrorException(cards.error);
    const { role } = space.value;
    return {
      space: space.value.space,
      manager: role !== null && canManageSpace(role),
      roles: roles.value.items,
      cards: cards.value.items,
    };
  }

  private async renderIndex(
    response: HttpResponse,
    web: WebContext,
    spaceId: string,
    notice: string | null,
    roleForm: RoleFormState | null,
    status = 200,
  ): Promise<void> {
    const read = await this.read(web, spaceId);
    const body = RateCardsPage({ web, ...read, notice, roleForm });
    respond(response, page(body, { status }));
  }

  private async finishRole(
    response: HttpResponse,
    spaceId: string,
    result: Result<Role, DomainError>,
    refuse: (errors: Errors, status: number) => void | Promise<void>,
    done: string,
  ): Promise<void> {
    if (!result.ok) return this.refusal(result.error, refuse);
    respond(response, redirect(`${rateCardsPath(spaceId)}?done=${done}`));
  }

  /** A field's issues, or a conflict the API answers 409 (an archived role on a card), as the form again. */
  private async refusal(
    error: DomainError,
    refuse: (errors: Errors, status: number) => void | Promise<void>,
  ): Promise<void> {
    if (error.kind === 'Validation') return refuse(issuesByField(error.issues), 400);
    if (error.kind === 'Conflict') return refuse({ '': error.message }, 409);
    throw new DomainErrorException(error);
  }
}

/** The card of this space (404 otherwise: a card of another space is as out of reach as a stranger's). */
function cardOf(cards: readonly RateCard[], cardId: string): RateCard {
  const card = cards.find((one) => one.id === cardId);
  if (!card) throw new DomainErrorException({ kind: 'NotFound', resource: 'rate card' });
  return card;
}

/** The roles a card's form offers: the live ones, and those already on it though archived since. */
function offeredRoles(roles: readonly Role[], card: RateCard): Role[] {
  const onCard = new Set(card.rates.map((rate) => rate.roleId));
  return roles.filter((role) => !role.archived || onCard.has(role.id));
}
