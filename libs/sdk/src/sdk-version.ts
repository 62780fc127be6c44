/**
 * The SDK's version: its package's (tools/packages/manifests/sdk.json) and the default User-Agent's.
 * tools/packages/package-manifest.spec.ts fails when the two part.
 */
export const SDK_VERSION = '0.1.0';
