export type { ReachableSpace, Space } from './space';
export type { MembershipRepository, PageQuery, SpaceRepository } from './space.repository';
export type { SpaceMember } from './space-member';
export { checkMembershipChange } from './membership.policy';
export type { MembershipChange } from './membership.policy';
