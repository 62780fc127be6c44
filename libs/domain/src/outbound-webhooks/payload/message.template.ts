import type { OutboundDeal } from './outbound-deal';

export interface MessageContext {
  /** The event name as sent in the payload, e.g. `service_deal_updated`. */
  readonly event: string;
  readonly spaceId: string;
  readonly deal: OutboundDeal;
}

/** The names a template may use, whether or not a given deal has a value for them. */
export const MESSAGE_FIELDS = [
  'id',
  'url',
  'name',
  'status',
  'price',
  'cost',
  'currency',
  'margin',
  'target_price',
  'probability',
  'start',
  'end',
  'due',
  'description',
  'redraft_reason',
  'closed_reason',
  'owner',
  'event',
  'space_id',
] as const satisfies readonly (keyof OutboundDeal | 'event' | 'space_id')[];

const KNOWN_NAMES: ReadonlySet<string> = new Set(MESSAGE_FIELDS);

/** `$$` is an escaped dollar; otherwise `$` plus the longest run of [a-z_] names a value. */
const PLACEHOLDER = /\$(\$|[a-z_]+)/g;

type Values = Readonly<Record<string, string | number | undefined>>;

/** Every scalar field of the outbound deal by its wire name, plus `owner` (its name), `event` and `space_id`. */
function valuesOf(context: MessageContext): Values {
  const { owner, ...scalars } = context.deal;
  return { ...scalars, owner: owner?.name, event: context.event, space_id: context.spaceId };
}

/**
 * Renders a Send Webhook message (SPEC §6.1 `$field` syntax). One left-to-right pass: a value that
 * itself contains `$name` is inserted as plain text, never expanded again, so a deal named "$price"
 * cannot pull other values into the message. An unknown identifier is left as written (the author
 * sees the typo in the received message), and a known field the deal has no value for renders empty.
 * Numbers render as in the JSON body (1234.5, not 1,234.50).
 */
export function renderMessage(template: string, context: MessageContext): string {
  const values = valuesOf(context);
  return template.replace(PLACEHOLDER, (match, name: string) => {
    if (name === '$') return '$';
    if (!KNOWN_NAMES.has(name)) return match;
    const value = values[name];
    return value === undefined ? '' : String(value);
  });
}
