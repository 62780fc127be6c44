export type { ReachableSpace, Space } from './space';
export type { MemberLookup, MembershipRepository, NewSpace, SpaceRepository } from './space.repository';
export { DEFAULT_SPACE_CURRENCY, parseSpaceCurrency } from './space-currency.rules';
export type { SpaceMember } from './space-member';
export { checkMembershipChange } from './membership.policy';
export type { MembershipChange } from './membership.policy';
export type { Invitation, InvitationRepository, InvitationView } from './invitation';
export { INVITATION_LIFETIME_MS, isInvitationOpen } from './invitation';
export { MAX_SPACE_NAME_LENGTH, parseSpaceName } from './space-name.rules';
export {
  DECLINE_REQUEST_RULES,
  INVITE_REQUEST_RULES,
  MAX_INVITE_EMAIL_INPUT,
  MEMBER_ROLE_REQUEST_RULES,
  SPACE_CREATE_REQUEST_RULES,
  SPACE_UPDATE_REQUEST_RULES,
  parseDeclineRequest,
  parseInviteRequest,
  parseMemberRoleRequest,
  parseSpaceCreateRequest,
  parseSpaceUpdateRequest,
} from './requests/space.request';
export type { SpaceLimits, SpaceQuotaRepository } from './space-limits';
export {
  DEFAULT_SPACE_LIMITS,
  INVITATION_LIMIT_WINDOW_MS,
  invitationLimitReached,
  spaceLimitReached,
} from './space-limits';
export type { InvitationBlock, InvitationBlockRepository, InvitationBlockView } from './invitation-block';
export type { SpaceContents, SpaceDeletion, SpaceDeletionRepository } from './space-deletion';
export type { InvitationLinkDeps, IssuedInvitationLink } from './invitation-link';
export { invitationLinkPath, isInvitationLinkToken, issueInvitationLink } from './invitation-link';
export { invitationEmail } from './invitation.email';
