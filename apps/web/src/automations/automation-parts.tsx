import type { ComponentChildren } from 'preact';
import { automationPath, automationsPath } from './automation-paths';

/** Space settings › Workflow › Automations › …, so every page says where it is. */
export function Breadcrumbs(props: {
  spaceId: string;
  automation?: { id: string; name: string };
  here?: string;
}) {
  const { spaceId, automation, here } = props;
  return (
    <nav aria-label="Breadcrumb">
      <ol class="crumbs">
        <li>
          <a href={`/${encodeURIComponent(spaceId)}/settings`}>Space settings</a>
        </li>
        <li>Workflow</li>
        <li>
          <a href={automationsPath(spaceId)}>Automations</a>
        </li>
        {automation && (
          <li>
            <a href={automationPath(spaceId, automation.id)}>{automation.name}</a>
          </li>
        )}
        {here && <li aria-current="page">{here}</li>}
      </ol>
    </nav>
  );
}

/** Enabled or disabled, in words (never by colour alone). */
export function EnabledBadge({ enabled }: { enabled: boolean }) {
  return <span class={enabled ? 'badge ok' : 'badge'}>{enabled ? 'Enabled' : 'Disabled'}</span>;
}

/** A value to copy: a read-only field and a Copy button (app.js). */
export function CopyField(props: { id: string; label: string; value: string }) {
  return (
    <div class="copy-row">
      <input id={props.id} class="mono" readOnly value={props.value} aria-label={props.label} />
      <button type="button" class="secondary" data-copy={props.id} aria-label={`Copy ${props.label}`}>
        Copy
      </button>
    </div>
  );
}

/** A block of text to copy (JSON, a command), with its Copy button under it. */
export function CopyBlock(props: { id: string; label: string; children: ComponentChildren }) {
  return (
    <div class="copy-block">
      <pre id={props.id}>{props.children}</pre>
      <button type="button" class="secondary" data-copy={props.id} aria-label={`Copy ${props.label}`}>
        Copy
      </button>
    </div>
  );
}

/** The deals offered by the pickers (Send test, Test a received event). */
export interface DealChoice {
  readonly id: string;
  readonly name: string;
}

export function DealOptions(props: { deals: readonly DealChoice[]; selected: string }) {
  return (
    <>
      {props.deals.map((deal) => (
        <option key={deal.id} value={deal.id} selected={deal.id === props.selected}>
          {`${deal.name} (${deal.id})`}
        </option>
      ))}
    </>
  );
}
