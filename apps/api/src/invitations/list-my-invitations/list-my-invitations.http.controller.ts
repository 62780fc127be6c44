import { Controller, Get, Inject, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { listMyInvitations, type Actor, type Clock, type UnitOfWork } from '@deal/domain';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiListQuery } from '../../http/paging/api-list-query.decorator';
import { parseListQuery } from '../../http/paging/list-query';
import { InvitationPageDto, toInvitationPageDto } from '../invitation.response.dto';

@ApiTags('invitations')
@ApiBearerAuth()
@Controller('v1/invitations')
export class ListMyInvitationsHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List the pending invitations addressed to you',
    description:
      "Invitations to the email of the token's user, from every space, expired ones left out. A space API key " +
      'is nobody: 404.',
  })
  @ApiListQuery()
  @ApiOkResponse({ type: InvitationPageDto })
  @ApiErrorResponses(400, 401, 404)
  async list(
    @CurrentActor() actor: Actor,
    @Query() query: Record<string, unknown>,
  ): Promise<InvitationPageDto> {
    const page = parseListQuery(query, 'inv', {});
    if (!page.ok) throw new DomainErrorException(page.error, query);
    const deps = { repos: this.uow.repositories, clock: this.clock };
    const result = await listMyInvitations(deps, actor, page.value);
    if (!result.ok) throw new DomainErrorException(result.error, query);
    return toInvitationPageDto(result.value);
  }
}
