/**
 * A log entry as a person reads it at a terminal: `12:00:01 INFO  api listening host=127.0.0.1
 * port=3000`. Strings with blanks or quotes are quoted; a stack follows on its own lines.
 */
export function readableLine(entry: Record<string, unknown>): string {
  const { time, level, msg, stack, ...fields } = entry;
  const clock = typeof time === 'string' ? time.slice(11, 19) : '';
  const pairs = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const head = [clock, String(level).toUpperCase().padEnd(5), String(msg), ...pairs].join(' ');
  return `${head}\n${typeof stack === 'string' ? `${stack}\n` : ''}`;
}

function valueText(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value) ?? String(value);
}
