import type { Actor } from '../credentials/actor';
import type { InvitationLinkDeps } from '../space/invitation-link';
import type { CredentialScope } from '../credentials/credential-scope';
import type { TokenIssuer } from '../credentials/token-issuer.port';
import { TOKEN_PREFIXES } from '../credentials/token-format';
import type { Clock } from '../shared/clock';
import type { IdGenerator, IdPrefix } from '../shared/id-generator';

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(public current: number) {}
  now(): number {
    return this.current;
  }
}

/** Ids `<prefix>_1`, `<prefix>_2` …, in the order they are asked for. */
export class CountingIds implements IdGenerator {
  private count = 0;
  next(prefix: IdPrefix): string {
    this.count += 1;
    return `${prefix}_${this.count}`;
  }
}

/** Tokens that are easy to recognise in assertions, each with a distinct stand-in hash. */
export class SequentialTokenIssuer implements TokenIssuer {
  readonly issued: string[] = [];
  issue(kind: keyof typeof TOKEN_PREFIXES): { token: string; tokenHash: string } {
    const token = `${TOKEN_PREFIXES[kind]}secret${this.issued.length + 1}`;
    this.issued.push(token);
    return { token, tokenHash: `hash(${token})` };
  }
}

export const userActor = (userId: string, scope: CredentialScope = 'read_write'): Actor => ({
  kind: 'user',
  userId,
  email: `${userId}@example.test`,
  scope,
  credentialId: `tok_of_${userId}`,
});

export const keyActor = (spaceId: string, scope: CredentialScope = 'read_write'): Actor => ({
  kind: 'space_key',
  spaceId,
  scope,
  credentialId: `tok_key_of_${spaceId}`,
});

/**
 * Invitation links for pure tests: each link's 32 bytes are its sequence number, the hash a readable
 * stand-in (`hash(<token>)`), the app at https://app.example.test.
 */
export function testInvitationLinks(): InvitationLinkDeps {
  let issued = 0;
  return {
    random: { bytes: (length) => new Uint8Array(length).fill(++issued) },
    hasher: { sha256Hex: (text) => `hash(${text})` },
    appUrl: 'https://app.example.test/',
  };
}
