import { CLI_VERSION } from '../cli-version';
import type { Meta } from '../http/api-types';
import { terminalSafe } from './terminal-text';

/** `meta` without `--json`: the contract version, where its OpenAPI document is, and this tool's version. */
export function renderMeta(meta: Meta, serviceUrl: string): string {
  const openapi = /^https?:\/\//.test(meta.openapi) ? meta.openapi : `${serviceUrl}${meta.openapi}`;
  return [
    `service       ${serviceUrl}`,
    `api version   ${terminalSafe(meta.version)} (${terminalSafe(meta.api)})`,
    `openapi       ${terminalSafe(openapi)}`,
    `cli version   ${CLI_VERSION}`,
    '',
  ].join('\n');
}
