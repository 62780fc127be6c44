// Space members: listing, adding by email, changing roles, removing and leaving.
export type { AddMemberInput } from './add-member.use-case';
export { addMember } from './add-member.use-case';
export { changeMemberRole } from './change-member-role.use-case';
export { listMembers } from './list-members.use-case';
export type { MemberRepositories, MemberUnitOfWork } from './member-repositories';
export { removeMember } from './remove-member.use-case';
