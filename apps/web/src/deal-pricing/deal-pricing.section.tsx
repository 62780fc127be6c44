import type { DatedPhase, PricedDeal, RateCard, Role } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { pricingValuesOf } from './deal-pricing.form';
import { pricingPath, refreshRatesPath } from './deal-pricing-paths';
import type { RoleChoice } from './estimate-fields.view';
import { EstimatesEditor } from './estimates-editor.view';
import { PricingCharts } from './pricing-charts.view';
import type { PricingFormState } from './pricing-forms.state';
import { PricingSummary } from './pricing-summary.view';

/** What the deal page's pricing section shows: the priced deal and the space's roles and cards. */
export interface DealPricingSectionProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly priced: PricedDeal;
  readonly phases: readonly DatedPhase[];
  readonly roles: readonly Role[];
  readonly cards: readonly RateCard[];
  /** The phase whose estimates tab is open (the first when the address names none). */
  readonly phaseId: string | null;
  readonly changeable: boolean;
  readonly state: PricingFormState | null;
}

/**
 * The deal's pricing (issue 25): the rate card with contingency and discount, the refresh of its
 * rates, the summary against the targets, the charts by phase and by role, and the estimates per
 * phase. The same use cases as `PUT /v1/deal/{id}/pricing` and the estimate routes.
 */
export function DealPricingSection(props: DealPricingSectionProps) {
  const { priced, phases } = props;
  const roles = new Map(props.roles.map((role) => [role.id, role]));
  const phaseNames = new Map(phases.map((phase) => [phase.id, phase.name]));
  const choices: RoleChoice[] = (priced.pricing?.rates ?? []).flatMap((rate) => {
    const role = roles.get(rate.roleId);
    return role && !role.archived ? [{ role, rate }] : [];
  });
  return (
    <section id="pricing" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      <div class="grid-2">
        <RateCardPanel {...props} />
        <PricingSummary priced={priced} />
      </div>
      <PricingCharts priced={priced} phaseNames={phaseNames} roles={roles} />
      {props.phaseId === null ? (
        <p class="muted">No phases yet: estimates are made per phase, so the deal needs one first.</p>
      ) : (
        <EstimatesEditor
          web={props.web}
          spaceId={props.spaceId}
          priced={priced}
          phases={phases}
          phaseId={props.phaseId}
          choices={choices}
          roles={roles}
          changeable={props.changeable}
          state={props.state}
        />
      )}
    </section>
  );
}

const CONTINGENCY_HINT = 'Added to effort (not to fixed amounts), in percent: 15 means 15%.';
const DISCOUNT_HINT = 'Taken off the subtotal, in percent.';

function RateCardPanel(props: DealPricingSectionProps) {
  const { web, spaceId, priced, cards, state } = props;
  const { deal, pricing } = priced;
  const card = pricing === null ? undefined : cards.find((one) => one.id === pricing.rateCardId);
  const mine = state?.form === 'pricing' ? state : null;
  const fallback = cards.find((one) => one.isDefault && one.currency === deal.currency)?.id ?? null;
  const values = mine?.values ?? pricingValuesOf(pricing, fallback);
  const errors = mine?.errors ?? {};
  const settings = `/${encodeURIComponent(spaceId)}/settings/rate-cards`;
  const stale = card !== undefined && pricing !== null && card.revision > pricing.rateCardRevision;
  return (
    <div class="card">
      <h3>Rate card</h3>
      <p>
        {pricing === null
          ? 'No rate card yet: only fixed amounts are priced.'
          : `${card?.name ?? pricing.rateCardId}, revision ${pricing.rateCardRevision} (the deal's copy of its rates).`}
      </p>
      {stale && (
        <Notice tone="info">
          The card is now at revision {card.revision}; this deal keeps the rates of revision{' '}
          {pricing.rateCardRevision} until you refresh them.
        </Notice>
      )}
      {props.changeable && (
        <>
          {mine && <Notice tone="error">{errors[''] ?? 'Nothing was saved. Check the fields below.'}</Notice>}
          <PostForm web={web} action={pricingPath(spaceId, deal.id)}>
            <Field id="pricing-card" label="Rate card" error={errors['rate_card_id']}>
              <select
                id="pricing-card"
                name="rate_card_id"
                required
                aria-invalid={errors['rate_card_id'] ? 'true' : undefined}
                aria-describedby={describedBy('pricing-card', undefined, errors['rate_card_id'])}
              >
                <option value="" selected={values.rateCardId === ''}>
                  Choose a rate card
                </option>
                {cards.map((one) => (
                  <option key={one.id} value={one.id} selected={values.rateCardId === one.id}>
                    {`${one.name} (${one.currency.toUpperCase()}${one.isDefault ? ', default' : ''})`}
                  </option>
                ))}
              </select>
            </Field>
            <div class="line-fields">
              {(
                [
                  ['contingency', 'Contingency (%)', CONTINGENCY_HINT],
                  ['discount', 'Discount (%)', DISCOUNT_HINT],
                ] as const
              ).map(([field, label, hint]) => (
                <Field key={field} id={`pricing-${field}`} label={label} hint={hint} error={errors[field]}>
                  <input
                    id={`pricing-${field}`}
                    name={field}
                    inputMode="decimal"
                    value={values[field]}
                    aria-invalid={errors[field] ? 'true' : undefined}
                    aria-describedby={describedBy(`pricing-${field}`, hint, errors[field])}
                  />
                </Field>
              ))}
            </div>
            <button type="submit">Save pricing</button>
          </PostForm>
          {pricing !== null && (
            <PostForm web={web} action={refreshRatesPath(spaceId, deal.id)} class="inline">
              <button type="submit" class="secondary">
                Refresh rates
              </button>
            </PostForm>
          )}
        </>
      )}
      <p class="hint">
        Roles and rate cards are kept in the <a href={settings}>space settings</a>.
      </p>
    </div>
  );
}
