#!/usr/bin/env bash
# The installable packages, tried as another project would (docs/packages.md): `npm run build`
# writes them, `npm pack` makes their tarballs, and a throw-away project outside the repository
# installs them (production dependencies from npm's cache, else the registry). There:
# - a TypeScript file using the domain's shift resolution and Monday rounding compiles with
#   `tsc --strict` and prints the dates it should;
# - `dps meta` and an SDK call (a token's spaces) answer from a live service: the built api on the
#   embedded database, on a free loopback port, bootstrapped with an owner and a token;
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
dates="$(node -p 'require("./out/reschedule.js").dates')"
[ "${dates}" = "2026-11-23 2026-12-07" ] || fail "the domain resolved other dates: ${dates}"

# A live service: the built api on an embedded database of its own, with an owner and a token.
port="$(node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"
export DATA_DIR="${work}/data" SERVICE_URL="http://127.0.0.1:${port}"
unset DATABASE_URL REDIS_URL
owner="$(node "${repo}/dist/tools/bootstrap.js" --json)" || fail "bootstrap failed"
API_PORT="${port}" LOG_LEVEL=silent node "${repo}/dist/apps/api/src/main.js" >"${work}/api.log" 2>&1 &
api_pid=$!
deadline=$((SECONDS + 60))
until curl -sf -o /dev/null --max-time 2 "${SERVICE_URL}/v1/meta"; do
  kill -0 "${api_pid}" 2>/dev/null || fail "the api exited before answering"
  [ "${SECONDS}" -lt "${deadline}" ] || fail "the api did not answer within 60 s"
  sleep 0.2
done

meta="$(npx --no-install dps meta)" || fail "dps meta failed"
grep -q '^api version   1.0.0 (v1)$' <<<"${meta}" || fail "dps meta printed: ${meta}"

export SERVICE_TOKEN="$(node -p 'JSON.parse(process.argv[1]).tokens.read' "${owner}")"
space="$(node -p 'JSON.parse(process.argv[1]).space.id' "${owner}")"
listed="$(node -e '
  const { createDpsClient } = require("@deal/sdk");
  (async () => {
    const ids = [];
    for await (const space of createDpsClient().paginate("/v1/spaces")) ids.push(space.id);
    console.log(ids.join(","));
  })().catch((error) => { console.error(error); process.exit(1); });
')" || fail "the SDK call failed"
[ "${listed}" = "${space}" ] || fail "the SDK listed [${listed}], expected [${space}]"
echo "pack-install-test: the domain, SDK and CLI packages install and work outside the repository"
