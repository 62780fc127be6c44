import { encodeBase64 } from './base64';

describe('encodeBase64', () => {
  it('writes the RFC 4648 test vectors, padding included', () => {
    const vectors: Array<[string, string]> = [
      ['', ''],
      ['f', 'Zg=='],
      ['fo', 'Zm8='],
      ['foo', 'Zm9v'],
      ['foob', 'Zm9vYg=='],
      ['fooba', 'Zm9vYmE='],
      ['foobar', 'Zm9vYmFy'],
    ];
    for (const [text, encoded] of vectors) expect(encodeBase64(new TextEncoder().encode(text))).toBe(encoded);
  });

  it('uses + and / for the top values', () => {
    expect(encodeBase64(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('+/+/');
  });
});
