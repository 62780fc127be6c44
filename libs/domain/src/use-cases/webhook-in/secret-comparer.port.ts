/**
 * Port: whether a presented secret equals a stored one, in a time that does not depend on where
 * (or whether) they differ, whatever their lengths. The domain cannot reach a constant-time
 * primitive itself (it imports no Node module), so the adapter brings one.
 */
export interface SecretComparer {
  same(presented: string, stored: string): boolean;
}
