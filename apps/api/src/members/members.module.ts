import { Module } from '@nestjs/common';
import { AddMemberHttpController } from './add-member/add-member.http.controller';
import { ChangeMemberRoleHttpController } from './change-member-role/change-member-role.http.controller';
import { ListMembersHttpController } from './list-members/list-members.http.controller';
import { RemoveMemberHttpController } from './remove-member/remove-member.http.controller';

/** Members of a space and their roles (CONTRACT §2 Credentials: owners and admins manage members). */
@Module({
  controllers: [
    ListMembersHttpController,
    AddMemberHttpController,
    ChangeMemberRoleHttpController,
    RemoveMemberHttpController,
  ],
})
export class MembersModule {}
