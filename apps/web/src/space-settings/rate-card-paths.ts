import { settingsPath } from './space-admin.section';

/** Roles and rate cards live under the space settings. */
export const rateCardsPath = (spaceId: string): string => `${settingsPath(spaceId)}/rate-cards`;
export const newRateCardPath = (spaceId: string): string => `${rateCardsPath(spaceId)}/new`;
export const rateCardPath = (spaceId: string, cardId: string): string =>
  `${rateCardsPath(spaceId)}/${encodeURIComponent(cardId)}`;
export const rolesPath = (spaceId: string): string => `${settingsPath(spaceId)}/roles`;
export const rolePath = (spaceId: string, roleId: string): string =>
  `${rolesPath(spaceId)}/${encodeURIComponent(roleId)}`;
