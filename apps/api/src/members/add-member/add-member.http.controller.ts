import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { addMember, type Actor } from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, DomainErrorException } from '@deal/nest-kit';
import { MemberDto, toMemberDto } from '../member.response.dto';
import { AddMemberRequestDto } from './add-member.request.dto';
import { InjectApi, type ApiComposition } from '../../api.composition';

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class AddMemberHttpController {
  constructor(@InjectApi('members') private readonly members: ApiComposition['members']) {}

  @Post()
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
    const result = await addMember(this.members.write, actor, spaceId, body);
    if (!result.ok) throw new DomainErrorException(result.error, { ...body });
    return toMemberDto(result.value);
  }
}
