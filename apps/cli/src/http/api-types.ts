import type { components } from '@deal/sdk';

/**
 * The bodies the tool reads, by the names its formatters use: the SDK's types, generated from the
 * api's OpenAPI document (libs/sdk), so a field renamed in the api fails the tool's type check.
 * Nothing here is written by hand.
 */
type Schemas = components['schemas'];

/** Any keyset page of the API. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}

export type Meta = Schemas['MetaDto'];
export type SpaceItem = Schemas['SpaceItemDto'];
export type SpacePage = Schemas['SpacePageDto'];
export type Deal = Schemas['DealDto'];
export type RescheduleResult = Schemas['RescheduleDealResponseDto'];
export type DeviceCode = Schemas['DeviceCodeResponseDto'];
export type DeviceToken = Schemas['DeviceTokenResponseDto'];
export type OAuthError = Schemas['OAuthErrorBodyDto'];
export type EventItem = Schemas['EventDto'];
export type EventPage = Schemas['EventPageDto'];
export type PricedLine = Schemas['PricedLineDto'];
export type DealPricing = Schemas['DealPricingDto'];
export type PhaseItem = Schemas['PhaseDto'];
export type RoleItem = Schemas['RoleDto'];
export type RateCardItem = Schemas['RateCardDto'];
