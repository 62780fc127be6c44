import type { PricedDeal, Role } from '@deal/domain';
import type { Bar } from './bar-chart.view';
import { PriceFigure } from './price-figure.view';
import { hundredthsText, moneyText } from './pricing-text';

export const FIXED_LINES = 'Fixed amounts';

/** A role's name and unit, or its id when the space no longer lists it. */
export function roleLabel(roles: ReadonlyMap<string, Role>, roleId: string | null): string {
  if (roleId === null) return FIXED_LINES;
  return roles.get(roleId)?.name ?? roleId;
}

/**
 * Price by phase and by role (before the discount, so each sums to the subtotal): two figures, each
 * a bar chart and a table of the same figures with the cost.
 */
export function PricingCharts(props: {
  priced: PricedDeal;
  phaseNames: ReadonlyMap<string, string>;
  roles: ReadonlyMap<string, Role>;
}) {
  const { priced, phaseNames, roles } = props;
  const money = (amount: bigint) => moneyText(amount, priced.deal.currency);
  const phases = priced.price.byPhase.map((phase) => ({
    label: phaseNames.get(phase.phaseId) ?? phase.phaseId,
    ...phase,
  }));
  const byRole = priced.price.byRole.map((role) => ({ label: roleLabel(roles, role.roleId), ...role }));
  const bars = (rows: readonly { label: string; price: bigint }[]): Bar[] =>
    rows.map((row) => ({ label: row.label, value: row.price, text: money(row.price) }));
  const unit = (roleId: string | null) => (roleId === null ? '' : ` ${roles.get(roleId)?.unit ?? ''}s`);
  return (
    <div class="grid-2 pricing-charts">
      <PriceFigure
        name="by-phase"
        title="Price by phase"
        description="Price of each phase before the discount."
        bars={bars(phases)}
        tableCaption="Price and cost by phase, before the discount"
        columns={['Phase', 'Cost', 'Price']}
        rows={phases.map((phase) => ({
          key: phase.phaseId,
          label: phase.label,
          figures: [money(phase.cost), money(phase.price)],
        }))}
      />
      <PriceFigure
        name="by-role"
        title="Price by role"
        description="Price of each role's effort, and of the fixed amounts, before the discount."
        bars={bars(byRole)}
        tableCaption="Effort, price and cost by role, before the discount"
        columns={['Role', 'Effort', 'Cost', 'Price']}
        rows={byRole.map((role) => ({
          key: role.roleId ?? 'fixed',
          label: role.label,
          figures: [
            role.quantity === null ? '—' : `${hundredthsText(role.quantity)}${unit(role.roleId)}`,
            money(role.cost),
            money(role.price),
          ],
        }))}
      />
    </div>
  );
}
