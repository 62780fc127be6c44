// Space members: listing, changing roles, removing and leaving.
export { changeMemberRole } from './change-member-role.use-case';
export { listMembers } from './list-members.use-case';
export type { MemberRepositories, MemberUnitOfWork } from './member-repositories';
export { removeMember } from './remove-member.use-case';
