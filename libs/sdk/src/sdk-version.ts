/**
 * The SDK's version: its package's (tools/packages/manifests/sdk.json) and the default User-Agent's.
 * sdk-version.spec.ts fails when the two part.
 */
export const SDK_VERSION = '0.2.0';
