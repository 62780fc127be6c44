import type { WebContext } from '../session/web-context';

/** The space's name for headings; its id when the navigation does not list it (over 100 spaces). */
export function spaceNameOf(web: WebContext, spaceId: string): string {
  return web.spaces.find((entry) => entry.space.id === spaceId)?.space.name ?? spaceId;
}
