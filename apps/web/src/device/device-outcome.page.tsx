import type { DeviceApproval } from '@deal/domain';
import { SCOPE_LABELS } from '../account/credential-state';
import type { WebContext } from '../session/web-context';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';

/** The answer given: approved (the device's login completes on its next poll) or denied. */
export function DeviceOutcomePage({ web, approval }: { web: WebContext; approval: DeviceApproval }) {
  const title = approval.approved ? 'Device approved' : 'Device login denied';
  return (
    <Layout title={title} web={web}>
      <div class="card narrow">
        <h1>{title}</h1>
        {approval.approved ? (
          <>
            <Notice tone="success">
              <p>
                <strong>Return to your terminal.</strong> The login of code{' '}
                <span class="mono">{approval.userCode}</span> completes there within a few seconds.
              </p>
            </Notice>
            <p>
              The device gets a new personal token ({SCOPE_LABELS[approval.scope].title.toLowerCase()}). You
              can revoke it at any time under <a href="/account/tokens">Personal access tokens</a>.
            </p>
          </>
        ) : (
          <Notice tone="info">
            <p>
              The device showing <span class="mono">{approval.userCode}</span> gets no access. You can close
              this page.
            </p>
          </Notice>
        )}
      </div>
    </Layout>
  );
}
