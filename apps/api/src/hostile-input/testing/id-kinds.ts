/**
 * The kind of id a path parameter takes, read from the literal segment before it
 * (`/v1/deal/{id}` → `deal`, `/v1/spaces/{space}/api-keys/{id}` → `spc`, `tok`), as the id prefix
 * (`deal_…`, `spc_…`). Credentials of both kinds are `tok_…`.
 */
const PREFIX_BY_SEGMENT: Readonly<Record<string, string>> = {
  deal: 'deal',
  deals: 'deal',
  spaces: 'spc',
  tokens: 'tok',
  'api-keys': 'tok',
  members: 'usr',
  invitations: 'inv',
  'invitation-blocks': 'spc',
  automations: 'aut',
  actions: 'act',
  deliveries: 'dlv',
  phases: 'ph',
  versions: 'ver',
  roles: 'rol',
  'rate-cards': 'rc',
  estimates: 'est',
};

/** For each `{param}` of the path, the segment before it (`deal`, `api-keys` …), or null when it has none. */
export function segmentsBefore(path: string): Record<string, string | null> {
  const parts = path.split('/');
  return Object.fromEntries(
    parts.flatMap((part, index) => {
      const param = /^\{(.+)\}$/.exec(part)?.[1];
      if (!param) return [];
      const before = parts[index - 1];
      return [[param, before && !before.startsWith('{') ? before : null]];
    }),
  );
}

/** The prefix of the ids a path parameter takes, or null when the segment before it is unknown. */
export function prefixOf(path: string, param: string): string | null {
  const segment = segmentsBefore(path)[param];
  return (segment && PREFIX_BY_SEGMENT[segment]) ?? null;
}

export function prefixOfId(id: string): string {
  return id.slice(0, id.indexOf('_'));
}
