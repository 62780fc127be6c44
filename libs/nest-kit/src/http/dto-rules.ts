import { ValidateIf } from 'class-validator';

/**
 * A field that may be left out but, when sent, must pass its rules — `null` included, so a
 * required-when-present field like a deal's `name` cannot be nulled out.
 */
export const Optional = (): PropertyDecorator => ValidateIf((_object, value: unknown) => value !== undefined);

/** A field that may be left out or sent as `null` (which clears it); other values must pass. */
export const Nullable = (): PropertyDecorator =>
  ValidateIf((_object, value: unknown) => value !== undefined && value !== null);
