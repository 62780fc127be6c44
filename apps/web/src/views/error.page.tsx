import type { WebContext } from '../session/web-context';
import { Layout } from './layout';

const TITLES: Readonly<Record<number, string>> = {
  400: 'That did not work',
  403: 'Not allowed',
  404: 'Page not found',
  409: 'That cannot be done now',
  413: 'Too large',
  429: 'Too many attempts',
  503: 'Temporarily unavailable',
};

/** Any failure as a page: the status's title, the message, and the request id for support. */
export function ErrorPage(props: {
  web: WebContext | null;
  status: number;
  message: string;
  requestId?: string | undefined;
}) {
  const title = TITLES[props.status] ?? (props.status >= 500 ? 'Something went wrong' : 'That did not work');
  return (
    <Layout title={title} web={props.web}>
      <div class="card narrow">
        <h1>{title}</h1>
        <p>
          {props.status === 404
            ? 'There is nothing here, or you do not have access to it.'
            : capitalised(props.message)}
        </p>
        {props.requestId && <p class="muted">Request id: {props.requestId}</p>}
        <p>
          <a href={props.web ? '/' : '/sign-in'}>{props.web ? 'Back to your spaces' : 'Sign in'}</a>
        </p>
      </div>
    </Layout>
  );
}

/** A message of the API (`this space has …`) as a sentence of a page. */
export function capitalised(text: string): string {
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}
