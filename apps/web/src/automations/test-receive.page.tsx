import type { Automation, TestReceiveReport } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';
import { Breadcrumbs, DealOptions, type DealChoice } from './automation-parts';
import { automationPath } from './automation-paths';
import { TestReceipt } from './test-receipt.section';

export interface TestReceivePageProps {
  readonly web: WebContext;
  readonly spaceId: string;
  readonly automation: Automation;
  /** The first page of the space's deals. */
  readonly deals: readonly DealChoice[];
  readonly dealId: string;
  readonly payloadText: string;
  readonly errors: Readonly<Record<string, string>>;
  readonly report?: TestReceiveReport;
}

const PAYLOAD_HINT =
  'A JSON object as the audit system would post it (SPEC §4.5). When it names no deal (neither id nor ' +
  'external_id), the picked deal stands in as its id; an id or external_id in the payload wins.';

/** Test a received event (SPEC §6.2): what a payload would do, without writing anything. */
export function TestReceivePage(props: TestReceivePageProps) {
  const { web, spaceId, automation, errors, report } = props;
  return (
    <Layout title={`Test a received event · ${automation.name}`} web={web} spaceId={spaceId}>
      <Breadcrumbs spaceId={spaceId} automation={automation} here="Test a received event" />
      <h1>Test a received event</h1>
      <p class="muted">
        Shows which deal the payload matches and what would change. Nothing is written, and neither the
        signing key nor network reachability is checked.
      </p>
      {Object.keys(errors).length > 0 && (
        <Notice tone="error">{errors[''] ?? 'The test could not run; see the messages below.'}</Notice>
      )}
      <PostForm web={web} action={automationPath(spaceId, automation.id, '/test-receive')} class="card">
        <Field id="deal_id" label="Deal" error={errors['deal_id']}>
          <select
            id="deal_id"
            name="deal_id"
            aria-describedby={describedBy('deal_id', '', errors['deal_id'])}
          >
            <option value="" selected={props.dealId === ''}>
              None (the payload names the deal)
            </option>
            <DealOptions deals={props.deals} selected={props.dealId} />
          </select>
        </Field>
        <Field id="payload" label="Payload" hint={PAYLOAD_HINT} error={errors['payload']}>
          <textarea
            id="payload"
            name="payload"
            class="mono"
            rows={10}
            spellcheck={false}
            aria-describedby={describedBy('payload', PAYLOAD_HINT, errors['payload'])}
          >
            {props.payloadText}
          </textarea>
        </Field>
        <button type="submit">Test</button>
      </PostForm>
      {report && <TestReceipt spaceId={spaceId} report={report} />}
    </Layout>
  );
}
