/** Units of a relative shift: days, weeks, or calendar months. */
export type ShiftUnit = 'd' | 'w' | 'm';

/** `+2w`, `-1m`, `+10d`: moves the deal's current start by a signed amount. */
export interface RelativeShift {
  readonly kind: 'relative';
  readonly sign: 1 | -1;
  /** 0..999: the wire format allows at most three digits. */
  readonly amount: number;
  readonly unit: ShiftUnit;
}

/** `2026-11-26`: puts the deal's start on a given date. */
export interface AbsoluteShift {
  readonly kind: 'absolute';
  /** Epoch milliseconds of that date at 00:00 UTC. */
  readonly date: number;
}

/** A parsed `shift` of POST /v1/deal/{id}/reschedule; it is resolved to a Monday later. */
export type Shift = RelativeShift | AbsoluteShift;
