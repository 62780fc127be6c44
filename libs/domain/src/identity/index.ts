export type { User, UserRepository } from './user';
export type { PasswordHasher } from './password-hasher.port';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordIssues } from './password.policy';
export type { WebSession, WebSessionRepository } from './web-session';
export { isSessionLive, WEB_SESSION_LIFETIME_MS } from './web-session';
export { isEmailAddress, MAX_EMAIL_LENGTH } from './email-address';
export * from './requests';
export type { PendingSignUp, PendingSignUpRepository } from './pending-sign-up';
export { PENDING_SIGN_UP_LIFETIME_MS } from './pending-sign-up';
