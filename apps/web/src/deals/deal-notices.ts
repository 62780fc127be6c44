/**
 * What an action did, shown on the page its redirect leads to (`?notice=<key>`). Only these fixed
 * texts can appear: the query picks one, it never supplies words of its own.
 */
const NOTICES: Readonly<Record<string, string>> = {
  status: 'Status changed.',
  rescheduled: 'Rescheduled: the start is now on the Monday shown below.',
  unchanged: 'Nothing changed: the shift resolved to the current start.',
  saved: 'Deal saved.',
  'phase-added': 'Phase added.',
  'phase-saved': 'Phase saved.',
  'phase-removed': 'Phase removed.',
  pricing: 'Pricing saved.',
  'rates-refreshed': "Rates refreshed: the deal now prices with the rate card's current rates.",
  'estimate-added': 'Line added.',
  'estimate-saved': 'Line saved.',
  'estimate-removed': 'Line removed.',
};

export function noticeFor(key: unknown): string | null {
  return typeof key === 'string' && Object.hasOwn(NOTICES, key) ? (NOTICES[key] ?? null) : null;
}
