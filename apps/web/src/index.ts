// The web application: server-rendered pages over the same use cases as the API, mounted in the
// api's process (one origin, one session cookie). Its only public entry (`@deal/web`): the module
// the host registers with what it lends (`WebModule.register(host, config)`), and the middleware
// that reads the pages' forms and sets their security headers.
export { WebModule } from './web.module';
export { webRequests } from './web-requests.middleware';
export type { WebConfig, WebHost } from './web.parts';
