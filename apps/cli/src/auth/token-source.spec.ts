import { resolveToken } from './token-source';
import type { SavedLogin, TokenStore } from './token-store';

const URL = 'http://127.0.0.1:3000';

function storeWith(saved: SavedLogin | null): () => TokenStore {
  return () => ({ file: '/config/credentials.json', readLogin: async () => saved }) as unknown as TokenStore;
}

const noStore = () => {
  throw new Error('the store must not be opened');
};

describe('resolveToken', () => {
  it('takes SERVICE_TOKEN first, trimmed, without opening the store', async () => {
    expect(await resolveToken({ SERVICE_TOKEN: ' svcp_env \n' }, noStore, URL)).toEqual({
      token: 'svcp_env',
      source: 'SERVICE_TOKEN',
    });
  });

  it('falls back to the saved login (an empty SERVICE_TOKEN counts as unset)', async () => {
    const saved = { token: 'svcp_saved', scope: 'read', saved_at: '' };
    expect(await resolveToken({ SERVICE_TOKEN: '' }, storeWith(saved), URL)).toEqual({
      token: 'svcp_saved',
      source: 'login',
    });
  });

  it('is null without either', async () => {
    expect(await resolveToken({}, storeWith(null), URL)).toBeNull();
  });

  it.each([['svcp_a b'], ['svcp_é'], ['svcp_a\u0000b']])('refuses %j without echoing it', async (token) => {
    const failure = resolveToken({ SERVICE_TOKEN: token }, noStore, URL);
    await expect(failure).rejects.toMatchObject({ exitCode: 2 });
    await expect(failure).rejects.toThrow('SERVICE_TOKEN is malformed');
    await expect(failure).rejects.not.toThrow(token);
  });

  it('refuses a saved token that cannot be sent', async () => {
    const saved = { token: 'svcp_\nx', scope: null, saved_at: '' };
    await expect(resolveToken({}, storeWith(saved), URL)).rejects.toThrow('run `dps login` again');
  });
});
