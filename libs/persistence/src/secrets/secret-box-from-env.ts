import { aesGcmSecretBox, type SecretBox } from './secret-box';
import { DEVELOPMENT_SECRETS_KEY, secretsKeyFromEnv } from './secrets-key.config';

/**
 * The secret box of a process on a real server that reads sealed columns with plain SQL (the
 * benchmarks' hand-written baseline): `SECRETS_KEY`, or the development key, as openDatabase would.
 */
export function secretBoxFromEnv(env: Record<string, string | undefined>): SecretBox {
  const source = secretsKeyFromEnv(env, 'server');
  return source.kind === 'given'
    ? aesGcmSecretBox(source.current, source.previous)
    : aesGcmSecretBox(DEVELOPMENT_SECRETS_KEY);
}
