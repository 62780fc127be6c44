/**
 * Port: uniformly random bytes from a cryptographically secure source (the adapter reads the
 * operating system's CSPRNG). The domain draws no randomness itself, so its rules are testable with
 * fixed bytes.
 */
export interface RandomSource {
  bytes(length: number): Uint8Array;
}
