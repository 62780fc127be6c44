import {
  type Actor,
  authenticateSession,
  changePassword,
  listMySessions,
  signOutEverywhere,
  signOutSession,
  type ChangePasswordInput,
  type DomainError,
  type Result,
  type SessionClient,
  type SessionOwner,
  type WebSession,
  listSpaces,
  openSession,
  sessionActor,
  signIn,
  signOut,
  type Clock,
  type IdGenerator,
  type PasswordHasher,
  type RandomSource,
  type SecretHasher,
  type SessionDeps,
  type UnitOfWork,
  type User,
} from '@deal/domain';
import { csrfTokenFor } from './csrf';
import type { WebContext } from './web-context';

/** How many spaces the navigation lists; a person in more reaches the rest from the spaces page. */
const NAV_SPACES = 100;
/** Ended sessions are deleted a day after they end, at sign-in (no background job needed). */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

/** The session use cases bound to this app's ports (built once by api.composition.ts). */
export class WebSessions {
  private readonly deps: SessionDeps;

  constructor(
    private readonly uow: UnitOfWork,
    passwords: PasswordHasher,
    hasher: SecretHasher,
    random: RandomSource,
    ids: IdGenerator,
    private readonly clock: Clock,
  ) {
    const { users, sessions } = uow.repositories;
    this.deps = { users, sessions, passwords, hasher, random, ids, clock };
  }

  async signIn(email: string, password: string, client: SessionClient): Promise<{ token: string } | null> {
    const result = await signIn(this.deps, { email, password, client });
    if (!result.ok) return null;
    await this.deps.sessions.deleteEndedBefore(this.clock.now() - KEEP_ENDED_MS);
    return { token: result.value.token };
  }

  /**
   * A session for someone who just proved who they are another way (their invitation link, their
   * identity provider), and the actor it acts as.
   */
  async open(user: User, client: SessionClient): Promise<{ token: string; actor: Actor }> {
    const opened = await openSession(this.deps, user, client);
    return { token: opened.token, actor: sessionActor(user, opened.session) };
  }

  signOut(token: string | undefined): Promise<void> {
    return signOut(this.deps, token);
  }

  /** The page context of a cookie's session token, or null when it is missing, ended or unknown. */
  async contextOf(
    token: string | undefined,
    here: string,
    client: SessionClient,
  ): Promise<WebContext | null> {
    const found = await authenticateSession(this.deps, token, client);
    if (!found.ok || token === undefined) return null;
    const actor = sessionActor(found.value.user, found.value.session);
    const spaces = await listSpaces(this.uow.repositories, actor, { limit: NAV_SPACES, afterId: null });
    return {
      user: found.value.user,
      actor,
      csrfToken: csrfTokenFor(token),
      spaces: spaces.ok ? spaces.value.items : [],
      here,
    };
  }

  /** The account page's sessions of the signed-in person. */
  list(owner: SessionOwner): Promise<WebSession[]> {
    return listMySessions(this.deps, owner);
  }

  signOutOne(owner: SessionOwner, sessionId: string): Promise<Result<void, DomainError>> {
    return signOutSession(this.deps, owner, sessionId);
  }

  signOutAll(owner: SessionOwner): Promise<void> {
    return signOutEverywhere(this.deps, owner);
  }

  changePassword(owner: SessionOwner, input: ChangePasswordInput): Promise<Result<void, DomainError>> {
    return changePassword(this.deps, owner, input);
  }
}
