import { MAX_USER_CODE_INPUT } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { Layout } from '../views/layout';

export interface DeviceCodePageProps {
  readonly web: WebContext;
  /** As typed, or from `?user_code=` of the link the device shows. */
  readonly userCode: string;
  /** What is wrong with the code, next to the field. */
  readonly error?: string;
  /** A refusal that is not about the code as typed (locked out, answered already). */
  readonly failure?: string;
}

const HINT = '8 letters, like BCDF-GHJK. Case and the dash do not matter.';

/** Step one of approving a device login (CONTRACT §2 device flow): the code the device shows. */
export function DeviceCodePage({ web, userCode, error, failure }: DeviceCodePageProps) {
  return (
    <Layout title="Connect a device" web={web}>
      <div class="card narrow">
        <h1>Connect a device</h1>
        <p>
          Enter the code your terminal shows (for example after <code>login</code> in the command-line tool).
          The device will act as you, <span class="mono">{web.user.email}</span>.
        </p>
        {failure && <Notice tone="error">{failure}</Notice>}
        <PostForm web={web} action="/device">
          <Field id="user_code" label="Code shown on the device" hint={HINT} error={error}>
            <input
              id="user_code"
              name="user_code"
              class="mono"
              required
              autoFocus
              autocomplete="off"
              autocapitalize="characters"
              spellcheck={false}
              maxLength={MAX_USER_CODE_INPUT}
              value={userCode}
              aria-invalid={error ? 'true' : undefined}
              aria-describedby={describedBy('user_code', HINT, error)}
            />
          </Field>
          <button type="submit">Continue</button>
        </PostForm>
      </div>
    </Layout>
  );
}
