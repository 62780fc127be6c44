export type { ReachableSpace, Space } from './space';
export type { MembershipRepository, PageQuery, SpaceRepository } from './space.repository';
