import type { PricedDeal, Role } from '@deal/domain';
import { BarChart, type Bar } from './bar-chart.view';
import { hundredthsText, moneyText } from './pricing-text';

export const FIXED_LINES = 'Fixed amounts';

/** A role's name and unit, or its id when the space no longer lists it. */
export function roleLabel(roles: ReadonlyMap<string, Role>, roleId: string | null): string {
  if (roleId === null) return FIXED_LINES;
  return roles.get(roleId)?.name ?? roleId;
}

/**
 * Price by phase and by role (before the discount, so each sums to the subtotal): two SVG bar
 * charts, each followed by a table of the same figures with the cost, so nothing is only a picture.
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
      <figure class="card" aria-labelledby="by-phase-caption">
        <figcaption id="by-phase-caption">
          <h3>Price by phase</h3>
        </figcaption>
        <BarChart
          id="chart-by-phase"
          title="Price by phase"
          description="Price of each phase before the discount."
          bars={bars(phases)}
        />
        <div class="table-wrap">
          <table class="named-rows">
            <caption class="visually-hidden">Price and cost by phase, before the discount</caption>
            <thead>
              <tr>
                <th scope="col">Phase</th>
                <th scope="col" class="num">
                  Cost
                </th>
                <th scope="col" class="num">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {phases.map((phase) => (
                <tr key={phase.phaseId}>
                  <th scope="row">{phase.label}</th>
                  <td class="num">{money(phase.cost)}</td>
                  <td class="num">{money(phase.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
      <figure class="card" aria-labelledby="by-role-caption">
        <figcaption id="by-role-caption">
          <h3>Price by role</h3>
        </figcaption>
        <BarChart
          id="chart-by-role"
          title="Price by role"
          description="Price of each role's effort, and of the fixed amounts, before the discount."
          bars={bars(byRole)}
        />
        <div class="table-wrap">
          <table class="named-rows">
            <caption class="visually-hidden">Effort, price and cost by role, before the discount</caption>
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col" class="num">
                  Effort
                </th>
                <th scope="col" class="num">
                  Cost
                </th>
                <th scope="col" class="num">
                  Price
                </th>
              </tr>
            </thead>
            <tbody>
              {byRole.map((role) => (
                <tr key={role.roleId ?? 'fixed'}>
                  <th scope="row">{role.label}</th>
                  <td class="num">
                    {role.quantity === null ? '—' : `${hundredthsText(role.quantity)}${unit(role.roleId)}`}
                  </td>
                  <td class="num">{money(role.cost)}</td>
                  <td class="num">{money(role.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </figure>
    </div>
  );
}
