// Invitations: how people join a space with their consent (issue 15).
export type { DeclineInput } from './answer-invitation.use-cases';
export { acceptInvitation, declineAllInvitations, declineInvitation } from './answer-invitation.use-cases';
export type {
  InvitationDeps,
  InvitationRepositories,
  InvitationUnitOfWork,
  InviteDeps,
} from './invitation-repositories';
export type { InvitationBlockDeps } from './invitation-blocks.use-cases';
export { listInvitationBlocks, removeInvitationBlock } from './invitation-blocks.use-cases';
export type { InviteInput } from './invite-to-space.use-case';
export { inviteToSpace } from './invite-to-space.use-case';
export type { ListInvitationsDeps } from './list-invitations.use-cases';
export { listMyInvitations, listSpaceInvitations } from './list-invitations.use-cases';
export { revokeInvitation } from './revoke-invitation.use-case';
export type { InvitationLinkCheck, JoinByLinkDeps, OpenedInvitationLink } from './invitation-link.use-cases';
export {
  ACCOUNT_EXISTS,
  acceptInvitationByLink,
  createAccountFromInvitation,
  openInvitationLink,
  signUpFromInvitation,
} from './invitation-link.use-cases';
