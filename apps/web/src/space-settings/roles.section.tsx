import { DEAL_NAME_MAX_LENGTH, ROLE_UNITS, type Role } from '@deal/domain';
import type { WebContext } from '../session/web-context';
import { describedBy, Field, Notice, PostForm } from '../views/forms';
import { rolePath, rolesPath } from './rate-card-paths';

type Errors = Readonly<Record<string, string>>;

export interface RoleValues {
  readonly name: string;
  readonly unit: string;
}

/** A role form refused last: `roleId` null for the new-role form. */
export interface RoleFormState {
  readonly roleId: string | null;
  readonly values: RoleValues;
  readonly errors: Errors;
}

const UNIT_NAMES: Readonly<Record<string, string>> = { hour: 'Hours', day: 'Days' };

function RoleFields({ prefix, values, errors }: { prefix: string; values: RoleValues; errors: Errors }) {
  return (
    <div class="line-fields">
      <Field id={`${prefix}-name`} label="Role name" error={errors['name']}>
        <input
          id={`${prefix}-name`}
          name="name"
          required
          maxLength={DEAL_NAME_MAX_LENGTH}
          value={values.name}
          aria-invalid={errors['name'] ? 'true' : undefined}
          aria-describedby={describedBy(`${prefix}-name`, undefined, errors['name'])}
        />
      </Field>
      <Field id={`${prefix}-unit`} label="Estimated in" error={errors['unit']}>
        <select
          id={`${prefix}-unit`}
          name="unit"
          aria-invalid={errors['unit'] ? 'true' : undefined}
          aria-describedby={describedBy(`${prefix}-unit`, undefined, errors['unit'])}
        >
          {ROLE_UNITS.map((unit) => (
            <option key={unit} value={unit} selected={values.unit === unit}>
              {UNIT_NAMES[unit]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}

/**
 * The space's roles: a table every member reads; owners and admins also get, per role, its edit
 * form and archive (or restore) button, and the form for a new role.
 */
export function RolesSection(props: {
  web: WebContext;
  spaceId: string;
  roles: readonly Role[];
  manager: boolean;
  state: RoleFormState | null;
}) {
  const { web, spaceId, roles, manager, state } = props;
  const adding = state?.roleId === null ? state : null;
  return (
    <section aria-labelledby="roles-title">
      <h2 id="roles-title">Roles</h2>
      {roles.length === 0 ? (
        <p class="muted">No roles yet.</p>
      ) : (
        <div class="table-wrap">
          <table class="named-rows">
            <thead>
              <tr>
                <th scope="col">Role</th>
                <th scope="col">Unit</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {roles.map((role) => (
                <tr key={role.id}>
                  <th scope="row">{role.name}</th>
                  <td>{role.unit}</td>
                  <td>{role.archived ? <span class="badge">Archived</span> : 'In use'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {manager &&
        roles.map((role) => {
          const mine = state?.roleId === role.id ? state : null;
          return (
            <details key={role.id} class="card" open={mine !== null || undefined}>
              <summary>
                Edit or {role.archived ? 'restore' : 'archive'} “{role.name}”
              </summary>
              {mine && (
                <Notice tone="error">
                  {mine.errors[''] ?? 'Nothing was saved. Check the fields below.'}
                </Notice>
              )}
              <PostForm web={web} action={rolePath(spaceId, role.id)}>
                <RoleFields
                  prefix={`role-${role.id}`}
                  values={mine?.values ?? role}
                  errors={mine?.errors ?? {}}
                />
                <button type="submit">Save role</button>
              </PostForm>
              <PostForm
                web={web}
                action={`${rolePath(spaceId, role.id)}/${role.archived ? 'restore' : 'archive'}`}
                class="inline"
              >
                <button type="submit" class="secondary">
                  {role.archived ? 'Restore role' : 'Archive role'}
                </button>
              </PostForm>
              {!role.archived && (
                <p class="hint">
                  An archived role takes no new estimate or rate; deals that use it keep their prices.
                </p>
              )}
            </details>
          );
        })}
      {manager && (
        <div class="card">
          <h3>New role</h3>
          {adding && (
            <Notice tone="error">{adding.errors[''] ?? 'Nothing was saved. Check the fields below.'}</Notice>
          )}
          <PostForm web={web} action={rolesPath(spaceId)}>
            <RoleFields
              prefix="new-role"
              values={adding?.values ?? { name: '', unit: 'hour' }}
              errors={adding?.errors ?? {}}
            />
            <button type="submit">Add role</button>
          </PostForm>
        </div>
      )}
    </section>
  );
}
