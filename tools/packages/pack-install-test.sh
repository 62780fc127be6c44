#!/usr/bin/env bash
# The installable packages, tried as another project would (docs/packages.md): `npm run build`
# writes them, `npm pack` makes their tarballs, and a throw-away project outside the repository
# installs them (production dependencies from npm's cache, else the registry). There:
# - a TypeScript file using the domain's shift resolution and Monday rounding compiles with
#   `tsc --strict` and gives the dates it should; one using the SDK compiles the same way;
# - `dps meta` and the SDK's calls (a token's spaces, the typed error of an unknown deal) answer
#   from a live service: the built api on the embedded database, on a free loopback port,
#   bootstrapped with an owner and a token;
# - nothing but the declared production dependencies was installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
repo="$(pwd)"
work="$(mktemp -d)"
api_pid=""
cleanup() {
  if [ -n "${api_pid}" ]; then kill -TERM "${api_pid}" 2>/dev/null && wait "${api_pid}" 2>/dev/null || true; fi
  rm -rf "${work}"
}
trap cleanup EXIT
fail() {
  echo "pack-install-test: $*" >&2
  [ -e "${work}/api.log" ] && tail -n 20 "${work}/api.log" >&2
  exit 1
}

npm run --silent build

# A live service, made ready while the packages install: an embedded database of its own,
# bootstrapped with an owner and tokens, then the built api on it on a free loopback port.
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
export DATA_DIR="${work}/data" SERVICE_URL="http://127.0.0.1:${port}"
unset DATABASE_URL REDIS_URL
(
  node dist/tools/bootstrap.js --json >"${work}/owner.json" &&
    API_PORT="${port}" LOG_LEVEL=silent exec node dist/apps/api/src/main.js
) >"${work}/api.log" 2>&1 &
api_pid=$!

mkdir -p "${work}/tarballs" "${work}/project"
for name in domain sdk cli; do
  npm pack --silent --pack-destination "${work}/tarballs" "dist/packages/${name}" >/dev/null
done

# The consumer: its own package.json, outside the repository, the three tarballs installed.
cd "${work}/project"
echo '{ "name": "consumer", "version": "1.0.0", "private": true }' >package.json
npm install --prefer-offline --no-audit --no-fund --loglevel=error "${work}"/tarballs/*.tgz >"${work}/install.log" 2>&1 ||
  { cat "${work}/install.log" >&2; fail "npm install of the tarballs failed"; }
installed="$(cd node_modules && ls -d @*/* [!@.]* 2>/dev/null | sort | tr '\n' ' ')"
expected="@deal/cli @deal/domain @deal/sdk commander openapi-fetch openapi-typescript-helpers "
[ "${installed}" = "${expected}" ] || fail "installed [${installed}], expected only [${expected}]"

# The domain, compiled with --strict by the repository's TypeScript (the consumer installs none).
cat >reschedule.ts <<'TS'
import { mondayOnOrBefore, parseShift, resolveShift } from '@deal/domain';

const thursday: number = Date.UTC(2026, 10, 26);
const shift = parseShift('+2w');
if (!shift.ok) throw new Error('shift refused');
const start = resolveShift(shift.value, thursday);
if (!start.ok) throw new Error(`not resolved: ${start.error.kind}`);
export const dates: string = [mondayOnOrBefore(thursday), start.value].map((ms) => new Date(ms).toISOString().slice(0, 10)).join(' ');
TS
cat >tsconfig.json <<'JSON'
{
  "compilerOptions": {
    "target": "ES2022", "module": "commonjs", "moduleResolution": "node", "lib": ["ES2022"],
    "types": [], "skipLibCheck": false, "outDir": "out"
  },
  "files": ["reschedule.ts"]
}
JSON
"${repo}/node_modules/.bin/tsc" -p . --strict || fail "reschedule.ts does not compile with --strict"

# The SDK, typed from the installed package's .d.ts (Node.js's types for fetch: the repository's).
cat >sdk-call.ts <<'TS'
import { createDpsClient, DpsApiError } from '@deal/sdk';

/** The token's spaces, every page. */
export async function spaceIds(): Promise<string[]> {
  const ids: string[] = [];
  for await (const space of createDpsClient().paginate('/v1/spaces')) ids.push(space.id);
  return ids;
}

/** The status of the typed error an unknown deal answers. */
export async function missingDealStatus(): Promise<number> {
  try {
    await createDpsClient().GET('/v1/deal/{id}', { params: { path: { id: 'deal_0000000000000000000000' } } });
    return 200;
  } catch (error) {
    if (error instanceof DpsApiError) return error.status;
    throw error;
  }
}
TS
cat >tsconfig.sdk.json <<JSON
{
  "compilerOptions": {
    "target": "ES2022", "module": "commonjs", "moduleResolution": "node", "lib": ["ES2022"],
    "typeRoots": ["${repo}/node_modules/@types"], "types": ["node"], "skipLibCheck": false, "outDir": "out"
  },
  "files": ["sdk-call.ts"]
}
JSON
"${repo}/node_modules/.bin/tsc" -p tsconfig.sdk.json --strict || fail "sdk-call.ts does not compile with --strict"
dates="$(node -p 'require("./out/reschedule.js").dates')"
[ "${dates}" = "2026-11-23 2026-12-07" ] || fail "the domain resolved other dates: ${dates}"

deadline=$((SECONDS + 90))
until curl -sf -o /dev/null --max-time 2 "${SERVICE_URL}/v1/meta"; do
  kill -0 "${api_pid}" 2>/dev/null || fail "the bootstrap or the api exited before the api answered"
  [ "${SECONDS}" -lt "${deadline}" ] || fail "the api did not answer within 90 s"
  sleep 0.2
done
owner="$(cat "${work}/owner.json")"

meta="$(npx --no-install dps meta)" || fail "dps meta failed"
grep -q '^api version   1.0.0 (v1)$' <<<"${meta}" || fail "dps meta printed: ${meta}"

export SERVICE_TOKEN="$(node -p 'JSON.parse(process.argv[1]).tokens.read' "${owner}")"
space="$(node -p 'JSON.parse(process.argv[1]).space.id' "${owner}")"
listed="$(node -e 'require("./out/sdk-call.js").spaceIds().then((ids) => console.log(ids.join(",")))')" ||
  fail "the SDK call failed"
[ "${listed}" = "${space}" ] || fail "the SDK listed [${listed}], expected [${space}]"
status="$(node -e 'require("./out/sdk-call.js").missingDealStatus().then(console.log)')" || fail "the SDK error check failed"
[ "${status}" = 404 ] || fail "an unknown deal answered ${status} through the SDK, expected a DpsApiError 404"
echo "pack-install-test: the domain, SDK and CLI packages install and work outside the repository"
