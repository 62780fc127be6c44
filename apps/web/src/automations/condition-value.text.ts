import { CONDITION_FIELD_KINDS, type ConditionFieldKind } from '@deal/domain';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The largest value a JavaScript Date holds. */
const MAX_DATE_MS = 8.64e15;
const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER = /^-?\d+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/;

/*
 * A condition's value is text in the form and a JSON value in the domain parser's input (and in
 * the stored condition). These two functions only translate the writing (numbers, dates, lists);
 * whether a value suits its field and operator is the domain parser's call. Text that cannot be
 * translated is passed on as typed, so the parser's own message appears next to the field.
 */

/** The JSON value for the domain parser's input, or undefined to pass none (e.g. for `changed`). */
export function conditionValueFromText(field: string, op: string, text: string): unknown {
  const trimmed = text.trim();
  if (op === 'changed') return trimmed === '' ? undefined : trimmed;
  // An empty value means "unset" (null); an empty list is no list at all.
  if (trimmed === '') return op === 'in' ? undefined : null;
  if (op === 'in') {
    // A JSON list is the way to write values that contain commas.
    if (trimmed.startsWith('[')) return jsonList(trimmed);
    return trimmed.split(',').map((part) => scalar(kindOf(field), part.trim()));
  }
  return scalar(kindOf(field), trimmed);
}

/** The text the form shows for a stored value (the inverse of conditionValueFromText). */
export function conditionValueToText(field: string, value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) {
    const plain = value.every((item) => typeof item !== 'string' || (item !== '' && !item.includes(',')));
    return plain ? value.map((item) => scalarText(kindOf(field), item)).join(', ') : JSON.stringify(value);
  }
  return scalarText(kindOf(field), value);
}

function kindOf(field: string): ConditionFieldKind | undefined {
  return (CONDITION_FIELD_KINDS as Readonly<Record<string, ConditionFieldKind>>)[field];
}

function scalar(kind: ConditionFieldKind | undefined, text: string): unknown {
  if (text === '') return null;
  if ((kind === 'money' || kind === 'ratio') && NUMBER.test(text)) return Number(text);
  if (kind === 'date') return dateValue(text);
  return text;
}

/** Epoch milliseconds from `1700000000000`, `2026-11-23` (UTC midnight) or `2026-11-23T09:30Z`. */
function dateValue(text: string): unknown {
  if (INTEGER.test(text)) return Number(text);
  if (DATE.test(text)) return finiteOr(Date.parse(`${text}T00:00:00Z`), text);
  if (DATE_TIME.test(text)) return finiteOr(Date.parse(text.endsWith('Z') ? text : `${text}Z`), text);
  return text;
}

function finiteOr(ms: number, text: string): unknown {
  return Number.isFinite(ms) ? ms : text;
}

function jsonList(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function scalarText(kind: ConditionFieldKind | undefined, value: unknown): string {
  if (value === null) return '';
  if (kind === 'date' && Number.isInteger(value) && Math.abs(value as number) <= MAX_DATE_MS) {
    const iso = new Date(value as number).toISOString();
    return (value as number) % DAY_MS === 0 ? iso.slice(0, 10) : iso;
  }
  return String(value);
}
