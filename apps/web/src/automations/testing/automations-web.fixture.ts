import type { Database } from '@deal/persistence';

/** The pages of a space's automations, as the tests visit them. */
export const pagesOf = (spaceId: string) => {
  const base = `/${spaceId}/settings/workflow/automations`;
  return { list: base, one: (id: string, rest = '') => `${base}/${id}${rest}` };
};

/** Page text with the entities the renderer writes turned back into characters. */
export function textOf(html: string): string {
  return html
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The first automation id a page mentions (e.g. in its links). */
export function automationIdIn(html: string): string {
  const id = /automations\/(aut_[0-9A-Za-z]{22})/.exec(html)?.[1];
  if (id === undefined) throw new Error('no automation id on the page');
  return id;
}

/** Outbox and delivery rows: what a test that must write nothing could have written. */
export async function outboxCounts(database: Database): Promise<{ events: number; deliveries: number }> {
  const [counts] = await database.dataSource.query(
    `SELECT (SELECT count(*)::int FROM outbox_events) AS events,
            (SELECT count(*)::int FROM webhook_deliveries) AS deliveries`,
  );
  return counts;
}
