/**
 * The priced deals of the pricing and estimate phases (issue 25's sizes), written through the api
 * itself so that they hold whatever the api writes for a real client: roles, a rate card, a deal of
 * `lines` estimates over `phases` phases, and small deals that the estimate phase adds lines to.
 */

export interface PricingFixture {
  readonly roleIds: readonly string[];
  /** The deal of `lines` lines over `phases` phases, priced with contingency and discount. */
  readonly bigDealId: string;
  readonly lines: number;
  readonly phases: number;
}

export interface EstimateTarget {
  readonly dealId: string;
  readonly phaseId: string;
}

const MONDAY = Date.UTC(2027, 0, 4);
const DAY_MS = 86_400_000;
const ROLES = ['Designer', 'Developer', 'Architect', 'Tester', 'Project manager'];

/** One JSON call to the api; anything but the expected status stops the bench with the answer. */
async function call(
  origin: string,
  token: string,
  method: string,
  path: string,
  body: unknown,
  expected: number,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== expected) {
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  }
  return answer;
}

/** The line of number `index` of a big deal: mostly effort, every tenth a fixed amount. */
export function benchEstimate(index: number, roleIds: readonly string[]): Record<string, unknown> {
  if (index % 10 === 9) {
    return { name: `Licence ${index}`, fixed_price: 1000 + (index % 250), fixed_cost: 600.5 };
  }
  return {
    name: `Task ${index}`,
    role_id: roleIds[index % roleIds.length],
    quantity: (index % 37) + 0.25,
  };
}

/** A deal with `phases` phases, priced on `cardId` (15 % contingency, 5 % discount). */
async function pricedDealWithPhases(
  origin: string,
  token: string,
  spaceId: string,
  cardId: string,
  name: string,
  phases: number,
): Promise<{ dealId: string; phaseIds: string[] }> {
  const deal = await call(
    origin,
    token,
    'POST',
    '/v1/deals',
    { space: spaceId, name, start: MONDAY, target_price: 2_000_000, target_margin: 0.35 },
    201,
  );
  const dealId = deal['id'] as string;
  const phaseIds: string[] = [];
  for (let index = 0; index < phases; index++) {
    const start = MONDAY + index * 14 * DAY_MS;
    const phase = await call(
      origin,
      token,
      'POST',
      `/v1/deal/${dealId}/phases`,
      { name: `Phase ${index + 1}`, start, end: start + 14 * DAY_MS, pinned: true },
      201,
    );
    phaseIds.push(phase['id'] as string);
  }
  await call(
    origin,
    token,
    'PUT',
    `/v1/deal/${dealId}/pricing`,
    { rate_card_id: cardId, contingency: 0.15, discount: 0.05 },
    200,
  );
  return { dealId, phaseIds };
}

/** Roles and a rate card in the space, and the big deal of `lines` lines over `phases` phases. */
export async function seedPricingFixture(
  origin: string,
  token: string,
  spaceId: string,
  size: { readonly lines: number; readonly phases: number },
): Promise<PricingFixture & { readonly cardId: string }> {
  const roleIds: string[] = [];
  for (const [index, name] of ROLES.entries()) {
    const unit = index === ROLES.length - 1 ? 'day' : 'hour';
    roleIds.push(
      (await call(origin, token, 'POST', `/v1/spaces/${spaceId}/roles`, { name, unit }, 201))['id'] as string,
    );
  }
  const rates = roleIds.map((roleId, index) => ({
    role_id: roleId,
    cost_rate: 40 + index * 7.25,
    price_rate: 85 + index * 12.5,
  }));
  const card = await call(
    origin,
    token,
    'POST',
    `/v1/spaces/${spaceId}/rate-cards`,
    { name: 'Bench card', currency: 'usd', rates },
    201,
  );
  const cardId = card['id'] as string;
  const { dealId, phaseIds } = await pricedDealWithPhases(
    origin,
    token,
    spaceId,
    cardId,
    `Priced deal, ${size.lines} lines`,
    size.phases,
  );
  // A few writers at once: they queue on the deal's row lock, but the HTTP round trips overlap.
  let next = 0;
  const writer = async () => {
    while (next < size.lines) {
      const index = next++;
      await call(
        origin,
        token,
        'POST',
        `/v1/deal/${dealId}/phases/${phaseIds[index % phaseIds.length]}/estimates`,
        benchEstimate(index, roleIds),
        201,
      );
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  return { roleIds, bigDealId: dealId, lines: size.lines, phases: size.phases, cardId };
}

/** `count` small priced deals of one phase each, which the estimate phase adds lines to. */
export async function seedEstimateTargets(
  origin: string,
  token: string,
  spaceId: string,
  cardId: string,
  count: number,
): Promise<EstimateTarget[]> {
  const targets: EstimateTarget[] = [];
  for (let index = 0; index < count; index++) {
    const { dealId, phaseIds } = await pricedDealWithPhases(
      origin,
      token,
      spaceId,
      cardId,
      `Estimated deal ${index}`,
      1,
    );
    targets.push({ dealId, phaseId: phaseIds[0] as string });
  }
  return targets;
}
