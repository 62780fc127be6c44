import type { SendTestReport } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Field, PostForm } from '../views/forms';
import { DealOptions, type DealChoice } from './automation-parts';

/**
 * Send test (SPEC §6.1): POSTs the sample payload to every Send Webhook endpoint once, and shows
 * what each receiver answered and how long it took. Nothing reaches the delivery log.
 */
export function SendTestSection(props: {
  web: WebContext;
  action: string;
  deals: readonly DealChoice[];
  result: SendTestReport | undefined;
}) {
  const { result } = props;
  return (
    <section class="card" aria-labelledby="send-test-heading">
      <h2 id="send-test-heading">Send test</h2>
      <p class="hint">
        Sends the sample payload (event deal_updated, no changes) to every endpoint, once, with each action's
        secret. Nothing is written to the delivery log.
      </p>
      <PostForm web={props.web} action={props.action}>
        <Field id="send_test_deal" label="Sample deal" hint="A deal of this space makes the sample concrete.">
          <select id="send_test_deal" name="deal_id" aria-describedby="send_test_deal-hint">
            <option value="">A made-up sample deal</option>
            <DealOptions deals={props.deals} selected="" />
          </select>
        </Field>
        <button type="submit">Send test</button>
      </PostForm>
      {result && (
        <div>
          <h3>Result</h3>
          <div class="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Status code</th>
                  <th scope="col">Latency</th>
                </tr>
              </thead>
              <tbody>
                {result.results.map((one) => (
                  <tr key={one.actionId}>
                    <td class="mono">{one.url}</td>
                    <td>
                      <span class={one.delivered ? 'badge ok' : 'badge failed'}>
                        {one.delivered ? 'Delivered' : 'Failed'}
                      </span>
                      {one.error && <span> {one.error}</span>}
                    </td>
                    <td>{one.statusCode ?? 'no answer'}</td>
                    <td>{`${one.durationMs} ms`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <details>
            <summary>Payload sent</summary>
            <pre>{JSON.stringify(result.payload, null, 2)}</pre>
          </details>
        </div>
      )}
    </section>
  );
}
