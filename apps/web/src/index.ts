// The web application: server-rendered pages over the same use cases as the API, mounted in the
// api's process (one origin, one session cookie). Its only public entry (`@deal/web`).
export * from './web.module';
export * from './web-requests.middleware';
export * from './session/web-sessions';
export * from './sign-in/sign-in-limiter';
