import type { DealEditValues } from './deal-edit.form';
import type { PhaseValues } from './phase.form';

type Errors = Readonly<Record<string, string>>;

/**
 * The edit form a refusal re-renders with what was typed and a message by each field; the deal
 * page's other edit forms show the deal's current values.
 */
export type EditFormState =
  | { readonly form: 'deal'; readonly values: DealEditValues; readonly errors: Errors }
  | { readonly form: 'new-phase'; readonly values: PhaseValues; readonly errors: Errors }
  | {
      readonly form: 'phase';
      readonly phaseId: string;
      readonly values: PhaseValues;
      readonly errors: Errors;
    };
