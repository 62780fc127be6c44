/** Where the automation pages live: Settings > Workflow > Automations of one space. */
export function automationsPath(spaceId: string): string {
  return `/${encodeURIComponent(spaceId)}/settings/workflow/automations`;
}

/** A page or action of one automation, e.g. `automationPath(space, id, '/deliveries')`. */
export function automationPath(spaceId: string, automationId: string, rest = ''): string {
  return `${automationsPath(spaceId)}/${encodeURIComponent(automationId)}${rest}`;
}

/** The deal page (built by the deals pages), linked from receipts and the delivery log. */
export function dealPath(spaceId: string, dealId: string): string {
  return `/${encodeURIComponent(spaceId)}/deals/${encodeURIComponent(dealId)}`;
}
