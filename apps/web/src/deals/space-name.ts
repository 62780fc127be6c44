import type { WebContext } from '../session/web-context';

/** The space's name for headings; its id when the navigation does not list it (over 100 spaces). */
export function spaceNameOf(web: WebContext, spaceId: string): string {
  return web.spaces.find((entry) => entry.space.id === spaceId)?.space.name ?? spaceId;
}

/** The currency of one of the person's spaces (a new deal without one takes it); null if not listed. */
export function spaceCurrencyOf(web: WebContext, spaceId: string): string | null {
  return web.spaces.find((entry) => entry.space.id === spaceId)?.space.currency ?? null;
}
