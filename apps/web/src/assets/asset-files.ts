import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The stylesheet and script of every page, read once; `npm run build` copies them beside this file. */
const TYPES: Readonly<Record<string, string>> = {
  'app.css': 'text/css; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
};

export interface AssetFile {
  readonly body: Buffer;
  readonly contentType: string;
  /** A hash of the content: the URL's `v`, so a changed file is a new URL and may be cached for good. */
  readonly version: string;
}

const files = new Map<string, AssetFile>(
  Object.entries(TYPES).map(([name, contentType]) => {
    const body = readFileSync(join(__dirname, name));
    const version = createHash('sha256').update(body).digest('hex').slice(0, 12);
    return [name, { body, contentType, version }];
  }),
);

export function assetFile(name: string): AssetFile | undefined {
  return files.get(name);
}

export function assetUrl(name: keyof typeof TYPES & string): string {
  return `/assets/${name}?v=${files.get(name)?.version ?? ''}`;
}
