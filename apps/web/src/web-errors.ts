/** A page needs a session and the request has none: the filter sends the browser to sign in. */
export class SignInRequired extends Error {
  /** Where to come back to after signing in; null after a POST (it cannot be replayed). */
  constructor(readonly returnTo: string | null) {
    super('sign-in required');
  }
}

/** A state-changing request without this session's CSRF token, or from another origin: 403. */
export class CsrfRejected extends Error {
  constructor() {
    super('csrf token missing or invalid');
  }
}
