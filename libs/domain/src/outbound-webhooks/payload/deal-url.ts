/**
 * `{app_url}/<space_id>/deals/<deal_id>` (SPEC §2.3). Trailing slashes of the configured app URL are
 * dropped so `APP_URL=http://host/` does not produce `//`; ids are percent-encoded so an odd id can
 * never escape its path segment (the service's own ids are unchanged by it).
 */
export function dealUrl(appUrl: string, spaceId: string, dealId: string): string {
  return `${appUrl.replace(/\/+$/, '')}/${encodeURIComponent(spaceId)}/deals/${encodeURIComponent(dealId)}`;
}
