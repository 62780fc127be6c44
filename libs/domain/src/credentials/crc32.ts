/** Reflected IEEE 802.3 polynomial, the CRC-32 of zip, PNG and GitHub's token checksums. */
const POLYNOMIAL = 0xedb88320;

const TABLE: Uint32Array = buildTable();

/**
 * CRC-32 (IEEE) of the bytes, or of the UTF-8 encoding of a string, as an unsigned 32-bit number.
 * A checksum, not a MAC: it catches typos and any single changed character (every burst error of
 * up to 32 bits), but anyone can compute it, so it only spares the database obvious garbage.
 */
export function crc32(input: Uint8Array | string): number {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc = (TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One entry per byte value: the CRC of that byte, so the main loop handles a byte per step. */
function buildTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let bit = 0; bit < 8; bit++) {
      c = c & 1 ? POLYNOMIAL ^ (c >>> 1) : c >>> 1;
    }
    table[n] = c >>> 0;
  }
  return table;
}
