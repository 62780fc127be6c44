import type { DatedPhase, Estimate, PricedDeal, Role } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice, PostForm } from '../views/forms';
import { blankEstimate, estimateValuesOf, type EstimateKind } from './estimate.form';
import { EstimateFields, type RoleChoice } from './estimate-fields.view';
import { estimatePath, newEstimatePath, phaseTabPath, removeEstimatePath } from './deal-pricing-paths';
import type { PricingFormState } from './pricing-forms.state';
import { moneyText } from './pricing-text';

const REFUSED = 'Nothing was saved. Check the fields below.';

export interface EstimatesEditorProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly priced: PricedDeal;
  readonly phases: readonly DatedPhase[];
  /** The phase whose tab is open. */
  readonly phaseId: string;
  readonly choices: readonly RoleChoice[];
  /** Every role of the space, archived ones too, by id: the names of the lines' roles. */
  readonly roles: ReadonlyMap<string, Role>;
  /** Whether the deal accepts changes (not pending, not archived): without, the lines are a table. */
  readonly changeable: boolean;
  readonly state: PricingFormState | null;
}

/**
 * The estimates per phase: a tab (a link, so it works without script) per phase, and the open
 * phase's lines, each with its form to edit and its remove button, then the forms to add effort or
 * a fixed amount. `data-contingency` and each role's rate let app.js show an indicative price as
 * one types; the totals on the page after saving are the server's.
 */
export function EstimatesEditor(props: EstimatesEditorProps) {
  const { spaceId, priced, phaseId } = props;
  const dealId = priced.deal.id;
  const currency = priced.deal.currency;
  const phase = props.phases.find((one) => one.id === phaseId);
  const lines = priced.price.lines.filter((line) => line.line.phaseId === phaseId);
  const phaseTotal = priced.price.byPhase.find((one) => one.phaseId === phaseId)?.price ?? 0n;
  return (
    <div class="card" data-estimates data-contingency={String(priced.pricing?.contingency ?? 0)}>
      <h3 id="estimates-title">Estimates</h3>
      <nav aria-label="Phases to estimate">
        <ul class="tabs">
          {props.phases.map((one) => (
            <li key={one.id}>
              <a
                href={phaseTabPath(spaceId, dealId, one.id)}
                aria-current={one.id === phaseId ? 'page' : undefined}
              >
                {one.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h4>{phase?.name ?? ''}</h4>
      <p>
        Phase total: <output data-phase-total>{moneyText(phaseTotal, currency)}</output>{' '}
        <span class="muted">(before the discount)</span>
      </p>
      {lines.length === 0 && <p class="muted">No lines in this phase yet.</p>}
      {props.changeable
        ? lines.map(({ line, price }) => (
            <LineForm key={line.id} {...props} estimate={line} saved={price} currency={currency} />
          ))
        : lines.length > 0 && <LinesTable {...props} />}
      {props.changeable &&
        (['effort', 'fixed'] as const).map((kind) => (
          <AddForm key={kind} {...props} kind={kind} currency={currency} />
        ))}
    </div>
  );
}

function LineForm(props: EstimatesEditorProps & { estimate: Estimate; saved: bigint; currency: string }) {
  const { web, spaceId, priced, phaseId, estimate, state } = props;
  const mine = state?.form === 'estimate' && state.estimateId === estimate.id ? state : null;
  const dealId = priced.deal.id;
  return (
    <div class="card estimate-line">
      {mine && <Notice tone="error">{mine.errors[''] ?? REFUSED}</Notice>}
      <PostForm web={web} action={estimatePath(spaceId, dealId, phaseId, estimate.id)} class="estimate-form">
        <EstimateFields
          prefix={`est-${estimate.id}`}
          values={mine?.values ?? estimateValuesOf(estimate)}
          errors={mine?.errors ?? {}}
          choices={choicesWith(props, estimate)}
          currency={props.currency}
          saved={props.saved}
        />
        <button type="submit">Save line</button>
      </PostForm>
      <PostForm
        web={web}
        action={removeEstimatePath(spaceId, dealId, phaseId, estimate.id)}
        confirm={`Remove the line “${estimate.name}”?`}
        class="inline"
      >
        <button type="submit" class="danger" aria-label={`Remove line ${estimate.name}`}>
          Remove line
        </button>
      </PostForm>
    </div>
  );
}

/** The role choices, plus the line's own role when it is no longer offered (archived), so it stays selected. */
function choicesWith(props: EstimatesEditorProps, estimate: Estimate): readonly RoleChoice[] {
  const { choices, priced, roles } = props;
  if (estimate.kind !== 'effort' || choices.some((choice) => choice.role.id === estimate.roleId))
    return choices;
  const rate = priced.pricing?.rates.find((one) => one.roleId === estimate.roleId);
  const role = roles.get(estimate.roleId);
  return rate && role ? [...choices, { role, rate }] : choices;
}

const ADD_LABELS: Readonly<Record<EstimateKind, { summary: string; button: string }>> = {
  effort: { summary: 'Add effort (a role and a quantity)', button: 'Add effort' },
  fixed: { summary: 'Add a fixed amount (a price and a cost)', button: 'Add fixed amount' },
};

function AddForm(props: EstimatesEditorProps & { kind: EstimateKind; currency: string }) {
  const { web, spaceId, priced, phaseId, kind, state } = props;
  const mine =
    (state?.form === 'new-effort' || state?.form === 'new-fixed') &&
    state.form === `new-${kind}` &&
    state.phaseId === phaseId
      ? state
      : null;
  const noCard = kind === 'effort' && priced.pricing === null;
  return (
    <details class="card" open={mine !== null || undefined}>
      <summary>{ADD_LABELS[kind].summary}</summary>
      {mine && <Notice tone="error">{mine.errors[''] ?? REFUSED}</Notice>}
      {noCard ? (
        <p class="muted">Choose a rate card above first: effort is priced at its rates.</p>
      ) : (
        <PostForm
          web={web}
          action={newEstimatePath(spaceId, priced.deal.id, phaseId, kind)}
          class="estimate-form"
        >
          <EstimateFields
            prefix={`new-${kind}`}
            values={mine?.values ?? blankEstimate(kind)}
            errors={mine?.errors ?? {}}
            choices={props.choices}
            currency={props.currency}
            saved={null}
          />
          <button type="submit">{ADD_LABELS[kind].button}</button>
        </PostForm>
      )}
    </details>
  );
}

/** The open phase's lines, read only (a pending or archived deal). */
function LinesTable(props: EstimatesEditorProps) {
  const { priced, phaseId } = props;
  const money = (amount: bigint) => moneyText(amount, priced.deal.currency);
  return (
    <div class="table-wrap">
      <table class="named-rows">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Role or fixed</th>
            <th scope="col" class="num">
              Cost
            </th>
            <th scope="col" class="num">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {priced.price.lines
            .filter(({ line }) => line.phaseId === phaseId)
            .map(({ line, cost, price }) => (
              <tr key={line.id}>
                <th scope="row">{line.name}</th>
                <td>
                  {line.kind === 'effort'
                    ? (props.roles.get(line.roleId)?.name ?? line.roleId)
                    : 'Fixed amount'}
                </td>
                <td class="num">{money(cost)}</td>
                <td class="num">{money(price)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
