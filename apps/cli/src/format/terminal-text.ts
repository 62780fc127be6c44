/**
 * Text that came from the server (names, error messages) made safe to print: control characters
 * and bidirectional overrides could move the cursor, clear the screen or reorder what a person
 * reads. Each becomes `?`, so the output stays one line per item.
 */
export function terminalSafe(text: string): string {
  return text.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, '?');
}
