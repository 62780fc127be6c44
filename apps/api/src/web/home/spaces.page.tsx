import type { WebContext } from '../session/web-context';
import { Layout } from '../views/layout';

/** The spaces a person belongs to, each with its deals and (for owners and admins) its settings. */
export function SpacesPage({ web }: { web: WebContext }) {
  return (
    <Layout title="Spaces" web={web}>
      <h1>Your spaces</h1>
      {web.spaces.length === 0 ? (
        <p>You are not a member of any space yet. Ask an owner of a space to add you.</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Space</th>
                <th scope="col">Your role</th>
                <th scope="col">Plan</th>
              </tr>
            </thead>
            <tbody>
              {web.spaces.map(({ space, role }) => (
                <tr key={space.id}>
                  <td>
                    <a href={`/${space.id}/deals`}>{space.name}</a>
                  </td>
                  <td>{role}</td>
                  <td>{space.plan}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Layout>
  );
}
