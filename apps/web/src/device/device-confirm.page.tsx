import type { PendingDeviceLogin } from '@deal/domain';
import { SCOPE_LABELS } from '../account/credential-state';
import type { WebContext } from '../session/web-context';
import { PostForm } from '../views/forms';
import { formatDateTime } from '../views/format';
import { Layout } from '../views/layout';

/** Step two: what the device asks for, and the person's answer (two forms, one per answer). */
export function DeviceConfirmPage({ web, pending }: { web: WebContext; pending: PendingDeviceLogin }) {
  const scope = SCOPE_LABELS[pending.scope];
  return (
    <Layout title="Approve this device?" web={web}>
      <div class="card narrow">
        <h1>Approve this device?</h1>
        <p>
          A device asks to use the API as you, <span class="mono">{web.user.email}</span>, in every space you
          belong to.
        </p>
        <dl class="facts">
          <dt>Code</dt>
          <dd class="mono">{pending.userCode}</dd>
          <dt>Access asked for</dt>
          <dd>
            <strong>{scope.title}</strong>: {scope.detail}
          </dd>
          <dt>Code expires</dt>
          <dd>{formatDateTime(pending.expiresAt)}</dd>
        </dl>
        <p>Approve only if you started this login yourself and your terminal shows this same code.</p>
        <div class="actions">
          <AnswerForm web={web} userCode={pending.userCode} decision="approve" />
          <AnswerForm web={web} userCode={pending.userCode} decision="deny" />
        </div>
      </div>
    </Layout>
  );
}

function AnswerForm(props: { web: WebContext; userCode: string; decision: 'approve' | 'deny' }) {
  return (
    <PostForm web={props.web} action="/device/answer" class="inline">
      <input type="hidden" name="user_code" value={props.userCode} />
      <input type="hidden" name="decision" value={props.decision} />
      {props.decision === 'approve' ? (
        <button type="submit">Approve</button>
      ) : (
        <button type="submit" class="danger">
          Deny
        </button>
      )}
    </PostForm>
  );
}
