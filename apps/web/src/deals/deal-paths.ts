/** The deal pages' addresses; the deal page's is the link outbound webhooks carry (SPEC §2.3). */
export const dealsPath = (spaceId: string): string => `/${enc(spaceId)}/deals`;

export const dealPath = (spaceId: string, dealId: string): string => `${dealsPath(spaceId)}/${enc(dealId)}`;

export const reschedulePath = (spaceId: string, dealId: string): string =>
  `${dealPath(spaceId, dealId)}/reschedule`;

export const statusPath = (spaceId: string, dealId: string): string => `${dealPath(spaceId, dealId)}/status`;

export const editDealPath = (spaceId: string, dealId: string): string => `${dealPath(spaceId, dealId)}/edit`;

export const phasesPath = (spaceId: string, dealId: string): string => `${dealPath(spaceId, dealId)}/phases`;

export const phasePath = (spaceId: string, dealId: string, phaseId: string): string =>
  `${phasesPath(spaceId, dealId)}/${enc(phaseId)}`;

export const removePhasePath = (spaceId: string, dealId: string, phaseId: string): string =>
  `${phasePath(spaceId, dealId, phaseId)}/remove`;

function enc(segment: string): string {
  return encodeURIComponent(segment);
}
