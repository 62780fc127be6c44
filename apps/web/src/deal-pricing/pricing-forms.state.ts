import type { EstimateValues } from './estimate.form';
import type { PricingValues } from './deal-pricing.form';

type Errors = Readonly<Record<string, string>>;

/**
 * The pricing form a refusal re-renders, with what was typed and a message by each field; the
 * deal page's other pricing forms show the pricing as it is.
 */
export type PricingFormState =
  | { readonly form: 'pricing'; readonly values: PricingValues; readonly errors: Errors }
  | {
      readonly form: 'new-effort' | 'new-fixed';
      readonly phaseId: string;
      readonly values: EstimateValues;
      readonly errors: Errors;
    }
  | {
      readonly form: 'estimate';
      readonly phaseId: string;
      readonly estimateId: string;
      readonly values: EstimateValues;
      readonly errors: Errors;
    };
