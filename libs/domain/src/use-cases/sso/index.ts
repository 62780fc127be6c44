// Single sign-on (OpenID Connect): a provider's verified email to an account (docs/accounts.md).
export type { SsoJoin, SsoRefusal, SsoSignInDeps } from './sso-sign-in.use-cases';
export { joinWithSso, signInWithSso } from './sso-sign-in.use-cases';
