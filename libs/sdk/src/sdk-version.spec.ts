import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SDK_VERSION } from './sdk-version';

describe('SDK_VERSION', () => {
  it('is the installable package’s version (docs/packages.md, "Versioning")', () => {
    const manifest = JSON.parse(
      readFileSync(join(__dirname, '../../../tools/packages/manifests/sdk.json'), 'utf8'),
    ) as { version: string };
    expect(SDK_VERSION).toBe(manifest.version);
  });
});
