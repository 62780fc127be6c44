/** Stands for the signing key in the curl command until the key is revealed. */
export const KEY_PLACEHOLDER = 'YOUR_SIGNING_KEY';

/**
 * A ready-to-paste POST to the incoming webhook (CONTRACT §3): JSON body, the key in
 * X-Service-Webhook. Every argument is single-quoted for POSIX shells, so nothing in the URL, key
 * or payload is expanded by the shell.
 */
export function curlCommand(endpointUrl: string, signingKey: string, payload: unknown): string {
  return [
    `curl -X POST ${quoted(endpointUrl)}`,
    `  -H ${quoted('Content-Type: application/json')}`,
    `  -H ${quoted(`X-Service-Webhook: ${signingKey}`)}`,
    `  --data ${quoted(JSON.stringify(payload))}`,
  ].join(' \\\n');
}

function quoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
