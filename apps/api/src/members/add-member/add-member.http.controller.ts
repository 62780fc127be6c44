import { Body, Controller, Inject, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { addMember, type Actor, type Clock, type UnitOfWork } from '@deal/domain';
import { CLOCK, UNIT_OF_WORK } from '../../app.tokens';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { MemberDto, toMemberDto } from '../member.response.dto';
import { AddMemberRequestDto } from './add-member.request.dto';
import { Idempotent } from '../../idempotency/idempotent.decorator';

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class AddMemberHttpController {
  constructor(
    @Inject(UNIT_OF_WORK) private readonly uow: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'Add an existing user to a space',
    description:
      'Owners and admins only (anyone else gets 404). 404 `user not found` when no user has the email; ' +
      '409 when the user is a member already, or when an admin asks for the owner role.',
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiCreatedResponse({ type: MemberDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async add(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Body() body: AddMemberRequestDto,
  ): Promise<MemberDto> {
    const result = await addMember({ uow: this.uow, clock: this.clock }, actor, spaceId, body);
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toMemberDto(result.value);
  }
}
