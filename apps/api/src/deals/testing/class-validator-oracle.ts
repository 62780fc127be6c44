import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { DEAL_STATUSES } from '@deal/domain';
import { DomainErrorException, Nullable, Optional, ValidatedBodyPipe } from '@deal/nest-kit';

/**
 * The deal bodies' rules as the API declared them with class-validator before the domain became
 * their one home (issue 13): kept as the oracle the domain's rules are compared with, input for
 * input, so the move changed no answer. Only the email syntax differs on purpose (docs/domain.md).
 */

const MAX_MONEY = 1e12;
const MAX_EPOCH_MS = 253_402_300_799_999;

const Money = () => (target: object, key: string) => {
  for (const decorate of [
    Nullable(),
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Min(0),
    Max(MAX_MONEY),
  ])
    decorate(target, key);
};
const Ratio = () => (target: object, key: string) => {
  for (const decorate of [Nullable(), IsNumber({ allowNaN: false, allowInfinity: false }), Min(0), Max(1)])
    decorate(target, key);
};
const Instant = () => (target: object, key: string) => {
  for (const decorate of [Nullable(), IsInt(), Min(0), Max(MAX_EPOCH_MS)]) decorate(target, key);
};
const Text = (max: number) => (target: object, key: string) => {
  for (const decorate of [Nullable(), IsString(), MinLength(1), MaxLength(max)]) decorate(target, key);
};

class OracleDealFields {
  @Money() price?: number | null;
  @Money() cost?: number | null;
  @Ratio() margin?: number | null;
  @Ratio() probability?: number | null;
  @Money() target_price?: number | null;
  @Ratio() target_margin?: number | null;
  @Instant() start?: number | null;
  @Instant() end?: number | null;
  @Instant() due?: number | null;
  @Text(10_000) description?: string | null;
  @Text(200) account?: string | null;
  @Text(200) external_id?: string | null;
  @Nullable()
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254)
  owner_email?: string | null;
}

export class OracleNewDeal extends OracleDealFields {
  @IsString()
  @MinLength(1)
  space!: string;

  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'must not be blank' })
  name!: string;

  @Optional()
  @IsString()
  @Matches(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' })
  currency?: string;
}

export class OracleDealPatch extends OracleDealFields {
  @Optional()
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'must not be blank' })
  name?: string;

  @Optional()
  @IsString()
  @Matches(/^[A-Za-z]{3}$/, { message: 'must be a three-letter ISO 4217 currency code' })
  currency?: string;

  @Optional()
  @IsBoolean()
  archived?: boolean;
}

export class OracleNewPhase {
  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'must not be blank' })
  name!: string;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  start!: number;

  @IsInt()
  @Min(0)
  @Max(MAX_EPOCH_MS)
  end!: number;

  @IsBoolean()
  pinned!: boolean;
}

export class OracleStatusMove {
  @IsIn(DEAL_STATUSES, { message: `must be one of ${DEAL_STATUSES.join(', ')}` })
  status!: string;

  @Nullable()
  @IsString()
  @MinLength(1)
  @MaxLength(2000)
  reason?: string | null;

  @Nullable()
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254)
  requested_to?: string | null;
}

const pipe = new ValidatedBodyPipe();

/** What the class-validator rules answered for `body`: its issues, or none. */
export function oracleIssues(dto: new () => object, body: unknown): readonly unknown[] {
  try {
    pipe.transform(body, { type: 'body', metatype: dto });
    return [];
  } catch (error) {
    if (error instanceof DomainErrorException && error.error.kind === 'Validation') return error.error.issues;
    throw error;
  }
}
