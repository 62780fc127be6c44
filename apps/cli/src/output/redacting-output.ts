import type { CliIo } from '../cli-io';

const REDACTED = '[redacted]';
/** Shorter strings could be ordinary words; every token and device code is far longer. */
const MIN_SECRET_LENGTH = 8;

/**
 * The only way the tool writes to stdout and stderr. Every secret it handles (the token in use, a
 * token fresh from `login`, a device code) is registered here, and any text that would contain one
 * is masked first: even an unexpected error message that quotes a header cannot leak a token.
 */
export class RedactingOutput {
  private readonly secrets = new Set<string>();

  constructor(private readonly io: Pick<CliIo, 'stdout' | 'stderr'>) {}

  addSecret(secret: string): void {
    if (secret.length >= MIN_SECRET_LENGTH) this.secrets.add(secret);
  }

  out = (text: string): void => {
    this.io.stdout.write(this.redact(text));
  };

  err = (text: string): void => {
    this.io.stderr.write(this.redact(text));
  };

  redact(text: string): string {
    let safe = text;
    for (const secret of this.secrets) safe = safe.split(secret).join(REDACTED);
    return safe;
  }
}
