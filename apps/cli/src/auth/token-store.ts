import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CliError } from '../cli-error';

/** The file `login` writes inside the configuration directory. */
export const CREDENTIALS_FILE = 'credentials.json';

export interface SavedLogin {
  readonly token: string;
  readonly scope: string | null;
  /** ISO 8601, for a person reading the file. */
  readonly saved_at: string;
}

interface CredentialsFile {
  /** One login per service URL, so a token is only ever sent to the server that issued it. */
  readonly logins: Record<string, SavedLogin>;
}

/**
 * The saved logins, one per `SERVICE_URL`. The file holds secrets, so it is created with mode 0600
 * in a directory created with 0700, and written whole to a temporary file then renamed: a crash or
 * a full disk never leaves half a file, and no other user can read it even for a moment.
 */
export class TokenStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, CREDENTIALS_FILE);
  }

  async read(serviceUrl: string): Promise<SavedLogin | null> {
    const logins = await this.load();
    if (logins === 'corrupt') {
      throw new CliError(
        `${this.file} is not a credentials file; run \`dps logout\` and \`dps login\` again`,
      );
    }
    return logins[serviceUrl] ?? null;
  }

  async save(serviceUrl: string, login: SavedLogin): Promise<void> {
    const logins = await this.load();
    // A corrupt file holds nothing usable: the new login replaces it.
    await this.write({ ...(logins === 'corrupt' ? {} : logins), [serviceUrl]: login });
  }

  /** Forgets the login of `serviceUrl`; deletes the file once no login is left. True if one was saved. */
  async remove(serviceUrl: string): Promise<boolean> {
    const logins = await this.load();
    if (logins === 'corrupt') {
      await rm(this.file, { force: true });
      return false;
    }
    if (!(serviceUrl in logins)) return false;
    const { [serviceUrl]: _removed, ...rest } = logins;
    if (Object.keys(rest).length === 0) await rm(this.file, { force: true });
    else await this.write(rest);
    return true;
  }

  private async load(): Promise<Record<string, SavedLogin> | 'corrupt'> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw new CliError(`cannot read ${this.file}: ${(error as Error).message}`);
    }
    try {
      const parsed = JSON.parse(text) as Partial<CredentialsFile>;
      if (!isLogins(parsed.logins)) return 'corrupt';
      return parsed.logins;
    } catch {
      return 'corrupt';
    }
  }

  private async write(logins: Record<string, SavedLogin>): Promise<void> {
    const content: CredentialsFile = { logins };
    const temporary = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(this.dir, { recursive: true, mode: 0o700 });
      await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
      // The umask can only remove bits from 0600; chmod makes the mode exact all the same.
      await chmod(temporary, 0o600);
      await rename(temporary, this.file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw new CliError(`cannot save the login to ${this.file}: ${(error as Error).message}`);
    }
  }
}

function isLogins(value: unknown): value is Record<string, SavedLogin> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (login) => typeof login === 'object' && login !== null && typeof login.token === 'string',
    )
  );
}
