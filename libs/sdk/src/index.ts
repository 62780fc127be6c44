/**
 * The Deal Pricing Service SDK: a typed client of the API (libs/sdk/README.md). Depends on
 * openapi-fetch alone at run time; the types come from the served OpenAPI document.
 */
export { createDpsClient } from './dps-client';
export { DEFAULT_BASE_URL } from './base-url';
export {
  DpsApiError,
  DpsUnexpectedResponseError,
  type DpsErrorBody,
  type DpsValidationIssue,
} from './dps-api-error';
export type {
  DpsClient,
  DpsClientOptions,
  DpsData,
  DpsHttpMethod,
  DpsListItem,
  DpsListPath,
  DpsMethod,
  DpsPaths,
  DpsPathsWith,
  DpsRawInit,
} from './dps-client.types';
export type { DpsRetryNotice } from './retrying-fetch';
export { retryAfterSeconds } from './retry-after';
export type { components, operations, paths } from './generated/openapi';
export { SDK_VERSION } from './sdk-version';
