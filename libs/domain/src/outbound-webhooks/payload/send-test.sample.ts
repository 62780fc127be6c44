import type { Deal } from '../../deal/deal';
import { dealUrl } from './deal-url';
import type { OutboundDeal } from './outbound-deal';
import { toOutboundDeal } from './outbound-deal.mapper';
import type { OutboundPayload } from './outbound-payload';

/** SPEC §6.1 names the sample's event `deal_updated` (not the real `service_deal_updated`). */
export const SEND_TEST_EVENT = 'deal_updated';
export const SEND_TEST_MESSAGE = 'This is a test message from Deal Pricing Service.';

/** The reduced deal of the sample: id, url, name, status, price, owner (price and owner only when set). */
export type SampleDeal = Pick<OutboundDeal, 'id' | 'url' | 'name' | 'status' | 'price' | 'owner'>;

export interface SendTestInput {
  readonly spaceId: string;
  /** A real deal of the space to make the sample concrete, or null when the space has none. */
  readonly deal: Deal | null;
  readonly appUrl: string;
  /** Epoch milliseconds (UTC). */
  readonly now: number;
}

/** Recognisably fake ids and names, so nobody mistakes a test for a real approval request. */
function fakeDeal(spaceId: string, appUrl: string): SampleDeal {
  return {
    id: 'deal_sample',
    url: dealUrl(appUrl, spaceId, 'deal_sample'),
    name: 'Sample deal',
    status: 'pending',
    price: 1000,
    owner: { id: 'usr_sample', name: 'Sample Owner' },
  };
}

function reduced(deal: Deal, appUrl: string): SampleDeal {
  const { id, url, name, status, price, owner } = toOutboundDeal(deal, appUrl);
  return { id, url, name, status, ...(price === undefined ? {} : { price }), ...(owner ? { owner } : {}) };
}

/** The "Send test" body (SPEC §6.1): nothing changed, so `changes` is empty; the message says it is a test. */
export function buildSendTestSample(input: SendTestInput): OutboundPayload<SampleDeal> {
  const { spaceId, deal, appUrl, now } = input;
  return {
    event: SEND_TEST_EVENT,
    space_id: spaceId,
    timestamp: new Date(now).toISOString(),
    deal: deal === null ? fakeDeal(spaceId, appUrl) : reduced(deal, appUrl),
    changes: {},
    message: SEND_TEST_MESSAGE,
  };
}
