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
  /** The token's id (`tok_…`) when `dps login` could learn it: what `logout` revokes. */
  readonly token_id?: string;
}

/** A named profile (`--profile`, `SERVICE_PROFILE`): a service URL, and the login kept for it. */
export interface Profile {
  readonly url: string;
  readonly login?: SavedLogin;
}

interface CredentialsFile {
  /** One login per service URL, so a token is only ever sent to the server that issued it. */
  readonly logins: Record<string, SavedLogin>;
  readonly profiles?: Record<string, Profile>;
}

/** Where a login is kept: under its service URL, or in a named profile. */
export type LoginSlot =
  { readonly profile: null; readonly url: string } | { readonly profile: string; readonly url: string };

/**
 * The saved logins, one per `SERVICE_URL`, and the named profiles, each with its own URL and
 * login. The file holds secrets, so it is created with mode 0600 in a directory created with 0700,
 * and written whole to a temporary file then renamed: a crash or a full disk never leaves half a
 * file, and no other user can read it even for a moment.
 */
export class TokenStore {
  readonly file: string;

  constructor(readonly dir: string) {
    this.file = join(dir, CREDENTIALS_FILE);
  }

  async read(serviceUrl: string): Promise<SavedLogin | null> {
    return (await this.loadValid()).logins[serviceUrl] ?? null;
  }

  async save(serviceUrl: string, login: SavedLogin): Promise<void> {
    const content = await this.loadOrEmpty();
    await this.write({ ...content, logins: { ...content.logins, [serviceUrl]: login } });
  }

  /** Forgets the login of `serviceUrl`; deletes the file once nothing is left. True if one was saved. */
  async remove(serviceUrl: string): Promise<boolean> {
    const content = await this.load();
    if (content === 'corrupt') {
      await rm(this.file, { force: true });
      return false;
    }
    if (!(serviceUrl in content.logins)) return false;
    const { [serviceUrl]: _removed, ...logins } = content.logins;
    await this.writeOrDelete({ ...content, logins });
    return true;
  }

  async profiles(): Promise<Readonly<Record<string, Profile>>> {
    return (await this.loadValid()).profiles ?? {};
  }

  async profile(name: string): Promise<Profile | null> {
    return (await this.profiles())[name] ?? null;
  }

  async saveProfile(name: string, profile: Profile): Promise<void> {
    const content = await this.loadOrEmpty();
    await this.write({ ...content, profiles: { ...content.profiles, [name]: profile } });
  }

  /** Deletes a profile and its login. True if it existed. */
  async removeProfile(name: string): Promise<boolean> {
    const content = await this.loadValid();
    if (!content.profiles || !(name in content.profiles)) return false;
    const { [name]: _removed, ...profiles } = content.profiles;
    await this.writeOrDelete({ ...content, profiles });
    return true;
  }

  /** The login of a slot: a profile's, or the one saved for a URL. */
  async readLogin(slot: LoginSlot): Promise<SavedLogin | null> {
    if (slot.profile === null) return this.read(slot.url);
    return (await this.profile(slot.profile))?.login ?? null;
  }

  async saveLogin(slot: LoginSlot, login: SavedLogin): Promise<void> {
    if (slot.profile === null) return this.save(slot.url, login);
    await this.saveProfile(slot.profile, { url: slot.url, login });
  }

  /** Forgets a slot's login (a profile keeps its URL). True if one was saved. */
  async forgetLogin(slot: LoginSlot): Promise<boolean> {
    if (slot.profile === null) return this.remove(slot.url);
    const profile = await this.profile(slot.profile);
    if (!profile?.login) return false;
    await this.saveProfile(slot.profile, { url: profile.url });
    return true;
  }

  private async loadValid(): Promise<CredentialsFile> {
    const content = await this.load();
    if (content === 'corrupt') {
      throw new CliError(
        `${this.file} is not a credentials file; run \`dps logout\` and \`dps login\` again`,
      );
    }
    return content;
  }

  /** A corrupt file holds nothing usable: what is saved next replaces it. */
  private async loadOrEmpty(): Promise<CredentialsFile> {
    const content = await this.load();
    return content === 'corrupt' ? { logins: {} } : content;
  }

  private async load(): Promise<CredentialsFile | 'corrupt'> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { logins: {} };
      throw new CliError(`cannot read ${this.file}: ${(error as Error).message}`);
    }
    try {
      const parsed = JSON.parse(text) as Partial<CredentialsFile>;
      if (!isLogins(parsed.logins) || !isProfiles(parsed.profiles)) return 'corrupt';
      return { logins: parsed.logins, ...(parsed.profiles && { profiles: parsed.profiles }) };
    } catch {
      return 'corrupt';
    }
  }

  private async writeOrDelete(content: CredentialsFile): Promise<void> {
    const empty =
      Object.keys(content.logins).length === 0 && Object.keys(content.profiles ?? {}).length === 0;
    if (empty) await rm(this.file, { force: true });
    else await this.write(content);
  }

  private async write(content: CredentialsFile): Promise<void> {
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isLogin = (value: unknown): value is SavedLogin =>
  isRecord(value) && typeof value['token'] === 'string';

function isLogins(value: unknown): value is Record<string, SavedLogin> {
  return isRecord(value) && Object.values(value).every(isLogin);
}

function isProfiles(value: unknown): value is Record<string, Profile> | undefined {
  return (
    value === undefined ||
    (isRecord(value) &&
      Object.values(value).every(
        (profile) =>
          isRecord(profile) &&
          typeof profile['url'] === 'string' &&
          (profile['login'] === undefined || isLogin(profile['login'])),
      ))
  );
}
