import type { Automation } from '../automation/automation';
import type { SpaceRole } from '../credentials/space-role';
import type { MemberLookup } from '../space/space.repository';
import type { PageQuery } from '../shared/page-query';
import type { DealPricing, Estimate, PricingState } from './deal-pricing';
import type { LineAmounts, LineTotals, StoredLineAmounts } from './line-totals';
import type { RateCard } from './rate-card';
import type { Role } from './role';

export interface RoleRepository {
  findById(id: string): Promise<Role | null>;
  /** The roles among `ids` that exist, whatever their space. */
  findByIds(ids: readonly string[]): Promise<Role[]>;
  /** A space's roles, archived ones included, in id order (oldest first). */
  listForSpace(spaceId: string, page: PageQuery): Promise<Role[]>;
  insert(role: Role): Promise<void>;
  /** Writes the name, unit, archived flag and updatedAt. */
  update(role: Role): Promise<void>;
}

export interface RateCardRepository {
  /** With `forUpdate`, locks the card until the transaction ends, so concurrent edits queue. */
  findById(id: string, options?: { forUpdate?: boolean }): Promise<RateCard | null>;
  /** A space's cards in id order (oldest first). */
  listForSpace(spaceId: string, page: PageQuery): Promise<RateCard[]>;
  insert(card: RateCard): Promise<void>;
  update(card: RateCard): Promise<void>;
  /**
   * Locks the space's cards against a change of their defaults until the transaction ends (the
   * space's row): taken first by every card write, so two cards made default at once queue.
   */
  lockDefaults(spaceId: string): Promise<void>;
  /** Clears the default flag of every card of the space in this currency but `keepId`. */
  clearDefault(spaceId: string, currency: string, keepId: string): Promise<void>;
}

export interface DealPricingRepository {
  findByDeal(dealId: string): Promise<DealPricing | null>;
  /**
   * The deal's pricing, its phases (as PhaseRepository.listByDeal orders them) and its estimates (as
   * EstimateRepository.listByDeal orders them) in one read: every pricing change and every GET of a
   * deal's pricing reads the three, and a statement each was most of a new estimate's round trips.
   */
  findStateByDeal(dealId: string): Promise<PricingState>;
  /**
   * findStateByDeal, and in the same statement the role of `roleId` as RoleRepository.findById
   * reads it (null when there is none): what a new effort estimate is checked against.
   */
  findStateWithRole(dealId: string, roleId: string): Promise<PricingState & { readonly role: Role | null }>;
  /**
   * What a new estimate on a draft deal is checked and priced against, in one read that does not
   * grow with the deal's lines: the deal's pricing, whether `phaseId` is one of its phases, the
   * role of `roleId` as RoleRepository.findById reads it (null when there is none, or no id), and
   * the count and the sums of its estimates' stored amounts; with them the role of `member` in its
   * space, as MembershipRepository.roleOf reads it, and that space's enabled `deal_updated`
   * automations, which the change's events go to (a round trip fewer each, issue 25).
   */
  findLineTotals(
    dealId: string,
    phaseId: string,
    roleId: string | null,
    member: MemberLookup,
  ): Promise<DealLineTotals>;
  /** Inserts or replaces the deal's pricing. */
  save(pricing: DealPricing): Promise<void>;
}

/** DealPricingRepository.findLineTotals' answer. */
export interface DealLineTotals {
  /** The role of findLineTotals' `member`: null when it is no member, or names no user. */
  readonly memberRole: SpaceRole | null;
  /**
   * The enabled `deal_updated` automations of the member's space, as `AutomationRepository.listEnabled`
   * reads them, in the same statement: one version of them only when the transaction held automation
   * edits before this read (`DealRepository.findByIdForUpdate`'s `holdAutomationEdits`).
   */
  readonly dealUpdatedAutomations: readonly Automation[];
  readonly pricing: DealPricing | null;
  readonly hasPhase: boolean;
  readonly role: Role | null;
  readonly totals: LineTotals;
}

export interface EstimateRepository {
  /** The deal's estimates in the order they were added. */
  listByDeal(dealId: string): Promise<Estimate[]>;
  /** With the line's amounts as the deal's pricing gives them (docs/pricing.md "Stored line amounts"). */
  insert(estimate: Estimate, amounts: LineAmounts): Promise<void>;
  /** Writes the name, role, quantity and fixed amounts, and the line's amounts. */
  update(estimate: Estimate, amounts: LineAmounts): Promise<void>;
  /** Rewrites the stored amounts of the deal's estimates named in `lines`, in one statement. */
  writeAmounts(dealId: string, lines: readonly StoredLineAmounts[]): Promise<void>;
  delete(dealId: string, estimateId: string): Promise<void>;
}
