// Generated from the OpenAPI document the api serves (GET /v1/openapi.json). Do not edit:
// run `npm run sdk:generate` after changing a route. libs/sdk's drift test fails when this
// file and the served document part.
export interface paths {
  '/v1/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The contract version; no credential needed */
    get: operations['getMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** This OpenAPI 3 document; no credential needed */
    get: operations['getOpenApi'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the spaces the credential can reach
     * @description A personal token lists the spaces its user is a member of now; a space API key lists exactly its own space (role null, is_member false). Pages are in a stable id order.
     */
    get: operations['listSpaces'];
    put?: never;
    /**
     * Create a space; the caller becomes its owner
     * @description A personal token (or a signed-in session) with the read_write scope only. A space API key acts as its one space and creates none: 404. Without `currency` the space's is `usd`. A person owns at most SPACES_PER_USER_MAX spaces (default 20): 409 beyond. The answer has the shape of a GET /v1/spaces item.
     */
    post: operations['createSpace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a space and everything in it
     * @description Owners only: its deals, automations, deliveries, API keys, invitations and memberships go in one transaction, and an audit record of the deletion stays. An admin gets 409; a plain member, a space API key (not even of this space) and a stranger get 404. Afterwards the space is 404 everywhere and its keys answer 401.
     */
    delete: operations['deleteSpace'];
    options?: never;
    head?: never;
    /**
     * Rename a space, or change its currency
     * @description Owners and admins rename; only owners change the currency (an admin gets 409). Plain members, space API keys and strangers get 404. A field left out, or sent with its current value, changes nothing (updated_at stays). A new currency applies to the deals created afterwards only.
     */
    patch: operations['updateSpace'];
    trace?: never;
  };
  '/v1/deals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a space's deals
     * @description Oldest first, in a stable order. `space` is required with a personal token; a space key lists its own. `external_id` finds the deal an external system knows by that key (at most one per space).
     */
    get: operations['listDeals'];
    put?: never;
    /** Create a draft deal in a space */
    post: operations['createDeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a deal */
    get: operations['getDeal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a deal's fields
     * @description Only the fields sent change; `null` clears one. Sending the current values changes nothing (not even `updated_at`). A pending deal is read-only (409); an archived one accepts only `archived: false`. Once a deal has an estimate its `price`, `cost` and `margin` are computed from its pricing: sending any of them is 409, as is another `currency` for a deal with a rate card (docs/pricing.md).
     */
    patch: operations['updateDeal'];
    trace?: never;
  };
  '/v1/deal/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a deal's status (request approval, approve, send back, close, reopen)
     * @description Moves allowed from the application: draft → pending, abandoned; pending → approved, draft, abandoned; approved → progressed, won, lost, abandoned, draft; progressed → won, lost, abandoned, draft; won/lost/abandoned → draft. Any other move is 409. Moving to the current status changes nothing. The pre-approval gate: a move out of pending (approve, send back, abandon) is a decision on the request, open only to the person asked (`requested_to_email`), owners and admins, never to whoever asked and never to a space key (the audit system decides through webhook-in); a refused decision is 403 with the reason (`the requester of an approval may not approve or reject it, only withdraw it …`, `only the requested approver, an owner or an admin may approve or reject a pending deal`, `a space API key may not approve or reject a pending deal; …`) and changes nothing. The requester may withdraw their own request: a move back to `draft` with a non-blank `reason` (400 naming `reason` without one), which becomes `redraft_reason`.
     */
    post: operations['moveDealStatus'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/reschedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Move a deal's dates to a Monday
     * @description One transaction: a deal past draft is snapshotted first (a version), then start, end, due and every pinned phase move by the offset. A shift that resolves to the current start writes nothing. 409: the deal is pending (read-only), archived, or has no start for a relative shift. 404: unknown deal, out of reach, or `space` is not its space.
     */
    post: operations['rescheduleDeal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/phases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A deal's phases, with absolute dates
     * @description Pages like every list (`limit`, default 25; `cursor` from `next_cursor`).
     */
    get: operations['listPhases'];
    put?: never;
    /**
     * Add a phase to a deal
     * @description Moves the deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is taken. A pending deal is read-only (409), an archived one too.
     */
    post: operations['addPhase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/phases/{phase_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a phase from a deal
     * @description Moves the deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is taken. A pending deal is read-only (409), an archived one too; a removed or unknown phase is 404.
     */
    delete: operations['removePhase'];
    options?: never;
    head?: never;
    /**
     * Edit a phase of a deal
     * @description Only the fields sent change; the result follows the rules of adding a phase. A change moves the deal's `updated_at` and emits `service_deal_updated` (with `changes: {}`); no version is taken. Sending the current values changes nothing. A pending deal is read-only (409), an archived one too.
     */
    patch: operations['editPhase'];
    trace?: never;
  };
  '/v1/deal/{id}/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A deal's versions (snapshots taken before each reschedule past draft), newest first */
    get: operations['listVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a space's roles
     * @description Any member, and the space’s own key. Oldest first, archived roles included.
     */
    get: operations['listRoles'];
    put?: never;
    /**
     * Create a role of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404).
     */
    post: operations['createRole'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/roles/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Archive a role of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404). The role is archived, never removed: deals whose estimates use it keep it and price as before; it takes no new estimate and no new rate. Archiving an archived role is 204 again.
     */
    delete: operations['archiveRole'];
    options?: never;
    head?: never;
    /**
     * Edit a role of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404). Only the fields sent change.
     */
    patch: operations['editRole'];
    trace?: never;
  };
  '/v1/spaces/{space}/rate-cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a space's rate cards
     * @description Any member, and the space’s own key. Oldest first.
     */
    get: operations['listRateCards'];
    put?: never;
    /**
     * Create a rate card of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404). Revision 1. Made default, it takes the flag from the space's default in its currency.
     */
    post: operations['createRateCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/rate-cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Edit a rate card of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404). Only the fields sent change; the revision goes up by one. No deal changes: each keeps its copy of the rates until `POST /v1/deal/{id}/pricing/refresh-rates`.
     */
    patch: operations['editRateCard'];
    trace?: never;
  };
  '/v1/deal/{id}/pricing': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A deal's price from its estimates
     * @description Whoever reaches the deal. Each line is rounded half-up to a cent; totals are sums of lines; the discount comes off the subtotal once; margin to 4 decimals (null at a price of 0). `by_phase` and `by_role` are before the discount and each sums to `subtotal`. The rules: docs/pricing.md.
     */
    get: operations['getDealPricing'];
    /**
     * Set a deal's rate card, contingency and discount
     * @description Whoever may change the deal. The deal keeps a copy of the card’s rates at its current revision: later edits of the card change nothing until refresh-rates. A card in another currency, or one that does not rate a role the deal's estimates use, is 409 saying so; a card of another space is 404. A pending deal is read-only (409), an archived one too. Answers the pricing, as GET does.
     */
    put: operations['putDealPricing'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/pricing/refresh-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy the deal's rate card's current rates again
     * @description The rates and revision of the card as it is now replace the deal’s copy; contingency and discount stay. Under the rules of PUT: the card must still be in the deal's currency and rate every role the estimates use (else 409). A deal without a rate card is 409. Answers the pricing, as GET does.
     */
    post: operations['refreshDealRates'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/phases/{phase_id}/estimates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add an estimate to a phase of a deal
     * @description Whoever may change the deal. `{name, role_id, quantity}` (effort, priced at the deal’s copy of its rate card) or `{name, fixed_price, fixed_cost}`. A pending deal is read-only (409), an archived one too. Answers the estimate priced as a line of GET /v1/deal/{id}/pricing.
     */
    post: operations['addEstimate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/deal/{id}/phases/{phase_id}/estimates/{estimate_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove an estimate of a deal
     * @description A pending deal is read-only (409), an archived one too.
     */
    delete: operations['removeEstimate'];
    options?: never;
    head?: never;
    /**
     * Edit an estimate of a deal
     * @description Only the fields sent change; a field of the other kind of estimate is 400 naming it. A new role is checked as when adding. A pending deal is read-only (409), an archived one too.
     */
    patch: operations['editEstimate'];
    trace?: never;
  };
  '/v1/spaces/{space}/pipeline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A space's pipeline forecast, month by month
     * @description Any member, and the space’s own key. Open deals (draft to progressed) and won ones, not archived, with a price: each deal's price, weighted price and cost are spread over its phases' days (start to due when it has none), in integer cents with cumulative rounding, so its months sum exactly to it. At most 36 months per request.
     */
    get: operations['getPipeline'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the calling user's personal access tokens
     * @description Oldest first, revoked and expired tokens included; never the token itself. A space API key gets 404.
     */
    get: operations['listPersonalTokens'];
    put?: never;
    /**
     * Create a personal access token of the calling user
     * @description The token (`svcp_…`) is in this response only; it is stored as a hash. Needs a `read_write` personal token, which may create `read` or `read_write` tokens. A space API key gets 404.
     */
    post: operations['createPersonalToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/tokens/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke one of your personal access tokens
     * @description Takes effect at once, also for the token making the call. Revoking a revoked token is 204 again; another user's token is 404.
     */
    delete: operations['revokePersonalToken'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/api-keys': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a space's API keys
     * @description Owners and admins only (anyone else gets 404). Oldest first, revoked and expired keys included; never the key itself.
     */
    get: operations['listSpaceKeys'];
    put?: never;
    /**
     * Create an API key of a space
     * @description Owners and admins only (anyone else, space keys included, gets 404). The key (`svcs_…`) is in this response only. It acts as the space and keeps working after its creator leaves.
     */
    post: operations['createSpaceKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/api-keys/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key of a space
     * @description Owners and admins only, whoever created the key; takes effect at once. Revoking a revoked key is 204 again; a key of another space is 404.
     */
    delete: operations['revokeSpaceKey'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the members of a space
     * @description Any member of the space, and the space's own API key, may read it. Ordered by user id.
     */
    get: operations['listMembers'];
    put?: never;
    /**
     * Add a member: invites them (the same as POST /v1/spaces/{space}/invitations, but 202)
     * @description Owners and admins only (anyone else gets 404). The invitee joins only by accepting, after signing in with the email, within 7 days. The answer is the same whether or not the email is registered. Inviting the same email again refreshes its pending invitation (same id, new role and expiry). 409 when the email belongs to a member already, when an admin offers the owner role or re-invites an email whose pending invitation offers it, when the email blocked the space, or when the space sent INVITATIONS_PER_SPACE_PER_DAY invitations (default 50) in the last 24 hours.
     */
    post: operations['addMember'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/members/{user_id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member from a space, or leave it
     * @description Owners and admins remove members; any member may remove themself. Only an owner removes an owner, and the last owner can never go (409). The user's personal tokens stop reaching the space at once; API keys they created keep working.
     */
    delete: operations['removeMember'];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Owners and admins only (anyone else gets 404). 409 when an admin grants the owner role or changes an owner's role, and when the change would leave the space without an owner.
     */
    patch: operations['changeMemberRole'];
    trace?: never;
  };
  '/v1/spaces/{space}/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the pending invitations of a space
     * @description Owners and admins only (anyone else gets 404). Expired invitations are left out. Ordered by id.
     */
    get: operations['listSpaceInvitations'];
    put?: never;
    /**
     * Invite an email to a space with a role
     * @description Owners and admins only (anyone else gets 404). The invitee joins only by accepting, after signing in with the email, within 7 days. The answer is the same whether or not the email is registered. Inviting the same email again refreshes its pending invitation (same id, new role and expiry). 409 when the email belongs to a member already, when an admin offers the owner role or re-invites an email whose pending invitation offers it, when the email blocked the space, or when the space sent INVITATIONS_PER_SPACE_PER_DAY invitations (default 50) in the last 24 hours.
     */
    post: operations['invite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/invitations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw an invitation
     * @description Owners and admins only (anyone else gets 404); only an owner withdraws an offer of the owner role (409). Expired invitations may be withdrawn too.
     */
    delete: operations['revokeInvitation'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the pending invitations addressed to you
     * @description Invitations to the email of the token's user, from every space, expired ones left out. A space API key is nobody: 404.
     */
    get: operations['listMyInvitations'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations/{id}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an invitation: join the space
     * @description Only the user whose email the invitation names (any case), before it expires; to anyone else, a space API key, an expired or used invitation it is 404. Answers the space as GET /v1/spaces lists it, with your role; a member already keeps their role. 409 `the person who invited you can no longer grant this role` when the inviter has since left the space, been demoted below the role or been deleted; the invitation stays (decline it, or ask a manager to invite you again).
     */
    post: operations['acceptInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations/decline-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline every pending invitation addressed to you
     * @description Every open invitation to your email, from every space, at once; with `{"block": true}` each of those spaces is blocked too. A space API key is nobody: 404.
     */
    post: operations['declineAllInvitations'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitations/{id}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decline an invitation
     * @description Only the invitee, before it expires (anyone else: 404). The invitation is gone afterwards. With `{"block": true}` the space may not invite your email again (409 for its managers).
     */
    post: operations['declineInvitation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitation-blocks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the spaces you blocked from inviting you
     * @description Ordered by space id. A space API key is nobody: 404.
     */
    get: operations['listInvitationBlocks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/invitation-blocks/{space}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Let a space you blocked invite you again
     * @description Your own blocks only: a space you did not block is 404.
     */
    delete: operations['removeInvitationBlock'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/device/code': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a device login (RFC 8628 §3.1); no credential needed
     * @description Answers a device code (the device keeps it secret and polls `POST /v1/device/token` with it) and a user code a person enters at `verification_uri` or sends to `POST /v1/device/approve`. Both expire after 900 s; poll no faster than `interval` seconds. A bad `scope` is a 400 in the validation form.
     */
    post: operations['requestDeviceCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/device/token': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Poll for the token of a device login (RFC 8628 §3.4); no credential needed
     * @description Until a person answers: `400 {"error":"authorization_pending"}`; polling sooner than `interval` seconds after the previous poll: `slow_down`, and the interval grows by 5 s for good. Once approved, the first poll gets a new personal token of the approving user (scope as requested); every later poll is `invalid_grant`. Errors use the RFC 6749 §5.2 form `{error, error_description}`, also for a bad body (`invalid_request`), not the validation form of the other endpoints.
     */
    post: operations['pollDeviceToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/device/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve or deny a device login by its user code
     * @description Needs the approving person's `read_write` personal token (a `read` token is 403; to a space API key there is nothing to approve: 404). Once approved, the device's next poll gets a new personal token of this person with the scope the device asked for. 400 names `user_code` when it is malformed, matches no device login (a wrong attempt) or has expired; 409 when it was answered already. After 5 wrong user codes within 15 minutes, every answer of this person is 429 (with `Retry-After`) until those 15 minutes, counted from the first wrong code, are over.
     */
    post: operations['approveDeviceCode'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a space's automations
     * @description Any member of the space, and its own key. Oldest first; never a secret or signing key.
     */
    get: operations['listAutomations'];
    put?: never;
    /**
     * Create an automation
     * @description Owners and admins only (anyone else, space keys included, gets 404). `deal_updated` or `deal_created` with optional conditions and 1–10 `send_webhook` actions, or `webhook_received` with optional conditions on `payload.…` / `deal.…` fields (its action applies only when they hold) and exactly one `update_deal` action. Each generated secret (`secret` per Send Webhook action, `signing_key` of an incoming webhook) is shown in this response only. A space holds at most `AUTOMATIONS_PER_SPACE_MAX` automations (default 50) and `WEBHOOK_ACTIONS_PER_SPACE_MAX` Send Webhook actions (default 100): past either, 409 naming the limit.
     */
    post: operations['createAutomation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read an automation
     * @description Any member of the space, and its own key. Never a secret or signing key.
     */
    get: operations['getAutomation'];
    put?: never;
    post?: never;
    /**
     * Delete an automation
     * @description Owners and admins only. Its actions, queued deliveries and delivery log go with it; a second delete is 404.
     */
    delete: operations['deleteAutomation'];
    options?: never;
    head?: never;
    /**
     * Rename, disable or enable an automation, or replace its conditions or actions
     * @description Owners and admins only. Only what is sent changes; the trigger type cannot. `actions` replaces the list: an item with the `id` of an existing action keeps it (id, secret, delivery log); an item without one is a new action whose new `secret` is shown in this response only; actions left out are deleted with their log. A request that changes nothing writes nothing. Adding Send Webhook actions past the space's `WEBHOOK_ACTIONS_PER_SPACE_MAX` (default 100) is 409, naming the limit.
     */
    patch: operations['updateAutomation'];
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/incoming': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The incoming-webhook panel: endpoint URL, signing key and a sample payload
     * @description Owners and admins only (members and keys get 404), since it shows the signing key. Only a `webhook_received` automation has an incoming webhook (409 otherwise).
     */
    get: operations['getIncomingWebhook'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/rotate-signing-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the signing key of an incoming webhook
     * @description Owners and admins only. The old key stops working at once; the automation is returned with the new `signing_key`. A `deal_updated` automation has none (409).
     */
    post: operations['rotateSigningKey'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the X-Service-Webhook secret of a Send Webhook action
     * @description Owners and admins only. The action keeps its id, URL, signing secret and delivery log; every request from now on (retries of queued deliveries included) carries the new secret, shown in this response only, in `X-Service-Webhook`. Signatures do not change: they are keyed with the signing secret (`rotate-signing-secret`). An `update_deal` action has no secret (409).
     */
    post: operations['rotateActionSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/actions/{action_id}/rotate-signing-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the signing secret of a Send Webhook action
     * @description Owners and admins only. The new signing secret (`whsec_…`, the Standard Webhooks key) is in this response only, as the action's `signing_secret`. For 24 hours the old one keeps signing beside it: `webhook-signature` holds two `v1,` signatures, so a receiver switches over without refusing a delivery. `X-Service-Webhook` does not change. An `update_deal` action has no secret (409).
     */
    post: operations['rotateSigningSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/actions/{action_id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Enable a Send Webhook endpoint that endpoint health disabled
     * @description Owners and admins only. An endpoint that failed every delivery for `WEBHOOK_ENDPOINT_DISABLE_AFTER_MS` (at least 3 deliveries) or `WEBHOOK_ENDPOINT_DISABLE_AFTER_FAILURES` deliveries in a row is disabled by the dispatcher: its deliveries are kept as `held` and not attempted, and the action's `endpoint` says why and since when. Enabling starts the failing run from zero and releases the held deliveries: queued again with `redeliver_held: true`, otherwise marked failed and redeliverable one by one. An enabled endpoint is left as it is (200). An `update_deal` action has no endpoint (409).
     */
    post: operations['enableEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/actions/{action_id}/recover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Recover: redeliver every failed delivery of a Send Webhook action since a time
     * @description Owners and admins only. Every delivery of this action that failed at or after `since` is queued again, due now, with a fresh retry schedule, exactly as `…/deliveries/{delivery_id}/redeliver` does, once each: a delivery already queued again (by an earlier or a concurrent recover) is not counted twice. Held deliveries (endpoint disabled) are not failed: `…/enable` releases them. Answers 202 with the number queued. An `update_deal` action has no endpoint (409).
     */
    post: operations['recoverDeliveries'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/rotate-inbound-signing-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the Standard Webhooks signing secret of an incoming webhook
     * @description Owners and admins only. For a `webhook_received` automation with `require_signature`: the old secret stops verifying at once; the automation is returned with the new `inbound_signing_secret`, shown this once. An automation that does not require signatures has none (409).
     */
    post: operations['rotateInboundSigningSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/send-test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send test: POST the sample payload to every Send Webhook endpoint
     * @description Owners and admins only. Each `send_webhook` action gets the SPEC §6.1 sample with its secret in `X-Service-Webhook` and the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`, signed like real deliveries), once, no retries, within `WEBHOOK_TIMEOUT_MS`, under the same address rules as real deliveries. Answers 200 with each outcome whatever the endpoints said; nothing is written to the delivery log. A `webhook_received` automation has nothing to send (409).
     */
    post: operations['sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/test-receive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test a received event: what an incoming payload would do, without writing anything
     * @description Owners and admins only. Matches the payload to a deal of the space as the incoming webhook would, tests each condition of a `webhook_received` trigger on the payload and that deal (`matched`), and lists the changes its Update Deal action would apply (`from` → `to`; none when a condition fails), with warnings for the two setup mistakes: no Update Deal action mapped (e.g. a `deal_updated` automation), and an id that matches no deal. Network reachability and the signing key are not checked.
     */
    post: operations['testReceive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An automation's delivery log, newest first
     * @description Any member of the space, and its own key. Each delivery with its status and every attempt (time, duration, status code or error). Send test leaves no trace here.
     */
    get: operations['listDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/automations/{id}/deliveries/{delivery_id}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Redeliver a failed delivery
     * @description Owners and admins only. The delivery is queued again, due now, with a fresh retry schedule; its earlier attempts stay in the log. Only a `failed` delivery can be redelivered (409 otherwise).
     */
    post: operations['redeliverDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/spaces/{space}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The space's events, in commit order
     * @description Every committed deal change of the space, kept for RETENTION_EVENT_DAYS (default 30), whether or not an automation matched; any member and the space key, `read` scope is enough. Oldest first, in the order the changes committed: a reader that keeps passing `next_cursor` as `after` sees every event exactly once (docs/events.md).
     */
    get: operations['listEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    MetaDto: {
      /**
       * @description Semantic version of the API contract
       * @example 1.0.0
       */
      version: string;
      /**
       * @description The path prefix of this API version
       * @example v1
       */
      api: string;
      /** @example /v1/openapi.json */
      openapi: string;
    };
    ValidationIssueDto: {
      /**
       * @example [
       *       "limit"
       *     ]
       */
      path: string[];
      /** @example must be an integer from 1 to 100 */
      message: string;
    };
    ValidationErrorBodyDto: {
      /** @enum {boolean} */
      success: false;
      /** @description Echo of the submitted fields. */
      data: {
        [key: string]: unknown;
      };
      error: components['schemas']['ValidationIssueDto'][];
      /** @example limit: must be an integer from 1 to 100 */
      message: string;
    };
    ErrorBodyDto: {
      /** @example invalid or expired token */
      message: string;
    };
    SpaceItemDto: {
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Acme agency */
      name: string;
      /**
       * @description The caller's role in the space; null for a space API key, which has no role.
       * @enum {string|null}
       */
      role: 'owner' | 'admin' | 'member' | null;
      /** @description Whether the caller is a member; false for a space API key. */
      is_member: boolean;
      /** @example free */
      plan: string;
      /**
       * @description Lower-case ISO 4217 code: the currency of the deals created in the space without one.
       * @example usd
       */
      currency: string;
      /**
       * @description Epoch milliseconds (UTC).
       * @example 1763800000000
       */
      updated_at: number;
    };
    SpacePageDto: {
      items: components['schemas']['SpaceItemDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    DealDto: {
      /** @example deal_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Acme renewal */
      name: string;
      /** @enum {string} */
      status: 'draft' | 'pending' | 'approved' | 'progressed' | 'won' | 'lost' | 'abandoned';
      /** @description Epoch milliseconds (UTC). */
      updated_at: number;
      space_id: string;
      /**
       * @description Lower-case ISO 4217 code.
       * @example eur
       */
      currency: string;
      /** @description Price in the deal currency. */
      price: number | null;
      /** @description Cost in the deal currency. */
      cost: number | null;
      /** @description (price − cost) / price; null when either is unset or price is 0. */
      margin: number | null;
      /** @description Win probability, 0 to 1. */
      probability: number | null;
      archived: boolean;
      /** @description Epoch milliseconds (UTC). */
      created_at: number;
      /** @description The owner's email. */
      owner_email: string | null;
      description: string | null;
      target_price: number | null;
      /** @description 0 to 1. */
      target_margin: number | null;
      /** @description Always a Monday 00:00 UTC after a reschedule. Epoch milliseconds (UTC). */
      start: number | null;
      /** @description Epoch milliseconds (UTC). */
      end: number | null;
      /** @description Epoch milliseconds (UTC). */
      due: number | null;
      /** @description Why the deal was won, lost or abandoned. */
      closed_reason: string | null;
      /** @description Why the deal was last sent back to draft. */
      redraft_reason: string | null;
      /** @description When approval was requested. Epoch milliseconds (UTC). */
      pending_at: number | null;
      /** @description When the deal was approved. Epoch milliseconds (UTC). */
      approved_at: number | null;
      /** @description When the deal progressed. Epoch milliseconds (UTC). */
      progressed_at: number | null;
      /** @description When the deal was won, lost or abandoned. Epoch milliseconds (UTC). */
      closed_at: number | null;
      /** @description Who requested approval (null for a space key). */
      requested_by_email: string | null;
      /** @description Whom approval was requested of. */
      requested_to_email: string | null;
      account: string | null;
      /** @description The external system's id (set by an incoming webhook or by you). */
      external_id: string | null;
      /**
       * @description 1 when created; grows by exactly 1 with every committed change (docs/events.md).
       * @example 1
       */
      revision: number;
    };
    DealPageDto: {
      items: components['schemas']['DealDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    MovedPhaseDto: {
      id: string;
      name: string;
    };
    RescheduleDealResponseDto: {
      deal: components['schemas']['DealDto'];
      /** @description The resolved start: a Monday 00:00 UTC. Epoch milliseconds. */
      start: number;
      /** @description The start before the call (null when it had none). */
      previous_start: number | null;
      /** @description Whether a snapshot was taken (a deal past draft, when the start changed). */
      version_created: boolean;
      /** @description The pinned phases moved by the offset. */
      phases_moved: components['schemas']['MovedPhaseDto'][];
      /** @description False when the resolved start was the current one: nothing was written. */
      changed: boolean;
    };
    PhaseDto: {
      /** @example ph_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      deal_id: string;
      /** @example Kick-off */
      name: string;
      /** @description Pinned phases sit on fixed dates and are moved by a reschedule (listed in `phases_moved`); relative phases keep their distance from the deal's start. */
      pinned: boolean;
      /** @description Epoch milliseconds (UTC); null for a relative phase of a deal whose start was cleared. */
      start: number | null;
      /** @description Epoch milliseconds (UTC). */
      end: number | null;
    };
    PhasePageDto: {
      /** @description In the order they were added. */
      items: components['schemas']['PhaseDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    VersionRateCardDto: {
      /** @example rc_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /**
       * @description The revision of the card the rates were copied from.
       * @example 3
       */
      revision: number;
    };
    RateDto: {
      /** @example rol_0Fz3AbCdEfGhIjKlMnOpQr */
      role_id: string;
      /**
       * @description Cost per unit of the role, in the card's currency.
       * @example 62.5
       */
      cost_rate: number;
      /**
       * @description Price per unit of the role, in the card's currency.
       * @example 110
       */
      price_rate: number;
    };
    VersionPricingDto: {
      rate_card: components['schemas']['VersionRateCardDto'];
      /**
       * @description Added to effort, 0–1.
       * @example 0.15
       */
      contingency: number;
      /**
       * @description Taken off the subtotal, 0–1.
       * @example 0.05
       */
      discount: number;
      /** @description The deal's copy of the card's rates. */
      rates: components['schemas']['RateDto'][];
    };
    VersionEstimateDto: {
      /** @example est_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example ph_0Fz3AbCdEfGhIjKlMnOpQr */
      phase_id: string;
      /** @example Build the API */
      name: string;
      /** @description The role of an effort estimate; null for a fixed one. */
      role_id: string | null;
      /** @description Effort in the role's unit; null for a fixed one. */
      quantity: number | null;
      /** @description A fixed estimate’s price; null for effort. */
      fixed_price: number | null;
      /** @description A fixed estimate’s cost; null for effort. */
      fixed_cost: number | null;
    };
    DealVersionDto: {
      /** @example ver_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      deal_id: string;
      /** @description When the snapshot was taken. Epoch milliseconds (UTC). */
      created_at: number;
      /**
       * @description What the snapshot was taken before: a reschedule, or a pricing change (rate card, contingency, discount, refreshed rates, an estimate added, edited or removed, a phase with estimates removed).
       * @enum {string}
       */
      reason: 'reschedule' | 'pricing';
      /** @description The deal as it was. */
      deal: components['schemas']['DealDto'];
      /** @description Its phases as they were. */
      phases: components['schemas']['PhaseDto'][];
      /** @description Its pricing as it was; null when it had no rate card (or the version predates pricing). */
      pricing: components['schemas']['VersionPricingDto'] | null;
      /** @description Its estimates as they were, in the order added. */
      estimates: components['schemas']['VersionEstimateDto'][];
    };
    DealVersionPageDto: {
      /** @description Newest first. */
      items: components['schemas']['DealVersionDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    RoleDto: {
      /** @example rol_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Developer */
      name: string;
      /**
       * @description What an estimate of this role counts, and what its rates are per.
       * @enum {string}
       */
      unit: 'hour' | 'day';
      /** @description Archived: takes no new estimate nor new rate; the deals that use it keep it. */
      archived: boolean;
    };
    RolePageDto: {
      items: components['schemas']['RoleDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    RateCardDto: {
      /** @example rc_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Standard 2026 */
      name: string;
      /**
       * @description Lower-case ISO 4217 code.
       * @example eur
       */
      currency: string;
      rates: components['schemas']['RateDto'][];
      /** @description The space's default card in its currency (at most one per currency). */
      is_default: boolean;
      /**
       * @description 1 when created, up by one with every edit.
       * @example 1
       */
      revision: number;
    };
    RateCardPageDto: {
      items: components['schemas']['RateCardDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    RateCardRefDto: {
      /** @example rc_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /**
       * @description The revision of the card the deal copied its rates from.
       * @example 3
       */
      revision: number;
    };
    PricedLineDto: {
      /** @example est_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example ph_0Fz3AbCdEfGhIjKlMnOpQr */
      phase_id: string;
      /** @example Build the API */
      name: string;
      /** @description The role of an effort estimate; null for a fixed one. */
      role_id: string | null;
      /** @description Effort in the role's unit; null for a fixed estimate. */
      quantity: number | null;
      /** @description The deal's copy of the role's cost rate. */
      cost_rate: number | null;
      /** @description The deal's copy of the role's price rate. */
      price_rate: number | null;
      /** @description A fixed estimate’s price; null for effort. */
      fixed_price: number | null;
      /** @description A fixed estimate’s cost; null for effort. */
      fixed_cost: number | null;
      /** @description quantity × (1 + contingency) × cost_rate, half-up to a cent. In the deal's currency, 2 decimals. */
      cost: number;
      /** @description quantity × (1 + contingency) × price_rate, half-up to a cent. In the deal's currency, 2 decimals. */
      price: number;
    };
    PhaseAmountDto: {
      /** @example ph_0Fz3AbCdEfGhIjKlMnOpQr */
      phase_id: string;
      cost: number;
      price: number;
    };
    RoleAmountDto: {
      /** @description Null: the fixed estimates, summed. */
      role_id: string | null;
      /** @description Effort in the role's unit, before contingency. */
      quantity: number | null;
      cost: number;
      price: number;
    };
    VarianceDto: {
      /** @description price − target_price; null without a target. */
      price: number | null;
      /** @description margin − target_margin; null without a target or margin. */
      margin: number | null;
    };
    DealPricingDto: {
      /** @example usd */
      currency: string;
      /** @description Null until the deal is given a rate card. */
      rate_card: components['schemas']['RateCardRefDto'] | null;
      /**
       * @description Added to effort, 0 to 1.
       * @example 0.15
       */
      contingency: number;
      /**
       * @description Taken off the subtotal, 0 to 1.
       * @example 0.05
       */
      discount: number;
      /** @description The estimates in the order they were added. */
      lines: components['schemas']['PricedLineDto'][];
      /** @description Every phase of the deal, in its order. Before the discount; the entries sum to `subtotal` (and to `cost`). */
      by_phase: components['schemas']['PhaseAmountDto'][];
      /** @description Each role with a line, then the fixed lines. Before the discount; the entries sum to `subtotal` (and to `cost`). */
      by_role: components['schemas']['RoleAmountDto'][];
      /** @description The sum of the lines' prices. In the deal's currency, 2 decimals. */
      subtotal: number;
      /** @description subtotal × discount, half-up to a cent. In the deal's currency, 2 decimals. */
      discount_amount: number;
      /** @description The sum of the lines' costs. In the deal's currency, 2 decimals. */
      cost: number;
      /** @description subtotal − discount_amount. In the deal's currency, 2 decimals. */
      price: number;
      /** @description (price − cost) / price, 4 decimals; null at a price of 0. */
      margin: number | null;
      /** @description The deal's target price. */
      target_price: number | null;
      /** @description The deal's target margin. */
      target_margin: number | null;
      variance: components['schemas']['VarianceDto'];
    };
    PipelineMonthDto: {
      /**
       * @description The calendar month, `YYYY-MM` (UTC).
       * @example 2026-03
       */
      month: string;
      /**
       * @description Price of open and won deals this month. In the forecast's currency, 2 decimals: each deal's amount spread over its phases' days (start to due without phases), exactly: a deal’s months sum to its amount.
       * @example 4575.41
       */
      price: number;
      /**
       * @description Price × probability (a won deal at 1, an open deal without a probability at 0), each deal's weighted price spread like its price. In the forecast's currency, 2 decimals: each deal's amount spread over its phases' days (start to due without phases), exactly: a deal’s months sum to its amount.
       * @example 3375.41
       */
      weighted: number;
      /**
       * @description Cost of the same deals. In the forecast's currency, 2 decimals: each deal's amount spread over its phases' days (start to due without phases), exactly: a deal’s months sum to its amount.
       * @example 2258.2
       */
      cost: number;
      /**
       * @description How many deals have at least one scheduled day this month.
       * @example 2
       */
      deals: number;
    };
    PipelineDto: {
      /**
       * @description Lower-case ISO 4217: the `currency` asked for, else the space’s. Deals in others are not counted.
       * @example eur
       */
      currency: string;
      /** @description One per calendar month from `from` to `to`, in order. */
      items: components['schemas']['PipelineMonthDto'][];
    };
    CreatedPersonalTokenDto: {
      /** @example tok_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example CI deploys */
      name: string;
      /** @enum {string} */
      scope: 'read' | 'read_write';
      /**
       * @description Epoch milliseconds (UTC)
       * @example 1763800000000
       */
      created_at: number;
      /** @description Epoch milliseconds (UTC); null: never expires. */
      expires_at: number | null;
      /** @description Epoch milliseconds (UTC), to the minute; null: never used. */
      last_used_at: number | null;
      /** @description Epoch milliseconds (UTC); null: not revoked. */
      revoked_at: number | null;
      /**
       * @description The token. Shown only in this response: it is stored as a hash and cannot be read again.
       * @example svcp_kCIYmYWSU8Oszp9eSbSfLKpLl9wtDj2MEn2r
       */
      token: string;
    };
    PersonalTokenDto: {
      /** @example tok_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example CI deploys */
      name: string;
      /** @enum {string} */
      scope: 'read' | 'read_write';
      /**
       * @description Epoch milliseconds (UTC)
       * @example 1763800000000
       */
      created_at: number;
      /** @description Epoch milliseconds (UTC); null: never expires. */
      expires_at: number | null;
      /** @description Epoch milliseconds (UTC), to the minute; null: never used. */
      last_used_at: number | null;
      /** @description Epoch milliseconds (UTC); null: not revoked. */
      revoked_at: number | null;
    };
    PersonalTokenPageDto: {
      items: components['schemas']['PersonalTokenDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    CreatedSpaceKeyDto: {
      /** @example tok_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Audit system */
      name: string;
      /** @enum {string} */
      scope: 'read' | 'read_write';
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      space_id: string;
      /** @description User id of the creator, kept for the audit trail (null once that user is deleted). */
      created_by: string | null;
      /**
       * @description Epoch milliseconds (UTC)
       * @example 1763800000000
       */
      created_at: number;
      /** @description Epoch milliseconds (UTC); null: never expires. */
      expires_at: number | null;
      /** @description Epoch milliseconds (UTC), to the minute; null: never used. */
      last_used_at: number | null;
      /** @description Epoch milliseconds (UTC); null: not revoked. */
      revoked_at: number | null;
      /**
       * @description The key. Shown only in this response: it is stored as a hash and cannot be read again.
       * @example svcs_9o0RfOIJCAL0e9m78a6CnzcgJSL77B2ryKJq
       */
      key: string;
    };
    SpaceKeyDto: {
      /** @example tok_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example Audit system */
      name: string;
      /** @enum {string} */
      scope: 'read' | 'read_write';
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      space_id: string;
      /** @description User id of the creator, kept for the audit trail (null once that user is deleted). */
      created_by: string | null;
      /**
       * @description Epoch milliseconds (UTC)
       * @example 1763800000000
       */
      created_at: number;
      /** @description Epoch milliseconds (UTC); null: never expires. */
      expires_at: number | null;
      /** @description Epoch milliseconds (UTC), to the minute; null: never used. */
      last_used_at: number | null;
      /** @description Epoch milliseconds (UTC); null: not revoked. */
      revoked_at: number | null;
    };
    SpaceKeyPageDto: {
      items: components['schemas']['SpaceKeyDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    MemberDto: {
      /** @example usr_0Fz3AbCdEfGhIjKlMnOpQr */
      user_id: string;
      /** @example ada@example.com */
      email: string;
      /** @example Ada Lovelace */
      name: string;
      /** @enum {string} */
      role: 'owner' | 'admin' | 'member';
      /**
       * @description When the user joined the space; epoch milliseconds (UTC).
       * @example 1763800000000
       */
      joined_at: number;
    };
    MemberPageDto: {
      items: components['schemas']['MemberDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    InvitationDto: {
      /** @example inv_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      space_id: string;
      /** @example Acme agency */
      space_name: string;
      /**
       * @description Trimmed and lower-cased.
       * @example ada@example.com
       */
      email: string;
      /**
       * @description The role the invitee gets by accepting.
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member';
      /**
       * @description The user who (last) sent the invitation; null once that user is deleted.
       * @example usr_0Fz3AbCdEfGhIjKlMnOpQr
       */
      invited_by: string | null;
      /**
       * @description The inviter's name.
       * @example Grace Hopper
       */
      invited_by_name: string | null;
      /** @description When it was sent (or last refreshed); epoch milliseconds (UTC). */
      created_at: number;
      /** @description After this it can no longer be accepted: 7 days after created_at. */
      expires_at: number;
    };
    InvitationPageDto: {
      items: components['schemas']['InvitationDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    DeclinedDto: {
      /**
       * @description How many open invitations were declined (0 when none).
       * @example 3
       */
      declined: number;
    };
    InvitationBlockDto: {
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      space_id: string;
      /** @example Acme agency */
      space_name: string;
      /** @description When you blocked it; epoch milliseconds (UTC). */
      created_at: number;
    };
    InvitationBlockPageDto: {
      items: components['schemas']['InvitationBlockDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    DeviceCodeResponseDto: {
      /**
       * @description The device's secret for polling `POST /v1/device/token`; 43 base62 characters (256 bits).
       * @example 4fQ0sW1nC8hLd2ZkP5rVb7tXy9Ae3Gu6Mj0Nq1Rs2Tv
       */
      device_code: string;
      /**
       * @description Shown to the person: 8 letters from `BCDFGHJKLMNPQRSTVWXZ` as `XXXX-XXXX`.
       * @example BCDF-GHJK
       */
      user_code: string;
      /**
       * @description `{APP_URL}/device`, where a signed-in person enters the code.
       * @example http://localhost:3000/device
       */
      verification_uri: string;
      /**
       * @description The same page with the code filled in (for a QR code or a link).
       * @example http://localhost:3000/device?user_code=BCDF-GHJK
       */
      verification_uri_complete: string;
      /**
       * @description Seconds until both codes expire.
       * @example 900
       */
      expires_in: number;
      /**
       * @description Seconds to wait between polls.
       * @example 5
       */
      interval: number;
    };
    DeviceTokenResponseDto: {
      /**
       * @description A new personal access token of the approving user; shown this once, stored only as a hash.
       * @example svcp_0000000000000000000000000000004K0xYK
       */
      access_token: string;
      /** @enum {string} */
      token_type: 'Bearer';
      /**
       * @description The scope asked for in `POST /v1/device/code`.
       * @enum {string}
       */
      scope: 'read' | 'read_write';
    };
    OAuthErrorBodyDto: {
      /**
       * @description `authorization_pending`: keep polling. `slow_down`: keep polling, 5 s slower than before, for good. `expired_token`: start again. `access_denied`: the person said no. `invalid_grant`: unknown device code, or its token was already issued. `invalid_request`: a missing, non-string or unknown field, or malformed JSON. `unsupported_grant_type`: `grant_type` is not the device code grant.
       * @enum {string}
       */
      error:
        | 'authorization_pending'
        | 'slow_down'
        | 'expired_token'
        | 'access_denied'
        | 'invalid_grant'
        | 'invalid_request'
        | 'unsupported_grant_type';
      /** @example the user has not answered yet; poll again after the interval */
      error_description: string;
    };
    DeviceApprovalResponseDto: {
      /**
       * @description The code answered, as the device shows it.
       * @example BCDF-GHJK
       */
      user_code: string;
      /** @description Whether the device login was approved (else denied). */
      approved: boolean;
      /**
       * @description The scope the device asked for; its token gets this scope when approved.
       * @enum {string}
       */
      scope: 'read' | 'read_write';
    };
    ConditionDto: {
      /**
       * @description `deal_updated`: a tracked deal field. `webhook_received`: `payload.<field>` (the incoming body; a field not sent is null) or `deal.<field>` (the matched deal before the change) (docs/automations.md).
       * @enum {string}
       */
      field:
        | 'name'
        | 'status'
        | 'price'
        | 'cost'
        | 'margin'
        | 'target_price'
        | 'probability'
        | 'start'
        | 'end'
        | 'due'
        | 'description'
        | 'owner'
        | 'actor.type'
        | 'actor.id'
        | 'payload.id'
        | 'payload.external_id'
        | 'payload.status'
        | 'payload.name'
        | 'payload.target_price'
        | 'payload.target_margin'
        | 'payload.due'
        | 'payload.start'
        | 'payload.probability'
        | 'payload.redraft_reason'
        | 'payload.closed_reason'
        | 'deal.name'
        | 'deal.status'
        | 'deal.price'
        | 'deal.cost'
        | 'deal.margin'
        | 'deal.target_price'
        | 'deal.probability'
        | 'deal.start'
        | 'deal.end'
        | 'deal.due'
        | 'deal.description'
        | 'deal.owner';
      /**
       * @description `webhook_received` takes `equals`, `in`, `greater` and `less` only.
       * @enum {string}
       */
      op: 'equals' | 'in' | 'changed' | 'changed_to' | 'changed_from' | 'greater' | 'less';
      /**
       * @description A string, number or null; a list of them for `in`; absent for `changed` (docs/automations.md).
       * @example approved
       */
      value?: (string | null) | number | ((string | null) | number)[];
    };
    AutomationTriggerDto: {
      /** @enum {string} */
      type: 'deal_updated' | 'deal_created' | 'webhook_received';
      /** @description All must hold; empty matches every change (every received event for `webhook_received`, whose Update Deal action applies only when they hold). */
      conditions: components['schemas']['ConditionDto'][];
      /** @description `webhook_received` only: calls must carry Standard Webhooks signatures keyed with the automation’s `inbound_signing_secret`, and the `X-Service-Webhook` key alone is refused (docs/webhook-in.md). */
      require_signature?: boolean;
    };
    EndpointHealthDto: {
      /**
       * @description `disabled`: its deliveries are held (kept, not attempted) until it is enabled again.
       * @enum {string}
       */
      status: 'enabled' | 'disabled';
      /** @description When it was disabled. Epoch milliseconds (UTC). */
      disabled_at: number | null;
      /**
       * @description Why it was disabled; null while enabled.
       * @example failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503
       */
      disabled_reason: string | null;
      /** @description End of the first failed delivery of the current run of failures; null when the last finished delivery was delivered. Epoch milliseconds (UTC). */
      failing_since: number | null;
      /** @description Failed deliveries in a row (a delivered one resets the count). */
      consecutive_failures: number;
      /** @description The error of the last attempt of the last failed delivery of the run. */
      last_error: string | null;
      /** @description Deliveries held while it is disabled. */
      held_deliveries: number;
    };
    AutomationActionDto: {
      /** @example act_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @enum {string} */
      type: 'send_webhook' | 'update_deal';
      /** @description `send_webhook` only: the endpoint, normalised. */
      url?: string;
      /** @description `send_webhook` only: the `$field` template; null when none. */
      message?: string | null;
      /**
       * @description `send_webhook` only, and only in the response that generated it (create, an update that adds the action, rotate-secret): the `X-Service-Webhook` value. It cannot be read again. Actions created before signing secrets existed keep a `whsec_`-prefixed value here.
       * @example svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH
       */
      secret?: string;
      /**
       * @description `send_webhook` only, and only in the response that generated it (create, an update that adds the action, rotate-signing-secret): the Standard Webhooks signing secret, `whsec_` and the base64 of 32 random bytes. `webhook-signature` is keyed with it and it is never sent, so verify with the stock `new Webhook(signing_secret)` of the `standardwebhooks` packages. It cannot be read again.
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=
       */
      signing_secret?: string;
      /** @description `send_webhook` only: the endpoint's health, kept by the dispatcher. */
      endpoint?: components['schemas']['EndpointHealthDto'];
      /** @description `update_deal` only: the payload fields applied; null applies every field. */
      fields?:
        | (
            | 'status'
            | 'name'
            | 'target_price'
            | 'target_margin'
            | 'due'
            | 'start'
            | 'probability'
            | 'redraft_reason'
            | 'closed_reason'
            | 'external_id'
          )[]
        | null;
    };
    AutomationDto: {
      /** @example aut_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @example spc_0Fz3AbCdEfGhIjKlMnOpQr */
      space_id: string;
      /** @example Ask the auditor */
      name: string;
      /** @description A disabled automation starts nothing; queued deliveries still go out. */
      enabled: boolean;
      trigger: components['schemas']['AutomationTriggerDto'];
      actions: components['schemas']['AutomationActionDto'][];
      /**
       * @description `webhook_received` only, and only in the responses that generated it (create, rotate-signing-key); owners and admins read it again in the incoming-webhook panel.
       * @example whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h
       */
      signing_key?: string;
      /**
       * @description `webhook_received` with `require_signature` only, and only in the responses that generated it (create or the update that turned signatures on, rotate-inbound-signing-secret): the Standard Webhooks secret (`whsec_` + base64 of 32 random bytes; the HMAC key is those bytes). Shown once.
       * @example whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw
       */
      inbound_signing_secret?: string;
      /** @description Epoch milliseconds (UTC). */
      created_at: number;
      /** @description Epoch milliseconds (UTC). */
      updated_at: number;
    };
    AutomationPageDto: {
      /** @description Oldest first; never a secret. */
      items: components['schemas']['AutomationDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    IncomingWebhookDto: {
      /** @example aut_0Fz3AbCdEfGhIjKlMnOpQr */
      automation_id: string;
      /**
       * @description `{webhook_in_url}/spaces/<space_id>/webhook-in` (`WEBHOOK_IN_URL`).
       * @example http://localhost:3001/spaces/spc_0Fz3AbCdEfGhIjKlMnOpQr/webhook-in
       */
      endpoint_url: string;
      /**
       * @description Send it in the `X-Service-Webhook` header.
       * @example whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h
       */
      signing_key: string;
      /** @description Calls must carry Standard Webhooks signatures (`webhook-id`, `webhook-timestamp`, `webhook-signature`) keyed with the automation’s `inbound_signing_secret` (shown once, when generated); the key alone is refused. Sign `{webhook-id}.{webhook-timestamp}.{body}` with HMAC-SHA256 (base64) keyed with the secret’s base64-decoded bytes, or use any Standard Webhooks library (docs/webhook-in.md). */
      require_signature: boolean;
      /**
       * @description A SPEC §4.5 body: approves the space’s oldest deal (`deal_sample` when it has none).
       * @example {
       *       "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
       *       "status": "approved"
       *     }
       */
      sample_payload: {
        [key: string]: unknown;
      };
    };
    RecoverDeliveriesResponseDto: {
      /** @description Failed deliveries queued again (due now, a fresh retry schedule); 0 when none matched. */
      recovered: number;
    };
    SendTestResultDto: {
      /** @example act_0Fz3AbCdEfGhIjKlMnOpQr */
      action_id: string;
      /** @example https://audit.example.com/hook */
      url: string;
      /** @description The endpoint answered 2xx. */
      delivered: boolean;
      /** @description The HTTP status; null when none came back. */
      status_code: number | null;
      /** @description Why it failed (`HTTP 500`, `timed out`, `network error (ECONNREFUSED)` …); null when delivered. */
      error: string | null;
      /** @description Milliseconds from sending to the answer (or the failure). */
      duration_ms: number;
    };
    SendTestResponseDto: {
      /** @description The body that was sent: the SPEC §6.1 sample (event `deal_updated`, empty changes). */
      payload: {
        [key: string]: unknown;
      };
      /** @description One per Send Webhook action, in action order. */
      results: components['schemas']['SendTestResultDto'][];
    };
    ConditionResultDto: {
      /**
       * @description `deal_updated`: a tracked deal field. `webhook_received`: `payload.<field>` (the incoming body; a field not sent is null) or `deal.<field>` (the matched deal before the change) (docs/automations.md).
       * @enum {string}
       */
      field:
        | 'name'
        | 'status'
        | 'price'
        | 'cost'
        | 'margin'
        | 'target_price'
        | 'probability'
        | 'start'
        | 'end'
        | 'due'
        | 'description'
        | 'owner'
        | 'actor.type'
        | 'actor.id'
        | 'payload.id'
        | 'payload.external_id'
        | 'payload.status'
        | 'payload.name'
        | 'payload.target_price'
        | 'payload.target_margin'
        | 'payload.due'
        | 'payload.start'
        | 'payload.probability'
        | 'payload.redraft_reason'
        | 'payload.closed_reason'
        | 'deal.name'
        | 'deal.status'
        | 'deal.price'
        | 'deal.cost'
        | 'deal.margin'
        | 'deal.target_price'
        | 'deal.probability'
        | 'deal.start'
        | 'deal.end'
        | 'deal.due'
        | 'deal.description'
        | 'deal.owner';
      /**
       * @description `webhook_received` takes `equals`, `in`, `greater` and `less` only.
       * @enum {string}
       */
      op: 'equals' | 'in' | 'changed' | 'changed_to' | 'changed_from' | 'greater' | 'less';
      /**
       * @description A string, number or null; a list of them for `in`; absent for `changed` (docs/automations.md).
       * @example approved
       */
      value?: (string | null) | number | ((string | null) | number)[];
      /** @description Whether the condition held for this payload and the matched deal. */
      matched: boolean;
    };
    TestReceiveResponseDto: {
      /** @enum {boolean} */
      received: true;
      /** @example aut_0Fz3AbCdEfGhIjKlMnOpQr */
      automation_id: string;
      /** @enum {string} */
      trigger: 'deal_updated' | 'deal_created' | 'webhook_received';
      /** @description Each condition of a `webhook_received` trigger, in order, with whether it matched (`payload.…` on the payload as matched, `deal.…` on the matched deal; with no deal matched a `deal.…` condition does not match). Empty for a `deal_updated` automation, whose conditions are about a deal change. */
      conditions: components['schemas']['ConditionResultDto'][];
      /** @description The payload as matched (with the picked `deal_id` as `id` when it named no deal). */
      payload: {
        [key: string]: unknown;
      };
      /** @description A deal of the space matched, as SPEC §4.5 matches. */
      deal_matched: boolean;
      deal_id: string | null;
      /** @description Whether the live call would apply the Update Deal action (its `applied`): a deal matched, every condition matched, and the automation has the action. */
      would_apply: boolean;
      /**
       * @description What the Update Deal action would change: `{field: {from, to}}`; empty when it would not apply.
       * @example {
       *       "status": {
       *         "from": "pending",
       *         "to": "approved"
       *       }
       *     }
       */
      changes: {
        [key: string]: unknown;
      };
      /** @description Setup mistakes: `no Update Deal action is mapped`, `the id matches no deal`, `the external_id matches no deal`, `the payload has neither id nor external_id, so it matches no deal`. */
      warnings: string[];
    };
    DeliveryAttemptDto: {
      /** @example att_0Fz3AbCdEfGhIjKlMnOpQr */
      id: string;
      /** @description 1, 2, … per delivery, continuing across redeliveries. */
      number: number;
      /** @description When the attempt started. Epoch milliseconds (UTC). */
      started_at: number;
      duration_ms: number;
      /** @description The HTTP status; null when none came back. */
      status_code: number | null;
      /** @description `HTTP 503`, `timed out`, `network error (…)`, `target refused: …`; null on 2xx. */
      error: string | null;
    };
    DeliveryDto: {
      /**
       * @description Also sent as `X-Service-Delivery`.
       * @example dlv_0Fz3AbCdEfGhIjKlMnOpQr
       */
      id: string;
      automation_id: string;
      action_id: string;
      event_id: string;
      /** @example service_deal_updated */
      event: string;
      deal_id: string | null;
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed' | 'held';
      /** @description Attempts made in the current schedule (0 again after a redelivery). */
      attempt_count: number;
      /** @description When the next attempt is due; null once settled. Epoch milliseconds (UTC). */
      next_attempt_at: number | null;
      last_error: string | null;
      /** @description Epoch milliseconds (UTC). */
      created_at: number;
      /** @description Epoch milliseconds (UTC). */
      updated_at: number;
      /** @description Epoch milliseconds (UTC). */
      delivered_at: number | null;
      /** @description The body sent (SPEC §6.1); the secret is never part of it. */
      payload: {
        [key: string]: unknown;
      };
      attempts: components['schemas']['DeliveryAttemptDto'][];
    };
    DeliveryPageDto: {
      /** @description Newest first. */
      items: components['schemas']['DeliveryDto'][];
      /** @description Pass as `cursor` for the next page; null on the last. */
      next_cursor: string | null;
    };
    EventActorDto: {
      /** @enum {string} */
      type: 'user' | 'space_key' | 'webhook_in' | 'system';
      /** @description User id, space key credential id, or Webhook Received automation id; null for `system`. */
      id: string | null;
    };
    EventDto: {
      /**
       * @description The `event_id` of its webhook bodies.
       * @example evt_0Fz3AbCdEfGhIjKlMnOpQr
       */
      id: string;
      /** @enum {string} */
      type: 'service_deal_updated' | 'service_deal_created';
      /** @description When the change committed. Epoch milliseconds (UTC). */
      created_at: number;
      deal_id: string | null;
      /** @description The deal's revision after the change (null only on events older than revisions). */
      revision: number | null;
      /** @description Who made the change. */
      actor: components['schemas']['EventActorDto'] | null;
      /** @description The body a Send Webhook receiver gets for this change, less `message`. */
      data: {
        [key: string]: unknown;
      };
    };
    EventPageDto: {
      items: components['schemas']['EventDto'][];
      /** @description Pass it as `after` to continue; it is there even when nothing was new, so a reader keeps polling with it (null only while the space has no event and no `after` was given). */
      next_cursor: string | null;
    };
    CreateSpaceRequestDto: {
      /**
       * @description Surrounding blanks are trimmed; 1–100 characters remain.
       * @example Acme agency
       */
      name: string;
      /**
       * @description Three-letter ISO 4217 code in any case, stored in lower case: the currency of the deals created in the space without one.
       * @default usd
       * @example eur
       */
      currency: string;
    };
    UpdateSpaceRequestDto: {
      /**
       * @description Surrounding blanks are trimmed; 1–100 characters remain.
       * @example Acme agency
       */
      name?: string;
      /**
       * @description Owners only (an admin gets 409). Applies to the deals created afterwards; existing deals keep their currency.
       * @example eur
       */
      currency?: string;
    };
    AddPhaseRequestDto: {
      /**
       * @description The phase's name, not blank.
       * @example Kick-off
       */
      name: string;
      /**
       * Format: int64
       * @description Epoch milliseconds (UTC).
       */
      start: number;
      /**
       * Format: int64
       * @description Epoch milliseconds (UTC); not before start.
       */
      end: number;
      /** @description Pinned: stays on these dates and moves only by a reschedule's offset. Not pinned: kept at its distance from the deal's start (needs the deal to have one). */
      pinned: boolean;
    };
    EditPhaseRequestDto: {
      /**
       * @description The phase's new name, not blank.
       * @example Kick-off
       */
      name?: string;
      /**
       * Format: int64
       * @description Epoch milliseconds (UTC). Left out: where the phase starts now.
       */
      start?: number;
      /**
       * Format: int64
       * @description Epoch milliseconds (UTC); not before start. Left out: where it ends now.
       */
      end?: number;
      /** @description Pinned: stays on its dates and moves only by a reschedule's offset. Not pinned: kept at its distance from the deal's start (needs the deal to have one). Switching keeps the phase's current dates. */
      pinned?: boolean;
    };
    CreateDealRequestDto: {
      /** @description The space the deal belongs to. */
      space: string;
      /**
       * @description The deal's name, not blank.
       * @example Acme renewal
       */
      name: string;
      /**
       * @description ISO 4217 code, any case; stored in lower case. Left out: the space's `currency`, as it is when the deal is created.
       * @example eur
       */
      currency?: string;
      /** @description Price in the deal currency. */
      price?: number | null;
      /** @description Cost in the deal currency. Send this or `margin`, not both. */
      cost?: number | null;
      /** @description Sets cost = price × (1 − margin), in whole cents. Needs a price. */
      margin?: number | null;
      /** @description Win probability. */
      probability?: number | null;
      /** @description The price aimed at, in the deal currency. */
      target_price?: number | null;
      /** @description The margin aimed at, from 0 to 1. */
      target_margin?: number | null;
      /**
       * Format: int64
       * @description Set directly, without Monday rounding; use reschedule to move the schedule. Epoch milliseconds (UTC).
       */
      start?: number | null;
      /**
       * Format: int64
       * @description Not before start. Epoch milliseconds (UTC).
       */
      end?: number | null;
      /**
       * Format: int64
       * @description When the deal is due. Epoch milliseconds (UTC).
       */
      due?: number | null;
      /** @description Free text about the deal. */
      description?: string | null;
      /** @description The customer account the deal is with. */
      account?: string | null;
      /** @description The external system's id for this deal. */
      external_id?: string | null;
      /**
       * Format: email
       * @description A member of the space. On create, defaults to the calling user (none for a space key).
       */
      owner_email?: string | null;
    };
    MoveDealStatusRequestDto: {
      /**
       * @description `pending` from `draft` requests approval.
       * @enum {string}
       */
      status: 'draft' | 'pending' | 'approved' | 'progressed' | 'won' | 'lost' | 'abandoned';
      /** @description Becomes `redraft_reason` on a move to draft, `closed_reason` on won, lost or abandoned. */
      reason?: string | null;
      /**
       * Format: email
       * @description On a request for approval (to `pending`): whom it is asked of.
       */
      requested_to?: string | null;
    };
    RescheduleDealRequestDto: {
      /**
       * @description A signed offset from the current start (`+2w`, `-3d`, `+1m`: days, weeks, calendar months) or a date `YYYY-MM-DD`. Either resolves to the Monday on or before it (UTC).
       * @example +2w
       */
      shift: string;
      /** @description When sent, it must be the deal's space (else 404). */
      space?: string;
    };
    UpdateDealRequestDto: {
      /** @description The deal's new name, not blank. */
      name?: string;
      /**
       * @description ISO 4217 code, any case; stored in lower case.
       * @example eur
       */
      currency?: string;
      /** @description An archived deal accepts no change but `archived: false`. */
      archived?: boolean;
      /** @description Price in the deal currency. */
      price?: number | null;
      /** @description Cost in the deal currency. Send this or `margin`, not both. */
      cost?: number | null;
      /** @description Sets cost = price × (1 − margin), in whole cents. Needs a price. */
      margin?: number | null;
      /** @description Win probability. */
      probability?: number | null;
      /** @description The price aimed at, in the deal currency. */
      target_price?: number | null;
      /** @description The margin aimed at, from 0 to 1. */
      target_margin?: number | null;
      /**
       * Format: int64
       * @description Set directly, without Monday rounding; use reschedule to move the schedule. Epoch milliseconds (UTC).
       */
      start?: number | null;
      /**
       * Format: int64
       * @description Not before start. Epoch milliseconds (UTC).
       */
      end?: number | null;
      /**
       * Format: int64
       * @description When the deal is due. Epoch milliseconds (UTC).
       */
      due?: number | null;
      /** @description Free text about the deal. */
      description?: string | null;
      /** @description The customer account the deal is with. */
      account?: string | null;
      /** @description The external system's id for this deal. */
      external_id?: string | null;
      /**
       * Format: email
       * @description A member of the space. On create, defaults to the calling user (none for a space key).
       */
      owner_email?: string | null;
    };
    CreatePersonalTokenRequestDto: {
      /**
       * @description What the credential is for; surrounding spaces are trimmed.
       * @example CI deploys
       */
      name: string;
      /**
       * @description `read` may only read; `read_write` may also change things.
       * @enum {string}
       */
      scope: 'read' | 'read_write';
      /** @description Lifetime in days of 24 h from now. Left out or null: the credential never expires. */
      expires_in_days?: number | null;
    };
    CreateSpaceKeyRequestDto: {
      /**
       * @description What the credential is for; surrounding spaces are trimmed.
       * @example CI deploys
       */
      name: string;
      /**
       * @description `read` may only read; `read_write` may also change things.
       * @enum {string}
       */
      scope: 'read' | 'read_write';
      /** @description Lifetime in days of 24 h from now. Left out or null: the credential never expires. */
      expires_in_days?: number | null;
    };
    InviteRequestDto: {
      /**
       * @description Who may accept: whoever signs in with this email; case and surrounding spaces are ignored.
       * @example ada@example.com
       */
      email: string;
      /**
       * @description The role the invitee gets by accepting. Only an owner may offer the owner role.
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member';
    };
    AddMemberRequestDto: {
      /**
       * @description Who may accept: whoever signs in with this email; case and surrounding spaces are ignored.
       * @example ada@example.com
       */
      email: string;
      /**
       * @description The role the invitee gets by accepting. Only an owner may offer the owner role.
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member';
    };
    ChangeMemberRoleRequestDto: {
      /**
       * @description The new role. Only an owner may grant the owner role or change an owner.
       * @enum {string}
       */
      role: 'owner' | 'admin' | 'member';
    };
    DeclineAllRequestDto: {
      /**
       * @description Also block the space: it may not invite your email again until you remove the block (DELETE /v1/invitation-blocks/{space}).
       * @default false
       */
      block: boolean;
    };
    DeclineRequestDto: {
      /**
       * @description Also block the space: it may not invite your email again until you remove the block (DELETE /v1/invitation-blocks/{space}).
       * @default false
       */
      block: boolean;
    };
    ApproveDeviceCodeRequestDto: {
      /**
       * @description The code the device shows, in any case, with or without the dash (blanks are ignored).
       * @example bcdf-ghjk
       */
      user_code: string;
      /** @description `true` approves the device login, `false` denies it. */
      approve: boolean;
    };
    PollDeviceTokenRequestDto: {
      /**
       * @description The device code grant (RFC 8628 §3.4); any other is `unsupported_grant_type`.
       * @example urn:ietf:params:oauth:grant-type:device_code
       * @enum {string}
       */
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code';
      /** @description The `device_code` from `POST /v1/device/code`. */
      device_code: string;
      /** @description Accepted and ignored (no client registration). */
      client_id?: string;
    };
    RequestDeviceCodeRequestDto: {
      /**
       * @description Scope of the personal token the device gets once a person approves. Default `read_write`, which the command-line tool needs (it reschedules deals).
       * @default read_write
       * @enum {string}
       */
      scope: 'read' | 'read_write';
      /** @description Accepted and ignored, so stock RFC 8628 clients work: there is no client registration. */
      client_id?: string;
    };
    AutomationTriggerRequestDto: {
      /**
       * @description Required on create; on update it cannot change.
       * @enum {string}
       */
      type: 'deal_updated' | 'deal_created' | 'webhook_received';
      /** @description 0–20, all must hold (`webhook_received`: on `payload.…` and `deal.…` fields). On update it replaces the list; null clears it. */
      conditions?: components['schemas']['ConditionDto'][] | null;
      /** @description `webhook_received` only (default false): require Standard Webhooks signatures (`webhook-id`, `webhook-timestamp`, `webhook-signature`) keyed with the automation’s own `inbound_signing_secret`, generated when this turns on and shown once in that response. Off drops the secret. */
      require_signature?: boolean;
    };
    AutomationActionRequestDto: {
      /** @description Update only: the id of an action of this automation to keep (its id, secret and delivery log). Without it the action is new and gets a new secret. */
      id?: string;
      /**
       * @description `send_webhook` for `deal_updated` and `deal_created`; exactly one `update_deal` for `webhook_received`.
       * @enum {string}
       */
      type: 'send_webhook' | 'update_deal';
      /**
       * @description `send_webhook`: required; `https:`, or `http:` to exactly `localhost` / `127.0.0.1` (SPEC §6.1).
       * @example https://audit.example.com/hook
       */
      url?: string;
      /** @description `send_webhook`: optional message with `$field` values, e.g. `Please approve $name`. */
      message?: string | null;
      /** @description `update_deal`: the payload fields to apply, no repeats; left out, null or [] applies every field. */
      fields?:
        | (
            | 'status'
            | 'name'
            | 'target_price'
            | 'target_margin'
            | 'due'
            | 'start'
            | 'probability'
            | 'redraft_reason'
            | 'closed_reason'
            | 'external_id'
          )[]
        | null;
    };
    CreateAutomationRequestDto: {
      /** @example Ask the auditor */
      name: string;
      /** @default true */
      enabled: boolean;
      trigger: components['schemas']['AutomationTriggerRequestDto'];
      actions: components['schemas']['AutomationActionRequestDto'][];
    };
    EnableEndpointRequestDto: {
      /**
       * @description `true`: queue every held delivery again, due now, with a fresh retry schedule. `false` (the default): mark them failed ("not delivered: held while its endpoint was disabled"); each can then be redelivered on its own with `…/deliveries/{delivery_id}/redeliver`.
       * @default false
       */
      redeliver_held: boolean | null;
    };
    RecoverDeliveriesRequestDto: {
      /**
       * Format: int64
       * @description Epoch milliseconds: every delivery of the action that failed at or after this time is redelivered. Not in the future, and not before the delivery log keeps deliveries (`RETENTION_DELIVERY_DAYS`, 30 days by default).
       * @example 1764000000000
       */
      since: number;
    };
    SendTestRequestDto: {
      /** @description A deal of the space: the sample carries its id, url, name, status, price and owner. Left out: a made-up `deal_sample`. */
      deal_id?: string | null;
    };
    TestReceiveRequestDto: {
      /** @description The deal picked for the test; used as the payload’s `id` when it has neither `id` nor `external_id`. */
      deal_id?: string | null;
      /** @description The incoming webhook body to try (SPEC §4.5), e.g. `{"id": "deal_…", "status": "approved"}`. */
      payload: {
        [key: string]: unknown;
      };
    };
    UpdateAutomationRequestDto: {
      name?: string;
      /** @description false disables the automation, true enables it again. */
      enabled?: boolean;
      trigger?: components['schemas']['AutomationTriggerRequestDto'];
      /** @description Replaces the list; actions left out are deleted with their queued deliveries and log. */
      actions?: components['schemas']['AutomationActionRequestDto'][];
    };
    AddEstimateRequestDto: {
      /**
       * @description What is estimated, not blank.
       * @example Build the API
       */
      name: string;
      /** @description An effort estimate: a live role of the space that the deal’s rate card rates (an unknown, archived or unrated role is 409 naming it). Sent with `quantity`, never with the fixed amounts. */
      role_id?: string;
      /** @description An effort estimate: effort in the role's unit, 0 to 1,000,000 with at most 2 decimals. */
      quantity?: number;
      /** @description A fixed estimate: its price, at most 2 decimals; sent with `fixed_cost`. No contingency applies. */
      fixed_price?: number;
      /** @description A fixed estimate: its cost, at most 2 decimals; sent with `fixed_price`. */
      fixed_cost?: number;
    };
    EditEstimateRequestDto: {
      /**
       * @description The new name, not blank.
       * @example Build the API
       */
      name?: string;
      /** @description An effort estimate: a live role of the space that the deal’s rate card rates (an unknown, archived or unrated role is 409 naming it). Sent with `quantity`, never with the fixed amounts. */
      role_id?: string;
      /** @description An effort estimate: effort in the role's unit, 0 to 1,000,000 with at most 2 decimals. */
      quantity?: number;
      /** @description A fixed estimate: its price, at most 2 decimals; sent with `fixed_cost`. No contingency applies. */
      fixed_price?: number;
      /** @description A fixed estimate: its cost, at most 2 decimals; sent with `fixed_price`. */
      fixed_cost?: number;
    };
    PutDealPricingRequestDto: {
      /**
       * @description A rate card of the deal's space in the deal's currency (another currency is 409). The deal keeps a copy of its rates at its current revision.
       * @example rc_0Fz3AbCdEfGhIjKlMnOpQr
       */
      rate_card_id: string;
      /**
       * @description Added to effort, 0 to 1, at most 4 decimals.
       * @default 0
       * @example 0.15
       */
      contingency: number;
      /**
       * @description Taken off the subtotal, 0 to 1, at most 4 decimals.
       * @default 0
       * @example 0.05
       */
      discount: number;
    };
    CreateRateCardRequestDto: {
      /**
       * @description The card, not blank.
       * @example Standard 2026
       */
      name: string;
      /**
       * @description Three-letter ISO 4217 code, any case; shown in lower case.
       * @example usd
       */
      currency: string;
      /** @description Each role of the space the card prices, once: `{role_id, cost_rate, price_rate}`, rates per unit of the role with at most 2 decimals. An unknown or archived role is 409 naming it; a role of another space is 404. */
      rates: {
        role_id: string;
        cost_rate: number;
        price_rate: number;
      }[];
      /**
       * @description Make it the default card of the space in its currency (the previous default stops being one).
       * @default false
       */
      is_default: boolean;
    };
    CreateRoleRequestDto: {
      /**
       * @description The role, not blank.
       * @example Developer
       */
      name: string;
      /**
       * @description What an estimate of this role counts (`hour` or `day`); its rates are per unit.
       * @enum {string}
       */
      unit: 'hour' | 'day';
    };
    EditRateCardRequestDto: {
      /**
       * @description The new name, not blank.
       * @example Standard 2027
       */
      name?: string;
      /**
       * @description Three-letter ISO 4217 code, any case.
       * @example usd
       */
      currency?: string;
      /** @description Each role of the space the card prices, once: `{role_id, cost_rate, price_rate}`, rates per unit of the role with at most 2 decimals. An unknown or archived role is 409 naming it; a role of another space is 404. Replaces the whole list; a role archived since it was on the card may stay. */
      rates?: {
        role_id: string;
        cost_rate: number;
        price_rate: number;
      }[];
      /** @description Make it (or stop it being) the default card of the space in its currency. */
      is_default?: boolean;
    };
    EditRoleRequestDto: {
      /**
       * @description The new name, not blank.
       * @example Senior developer
       */
      name?: string;
      /**
       * @description The new unit. Estimates keep their quantities.
       * @enum {string}
       */
      unit?: 'hour' | 'day';
      /** @description `false` restores an archived role; `true` archives it (as DELETE does). */
      archived?: boolean;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getMeta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "version": "1.0.0",
           *       "api": "v1",
           *       "openapi": "/v1/openapi.json"
           *     }
           */
          'application/json': components['schemas']['MetaDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getOpenApi: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI 3 document of the whole API */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /** @example {} */
          'application/json': Record<string, never>;
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listSpaces: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Acme agency",
           *           "role": "owner",
           *           "is_member": true,
           *           "plan": "free",
           *           "currency": "usd",
           *           "updated_at": 1763800000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['SpacePageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createSpace: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme agency",
         *       "currency": "eur"
         *     }
         */
        'application/json': components['schemas']['CreateSpaceRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme agency",
           *       "role": "owner",
           *       "is_member": true,
           *       "plan": "free",
           *       "currency": "usd",
           *       "updated_at": 1763800000000
           *     }
           */
          'application/json': components['schemas']['SpaceItemDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  deleteSpace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  updateSpace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Acme agency",
         *       "currency": "eur"
         *     }
         */
        'application/json': components['schemas']['UpdateSpaceRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme agency",
           *       "role": "owner",
           *       "is_member": true,
           *       "plan": "free",
           *       "currency": "usd",
           *       "updated_at": 1763800000000
           *     }
           */
          'application/json': components['schemas']['SpaceItemDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listDeals: {
    parameters: {
      query: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
        /** @description The external system's key (SPEC §4.5 `external_id`). */
        external_id?: string;
        status?: 'draft' | 'pending' | 'approved' | 'progressed' | 'won' | 'lost' | 'abandoned';
        /** @description The space whose deals to list. Required with a personal token (400 without it); a space key may leave it out, and then lists its own space's. */
        space: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Acme renewal",
           *           "status": "draft",
           *           "updated_at": 1772442000000,
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "currency": "eur",
           *           "price": 12000,
           *           "cost": 12000,
           *           "margin": 1,
           *           "probability": 1,
           *           "archived": false,
           *           "created_at": 1772442000000,
           *           "owner_email": "ada@example.com",
           *           "description": "Website relaunch for the spring campaign.",
           *           "target_price": 12000,
           *           "target_margin": 1,
           *           "start": 1772442000000,
           *           "end": 1772442000000,
           *           "due": 1772442000000,
           *           "closed_reason": "Budget moved to next year.",
           *           "redraft_reason": "Scope changed.",
           *           "pending_at": 1772442000000,
           *           "approved_at": 1772442000000,
           *           "progressed_at": 1772442000000,
           *           "closed_at": 1772442000000,
           *           "requested_by_email": "ada@example.com",
           *           "requested_to_email": "ada@example.com",
           *           "account": "Acme Corp",
           *           "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "revision": 1
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['DealPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createDeal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "space": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
         *       "name": "Acme renewal",
         *       "currency": "eur"
         *     }
         */
        'application/json': components['schemas']['CreateDealRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme renewal",
           *       "status": "draft",
           *       "updated_at": 1772442000000,
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "currency": "eur",
           *       "price": 12000,
           *       "cost": 12000,
           *       "margin": 1,
           *       "probability": 1,
           *       "archived": false,
           *       "created_at": 1772442000000,
           *       "owner_email": "ada@example.com",
           *       "description": "Website relaunch for the spring campaign.",
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "start": 1772442000000,
           *       "end": 1772442000000,
           *       "due": 1772442000000,
           *       "closed_reason": "Budget moved to next year.",
           *       "redraft_reason": "Scope changed.",
           *       "pending_at": 1772442000000,
           *       "approved_at": 1772442000000,
           *       "progressed_at": 1772442000000,
           *       "closed_at": 1772442000000,
           *       "requested_by_email": "ada@example.com",
           *       "requested_to_email": "ada@example.com",
           *       "account": "Acme Corp",
           *       "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['DealDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getDeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme renewal",
           *       "status": "draft",
           *       "updated_at": 1772442000000,
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "currency": "eur",
           *       "price": 12000,
           *       "cost": 12000,
           *       "margin": 1,
           *       "probability": 1,
           *       "archived": false,
           *       "created_at": 1772442000000,
           *       "owner_email": "ada@example.com",
           *       "description": "Website relaunch for the spring campaign.",
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "start": 1772442000000,
           *       "end": 1772442000000,
           *       "due": 1772442000000,
           *       "closed_reason": "Budget moved to next year.",
           *       "redraft_reason": "Scope changed.",
           *       "pending_at": 1772442000000,
           *       "approved_at": 1772442000000,
           *       "progressed_at": 1772442000000,
           *       "closed_at": 1772442000000,
           *       "requested_by_email": "ada@example.com",
           *       "requested_to_email": "ada@example.com",
           *       "account": "Acme Corp",
           *       "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['DealDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  updateDeal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "currency": "eur"
         *     }
         */
        'application/json': components['schemas']['UpdateDealRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme renewal",
           *       "status": "draft",
           *       "updated_at": 1772442000000,
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "currency": "eur",
           *       "price": 12000,
           *       "cost": 12000,
           *       "margin": 1,
           *       "probability": 1,
           *       "archived": false,
           *       "created_at": 1772442000000,
           *       "owner_email": "ada@example.com",
           *       "description": "Website relaunch for the spring campaign.",
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "start": 1772442000000,
           *       "end": 1772442000000,
           *       "due": 1772442000000,
           *       "closed_reason": "Budget moved to next year.",
           *       "redraft_reason": "Scope changed.",
           *       "pending_at": 1772442000000,
           *       "approved_at": 1772442000000,
           *       "progressed_at": 1772442000000,
           *       "closed_at": 1772442000000,
           *       "requested_by_email": "ada@example.com",
           *       "requested_to_email": "ada@example.com",
           *       "account": "Acme Corp",
           *       "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['DealDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     `deal is pending approval and read-only`; `deal is archived`; `external_id is already used by another deal of this space`; `price, cost and margin come from the deal's estimates` (the deal has an estimate and the body sends `price`, `cost` or `margin`); `the deal is priced in USD with rate card rc_…, so its currency cannot become EUR: its copied rates are in USD` (the deal has a rate card). Nothing is written.
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  moveDealStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "status": "draft"
         *     }
         */
        'application/json': components['schemas']['MoveDealStatusRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme renewal",
           *       "status": "draft",
           *       "updated_at": 1772442000000,
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "currency": "eur",
           *       "price": 12000,
           *       "cost": 12000,
           *       "margin": 1,
           *       "probability": 1,
           *       "archived": false,
           *       "created_at": 1772442000000,
           *       "owner_email": "ada@example.com",
           *       "description": "Website relaunch for the spring campaign.",
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "start": 1772442000000,
           *       "end": 1772442000000,
           *       "due": 1772442000000,
           *       "closed_reason": "Budget moved to next year.",
           *       "redraft_reason": "Scope changed.",
           *       "pending_at": 1772442000000,
           *       "approved_at": 1772442000000,
           *       "progressed_at": 1772442000000,
           *       "closed_at": 1772442000000,
           *       "requested_by_email": "ada@example.com",
           *       "requested_to_email": "ada@example.com",
           *       "account": "Acme Corp",
           *       "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['DealDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  rescheduleDeal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "shift": "+2w"
         *     }
         */
        'application/json': components['schemas']['RescheduleDealRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "deal": {
           *         "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "name": "Acme renewal",
           *         "status": "draft",
           *         "updated_at": 1772442000000,
           *         "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "currency": "eur",
           *         "price": 12000,
           *         "cost": 12000,
           *         "margin": 1,
           *         "probability": 1,
           *         "archived": false,
           *         "created_at": 1772442000000,
           *         "owner_email": "ada@example.com",
           *         "description": "Website relaunch for the spring campaign.",
           *         "target_price": 12000,
           *         "target_margin": 1,
           *         "start": 1772442000000,
           *         "end": 1772442000000,
           *         "due": 1772442000000,
           *         "closed_reason": "Budget moved to next year.",
           *         "redraft_reason": "Scope changed.",
           *         "pending_at": 1772442000000,
           *         "approved_at": 1772442000000,
           *         "progressed_at": 1772442000000,
           *         "closed_at": 1772442000000,
           *         "requested_by_email": "ada@example.com",
           *         "requested_to_email": "ada@example.com",
           *         "account": "Acme Corp",
           *         "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "revision": 1
           *       },
           *       "start": 1772442000000,
           *       "previous_start": 1772442000000,
           *       "version_created": false,
           *       "phases_moved": [
           *         {
           *           "id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Spring launch"
           *         }
           *       ],
           *       "changed": true
           *     }
           */
          'application/json': components['schemas']['RescheduleDealResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listPhases: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Kick-off",
           *           "pinned": false,
           *           "start": 1772442000000,
           *           "end": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['PhasePageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  addPhase: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Kick-off",
         *       "start": 1772442000000,
         *       "end": 1772442000000,
         *       "pinned": false
         *     }
         */
        'application/json': components['schemas']['AddPhaseRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Kick-off",
           *       "pinned": false,
           *       "start": 1772442000000,
           *       "end": 1772442000000
           *     }
           */
          'application/json': components['schemas']['PhaseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  removePhase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
        /** @description The phase id (`ph_…`); a phase of another deal is 404. */
        phase_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  editPhase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
        /** @description The phase id (`ph_…`); a phase of another deal is 404. */
        phase_id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "name": "Kick-off"
         *     }
         */
        'application/json': components['schemas']['EditPhaseRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Kick-off",
           *       "pinned": false,
           *       "start": 1772442000000,
           *       "end": 1772442000000
           *     }
           */
          'application/json': components['schemas']['PhaseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listVersions: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "ver_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "created_at": 1772442000000,
           *           "reason": "reschedule",
           *           "deal": {
           *             "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *             "name": "Acme renewal",
           *             "status": "draft",
           *             "updated_at": 1772442000000,
           *             "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *             "currency": "eur",
           *             "price": 12000,
           *             "cost": 12000,
           *             "margin": 1,
           *             "probability": 1,
           *             "archived": false,
           *             "created_at": 1772442000000,
           *             "owner_email": "ada@example.com",
           *             "description": "Website relaunch for the spring campaign.",
           *             "target_price": 12000,
           *             "target_margin": 1,
           *             "start": 1772442000000,
           *             "end": 1772442000000,
           *             "due": 1772442000000,
           *             "closed_reason": "Budget moved to next year.",
           *             "redraft_reason": "Scope changed.",
           *             "pending_at": 1772442000000,
           *             "approved_at": 1772442000000,
           *             "progressed_at": 1772442000000,
           *             "closed_at": 1772442000000,
           *             "requested_by_email": "ada@example.com",
           *             "requested_to_email": "ada@example.com",
           *             "account": "Acme Corp",
           *             "external_id": "id_0Fz3AbCdEfGhIjKlMnOpQr",
           *             "revision": 1
           *           },
           *           "phases": [
           *             {
           *               "id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "name": "Kick-off",
           *               "pinned": false,
           *               "start": 1772442000000,
           *               "end": 1772442000000
           *             }
           *           ],
           *           "pricing": {
           *             "rate_card": {
           *               "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "revision": 3
           *             },
           *             "contingency": 0.15,
           *             "discount": 0.05,
           *             "rates": [
           *               {
           *                 "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *                 "cost_rate": 62.5,
           *                 "price_rate": 110
           *               }
           *             ]
           *           },
           *           "estimates": [
           *             {
           *               "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "name": "Build the API",
           *               "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "quantity": 1,
           *               "fixed_price": 12000,
           *               "fixed_cost": 12000
           *             }
           *           ]
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['DealVersionPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listRoles: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Developer",
           *           "unit": "hour",
           *           "archived": false
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['RolePageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createRole: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Developer",
         *       "unit": "hour"
         *     }
         */
        'application/json': components['schemas']['CreateRoleRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Developer",
           *       "unit": "hour",
           *       "archived": false
           *     }
           */
          'application/json': components['schemas']['RoleDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  archiveRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The role id (`rol_…`); a role of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Archived. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  editRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The role id (`rol_…`); a role of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "name": "Senior developer"
         *     }
         */
        'application/json': components['schemas']['EditRoleRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Developer",
           *       "unit": "hour",
           *       "archived": false
           *     }
           */
          'application/json': components['schemas']['RoleDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listRateCards: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Standard 2026",
           *           "currency": "eur",
           *           "rates": [
           *             {
           *               "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "cost_rate": 62.5,
           *               "price_rate": 110
           *             }
           *           ],
           *           "is_default": true,
           *           "revision": 1
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['RateCardPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createRateCard: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Standard 2026",
         *       "currency": "usd",
         *       "rates": [
         *         {
         *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
         *           "cost_rate": 12000,
         *           "price_rate": 12000
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateRateCardRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Standard 2026",
           *       "currency": "eur",
           *       "rates": [
           *         {
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "cost_rate": 62.5,
           *           "price_rate": 110
           *         }
           *       ],
           *       "is_default": true,
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['RateCardDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  editRateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The rate card id (`rc_…`); a card of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "name": "Standard 2027",
         *       "currency": "usd"
         *     }
         */
        'application/json': components['schemas']['EditRateCardRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Standard 2026",
           *       "currency": "eur",
           *       "rates": [
           *         {
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "cost_rate": 62.5,
           *           "price_rate": 110
           *         }
           *       ],
           *       "is_default": true,
           *       "revision": 1
           *     }
           */
          'application/json': components['schemas']['RateCardDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getDealPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "currency": "usd",
           *       "rate_card": {
           *         "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "revision": 3
           *       },
           *       "contingency": 0.15,
           *       "discount": 0.05,
           *       "lines": [
           *         {
           *           "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Build the API",
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost_rate": 12000,
           *           "price_rate": 12000,
           *           "fixed_price": 12000,
           *           "fixed_cost": 12000,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_phase": [
           *         {
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_role": [
           *         {
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "subtotal": 12000,
           *       "discount_amount": 12000,
           *       "cost": 12000,
           *       "price": 12000,
           *       "margin": 1,
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "variance": {
           *         "price": 12000,
           *         "margin": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DealPricingDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  putDealPricing: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "rate_card_id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
         *       "contingency": 0.15,
         *       "discount": 0.05
         *     }
         */
        'application/json': components['schemas']['PutDealPricingRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "currency": "usd",
           *       "rate_card": {
           *         "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "revision": 3
           *       },
           *       "contingency": 0.15,
           *       "discount": 0.05,
           *       "lines": [
           *         {
           *           "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Build the API",
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost_rate": 12000,
           *           "price_rate": 12000,
           *           "fixed_price": 12000,
           *           "fixed_cost": 12000,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_phase": [
           *         {
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_role": [
           *         {
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "subtotal": 12000,
           *       "discount_amount": 12000,
           *       "cost": 12000,
           *       "price": 12000,
           *       "margin": 1,
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "variance": {
           *         "price": 12000,
           *         "margin": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DealPricingDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an archived one `deal is archived`; nothing is written on a refusal.
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  refreshDealRates: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The deal id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "currency": "usd",
           *       "rate_card": {
           *         "id": "rc_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "revision": 3
           *       },
           *       "contingency": 0.15,
           *       "discount": 0.05,
           *       "lines": [
           *         {
           *           "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Build the API",
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost_rate": 12000,
           *           "price_rate": 12000,
           *           "fixed_price": 12000,
           *           "fixed_cost": 12000,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_phase": [
           *         {
           *           "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "by_role": [
           *         {
           *           "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "quantity": 1,
           *           "cost": 12000,
           *           "price": 12000
           *         }
           *       ],
           *       "subtotal": 12000,
           *       "discount_amount": 12000,
           *       "cost": 12000,
           *       "price": 12000,
           *       "margin": 1,
           *       "target_price": 12000,
           *       "target_margin": 1,
           *       "variance": {
           *         "price": 12000,
           *         "margin": 1
           *       }
           *     }
           */
          'application/json': components['schemas']['DealPricingDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an archived one `deal is archived`; nothing is written on a refusal.; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  addEstimate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The deal id. */
        id: string;
        /** @description The phase id (`ph_…`); a phase of another deal is 404. */
        phase_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Build the API"
         *     }
         */
        'application/json': components['schemas']['AddEstimateRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Build the API",
           *       "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "quantity": 1,
           *       "cost_rate": 12000,
           *       "price_rate": 12000,
           *       "fixed_price": 12000,
           *       "fixed_cost": 12000,
           *       "cost": 12000,
           *       "price": 12000
           *     }
           */
          'application/json': components['schemas']['PricedLineDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an archived one `deal is archived`, one that holds 5,000 estimates already `a deal holds at most 5000 estimates`; nothing is written on a refusal.; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  removeEstimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
        /** @description The phase id (`ph_…`). */
        phase_id: string;
        /** @description The estimate id (`est_…`); one of another phase is 404. */
        estimate_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an archived one `deal is archived`; nothing is written on a refusal.
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  editEstimate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The deal id. */
        id: string;
        /** @description The phase id (`ph_…`). */
        phase_id: string;
        /** @description The estimate id (`est_…`); one of another phase is 404. */
        estimate_id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /**
         * @example {
         *       "name": "Build the API"
         *     }
         */
        'application/json': components['schemas']['EditEstimateRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "est_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "phase_id": "ph_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Build the API",
           *       "role_id": "rol_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "quantity": 1,
           *       "cost_rate": 12000,
           *       "price_rate": 12000,
           *       "fixed_price": 12000,
           *       "fixed_cost": 12000,
           *       "cost": 12000,
           *       "price": 12000
           *     }
           */
          'application/json': components['schemas']['PricedLineDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /**
       * @description Conflicts with the current state
       *
       *     Every pricing change is a change of the deal: `updated_at` moves, `deal_updated` fires with the previous `price`, `cost` and `margin` in `changes`, and past draft a version (reason `pricing`) keeps the estimates as they were. A pending deal answers `deal is pending approval and read-only`, an archived one `deal is archived`; nothing is written on a refusal.
       */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getPipeline: {
    parameters: {
      query: {
        /** @description Count the deals in this currency (any case); default: the space's currency. */
        currency?: string;
        /** @description Last month, `YYYY-MM`, not before `from`; at most 36 months in all. */
        to: string;
        /** @description First month, `YYYY-MM`. */
        from: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "currency": "eur",
           *       "items": [
           *         {
           *           "month": "2026-03",
           *           "price": 4575.41,
           *           "weighted": 3375.41,
           *           "cost": 2258.2,
           *           "deals": 2
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['PipelineDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listPersonalTokens: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "tok_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "CI deploys",
           *           "scope": "read",
           *           "created_at": 1763800000000,
           *           "expires_at": 1772442000000,
           *           "last_used_at": 1772442000000,
           *           "revoked_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['PersonalTokenPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createPersonalToken: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "CI deploys",
         *       "scope": "read"
         *     }
         */
        'application/json': components['schemas']['CreatePersonalTokenRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tok_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "CI deploys",
           *       "scope": "read",
           *       "created_at": 1763800000000,
           *       "expires_at": 1772442000000,
           *       "last_used_at": 1772442000000,
           *       "revoked_at": 1772442000000,
           *       "token": "svcp_kCIYmYWSU8Oszp9eSbSfLKpLl9wtDj2MEn2r"
           *     }
           */
          'application/json': components['schemas']['CreatedPersonalTokenDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  revokePersonalToken: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The token id (`tok_…`), not the token itself. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listSpaceKeys: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "tok_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Audit system",
           *           "scope": "read",
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "created_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "created_at": 1763800000000,
           *           "expires_at": 1772442000000,
           *           "last_used_at": 1772442000000,
           *           "revoked_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['SpaceKeyPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createSpaceKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "CI deploys",
         *       "scope": "read"
         *     }
         */
        'application/json': components['schemas']['CreateSpaceKeyRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "tok_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Audit system",
           *       "scope": "read",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "created_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "created_at": 1763800000000,
           *       "expires_at": 1772442000000,
           *       "last_used_at": 1772442000000,
           *       "revoked_at": 1772442000000,
           *       "key": "svcs_9o0RfOIJCAL0e9m78a6CnzcgJSL77B2ryKJq"
           *     }
           */
          'application/json': components['schemas']['CreatedSpaceKeyDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  revokeSpaceKey: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The key id (`tok_…`), not the key itself. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Revoked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "user_id": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "email": "ada@example.com",
           *           "name": "Ada Lovelace",
           *           "role": "owner",
           *           "joined_at": 1763800000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['MemberPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  addMember: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "role": "owner"
         *     }
         */
        'application/json': components['schemas']['AddMemberRequestDto'];
      };
    };
    responses: {
      /** @description Invited; they join when they accept. */
      202: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "inv_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_name": "Acme agency",
           *       "email": "ada@example.com",
           *       "role": "owner",
           *       "invited_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "invited_by_name": "Grace Hopper",
           *       "created_at": 1772442000000,
           *       "expires_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['InvitationDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  removeMember: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The user id of the member (your own, to leave). */
        user_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Removed. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  changeMemberRole: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The user id of the member. */
        user_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "role": "owner"
         *     }
         */
        'application/json': components['schemas']['ChangeMemberRoleRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user_id": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "email": "ada@example.com",
           *       "name": "Ada Lovelace",
           *       "role": "owner",
           *       "joined_at": 1763800000000
           *     }
           */
          'application/json': components['schemas']['MemberDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listSpaceInvitations: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "inv_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_name": "Acme agency",
           *           "email": "ada@example.com",
           *           "role": "owner",
           *           "invited_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "invited_by_name": "Grace Hopper",
           *           "created_at": 1772442000000,
           *           "expires_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['InvitationPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  invite: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "email": "ada@example.com",
         *       "role": "owner"
         *     }
         */
        'application/json': components['schemas']['InviteRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "inv_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_name": "Acme agency",
           *       "email": "ada@example.com",
           *       "role": "owner",
           *       "invited_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "invited_by_name": "Grace Hopper",
           *       "created_at": 1772442000000,
           *       "expires_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['InvitationDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  revokeInvitation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The invitation id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Withdrawn. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listMyInvitations: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "inv_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_name": "Acme agency",
           *           "email": "ada@example.com",
           *           "role": "owner",
           *           "invited_by": "usr_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "invited_by_name": "Grace Hopper",
           *           "created_at": 1772442000000,
           *           "expires_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['InvitationPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  acceptInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The invitation id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Acme agency",
           *       "role": "owner",
           *       "is_member": true,
           *       "plan": "free",
           *       "currency": "usd",
           *       "updated_at": 1763800000000
           *     }
           */
          'application/json': components['schemas']['SpaceItemDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  declineAllInvitations: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['DeclineAllRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "declined": 3
           *     }
           */
          'application/json': components['schemas']['DeclinedDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  declineInvitation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The invitation id. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['DeclineRequestDto'];
      };
    };
    responses: {
      /** @description Declined. */
      204: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listInvitationBlocks: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_name": "Acme agency",
           *           "created_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['InvitationBlockPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  removeInvitationBlock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The id of the blocked space. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Unblocked. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  requestDeviceCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['RequestDeviceCodeRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "device_code": "4fQ0sW1nC8hLd2ZkP5rVb7tXy9Ae3Gu6Mj0Nq1Rs2Tv",
           *       "user_code": "BCDF-GHJK",
           *       "verification_uri": "http://localhost:3000/device",
           *       "verification_uri_complete": "http://localhost:3000/device?user_code=BCDF-GHJK",
           *       "expires_in": 900,
           *       "interval": 5
           *     }
           */
          'application/json': components['schemas']['DeviceCodeResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  pollDeviceToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
         *       "device_code": "device_code"
         *     }
         */
        'application/json': components['schemas']['PollDeviceTokenRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "access_token": "svcp_0000000000000000000000000000004K0xYK",
           *       "token_type": "Bearer",
           *       "scope": "read"
           *     }
           */
          'application/json': components['schemas']['DeviceTokenResponseDto'];
        };
      };
      /**
       * @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`)
       *
       *     RFC 6749 §5.2 / RFC 8628 §3.5 error
       */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OAuthErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  approveDeviceCode: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "user_code": "bcdf-ghjk",
         *       "approve": false
         *     }
         */
        'application/json': components['schemas']['ApproveDeviceCodeRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "user_code": "BCDF-GHJK",
           *       "approved": false,
           *       "scope": "read"
           *     }
           */
          'application/json': components['schemas']['DeviceApprovalResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listAutomations: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "name": "Ask the auditor",
           *           "enabled": true,
           *           "trigger": {
           *             "type": "deal_updated",
           *             "conditions": [
           *               {
           *                 "field": "name",
           *                 "op": "equals",
           *                 "value": "approved"
           *               }
           *             ],
           *             "require_signature": false
           *           },
           *           "actions": [
           *             {
           *               "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "type": "send_webhook",
           *               "url": "https://hooks.example.com/deals",
           *               "message": "Deal approved",
           *               "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *               "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *               "endpoint": {
           *                 "status": "enabled",
           *                 "disabled_at": 1772442000000,
           *                 "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *                 "failing_since": 1772442000000,
           *                 "consecutive_failures": 1,
           *                 "last_error": "connection refused",
           *                 "held_deliveries": 1
           *               },
           *               "fields": [
           *                 "status"
           *               ]
           *             }
           *           ],
           *           "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *           "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *           "created_at": 1772442000000,
           *           "updated_at": 1772442000000
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['AutomationPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  createAutomation: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "name": "Ask the auditor",
         *       "trigger": {
         *         "type": "deal_updated"
         *       },
         *       "actions": [
         *         {
         *           "type": "send_webhook",
         *           "url": "https://audit.example.com/hook"
         *         }
         *       ]
         *     }
         */
        'application/json': components['schemas']['CreateAutomationRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getAutomation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  deleteAutomation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  updateAutomation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['UpdateAutomationRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  getIncomingWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "automation_id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "endpoint_url": "http://localhost:3001/spaces/spc_0Fz3AbCdEfGhIjKlMnOpQr/webhook-in",
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "require_signature": false,
           *       "sample_payload": {
           *         "id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *         "status": "approved"
           *       }
           *     }
           */
          'application/json': components['schemas']['IncomingWebhookDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`) */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  rotateSigningKey: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  rotateActionSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
        /** @description The action id (`act_…`) of this automation. */
        action_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  rotateSigningSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
        /** @description The action id (`act_…`) of this automation. */
        action_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  enableEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
        /** @description The action id (`act_…`) of this automation. */
        action_id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['EnableEndpointRequestDto'];
      };
    };
    responses: {
      /** @description The automation, the endpoint enabled; no secret. */
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  recoverDeliveries: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
        /** @description The action id (`act_…`) of this automation. */
        action_id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "since": 1764000000000
         *     }
         */
        'application/json': components['schemas']['RecoverDeliveriesRequestDto'];
      };
    };
    responses: {
      202: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "recovered": 1
           *     }
           */
          'application/json': components['schemas']['RecoverDeliveriesResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON; or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  rotateInboundSigningSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "space_id": "spc_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "name": "Ask the auditor",
           *       "enabled": true,
           *       "trigger": {
           *         "type": "deal_updated",
           *         "conditions": [
           *           {
           *             "field": "name",
           *             "op": "equals",
           *             "value": "approved"
           *           }
           *         ],
           *         "require_signature": false
           *       },
           *       "actions": [
           *         {
           *           "id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "send_webhook",
           *           "url": "https://hooks.example.com/deals",
           *           "message": "Deal approved",
           *           "secret": "svcwh_3kTMd3bS3LqLEWkS8dJ3Yb7hX0q2y1ZpXjv4oWkq5sH",
           *           "signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwC1lCkVDyTNA=",
           *           "endpoint": {
           *             "status": "enabled",
           *             "disabled_at": 1772442000000,
           *             "disabled_reason": "failed every delivery since 2026-11-20T08:00:00.000Z (100 deliveries); last error: HTTP 503",
           *             "failing_since": 1772442000000,
           *             "consecutive_failures": 1,
           *             "last_error": "connection refused",
           *             "held_deliveries": 1
           *           },
           *           "fields": [
           *             "status"
           *           ]
           *         }
           *       ],
           *       "signing_key": "whkey_1bX0yUu9nRZ1tJbQhVQ0PjIY5mW4cL7sE2aKdZ8fG3h",
           *       "inbound_signing_secret": "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000
           *     }
           */
          'application/json': components['schemas']['AutomationDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  sendTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        /** @example {} */
        'application/json': components['schemas']['SendTestRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "payload": {},
           *       "results": [
           *         {
           *           "action_id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "url": "https://audit.example.com/hook",
           *           "delivered": false,
           *           "status_code": 1,
           *           "error": "connection refused",
           *           "duration_ms": 1
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['SendTestResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  testReceive: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "payload": {}
         *     }
         */
        'application/json': components['schemas']['TestReceiveRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "received": true,
           *       "automation_id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "trigger": "deal_updated",
           *       "conditions": [
           *         {
           *           "field": "name",
           *           "op": "equals",
           *           "value": "approved",
           *           "matched": false
           *         }
           *       ],
           *       "payload": {},
           *       "deal_matched": false,
           *       "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "would_apply": false,
           *       "changes": {
           *         "status": {
           *           "from": "pending",
           *           "to": "approved"
           *         }
           *       },
           *       "warnings": [
           *         "warning"
           *       ]
           *     }
           */
          'application/json': components['schemas']['TestReceiveResponseDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listDeliveries: {
    parameters: {
      query?: {
        limit?: number;
        /** @description `next_cursor` of the previous page */
        cursor?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "dlv_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "automation_id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "action_id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "event_id": "evt_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "event": "service_deal_updated",
           *           "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "status": "pending",
           *           "attempt_count": 1,
           *           "next_attempt_at": 1772442000000,
           *           "last_error": "connection refused",
           *           "created_at": 1772442000000,
           *           "updated_at": 1772442000000,
           *           "delivered_at": 1772442000000,
           *           "payload": {},
           *           "attempts": [
           *             {
           *               "id": "att_0Fz3AbCdEfGhIjKlMnOpQr",
           *               "number": 1,
           *               "started_at": 1772442000000,
           *               "duration_ms": 1,
           *               "status_code": 1,
           *               "error": "connection refused"
           *             }
           *           ]
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['DeliveryPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  redeliverDelivery: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to retry: the same key with the same request within 24 hours returns the first response again (with `Idempotent-Replayed: true`) without doing the work twice. Keys are per credential; use a fresh random one (e.g. a UUID) per operation. */
        'Idempotency-Key'?: string;
      };
      path: {
        /** @description The space id. */
        space: string;
        /** @description The automation id (`aut_…`); one of another space is 404. */
        id: string;
        /** @description The delivery id (`dlv_…`) of this automation. */
        delivery_id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The delivery, `pending` again. */
      200: {
        headers: {
          /** @description Present (`true`) when this is the stored answer to an earlier request with the same key */
          'Idempotent-Replayed'?: 'true';
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "id": "dlv_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "automation_id": "aut_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "action_id": "act_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "event_id": "evt_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "event": "service_deal_updated",
           *       "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *       "status": "pending",
           *       "attempt_count": 1,
           *       "next_attempt_at": 1772442000000,
           *       "last_error": "connection refused",
           *       "created_at": 1772442000000,
           *       "updated_at": 1772442000000,
           *       "delivered_at": 1772442000000,
           *       "payload": {},
           *       "attempts": [
           *         {
           *           "id": "att_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "number": 1,
           *           "started_at": 1772442000000,
           *           "duration_ms": 1,
           *           "status_code": 1,
           *           "error": "connection refused"
           *         }
           *       ]
           *     }
           */
          'application/json': components['schemas']['DeliveryDto'];
        };
      };
      /** @description The request carried a body that is not valid JSON, or its path does not decode (`request is malformed`); or an `Idempotency-Key` that is not 1 to 255 printable ASCII characters */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `token scope does not permit writes` */
      403: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Conflicts with the current state; or the first request with this `Idempotency-Key` is still being processed: retry after `Retry-After` seconds */
      409: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description This `Idempotency-Key` was already used with a different request */
      422: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
  listEvents: {
    parameters: {
      query?: {
        /** @description Only this deal's events. */
        deal_id?: string;
        type?: 'service_deal_updated' | 'service_deal_created';
        limit?: number;
        /** @description `next_cursor` of a previous page */
        after?: string;
      };
      header?: never;
      path: {
        /** @description The space id. */
        space: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          /**
           * @example {
           *       "items": [
           *         {
           *           "id": "evt_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "type": "service_deal_updated",
           *           "created_at": 1772442000000,
           *           "deal_id": "deal_0Fz3AbCdEfGhIjKlMnOpQr",
           *           "revision": 1,
           *           "actor": {
           *             "type": "user",
           *             "id": "id_0Fz3AbCdEfGhIjKlMnOpQr"
           *           },
           *           "data": {}
           *         }
           *       ],
           *       "next_cursor": "next_cursor"
           *     }
           */
          'application/json': components['schemas']['EventPageDto'];
        };
      };
      /** @description Validation failed, or a body that is not valid JSON */
      400: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationErrorBodyDto'];
        };
      };
      /** @description Missing (`bearer token required`) or unusable (`invalid or expired token`) credential */
      401: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Not found, or not reachable by this credential */
      404: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description `request body exceeds 1 MiB` */
      413: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The request carried a body that is not JSON (`request body must be JSON (Content-Type: application/json)`) or one in an unsupported `Content-Encoding` (`unsupported request body encoding`) */
      415: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description Rate limit exceeded: wait `Retry-After` seconds */
      429: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          'RateLimit-Remaining'?: 0;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
      /** @description The shared rate-limit counters (REDIS_URL) or the database are unreachable: retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description `<limit>;w=<window seconds>`, on every response */
          'RateLimit-Policy'?: string;
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorBodyDto'];
        };
      };
    };
  };
}
