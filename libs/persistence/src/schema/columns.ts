import type { EntitySchemaColumnOptions } from 'typeorm';

/** Column shorthands shared by the entity schemas. */
export const text = (nullable = false): EntitySchemaColumnOptions => ({ type: 'text', nullable });
export const timestamp = (nullable = false): EntitySchemaColumnOptions => ({ type: 'timestamptz', nullable });
/** Exact decimals: money and ratios keep every digit the client sent (pg returns them as strings). */
export const decimal = (): EntitySchemaColumnOptions => ({ type: 'numeric', nullable: true });
