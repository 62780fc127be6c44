import type { components } from '@deal/sdk';

/** The API's request and answer bodies, as the SDK generates them from the OpenAPI document. */
export type Schemas = components['schemas'];

export type Scope = Schemas['CreatePersonalTokenRequestDto']['scope'];
export type MemberRole = Schemas['InviteRequestDto']['role'];
export type DealStatus = Schemas['MoveDealStatusRequestDto']['status'];
export type DealFields = Omit<Schemas['UpdateDealRequestDto'], 'archived'>;
