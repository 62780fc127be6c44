import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { DEAL_DATE_MAX_MS } from '@deal/domain';
import { Nullable, Optional } from '@deal/nest-kit';

/** Field limits of deal bodies (docs/deals.md). */
export const MAX_NAME = 200;
export const MAX_TEXT = 10_000;
export const MAX_MONEY = 1e12;
/** The deal date range is the domain's (isDealDate); the DTOs describe it. */
export const MAX_EPOCH_MS = DEAL_DATE_MAX_MS;

type Presence = 'optional' | 'nullable';
const presence = (kind: Presence) => (kind === 'nullable' ? Nullable() : Optional());
const doc = (kind: Presence, type: typeof String | typeof Number, description: string, extra = {}) =>
  ApiPropertyOptional({ type, nullable: kind === 'nullable', description, ...extra });

/** A non-negative amount in the deal's currency. */
export const MoneyField = (kind: Presence, description: string) =>
  applyDecorators(
    presence(kind),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(0),
    Max(MAX_MONEY),
    doc(kind, Number, description, { minimum: 0, maximum: MAX_MONEY }),
  );

/** A fraction from 0 to 1. */
export const RatioField = (kind: Presence, description: string) =>
  applyDecorators(
    presence(kind),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(0),
    Max(1),
    doc(kind, Number, description, { minimum: 0, maximum: 1 }),
  );

/** An instant in epoch milliseconds (UTC). */
export const InstantField = (kind: Presence, description: string) =>
  applyDecorators(
    presence(kind),
    IsInt(),
    Min(0),
    Max(MAX_EPOCH_MS),
    doc(kind, Number, `${description} Epoch milliseconds (UTC).`, { minimum: 0, maximum: MAX_EPOCH_MS }),
  );

/** Text of 1 to `max` characters. */
export const TextField = (kind: Presence, max: number, description: string) =>
  applyDecorators(
    presence(kind),
    IsString(),
    MinLength(1),
    MaxLength(max),
    doc(kind, String, description, { minLength: 1, maxLength: max }),
  );

/** A three-letter ISO 4217 code in any case; stored and shown in lower case. */
export const CurrencyField = () =>
  applyDecorators(
    Optional(),
    IsString(),
    Matches(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' }),
    doc('optional', String, 'ISO 4217 code, any case; stored in lower case.', { example: 'eur' }),
  );
