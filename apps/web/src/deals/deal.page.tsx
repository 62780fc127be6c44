import type { DatedPhase, Deal, DealVersion } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { DealFields, DealStages } from './deal-facts.view';
import { dealsPath } from './deal-paths';
import { DealEditForm } from './deal-edit.view';
import type { EditFormState } from './deal-forms.state';
import { DealPhases } from './deal-phases.view';
import { PhaseForms } from './phase-forms.view';
import { StatusActions, type StatusFormState } from './deal-status.view';
import { DealVersions } from './deal-versions.view';
import { ShiftForm } from './shift-form.view';
import { StatusBadge } from './status-badge';
import { DealPricingSection, type DealPricingSectionProps } from '../deal-pricing/deal-pricing.section';

export interface DealPageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly spaceName: string;
  readonly deal: Deal;
  readonly phases: readonly DatedPhase[];
  readonly versions: readonly DealVersion[];
  readonly versionsComplete: boolean;
  /** What the last action did, after its redirect back here. */
  readonly notice: string | null;
  readonly statusForm: StatusFormState;
  /** The edit form refused last, with what was typed; null: every edit form shows the deal as it is. */
  readonly editForm: EditFormState | null;
  /** The pricing section: the deal priced, the space's roles and cards, the open phase, a refused form. */
  readonly pricing: Omit<DealPricingSectionProps, 'web' | 'spaceId' | 'phases' | 'changeable'>;
}

export const PENDING_NOTICE = 'Pending approval — read-only until approved or sent back.';

/** A deal: its status and stage dates, the status moves, reschedule, fields, phases, pricing and versions. */
export function DealPage(props: DealPageProps) {
  const { web, spaceId, deal } = props;
  const pending = deal.status === 'pending';
  const changeable = !pending && !deal.archived;
  return (
    <Layout title={deal.name} web={web} spaceId={spaceId}>
      <p>
        <a href={dealsPath(spaceId)}>Deals in {props.spaceName}</a>
      </p>
      <h1>{deal.name}</h1>
      <p class="actions">
        <StatusBadge status={deal.status} />
        {deal.archived && <span class="badge">Archived</span>}
      </p>
      {props.notice && <Notice tone="success">{props.notice}</Notice>}
      {pending && (
        <Notice tone="info">
          <strong>{PENDING_NOTICE}</strong> Its fields, dates and phases cannot change; approving or sending
          it back can.
        </Notice>
      )}
      {deal.archived && (
        <Notice tone="info">
          Archived: it accepts no change, status moves included, until it is unarchived.
        </Notice>
      )}
      <div class="grid-2">
        <section class="card" aria-labelledby="status-title">
          <h2 id="status-title">Status</h2>
          <DealStages deal={deal} />
          <StatusActions web={web} spaceId={spaceId} deal={deal} form={props.statusForm} />
        </section>
        {changeable && (
          <section class="card" aria-labelledby="reschedule-title">
            <h2 id="reschedule-title">Reschedule</h2>
            <ShiftForm spaceId={spaceId} dealId={deal.id} shift="" />
          </section>
        )}
      </div>
      <DealFields deal={deal} />
      {changeable && <DealEditForm web={web} spaceId={spaceId} deal={deal} state={props.editForm} />}
      <DealPhases phases={props.phases}>
        {changeable && (
          <PhaseForms
            web={web}
            spaceId={spaceId}
            dealId={deal.id}
            phases={props.phases}
            state={props.editForm}
          />
        )}
      </DealPhases>
      <DealPricingSection
        {...props.pricing}
        web={web}
        spaceId={spaceId}
        phases={props.phases}
        changeable={changeable}
      />
      <DealVersions versions={props.versions} complete={props.versionsComplete} currentStart={deal.start} />
    </Layout>
  );
}
