import type { DealPricing, PhaseItem, RateCardItem, RoleItem } from '../http/api-types';
import { renderTable } from './table.format';
import { terminalSafe } from './terminal-text';

/** Money as the API rounds it (2 decimals); the API's numbers are exact to the cent. */
const money = (value: number): string => value.toFixed(2);
const ratio = (value: number): string => value.toFixed(4);
const orDash = <T>(value: T | null, show: (v: T) => string): string => (value === null ? '-' : show(value));
const signed = (text: string): string => (text.startsWith('-') ? text : `+${text}`);

/**
 * `dps deal pricing`: a header line, then the lines, the amounts by phase and by role (before the
 * discount) as tables, then the totals with the targets and their variance. Phases are named when
 * the deal lists them; roles by id (the deal's copy of the rates is by role id).
 */
export function renderDealPricing(
  dealId: string,
  pricing: DealPricing,
  phases: readonly PhaseItem[],
): string {
  const phaseName = new Map(phases.map((phase) => [phase.id, phase.name]));
  const nameOf = (phaseId: string) => phaseName.get(phaseId) ?? phaseId;
  const card = pricing.rate_card
    ? `rate card ${pricing.rate_card.id} rev ${pricing.rate_card.revision}`
    : 'no rate card';
  const header =
    `Pricing of ${dealId} (${pricing.currency.toUpperCase()}, ${card}, ` +
    `contingency ${ratio(pricing.contingency)}, discount ${ratio(pricing.discount)})`;
  const lines = renderTable(
    ['phase', 'line', 'role', 'quantity', 'cost rate', 'price rate', 'cost', 'price'],
    pricing.lines.map((line) => [
      nameOf(line.phase_id),
      line.name,
      line.role_id ?? 'fixed',
      orDash(line.quantity, String),
      orDash(line.cost_rate, money),
      orDash(line.price_rate, money),
      money(line.cost),
      money(line.price),
    ]),
  );
  const byPhase = renderTable(
    ['phase', 'cost', 'price'],
    pricing.by_phase.map((phase) => [nameOf(phase.phase_id), money(phase.cost), money(phase.price)]),
  );
  const byRole = renderTable(
    ['role', 'quantity', 'cost', 'price'],
    pricing.by_role.map((role) => [
      role.role_id ?? 'fixed lines',
      orDash(role.quantity, String),
      money(role.cost),
      money(role.price),
    ]),
  );
  const totals = renderTable(
    ['total', 'amount', 'target', 'variance'],
    [
      ['subtotal', money(pricing.subtotal), '', ''],
      ['discount', money(-pricing.discount_amount), '', ''],
      [
        'price',
        money(pricing.price),
        orDash(pricing.target_price, money),
        orDash(pricing.variance.price, (v) => signed(money(v))),
      ],
      ['cost', money(pricing.cost), '', ''],
      [
        'margin',
        orDash(pricing.margin, ratio),
        orDash(pricing.target_margin, ratio),
        orDash(pricing.variance.margin, (v) => signed(ratio(v))),
      ],
    ],
  );
  const empty = pricing.lines.length === 0 ? '(no estimates yet)\n' : '';
  return [
    `${terminalSafe(header)}\n`,
    `\nLINES\n${empty}${lines}`,
    `\nBY PHASE\n${byPhase}`,
    `\nBY ROLE\n${byRole}`,
    `\n${totals}`,
  ].join('');
}

/** `dps roles list`. */
export function renderRoles(roles: readonly RoleItem[]): string {
  if (roles.length === 0) return 'No roles yet.\n';
  return renderTable(
    ['id', 'name', 'unit', 'archived'],
    roles.map((role) => [role.id, role.name, role.unit, role.archived ? 'yes' : 'no']),
  );
}

/** `dps rate-cards list`: one row per card, its rates as `role cost/price` pairs. */
export function renderRateCards(cards: readonly RateCardItem[]): string {
  if (cards.length === 0) return 'No rate cards yet.\n';
  return renderTable(
    ['id', 'name', 'currency', 'default', 'rev', 'rates (role cost/price)'],
    cards.map((card) => [
      card.id,
      card.name,
      card.currency.toUpperCase(),
      card.is_default ? 'yes' : 'no',
      String(card.revision),
      card.rates
        .map((rate) => `${rate.role_id} ${money(rate.cost_rate)}/${money(rate.price_rate)}`)
        .join(', ') || '-',
    ]),
  );
}
