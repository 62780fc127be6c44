// A real OpenID provider (the `oidc-provider` package) on 127.0.0.1 and a free port, for the tests
// of "Sign in with …" (docs/accounts.md "Single sign-on"). It is ESM only, so tests start it as a
// child process (test-oidc-provider.ts). Its settings come as JSON in OIDC_TEST_PROVIDER:
//   { clientId, clientSecret, redirectUris: [...], accounts: { <login>: { email, email_verified, name } } }
// Its login page (the package's development interactions) takes any login named in `accounts` and
// any password; the ID token carries only `sub`, so the email comes from the userinfo endpoint, as
// with providers that keep the ID token small. It prints `listening <issuer>` once it serves.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.env.OIDC_TEST_PROVIDER ?? '{}');
const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      redirect_uris: settings.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  // Every authorization request must carry a PKCE challenge (S256), confidential client or not.
  pkce: { required: () => true },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['test-oidc-provider-cookie-key'] },
  async findAccount(_ctx, id) {
    const account = settings.accounts?.[id];
    if (!account) return undefined;
    return { accountId: id, claims: async () => ({ sub: id, ...account }) };
  },
});
// The package warns about its development settings (keys, interactions): known, and meant here.
provider.on('server_error', (_ctx, error) => process.stderr.write(`oidc-provider: ${error.stack}\n`));
server.on('request', provider.callback());
process.stdout.write(`listening ${issuer}\n`);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
