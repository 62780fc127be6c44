import { mkdtemp, readdir, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveLoginSlot } from '../config/login-slot';
import { TokenStore } from './token-store';

let root: string;
let store: TokenStore;
const A = 'http://127.0.0.1:3000';
const B = 'https://deals.example.com';
const login = (token: string) => ({ token, scope: 'read_write', saved_at: '2026-01-01T00:00:00.000Z' });

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dps-store-'));
  store = new TokenStore(join(root, 'nested', 'deal-pricing'));
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe('TokenStore', () => {
  it('reads nothing before a login', async () => {
    expect(await store.read(A)).toBeNull();
  });

  it('saves into a file of mode 0600 in a directory of mode 0700, leaving no temporary file', async () => {
    const previous = process.umask(0o000);
    try {
      await store.save(A, login('svcp_a'));
    } finally {
      process.umask(previous);
    }
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
    expect((await stat(store.dir)).mode & 0o777).toBe(0o700);
    expect(await readdir(store.dir)).toEqual(['credentials.json']);
    expect(await store.read(A)).toEqual(login('svcp_a'));
  });

  it('keeps one login per service URL', async () => {
    await store.save(A, login('svcp_a'));
    await store.save(B, login('svcp_b'));
    await store.save(A, login('svcp_a2'));
    expect(await store.read(A)).toEqual(login('svcp_a2'));
    expect(await store.read(B)).toEqual(login('svcp_b'));
  });

  it('removes one login, and the file with the last one', async () => {
    await store.save(A, login('svcp_a'));
    await store.save(B, login('svcp_b'));
    expect(await store.remove(A)).toBe(true);
    expect(await store.read(A)).toBeNull();
    expect(JSON.parse(await readFile(store.file, 'utf8')).logins).toEqual({ [B]: login('svcp_b') });
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
    expect(await store.remove(B)).toBe(true);
    await expect(stat(store.file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.remove(B)).toBe(false);
  });

  it('refuses to read a corrupt file with a way out, which logout and login take', async () => {
    await mkdir(store.dir, { recursive: true });
    await writeFile(store.file, '{"logins": [1]}');
    await expect(store.read(A)).rejects.toThrow('credentials.json is not a credentials file');
    await store.save(A, login('svcp_a'));
    expect(await store.read(A)).toEqual(login('svcp_a'));
    await writeFile(store.file, 'not json');
    expect(await store.remove(A)).toBe(false);
    await expect(stat(store.file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('names the file it could not use, as a CliError (no stack trace for the person)', async () => {
    await writeFile(join(root, 'nested'), 'a file where the directory should be');
    const failure = store.save(A, login('svcp_a'));
    await expect(failure).rejects.toMatchObject({ name: 'CliError', exitCode: 1 });
    await expect(failure).rejects.toThrow(`cannot read ${store.file}: ENOTDIR`);
  });
});

describe('TokenStore profiles', () => {
  it('keeps profiles beside the per-URL logins, each with its URL and its own login', async () => {
    await store.save(A, login('svcp_url'));
    await store.saveProfile('staging', { url: B });
    await store.saveLogin({ profile: 'staging', url: B }, login('svcp_staging'));
    await store.saveLogin({ profile: 'local', url: A }, login('svcp_local'));
    expect(await store.profiles()).toEqual({
      staging: { url: B, login: login('svcp_staging') },
      local: { url: A, login: login('svcp_local') },
    });
    // The same URL, three different logins: the slot decides which.
    expect(await store.readLogin({ profile: null, url: A })).toEqual(login('svcp_url'));
    expect(await store.readLogin({ profile: 'local', url: A })).toEqual(login('svcp_local'));
    expect((await stat(store.file)).mode & 0o777).toBe(0o600);
  });

  it("forgets a profile's login but keeps the profile; removing it takes both, and the file with the last", async () => {
    await store.saveLogin({ profile: 'staging', url: B }, login('svcp_staging'));
    expect(await store.forgetLogin({ profile: 'staging', url: B })).toBe(true);
    expect(await store.profile('staging')).toEqual({ url: B });
    expect(await store.forgetLogin({ profile: 'staging', url: B })).toBe(false);
    expect(await store.removeProfile('staging')).toBe(true);
    await expect(stat(store.file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await store.removeProfile('staging')).toBe(false);
  });

  it('refuses a file whose profiles are malformed, as a corrupt file', async () => {
    await mkdir(store.dir, { recursive: true });
    await writeFile(store.file, JSON.stringify({ logins: {}, profiles: { x: { login: { token: 1 } } } }));
    await expect(store.profiles()).rejects.toThrow('is not a credentials file');
  });
});

describe('resolveLoginSlot', () => {
  it('takes --profile, else SERVICE_PROFILE, else SERVICE_URL; an unknown profile is bad usage', async () => {
    await store.saveProfile('staging', { url: B });
    const storeOf = () => store;
    expect(await resolveLoginSlot({ SERVICE_URL: A }, undefined, storeOf)).toEqual({ profile: null, url: A });
    expect(
      await resolveLoginSlot({ SERVICE_URL: A, SERVICE_PROFILE: 'staging' }, undefined, storeOf),
    ).toEqual({
      profile: 'staging',
      url: B,
    });
    expect(await resolveLoginSlot({ SERVICE_PROFILE: 'nope' }, 'staging', storeOf)).toEqual({
      profile: 'staging',
      url: B,
    });
    await expect(resolveLoginSlot({}, 'nope', storeOf)).rejects.toMatchObject({ exitCode: 2 });
  });
});
