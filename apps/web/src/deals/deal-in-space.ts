import {
  checkChangeable,
  listPhases,
  listVersions,
  type Actor,
  type Deal,
  type DealVersion,
  type Phase,
  type Repositories,
} from '@deal/domain';
import { DomainErrorException } from '@deal/nest-kit';

type ReadRepos = Pick<Repositories, 'deals' | 'memberships' | 'phases' | 'versions'>;

/** The deal an address `/<space_id>/deals/<deal_id>…` names: the space as written, and the deal's id. */
export interface DealIds {
  readonly spaceId: string;
  readonly dealId: string;
}

/** How many versions the deal page lists (the API's largest page); more is a note, not a pager. */
export const VERSIONS_SHOWN = 100;

/**
 * A deal and its phases at `/<space_id>/deals/<deal_id>`: out of reach, or of another space than
 * the one in the address, is the same 404 (CONTRACT §2: no existence oracle).
 */
export async function readDealInSpace(
  repos: ReadRepos,
  actor: Actor,
  spaceId: string,
  dealId: string,
): Promise<{ deal: Deal; phases: Phase[] }> {
  const read = await listPhases(repos, actor, dealId);
  if (!read.ok) throw new DomainErrorException(read.error);
  if (read.value.deal.spaceId !== spaceId)
    throw new DomainErrorException({ kind: 'NotFound', resource: 'deal' });
  return read.value;
}

/** The deal in the space of the address (404 otherwise), refused as the API refuses it while pending or archived. */
export async function readChangeableDeal(
  repos: ReadRepos,
  actor: Actor,
  { spaceId, dealId }: DealIds,
): Promise<{ deal: Deal; phases: Phase[] }> {
  const read = await readDealInSpace(repos, actor, spaceId, dealId);
  const changeable = checkChangeable(read.deal);
  if (!changeable.ok) throw new DomainErrorException(changeable.error);
  return read;
}

/** Whether the deal has estimates, so that its price, cost and margin are its pricing's (docs/pricing.md). */
export async function dealHasEstimates(
  repos: Pick<Repositories, 'estimates'>,
  dealId: string,
): Promise<boolean> {
  return (await repos.estimates.listByDeal(dealId)).length > 0;
}

/** The deal's newest versions, and whether that is all of them. */
export async function readVersions(
  repos: ReadRepos,
  actor: Actor,
  dealId: string,
): Promise<{ versions: readonly DealVersion[]; complete: boolean }> {
  const page = await listVersions(repos, actor, dealId, { limit: VERSIONS_SHOWN, afterId: null });
  if (!page.ok) throw new DomainErrorException(page.error);
  return { versions: page.value.items, complete: page.value.nextAfterId === null };
}
