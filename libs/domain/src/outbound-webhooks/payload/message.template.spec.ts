import { aDeal } from '../../testing/deal.mother';
import { MESSAGE_FIELDS, renderMessage, type MessageContext } from './message.template';
import { toOutboundDeal } from './outbound-deal.mapper';

const APP = 'https://app.example.com';
const contextFor = (overrides = {}): MessageContext => ({
  event: 'service_deal_updated',
  spaceId: 'spc_1',
  deal: toOutboundDeal(aDeal({ status: 'pending', ...overrides }), APP),
});

describe('renderMessage', () => {
  const context = contextFor();

  it('substitutes $field values from the outbound deal', () => {
    expect(renderMessage('$name is $status at $price $currency ($target_price target)', context)).toBe(
      'Acme renewal is pending at 1000 eur (1200 target)',
    );
  });

  it('substitutes $id, $url, $owner, $event and $space_id', () => {
    expect(renderMessage('$id $url $owner $event $space_id', context)).toBe(
      'deal_1 https://app.example.com/spc_1/deals/deal_1 Ada Owner service_deal_updated spc_1',
    );
  });

  it('uses the outbound representation: rounded numbers and ISO dates', () => {
    const ctx = contextFor({ price: 1.005, cost: 0.5, probability: 0.33335 });
    expect(renderMessage('$price/$margin/$probability/$due', ctx)).toBe(
      '1.01/0.5025/0.3334/2026-12-01T00:00:00.000Z',
    );
  });

  it('knows every outbound scalar field', () => {
    const full = contextFor({ redraftReason: 'r', closedReason: 'c' });
    const scalarKeys = Object.keys(full.deal).filter((key) => key !== 'owner');
    expect(MESSAGE_FIELDS).toEqual(expect.arrayContaining([...scalarKeys, 'owner', 'event', 'space_id']));
    for (const key of scalarKeys)
      expect(renderMessage(`$${key}`, full)).toBe(String(full.deal[key as keyof typeof full.deal]));
  });

  it('takes the longest identifier: $name_x is unknown, not $name followed by "_x"', () => {
    expect(renderMessage('$name_x $names', context)).toBe('$name_x $names');
  });

  it('ends an identifier at the first character outside [a-z_]', () => {
    expect(renderMessage('$name. $status! ($price)', context)).toBe('Acme renewal. pending! (1000)');
    expect(renderMessage('$Name $NAME $name2', context)).toBe('$Name $NAME Acme renewal2');
  });

  it('leaves unknown identifiers as written', () => {
    expect(renderMessage('Hello $customer, see $', context)).toBe('Hello $customer, see $');
  });

  it('renders $$ as a single dollar sign', () => {
    expect(renderMessage('costs $$5 and $$name', context)).toBe('costs $5 and $name');
    expect(renderMessage('$$$name', context)).toBe('$Acme renewal');
  });

  it('renders a known but unset field as an empty string', () => {
    const bare = contextFor({ price: null, owner: null, description: null, redraftReason: null });
    expect(renderMessage('[$price][$owner][$description][$redraft_reason][$margin]', bare)).toBe(
      '[][][][][]',
    );
  });

  it('inserts values as plain text and never expands $ inside them again', () => {
    const tricky = contextFor({ name: '$status $$ $price', description: '$name' });
    expect(renderMessage('$name | $description', tricky)).toBe('$status $$ $price | $name');
  });

  it('keeps a template without placeholders unchanged', () => {
    expect(renderMessage('Deal needs approval.', context)).toBe('Deal needs approval.');
  });
});
