export type { ReachableSpace, Space } from './space';
export type { MembershipRepository, NewSpace, PageQuery, SpaceRepository } from './space.repository';
export { DEFAULT_SPACE_CURRENCY, parseSpaceCurrency } from './space-currency.rules';
export type { SpaceMember } from './space-member';
export { checkMembershipChange } from './membership.policy';
export type { MembershipChange } from './membership.policy';
export type { Invitation, InvitationRepository, InvitationView } from './invitation';
export { INVITATION_LIFETIME_MS, isInvitationOpen } from './invitation';
export { MAX_SPACE_NAME_LENGTH, parseSpaceName } from './space-name.rules';
export {
  INVITE_REQUEST_RULES,
  MAX_INVITE_EMAIL_INPUT,
  MEMBER_ROLE_REQUEST_RULES,
  SPACE_CREATE_REQUEST_RULES,
  SPACE_UPDATE_REQUEST_RULES,
  parseInviteRequest,
  parseMemberRoleRequest,
  parseSpaceCreateRequest,
  parseSpaceUpdateRequest,
} from './space-requests';
