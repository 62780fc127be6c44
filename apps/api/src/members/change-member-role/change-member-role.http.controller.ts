import { Body, Controller, Param, Patch } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  changeMemberRole,
  MEMBER_ROLE_REQUEST_RULES,
  parseMemberRoleRequest,
  type Actor,
} from '@deal/domain';
import { CurrentActor } from '../../auth/current-actor.decorator';
import { ApiErrorResponses, bodyEcho, DomainErrorException, parsedBody } from '@deal/nest-kit';
import { MemberDto, toMemberDto } from '../member.response.dto';
import { InjectApi, type ApiParts } from '../../api.parts';
import { ApiRequestBody, type FieldDocs } from '../../openapi/request-body.decorator';

const MEMBER_ROLE_DOCS: FieldDocs<typeof MEMBER_ROLE_REQUEST_RULES> = {
  role: 'The new role. Only an owner may grant the owner role or change an owner.',
};

@ApiTags('members')
@ApiBearerAuth()
@Controller('v1/spaces/:space/members')
export class ChangeMemberRoleHttpController {
  constructor(@InjectApi('members') private readonly members: ApiParts['members']) {}

  @Patch(':user_id')
  @ApiOperation({
    summary: "Change a member's role",
    description:
      'Owners and admins only (anyone else gets 404). 409 when an admin grants the owner role or changes an ' +
      "owner's role, and when the change would leave the space without an owner.",
  })
  @ApiParam({ name: 'space', description: 'The space id.' })
  @ApiParam({ name: 'user_id', description: 'The user id of the member.' })
  @ApiRequestBody('ChangeMemberRoleRequestDto', MEMBER_ROLE_REQUEST_RULES, MEMBER_ROLE_DOCS)
  @ApiOkResponse({ type: MemberDto })
  @ApiErrorResponses(400, 401, 403, 404, 409)
  async change(
    @CurrentActor() actor: Actor,
    @Param('space') spaceId: string,
    @Param('user_id') userId: string,
    @Body() body: unknown,
  ): Promise<MemberDto> {
    const result = await changeMemberRole(
      this.members.write,
      actor,
      spaceId,
      userId,
      parsedBody(parseMemberRoleRequest, body).role,
    );
    if (!result.ok) throw new DomainErrorException(result.error, bodyEcho(body));
    return toMemberDto(result.value);
  }
}
