import { DEAL_NAME_MAX_LENGTH } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { dealsPath } from './deal-paths';
import type { NewDealValues } from './new-deal.form';

export interface NewDealPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly spaceName: string;
  /** The space's currency, which a deal left without one takes (null when the navigation lacks it). */
  readonly spaceCurrency: string | null;
  readonly values: NewDealValues;
  /** Messages by field name ('' for the whole form), from `issuesByField`. */
  readonly errors: Readonly<Record<string, string>>;
}

type Input = { id: keyof NewDealValues; label: string; hint?: string; type?: string; inputMode?: string };

const INPUTS: readonly Input[] = [
  { id: 'currency', label: 'Currency (optional)' },
  {
    id: 'price',
    label: 'Price (optional)',
    hint: 'In the deal currency, like 1250.50.',
    inputMode: 'decimal',
  },
  { id: 'start', label: 'Start (optional)', type: 'date' },
  { id: 'end', label: 'End (optional)', hint: 'Not before the start.', type: 'date' },
  { id: 'due', label: 'Due (optional)', type: 'date' },
];

/** A new draft deal: its name and the few fields worth setting at once; the rest comes later. */
export function NewDealPage({ web, spaceId, spaceName, spaceCurrency, values, errors }: NewDealPageProps) {
  const problems = Object.keys(errors).length > 0;
  const currencyHint = `Three letters, like EUR. Left empty: the space’s currency${spaceCurrency ? `, ${spaceCurrency.toUpperCase()}` : ''}.`;
  const inputs = INPUTS.map((input) => (input.id === 'currency' ? { ...input, hint: currencyHint } : input));
  return (
    <Layout title={`New deal · ${spaceName}`} web={web} spaceId={spaceId}>
      <p>
        <a href={dealsPath(spaceId)}>Deals in {spaceName}</a>
      </p>
      <h1>New deal</h1>
      {problems && (
        <Notice tone="error">{errors[''] ?? 'The deal was not created. Check the fields below.'}</Notice>
      )}
      <PostForm web={web} action={dealsPath(spaceId)} class="card">
        <Field id="name" label="Name" error={errors['name']}>
          <input
            id="name"
            name="name"
            required
            maxLength={DEAL_NAME_MAX_LENGTH}
            value={values.name}
            aria-invalid={errors['name'] ? 'true' : undefined}
            aria-describedby={describedBy('name', undefined, errors['name'])}
          />
        </Field>
        <div class="grid-2">
          {inputs.map(({ id, label, hint, type = 'text', inputMode }) => (
            <Field key={id} id={id} label={label} hint={hint} error={errors[id]}>
              <input
                id={id}
                name={id}
                type={type}
                inputMode={inputMode}
                value={values[id]}
                aria-invalid={errors[id] ? 'true' : undefined}
                aria-describedby={describedBy(id, hint, errors[id])}
              />
            </Field>
          ))}
        </div>
        <button type="submit">Create deal</button>
      </PostForm>
    </Layout>
  );
}
