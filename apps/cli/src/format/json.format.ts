/** `--json` output: the API's own body, indented, one trailing newline; stable for `jq`. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
