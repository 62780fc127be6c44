import {
  APPLICATION_TRANSITIONS,
  type Deal,
  type DealStatus,
  domainErrorMessage,
  gateRefusal,
  isDealStatus,
  isWithdrawal,
  type StatusMover,
} from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, PostForm } from '../views/forms';
import { statusPath } from './deal-paths';

/** The status form as typed, kept after a refusal; errors by field (`status`, `reason`, `requested_to`). */
export interface StatusFormState {
  readonly reason: string;
  readonly requested_to: string;
  readonly errors: Readonly<Record<string, string>>;
}

export const BLANK_STATUS_FORM: StatusFormState = { reason: '', requested_to: '', errors: {} };

/** Each move as a button: what it does, in the words of the person pressing it. */
const MOVE_LABELS: Readonly<Record<DealStatus, string>> = {
  draft: 'Send back to draft',
  pending: 'Request approval',
  approved: 'Approve',
  progressed: 'Mark progressed',
  won: 'Mark won',
  lost: 'Mark lost',
  abandoned: 'Abandon',
};

const REASON_HINT = 'Kept when sending back to draft, or marking won, lost or abandoned.';
const WITHDRAW_HINT = 'Why you take your request back: kept on the deal, for the approver to read.';

/**
 * The moves the status machine offers from here (APPLICATION_TRANSITIONS; the use case still
 * decides). On a pending deal the approval gate may refuse this person every decision: the page
 * says why instead of offering buttons that would be refused; the requester gets the one move left
 * to them, a "Withdraw request" form whose reason is required. A draft gets its own "Request
 * approval" form; the other moves share one form, one submit button per move, so the pressed
 * button names the status.
 */
export function StatusActions(props: {
  web: WebContext;
  spaceId: string;
  deal: Deal;
  form: StatusFormState;
}) {
  const { web, deal, form } = props;
  if (!isDealStatus(deal.status) || deal.archived) return null;
  const action = statusPath(props.spaceId, deal.id);
  const mover = moverOf(web, props.spaceId);
  const gated = APPLICATION_TRANSITIONS[deal.status].filter((to) => to !== 'pending');
  const facts = dealGateFacts(deal);
  const refusal = gated.map((to) => gateRefusal(facts, to, mover)).find((r) => r !== null) ?? null;
  const moves = refusal === null ? gated : [];
  const withdrawable = gated.some((to) => isWithdrawal(facts, to, mover));
  const requestable = APPLICATION_TRANSITIONS[deal.status].includes('pending');
  const { errors } = form;
  return (
    <>
      {errors['status'] && <p class="error">{errors['status']}</p>}
      {refusal !== null && (
        <p class="notice" id="approval-gate">
          {sentence(domainErrorMessage({ kind: 'ApprovalGate', refusal }))}
        </p>
      )}
      {requestable && (
        <PostForm web={web} action={action}>
          <h3>Request approval</h3>
          <Field
            id="requested_to"
            label="Ask approval of (optional)"
            hint="An email address."
            error={errors['requested_to']}
          >
            <input
              id="requested_to"
              name="requested_to"
              type="email"
              value={form.requested_to}
              aria-describedby={describedBy('requested_to', 'An email address.', errors['requested_to'])}
            />
          </Field>
          <button type="submit" name="status" value="pending">
            Request approval
          </button>
        </PostForm>
      )}
      {withdrawable && (
        <PostForm web={web} action={action}>
          <h3>Withdraw request</h3>
          <Field id="reason" label="Reason" hint={WITHDRAW_HINT} error={errors['reason']}>
            <textarea
              id="reason"
              name="reason"
              rows={2}
              required
              aria-describedby={describedBy('reason', WITHDRAW_HINT, errors['reason'])}
            >
              {form.reason}
            </textarea>
          </Field>
          <button type="submit" name="status" value="draft" class="secondary">
            Withdraw request
          </button>
        </PostForm>
      )}
      {moves.length > 0 && (
        <PostForm web={web} action={action}>
          <h3>{requestable ? 'Other moves' : 'Change status'}</h3>
          <Field id="reason" label="Reason (optional)" hint={REASON_HINT} error={errors['reason']}>
            <textarea
              id="reason"
              name="reason"
              rows={2}
              aria-describedby={describedBy('reason', REASON_HINT, errors['reason'])}
            >
              {form.reason}
            </textarea>
          </Field>
          <div class="actions">
            {moves.map((to) => (
              <button
                key={to}
                type="submit"
                name="status"
                value={to}
                class={to === 'approved' ? undefined : 'secondary'}
              >
                {MOVE_LABELS[to]}
              </button>
            ))}
          </div>
        </PostForm>
      )}
    </>
  );
}

/** The signed-in person as the approval gate sees them: their email and role in this space. */
function moverOf(web: WebContext, spaceId: string): StatusMover {
  const role = web.spaces.find((entry) => entry.space.id === spaceId)?.role ?? null;
  return role === null ? { kind: 'space_key' } : { kind: 'member', email: web.user.email, role };
}

function dealGateFacts(deal: Deal) {
  return {
    status: deal.status as DealStatus,
    requestedByEmail: deal.requestedByEmail,
    requestedToEmail: deal.requestedToEmail,
  };
}

function sentence(message: string): string {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}
