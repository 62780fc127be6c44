/**
 * The tool's version (`dps --version`, the User-Agent). It follows the root package.json's
 * version; `cli-version.spec.ts` fails when the two part.
 */
export const CLI_VERSION = '0.1.0';
