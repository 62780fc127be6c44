import { Module } from '@nestjs/common';
import { AcceptInvitationHttpController } from './accept-invitation/accept-invitation.http.controller';
import { DeclineAllInvitationsHttpController } from './decline-all-invitations/decline-all-invitations.http.controller';
import { DeclineInvitationHttpController } from './decline-invitation/decline-invitation.http.controller';
import { ListInvitationBlocksHttpController } from './invitation-blocks/list-invitation-blocks.http.controller';
import { RemoveInvitationBlockHttpController } from './invitation-blocks/remove-invitation-block.http.controller';
import { InviteHttpController } from './invite/invite.http.controller';
import { ListMyInvitationsHttpController } from './list-my-invitations/list-my-invitations.http.controller';
import { ListSpaceInvitationsHttpController } from './list-space-invitations/list-space-invitations.http.controller';
import { RevokeInvitationHttpController } from './revoke-invitation/revoke-invitation.http.controller';

/** Invitations: owners and admins invite by email; the invitee accepts or declines (issue 15). */
@Module({
  controllers: [
    InviteHttpController,
    ListSpaceInvitationsHttpController,
    RevokeInvitationHttpController,
    ListMyInvitationsHttpController,
    AcceptInvitationHttpController,
    DeclineAllInvitationsHttpController,
    DeclineInvitationHttpController,
    ListInvitationBlocksHttpController,
    RemoveInvitationBlockHttpController,
  ],
})
export class InvitationsModule {}
