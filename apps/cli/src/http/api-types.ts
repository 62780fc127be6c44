/**
 * The response bodies the tool reads, as the api's OpenAPI document (`GET /v1/openapi.json`)
 * describes them. Written by hand, kept honest by `api-routes.e2e-spec.ts`, which checks every
 * field named here against the live document. Only the fields the tool uses are listed.
 */

/** `GET /v1/meta`. */
export interface Meta {
  readonly version: string;
  readonly api: string;
  readonly openapi: string;
}

/** SPEC §2.1, an item of `GET /v1/spaces`. */
export interface SpaceItem {
  readonly id: string;
  readonly name: string;
  readonly role: string | null;
  readonly is_member: boolean;
  readonly plan: string;
  /** Lower-case ISO 4217: the currency of the deals created in the space without one. */
  readonly currency: string;
  readonly updated_at: number;
}

export interface SpacePage {
  readonly items: readonly SpaceItem[];
  readonly next_cursor: string | null;
}

/** SPEC §2.2, the part of a deal the tool shows. */
export interface Deal {
  readonly id: string;
  readonly name: string;
  readonly status: string;
  readonly space_id: string;
  readonly start: number | null;
}

/** SPEC §4.3 success body of `POST /v1/deal/{id}/reschedule`. */
export interface RescheduleResult {
  readonly deal: Deal;
  readonly start: number;
  readonly previous_start: number | null;
  readonly version_created: boolean;
  readonly phases_moved: readonly { readonly id: string; readonly name: string }[];
  readonly changed: boolean;
}

/** RFC 8628 §3.2, `POST /v1/device/code`. */
export interface DeviceCode {
  readonly device_code: string;
  readonly user_code: string;
  readonly verification_uri: string;
  readonly verification_uri_complete: string;
  readonly expires_in: number;
  readonly interval: number;
}

/** RFC 6749 §5.1, `POST /v1/device/token` once approved. */
export interface DeviceToken {
  readonly access_token: string;
  readonly token_type: string;
  readonly scope: string;
}

/** RFC 6749 §5.2, `400` of `POST /v1/device/token`. */
export interface OAuthError {
  readonly error: string;
  readonly error_description?: string;
}

/** One committed deal change of the events feed (docs/events.md). */
export interface EventItem {
  readonly id: string;
  readonly type: string;
  readonly created_at: number;
  readonly deal_id: string | null;
  readonly revision: number | null;
  readonly actor: { readonly type: string; readonly id: string | null } | null;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface EventPage {
  readonly items: readonly EventItem[];
  readonly next_cursor: string | null;
}

/** A line of `GET /v1/deal/{id}/pricing` (docs/pricing.md). */
export interface PricedLine {
  readonly id: string;
  readonly phase_id: string;
  readonly name: string;
  readonly role_id: string | null;
  readonly quantity: number | null;
  readonly cost_rate: number | null;
  readonly price_rate: number | null;
  readonly fixed_price: number | null;
  readonly fixed_cost: number | null;
  readonly cost: number;
  readonly price: number;
}

/** `GET /v1/deal/{id}/pricing`: the breakdown of a deal's price (issue 25, docs/pricing.md). */
export interface DealPricing {
  readonly currency: string;
  readonly rate_card: { readonly id: string; readonly revision: number } | null;
  readonly contingency: number;
  readonly discount: number;
  readonly lines: readonly PricedLine[];
  readonly by_phase: readonly { readonly phase_id: string; readonly cost: number; readonly price: number }[];
  readonly by_role: readonly {
    readonly role_id: string | null;
    readonly quantity: number | null;
    readonly cost: number;
    readonly price: number;
  }[];
  readonly subtotal: number;
  readonly discount_amount: number;
  readonly cost: number;
  readonly price: number;
  readonly margin: number | null;
  readonly target_price: number | null;
  readonly target_margin: number | null;
  readonly variance: { readonly price: number | null; readonly margin: number | null };
}

/** An item of `GET /v1/deal/{id}/phases`: only what names a phase in a table. */
export interface PhaseItem {
  readonly id: string;
  readonly name: string;
}

/** An item of `GET /v1/spaces/{space}/roles`. */
export interface RoleItem {
  readonly id: string;
  readonly name: string;
  readonly unit: string;
  readonly archived: boolean;
}

/** An item of `GET /v1/spaces/{space}/rate-cards`. */
export interface RateCardItem {
  readonly id: string;
  readonly name: string;
  readonly currency: string;
  readonly rates: readonly {
    readonly role_id: string;
    readonly cost_rate: number;
    readonly price_rate: number;
  }[];
  readonly is_default: boolean;
  readonly revision: number;
}

/** Any keyset page of the API. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly next_cursor: string | null;
}
