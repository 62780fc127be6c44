import type { RateCard, Role, Space } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { Notice } from '../views/forms';
import { Layout } from '../views/layout';
import { newRateCardPath, rateCardPath } from './rate-card-paths';
import { RolesSection, type RoleFormState } from './roles.section';
import { settingsPath } from './space-admin.section';

export interface RateCardsPageProps {
  readonly web: WebContext;
  readonly space: Space;
  readonly roles: readonly Role[];
  readonly cards: readonly RateCard[];
  /** Owners and admins write; other members read. */
  readonly manager: boolean;
  readonly notice: string | null;
  readonly roleForm: RoleFormState | null;
}

/** Settings › Roles and rate cards: what deals are priced with (docs/pricing.md). */
export function RateCardsPage(props: RateCardsPageProps) {
  const { web, space, cards, manager } = props;
  return (
    <Layout title={`Roles and rate cards · ${space.name}`} web={web} spaceId={space.id}>
      <p>
        <a href={settingsPath(space.id)}>Space settings</a>
      </p>
      <h1>Roles and rate cards</h1>
      <p>
        A rate card puts a cost and a price on each role, per hour or per day, in one currency. A deal keeps a
        copy of its card's rates: editing a card changes no deal until the deal's rates are refreshed.
      </p>
      {props.notice && <Notice tone="success">{props.notice}</Notice>}
      {!manager && (
        <Notice tone="info">Owners and admins change roles and rate cards; you can read them.</Notice>
      )}
      <RolesSection
        web={web}
        spaceId={space.id}
        roles={props.roles}
        manager={manager}
        state={props.roleForm}
      />
      <section aria-labelledby="cards-title">
        <h2 id="cards-title">Rate cards</h2>
        {cards.length === 0 ? (
          <p class="muted">No rate cards yet.</p>
        ) : (
          <div class="table-wrap">
            <table class="named-rows">
              <thead>
                <tr>
                  <th scope="col">Rate card</th>
                  <th scope="col">Currency</th>
                  <th scope="col">Default</th>
                  <th scope="col" class="num">
                    Roles
                  </th>
                  <th scope="col" class="num">
                    Revision
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.map((card) => (
                  <tr key={card.id}>
                    <th scope="row">
                      <a href={rateCardPath(space.id, card.id)}>{card.name}</a>
                    </th>
                    <td class="mono">{card.currency.toUpperCase()}</td>
                    <td>{card.isDefault ? <span class="badge ok">Default</span> : '—'}</td>
                    <td class="num">{card.rates.length}</td>
                    <td class="num">{card.revision}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {manager && (
          <p>
            <a class="button" href={newRateCardPath(space.id)}>
              New rate card
            </a>
          </p>
        )}
      </section>
    </Layout>
  );
}
