import { DEAL_NAME_MAX_LENGTH, unscaled, type RateCard, type Role, type Space } from '@deal/domain';
import { formatMoney } from '../deals/deal-format';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { rateCardPath, rateCardsPath } from './rate-card-paths';
import { rateField, type RateCardValues } from './rate-card.form';

type Errors = Readonly<Record<string, string>>;

export interface RateCardPageProps {
  readonly web: WebContext;
  readonly space: Space;
  /** Null for a new card. */
  readonly card: RateCard | null;
  /** The roles the form offers rates for (live ones, and the card's own archived ones). */
  readonly roles: readonly Role[];
  /** Null: the card read only (a plain member). */
  readonly form: { readonly values: RateCardValues; readonly errors: Errors } | null;
  readonly notice: string | null;
}

const CURRENCY_HINT =
  'Three-letter ISO 4217 code (usd, eur…). A deal is priced with a card in its own currency.';
const DEFAULT_HINT =
  "The card deals in this currency start with. The space's previous default loses the flag.";

/** A rate card: its form for owners and admins (new or edit), its rates read only for other members. */
export function RateCardPage(props: RateCardPageProps) {
  const { web, space, card, form } = props;
  const title = card === null ? 'New rate card' : card.name;
  return (
    <Layout title={`${title} · ${space.name}`} web={web} spaceId={space.id}>
      <p>
        <a href={rateCardsPath(space.id)}>Roles and rate cards</a>
      </p>
      <h1>{title}</h1>
      {props.notice && <Notice tone="success">{props.notice}</Notice>}
      {card && (
        <p>
          {card.currency.toUpperCase()}, revision {card.revision}
          {card.isDefault ? ', the default card for its currency.' : '.'} Saving takes the revision up by one
          and changes no deal until its rates are refreshed.
        </p>
      )}
      {form === null && card !== null ? (
        <RatesTable card={card} roles={props.roles} />
      ) : (
        form && <RateCardForm {...props} form={form} />
      )}
    </Layout>
  );
}

function RateCardForm(props: RateCardPageProps & { form: NonNullable<RateCardPageProps['form']> }) {
  const { web, space, card, roles } = props;
  const { values, errors } = props.form;
  const refused = Object.keys(errors).length > 0;
  return (
    <div class="card">
      {refused && <Notice tone="error">{errors[''] ?? 'Nothing was saved. Check the fields below.'}</Notice>}
      <PostForm web={web} action={card === null ? rateCardsPath(space.id) : rateCardPath(space.id, card.id)}>
        <div class="line-fields">
          <Field id="card-name" label="Name" error={errors['name']}>
            <input
              id="card-name"
              name="name"
              required
              maxLength={DEAL_NAME_MAX_LENGTH}
              value={values.name}
              aria-invalid={errors['name'] ? 'true' : undefined}
              aria-describedby={describedBy('card-name', undefined, errors['name'])}
            />
          </Field>
          <Field id="card-currency" label="Currency" hint={CURRENCY_HINT} error={errors['currency']}>
            <input
              id="card-currency"
              name="currency"
              required
              maxLength={3}
              class="mono"
              value={values.currency}
              aria-invalid={errors['currency'] ? 'true' : undefined}
              aria-describedby={describedBy('card-currency', CURRENCY_HINT, errors['currency'])}
            />
          </Field>
        </div>
        <div class="field">
          <label>
            <input
              type="checkbox"
              name="is_default"
              value="on"
              checked={values.isDefault}
              aria-describedby="card-default-hint"
            />{' '}
            Default card for its currency
          </label>
          <p class="hint" id="card-default-hint">
            {DEFAULT_HINT}
          </p>
        </div>
        <fieldset class="choices">
          <legend>Rates per unit of each role</legend>
          <p class="hint">Leave both empty to keep a role off the card. Up to 2 decimals.</p>
          {roles.length === 0 && <p class="muted">Add roles first, on the roles and rate cards page.</p>}
          {roles.map((role) => (
            <div key={role.id} class="line-fields">
              {(['cost_rate', 'price_rate'] as const).map((kind) => {
                const name = rateField(kind, role.id);
                const id = `rate-${kind}-${role.id}`;
                const typed = values.rates[role.id];
                const label = `${role.name}${role.archived ? ' (archived)' : ''}: ${kind === 'cost_rate' ? 'cost' : 'price'} per ${role.unit}`;
                return (
                  <Field key={kind} id={id} label={label} error={errors[name]}>
                    <input
                      id={id}
                      name={name}
                      inputMode="decimal"
                      value={(kind === 'cost_rate' ? typed?.cost : typed?.price) ?? ''}
                      aria-invalid={errors[name] ? 'true' : undefined}
                      aria-describedby={describedBy(id, undefined, errors[name])}
                    />
                  </Field>
                );
              })}
            </div>
          ))}
        </fieldset>
        <button type="submit">{card === null ? 'Create rate card' : 'Save rate card'}</button>
      </PostForm>
    </div>
  );
}

function RatesTable({ card, roles }: { card: RateCard; roles: readonly Role[] }) {
  const names = new Map(roles.map((role) => [role.id, role]));
  const money = (minor: number) => formatMoney(unscaled(BigInt(minor), 2), card.currency);
  return (
    <div class="table-wrap">
      <table class="named-rows">
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col" class="num">
              Cost rate
            </th>
            <th scope="col" class="num">
              Price rate
            </th>
          </tr>
        </thead>
        <tbody>
          {card.rates.map((rate) => {
            const role = names.get(rate.roleId);
            return (
              <tr key={rate.roleId}>
                <th scope="row">{role ? `${role.name} (per ${role.unit})` : rate.roleId}</th>
                <td class="num">{money(rate.costRate)}</td>
                <td class="num">{money(rate.priceRate)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {card.rates.length === 0 && <p class="hint">No rates.</p>}
    </div>
  );
}
