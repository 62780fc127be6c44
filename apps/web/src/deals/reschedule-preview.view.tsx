import { type DateMove, type Deal, type ReschedulePreview } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { formatDate } from '../views/format';
import { PostForm } from '../views/forms';
import { reschedulePath } from './deal-paths';

/** Hidden field of the confirmation: the start the preview was computed from ('' for none). */
export const PREVIEWED_START = 'previewed_start';

/**
 * What confirming would do, as `previewReschedule` (the use case's own parser and planner) tells
 * it; the confirmation carries the same shift and the start it was previewed from.
 */
export function ReschedulePreviewView(props: {
  web: WebContext;
  spaceId: string;
  deal: Deal;
  shift: string;
  preview: ReschedulePreview;
}) {
  const { preview } = props;
  const dates: Row[] = [
    dateRow('Start', preview.start),
    dateRow('End', preview.end),
    dateRow('Due', preview.due),
  ];
  const phases: Row[] = preview.phasesMoved.map((phase) => [
    phase.name,
    `${formatDate(phase.start.before)} – ${formatDate(phase.end.before)}`,
    `${formatDate(phase.start.after)} – ${formatDate(phase.end.after)}`,
  ]);
  return (
    <section class="card" aria-labelledby="preview-title">
      <h2 id="preview-title">
        Preview of <span class="mono">{props.shift}</span> (not saved yet)
      </h2>
      {!preview.changed ? (
        <p>
          The shift resolves to the current start, {formatDate(preview.start.after)}: confirming would change
          nothing.
        </p>
      ) : (
        <>
          <Moves caption="The deal's dates" first="Date" rows={dates} />
          {phases.length === 0 ? (
            <p>No pinned phase moves. Phases that are not pinned follow the start.</p>
          ) : (
            <Moves
              caption="Pinned phases that move (phases not pinned follow the start)"
              first="Phase"
              rows={phases}
            />
          )}
          <p>
            {preview.versionCreated
              ? 'A version (a snapshot of the deal and its phases as they are now) will be taken first.'
              : 'No version will be taken: the deal is a draft.'}
          </p>
          <PostForm web={props.web} action={reschedulePath(props.spaceId, props.deal.id)}>
            <input type="hidden" name="shift" value={props.shift} />
            <input type="hidden" name={PREVIEWED_START} value={String(preview.start.before ?? '')} />
            <button type="submit">Confirm reschedule</button>
          </PostForm>
        </>
      )}
    </section>
  );
}

/** A label, then what it is now and after the reschedule. */
type Row = [string, string, string];

function dateRow(label: string, move: DateMove): Row {
  return [label, formatDate(move.before), move.after === move.before ? 'unchanged' : formatDate(move.after)];
}

function Moves({ caption, first, rows }: { caption: string; first: string; rows: readonly Row[] }) {
  return (
    <div class="table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">Now</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, before, after], index) => (
            <tr key={index}>
              <th scope="row">{label}</th>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
