export type { SessionDeps } from './session-deps';
export type { SignedIn, SignInInput } from './sign-in.use-case';
export { openSession, sessionActor, signIn } from './sign-in.use-case';
export type { SessionHolder } from './authenticate-session.use-case';
export { authenticateSession, signOut } from './authenticate-session.use-case';
export type { SetPasswordInput } from './set-password.use-case';
export { setPassword } from './set-password.use-case';
export type { ChangePasswordInput, SessionOwner } from './account-sessions.use-cases';
export {
  changePassword,
  listMySessions,
  signOutEverywhere,
  signOutSession,
} from './account-sessions.use-cases';
