import type { TestApi } from '../../../../api/src/testing/api-test-app';

/** The worked example of docs/pricing.md: its roles and rates, its lines per phase, and its figures. */
export const WORKED_ROLES = [
  { name: 'Designer', unit: 'hour', cost_rate: 55, price_rate: 95 },
  { name: 'Developer', unit: 'hour', cost_rate: 62.5, price_rate: 110 },
  { name: 'PM', unit: 'day', cost_rate: 480, price_rate: 850 },
] as const;

export type WorkedRole = (typeof WORKED_ROLES)[number]['name'];

/** Each line as the estimates editor takes it: effort of a role, or a fixed price and cost. */
export const WORKED_LINES: readonly {
  readonly phase: 'Discovery' | 'Build';
  readonly name: string;
  readonly role?: WorkedRole;
  readonly quantity?: string;
  readonly fixed?: { readonly price: string; readonly cost: string };
}[] = [
  { phase: 'Discovery', name: 'Research', role: 'Designer', quantity: '24' },
  { phase: 'Discovery', name: 'Planning', role: 'PM', quantity: '3' },
  { phase: 'Build', name: 'API', role: 'Developer', quantity: '120.5' },
  { phase: 'Build', name: 'Screens', role: 'Designer', quantity: '16.25' },
  { phase: 'Build', name: 'Delivery', role: 'PM', quantity: '10' },
  { phase: 'Build', name: 'Hosting setup', fixed: { price: '1200', cost: '800' } },
];

/** docs/pricing.md and the README: the figures the web app must show for the worked deal. */
export const WORKED_FIGURES = {
  subtotal: 'US$33,548.06',
  discount: '−US$1,677.40',
  price: 'US$31,870.66',
  cost: 'US$19,182.75',
  margin: '39.81%',
  priceVariance: '+US$1,870.66',
  marginVariance: '−0.19 points',
  discovery: 'US$5,554.50',
  build: 'US$27,993.56',
  designer: 'US$4,397.31',
  developer: 'US$15,243.25',
  pm: 'US$12,707.50',
  fixed: 'US$1,200.00',
} as const;

/** The same figures as `GET /v1/deal/{id}/pricing` answers them. */
export const WORKED_API_FIGURES = {
  subtotal: 33548.06,
  discount_amount: 1677.4,
  cost: 19182.75,
  price: 31870.66,
  margin: 0.3981,
  variance: { price: 1870.66, margin: -0.0019 },
};

/** The worked example's three roles and its card ("Standard", in `currency`), made over the API. */
export async function workedCardOverApi(
  api: TestApi,
  token: string,
  spaceId: string,
  currency = 'usd',
): Promise<{ cardId: string; roleIds: Record<WorkedRole, string> }> {
  const roleIds = {} as Record<WorkedRole, string>;
  for (const role of WORKED_ROLES) {
    const made = await api.call('POST', `/v1/spaces/${spaceId}/roles`, {
      token,
      body: { name: role.name, unit: role.unit },
    });
    if (made.status !== 201) throw new Error(`role not created: ${JSON.stringify(made.body)}`);
    roleIds[role.name] = made.body.id;
  }
  const rates = WORKED_ROLES.map((role) => ({
    role_id: roleIds[role.name],
    cost_rate: role.cost_rate,
    price_rate: role.price_rate,
  }));
  const card = await api.call('POST', `/v1/spaces/${spaceId}/rate-cards`, {
    token,
    body: { name: 'Standard', currency, rates },
  });
  if (card.status !== 201) throw new Error(`card not created: ${JSON.stringify(card.body)}`);
  return { cardId: card.body.id, roleIds };
}
