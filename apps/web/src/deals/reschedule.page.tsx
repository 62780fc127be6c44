import { type Deal, type ReschedulePreview } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { dealPath } from './deal-paths';
import { ReschedulePreviewView } from './reschedule-preview.view';
import { ShiftForm } from './shift-form.view';

export interface ReschedulePageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly deal: Deal;
  readonly shift: string;
  /** Why the shift was refused, shown by the field. */
  readonly error?: string | undefined;
  readonly preview?: ReschedulePreview | undefined;
  /** Why a confirmation was not carried out (the deal changed since its preview). */
  readonly stale?: boolean;
}

/** A reschedule's preview (nothing saved yet) with its confirmation, or the shift form again. */
export function ReschedulePage(props: ReschedulePageProps) {
  const { web, spaceId, deal, preview } = props;
  return (
    <Layout title={`Reschedule · ${deal.name}`} web={web} spaceId={spaceId}>
      <p>
        <a href={dealPath(spaceId, deal.id)}>Back to {deal.name}</a>
      </p>
      <h1>Reschedule {deal.name}</h1>
      {props.stale && (
        <Notice tone="error">
          The deal&apos;s start changed since that preview, so nothing was saved. Check this new preview and
          confirm again.
        </Notice>
      )}
      {preview && (
        <ReschedulePreviewView
          web={web}
          spaceId={spaceId}
          deal={deal}
          shift={props.shift}
          preview={preview}
        />
      )}
      <section class="card" aria-labelledby="shift-title">
        <h2 id="shift-title">{preview ? 'Try another shift' : 'Shift'}</h2>
        <ShiftForm spaceId={spaceId} dealId={deal.id} shift={props.shift} error={props.error} />
      </section>
    </Layout>
  );
}
