import { dealPath } from '../deals/deal-paths';

/** The deal page's pricing forms post under `/<space>/deals/<deal>/pricing`. */
export const pricingPath = (spaceId: string, dealId: string): string =>
  `${dealPath(spaceId, dealId)}/pricing`;

export const refreshRatesPath = (spaceId: string, dealId: string): string =>
  `${pricingPath(spaceId, dealId)}/refresh-rates`;

const phaseEstimates = (spaceId: string, dealId: string, phaseId: string): string =>
  `${pricingPath(spaceId, dealId)}/phases/${encodeURIComponent(phaseId)}`;

/** Adding an estimate: `effort` (role and quantity) or `fixed` (price and cost). */
export const newEstimatePath = (spaceId: string, dealId: string, phaseId: string, kind: 'effort' | 'fixed') =>
  `${phaseEstimates(spaceId, dealId, phaseId)}/${kind}`;

export const estimatePath = (spaceId: string, dealId: string, phaseId: string, estimateId: string): string =>
  `${phaseEstimates(spaceId, dealId, phaseId)}/estimates/${encodeURIComponent(estimateId)}`;

export const removeEstimatePath = (spaceId: string, dealId: string, phaseId: string, estimateId: string) =>
  `${estimatePath(spaceId, dealId, phaseId, estimateId)}/remove`;

/** The deal page on a phase's tab of the estimates editor, scrolled to the pricing section. */
export const phaseTabPath = (
  spaceId: string,
  dealId: string,
  phaseId: string | null,
  notice?: string,
): string => {
  const query = [
    ...(phaseId === null ? [] : [`phase=${encodeURIComponent(phaseId)}`]),
    ...(notice ? [`notice=${notice}`] : []),
  ].join('&');
  return `${dealPath(spaceId, dealId)}${query ? `?${query}` : ''}#pricing`;
};
