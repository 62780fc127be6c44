import type { WebContext } from '../session/web-context';
import { formatMoney } from '../deals/deal-format';
import { describedBy, Field, Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { monthLabel, PipelineChart } from './pipeline-chart.view';
import type { PipelineRow } from './pipeline-rows';

export interface PipelinePageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly spaceName: string;
  /** The months as typed, shown back in the form. */
  readonly values: { readonly from: string; readonly to: string; readonly currency: string };
  /** Messages by parameter (`from`, `to`, `currency`, or an unknown one). */
  readonly errors: Readonly<Record<string, string>>;
  /** Null when the form was refused. */
  readonly forecast: { readonly currency: string; readonly rows: readonly PipelineRow[] } | null;
}

const MONTH_HINT = 'A month, YYYY-MM.';
const CURRENCY_HINT = 'Three letters, such as EUR. Empty: the space’s own currency.';
/** The fields the form shows their messages beside; any other parameter's message stands below it. */
const FORM_FIELDS = new Set(['from', 'to', 'currency']);

/** `/{space}/pipeline`: the months form, the chart, and the table of its figures. */
export function PipelinePage({ web, spaceId, spaceName, values, errors, forecast }: PipelinePageProps) {
  const others = Object.entries(errors).filter(([field]) => !FORM_FIELDS.has(field));
  return (
    <Layout title={`Pipeline · ${spaceName}`} web={web} spaceId={spaceId}>
      <h1>Pipeline of {spaceName}</h1>
      <p class="muted">
        Open and won deals, each spread evenly over its phases’ days (start to due without phases). Weighted
        is the price times the deal’s probability; a won deal counts in full.
      </p>
      <form method="get" action={`/${encodeURIComponent(spaceId)}/pipeline`} class="pipeline-range">
        <Field id="pipeline-from" label="From" hint={MONTH_HINT} error={errors['from']}>
          <input
            id="pipeline-from"
            name="from"
            type="month"
            value={values.from}
            required
            aria-describedby={describedBy('pipeline-from', MONTH_HINT, errors['from'])}
            aria-invalid={errors['from'] ? 'true' : undefined}
          />
        </Field>
        <Field id="pipeline-to" label="To" hint="At most 36 months in all." error={errors['to']}>
          <input
            id="pipeline-to"
            name="to"
            type="month"
            value={values.to}
            required
            aria-describedby={describedBy('pipeline-to', 'At most 36 months in all.', errors['to'])}
            aria-invalid={errors['to'] ? 'true' : undefined}
          />
        </Field>
        <Field id="pipeline-currency" label="Currency" hint={CURRENCY_HINT} error={errors['currency']}>
          <input
            id="pipeline-currency"
            name="currency"
            type="text"
            value={values.currency}
            maxLength={3}
            autocomplete="off"
            aria-describedby={describedBy('pipeline-currency', CURRENCY_HINT, errors['currency'])}
            aria-invalid={errors['currency'] ? 'true' : undefined}
          />
        </Field>
        <button type="submit">Show</button>
      </form>
      {others.map(([field, message]) => (
        <Notice key={field} tone="error">
          {field}: {message}
        </Notice>
      ))}
      {forecast && <Forecast currency={forecast.currency} rows={forecast.rows} />}
    </Layout>
  );
}

function Forecast({ currency, rows }: { currency: string; rows: readonly PipelineRow[] }) {
  const total = (key: 'price' | 'weighted' | 'cost') => rows.reduce((sum, row) => sum + row[key], 0);
  return (
    <section aria-labelledby="pipeline-figures">
      <PipelineChart rows={rows} currency={currency} />
      <h2 id="pipeline-figures">Figures ({currency.toUpperCase()})</h2>
      <div class="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Deals</th>
              <th scope="col">Price</th>
              <th scope="col">Weighted</th>
              <th scope="col">Cost</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.month}>
                <th scope="row">
                  <time dateTime={row.month}>{monthLabel(row.month)}</time>
                </th>
                <td>{row.deals}</td>
                <td>{formatMoney(row.price, currency)}</td>
                <td>{formatMoney(row.weighted, currency)}</td>
                <td>{formatMoney(row.cost, currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td />
              <td>{formatMoney(roundCents(total('price')), currency)}</td>
              <td>{formatMoney(roundCents(total('weighted')), currency)}</td>
              <td>{formatMoney(roundCents(total('cost')), currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

/** A sum of 2-decimal amounts, back on the cent (floating-point sums of cents can drift by 1e-12). */
function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}
