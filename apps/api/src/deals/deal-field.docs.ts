import { ApiPropertyOptional } from '@nestjs/swagger';
import { DEAL_DATE_MAX_MS, DEAL_MONEY_MAX } from '@deal/domain';

/**
 * OpenAPI descriptions of the deal fields. They describe; the domain decides
 * (libs/domain/src/deal/requests: the one home of each field's rule, for the API and the web pages).
 */

type Presence = 'optional' | 'nullable';
const doc = (kind: Presence, type: typeof String | typeof Number, description: string, extra = {}) =>
  ApiPropertyOptional({ type, nullable: kind === 'nullable', description, ...extra });

/** A non-negative amount in the deal's currency. */
export const MoneyField = (kind: Presence, description: string) =>
  doc(kind, Number, description, { minimum: 0, maximum: DEAL_MONEY_MAX });

/** A fraction from 0 to 1. */
export const RatioField = (kind: Presence, description: string) =>
  doc(kind, Number, description, { minimum: 0, maximum: 1 });

/** An instant in epoch milliseconds (UTC). */
export const InstantField = (kind: Presence, description: string) =>
  doc(kind, Number, `${description} Epoch milliseconds (UTC).`, { minimum: 0, maximum: DEAL_DATE_MAX_MS });

/** Text of 1 to `max` characters. */
export const TextField = (kind: Presence, max: number, description: string) =>
  doc(kind, String, description, { minLength: 1, maxLength: max });

/** A three-letter ISO 4217 code in any case; stored and shown in lower case. */
export const CurrencyField = (more = '') =>
  doc('optional', String, `ISO 4217 code, any case; stored in lower case.${more}`, { example: 'eur' });
