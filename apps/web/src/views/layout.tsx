import type { ComponentChildren } from 'preact';
import { assetUrl } from '../assets/asset-files';
import type { WebContext } from '../session/web-context';
import { CsrfField } from './forms';

export interface LayoutProps {
  readonly title: string;
  /** The signed-in person; null on the sign-in and error pages of a signed-out visitor. */
  readonly web: WebContext | null;
  /** The space the page belongs to, highlighted in the navigation. */
  readonly spaceId?: string;
  readonly children: ComponentChildren;
}

/** The page shell: header with navigation and sign-out, then the page's main content. */
export function Layout({ title, web, spaceId, children }: LayoutProps) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · Deal Pricing`}</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href={assetUrl('app.css')} />
        <script src={assetUrl('app.js')} defer />
      </head>
      <body>
        <a class="skip" href="#main">
          Skip to content
        </a>
        <header class="top">
          <a class="brand" href="/">
            Deal Pricing
          </a>
          {web && <Navigation web={web} spaceId={spaceId} />}
        </header>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </body>
    </html>
  );
}

function Navigation({ web, spaceId }: { web: WebContext; spaceId: string | undefined }) {
  const current = web.spaces.find((entry) => entry.space.id === spaceId) ?? null;
  return (
    <nav aria-label="Main">
      <ul>
        {current && (
          <>
            <li>
              <a href={`/${current.space.id}/deals`}>Deals</a>
            </li>
            <li>
              <a href={`/${current.space.id}/pipeline`}>Pipeline</a>
            </li>
            <li>
              <a href={`/${current.space.id}/settings`}>Space settings</a>
            </li>
          </>
        )}
        <li>
          <a href="/spaces">{current ? current.space.name : 'Spaces'}</a>
        </li>
        <li>
          <a href="/account">Account</a>
        </li>
        <li>
          <form method="post" action="/sign-out" class="inline">
            <CsrfField web={web} />
            <button type="submit" class="link">
              Sign out <span class="muted">({web.user.email})</span>
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
