#!/usr/bin/env bash
# Black-box checks of `npm start` (CONTRACT §1), run the way a user runs it; every wait is bounded.
#   bash tools/start-smoke.sh embedded      empty DATA_DIR (mktemp), no DATABASE_URL: the first start
#                                           prints the demo tokens; /v1/meta and the printed curl line
#                                           answer 200, webhook-in and the dispatcher answer, the
#                                           built CLI lists the space with the printed token; the
#                                           printed password signs in to the web app; SIGTERM
#                                           stops it; a second start prints no token and still
#                                           accepts the first one
#   bash tools/start-smoke.sh server URL    DATABASE_URL=URL: boots all three apps, prints no token;
#                                           then the per-app scripts, one process each
# Both check every app's /healthz, /readyz and /metrics (docs/operations.md).
# Output of each start goes to a temporary directory and is shown when a check fails.
set -euo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d)"
pid=""
cleanup() {
  if [ -n "${pid}" ]; then kill -KILL -- "-${pid}" 2>/dev/null || true; fi
  rm -rf "${work}"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
  echo "start-smoke: $*" >&2
  for log in "${work}"/*.log; do [ -e "${log}" ] && { echo "--- ${log##*/}" >&2; tail -n 30 "${log}" >&2; }; done
  exit 1
}

free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }
port="$(free_port)"
webhook_in_port="$(free_port)"
dispatcher_port="$(free_port)"
api_metrics_port="$(free_port)"
webhook_in_metrics_port="$(free_port)"
base="http://127.0.0.1:${port}"
ports=(API_PORT="${port}" WEBHOOK_IN_PORT="${webhook_in_port}" DISPATCHER_PORT="${dispatcher_port}"
  API_METRICS_PORT="${api_metrics_port}" WEBHOOK_IN_METRICS_PORT="${webhook_in_metrics_port}")

# npm start in its own process group (so cleanup can end everything), output in ${work}/$1.log.
start() {
  local name=$1
  shift
  env "$@" "${ports[@]}" setsid npm start >"${work}/${name}.log" 2>&1 &
  pid=$!
  local deadline=$((SECONDS + 180)) # a cold start includes a full build
  until curl -sf -o /dev/null --max-time 2 "${base}/v1/meta"; do
    kill -0 "${pid}" 2>/dev/null || fail "${name}: npm start exited before answering"
    [ "${SECONDS}" -lt "${deadline}" ] || fail "${name}: no answer on ${base} within 180 s"
    sleep 0.2
  done
}

# SIGTERM to npm (which forwards it to the app); it must be gone within 10 s with status 0.
stop() {
  local name=$1 started=${SECONDS} status=0
  kill -TERM "${pid}"
  while kill -0 "${pid}" 2>/dev/null; do
    [ $((SECONDS - started)) -lt 10 ] || fail "${name}: still running 10 s after SIGTERM"
    sleep 0.1
  done
  wait "${pid}" || status=$?
  pid=""
  [ "${status}" -eq 0 ] || fail "${name}: exit status ${status} after SIGTERM"
  grep -q '"msg":"stopped"' "${work}/${name}.log" || fail "${name}: no 'stopped' log line"
}

# A body is checked with `grep PATTERN >/dev/null`, never `grep -q`, after a pipe: under
# pipefail, grep -q leaving at its first match makes the writer die of SIGPIPE on a long body
# (a /metrics page) and fails the check on a body that matched.
expect_200() {
  local what=$1 body
  shift
  body="$(curl -sf --max-time 5 "$@")" || fail "${what}: request failed"
  printf '%s' "${body}"
}

# The other two apps of the same process: webhook-in refuses a call without a signing key (401),
# the dispatcher's health endpoint is up.
expect_all_apps() {
  local status
  status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 -X POST \
    "http://127.0.0.1:${webhook_in_port}/spaces/spc_smoke/webhook-in")"
  [ "${status}" = 401 ] || fail "webhook-in: expected 401 without a key, got ${status}"
  expect_200 "dispatcher /health" "http://127.0.0.1:${dispatcher_port}/health" | grep '"ok"' >/dev/null ||
    fail "dispatcher /health is not ok"
}

# docs/operations.md: every app is alive and ready on its own port, and the metrics answer on
# theirs (the api's and webhook-in's) or the dispatcher's, in Prometheus's format.
expect_operations() {
  local app_port
  for app_port in "${port}" "${webhook_in_port}" "${dispatcher_port}"; do
    expect_200 "/healthz on ${app_port}" "http://127.0.0.1:${app_port}/healthz" | grep '"status":"ok"' >/dev/null ||
      fail "/healthz on ${app_port} is not ok"
    expect_200 "/readyz on ${app_port}" "http://127.0.0.1:${app_port}/readyz" |
      grep '"database":{"status":"up"}' >/dev/null || fail "/readyz on ${app_port} is not ready"
  done
  expect_200 "api /metrics" "http://127.0.0.1:${api_metrics_port}/metrics" |
    grep '^http_requests_total{.*app="api"}' >/dev/null || fail "api /metrics has no http_requests_total"
  expect_200 "webhook-in /metrics" "http://127.0.0.1:${webhook_in_metrics_port}/metrics" |
    grep '^process_cpu_user_seconds_total{app="webhook-in"}' >/dev/null || fail "webhook-in /metrics has no process metrics"
  expect_200 "dispatcher /metrics" "http://127.0.0.1:${dispatcher_port}/metrics" |
    grep '^webhook_deliveries_pending{app="webhook-dispatcher"}' >/dev/null || fail "dispatcher /metrics has no outbox depth"
  local status
  status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "${base}/metrics")"
  [ "${status}" = 404 ] || fail "the api's public port answered /metrics with ${status}"
}

# The per-app scripts (npm run start:api, start:webhook-in, start:dispatcher), each its own
# process on the same database: the same operations checks, then SIGTERM stops each with status 0.
per_app_scripts() {
  local pids=() script app_port deadline
  # One at a time: each script builds first, and two builds must not write dist/ together.
  for script in start:api:"${port}" start:webhook-in:"${webhook_in_port}" start:dispatcher:"${dispatcher_port}"; do
    app_port="${script##*:}"
    script="${script%:*}"
    env -u REDIS_URL DATABASE_URL="$1" "${ports[@]}" setsid npm run --silent "${script}" >"${work}/${script}.log" 2>&1 &
    pids+=($!)
    deadline=$((SECONDS + 180))
    until curl -sf -o /dev/null --max-time 2 "http://127.0.0.1:${app_port}/readyz"; do
      kill -0 "${pids[-1]}" 2>/dev/null || fail "npm run ${script} exited before it was ready"
      [ "${SECONDS}" -lt "${deadline}" ] || fail "npm run ${script}: not ready on ${app_port} within 180 s"
      sleep 0.2
    done
  done
  curl -sf -o /dev/null --max-time 5 "${base}/v1/meta" || fail "npm run start:api: GET /v1/meta failed"
  expect_operations
  local p status
  for p in "${pids[@]}"; do kill -TERM "${p}"; done
  for p in "${pids[@]}"; do
    status=0
    wait "${p}" || status=$?
    [ "${status}" -eq 0 ] || fail "a per-app script exited ${status} after SIGTERM"
  done
}

# At the default level a start says where each app listens and nothing more before the demo block
# (docs/operations.md "Logs"): no module or route listings. npm's own "> …" lines, the requests this
# script sends while the apps come up, warnings, and the one line saying where emails go without
# SMTP_URL (docs/accounts.md "Email": a newcomer follows invitation links from the log) aside.
quiet_start() {
  local before listening other
  before="$(sed -n '/^-----/q;p' "$1" | grep -v -e '^>' -e '^$' -e '"msg":"request"' || true)"
  listening="$(grep -c '"level":"info","msg":"[a-z-]* listening"' <<<"${before}" || true)"
  [ "${listening}" -eq 3 ] || fail "expected 3 'listening' lines before the demo block, got ${listening}"
  other="$(grep -v -e '"msg":"[a-z-]* listening"' -e '"level":"warn"' -e '"level":"error"' \
    -e '"level":"info","msg":"email goes to this log: ' <<<"${before}" || true)"
  [ -z "${other}" ] || fail "the start printed more than where each app listens: $(head -n 3 <<<"${other}")"
}

# The web application: the demo password printed by the first start signs in at the printed page
# (a 303 to the deals with a session cookie); a wrong one does not.
sign_in_with_printed_password() {
  local email password jar status
  email="$(sed -nE 's/^ *user +([^ ]+@[^ ]+) \(usr_.*$/\1/p' "${work}/first.log")"
  password="$(sed -nE 's/^ *password +([A-Za-z0-9_-]+)$/\1/p' "${work}/first.log")"
  [ -n "${email}" ] && [ -n "${password}" ] || fail "first start printed no demo email and password"
  grep -q "sign in at ${base}/sign-in as ${email}" "${work}/first.log" || fail "no sign-in line printed"
  jar="${work}/cookies"
  csrf="$(curl -sf --max-time 5 -c "${jar}" "${base}/sign-in" | sed -nE 's/.*name="_csrf" value="([0-9a-f]+)".*/\1/p')"
  [ -n "${csrf}" ] || fail "GET /sign-in: no form"
  status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 10 -b "${jar}" -c "${jar}" \
    --data-urlencode "_csrf=${csrf}" --data-urlencode "email=${email}" --data-urlencode "password=${password}" \
    "${base}/sign-in")"
  [ "${status}" = 303 ] || fail "sign-in with the printed password: expected 303, got ${status}"
  grep -q 'dps_session' "${jar}" || fail "sign-in set no session cookie"
  expect_200 "a signed-in page" -b "${jar}" "${base}/spaces" | grep '<h1>Your spaces</h1>' >/dev/null ||
    fail "the spaces page did not show after sign-in"
}

case "${1:-}" in
  embedded)
    data_dir="${work}/data"
    start first -u DATABASE_URL -u REDIS_URL DATA_DIR="${data_dir}"
    token="$(sed -nE 's/^ *read_write token +(svcp_[A-Za-z0-9]+)$/\1/p' "${work}/first.log")"
    [ -n "${token}" ] || fail "first start printed no read_write token"
    expect_200 "GET /v1/meta" "${base}/v1/meta" | grep '"version"' >/dev/null || fail "GET /v1/meta: no version"
    curl_line="$(grep -E '^ +curl -s -H "Authorization: Bearer svcp_' "${work}/first.log" | head -n 1)"
    [ -n "${curl_line}" ] || fail "first start printed no curl line"
    spaces="$(eval "${curl_line} --fail --max-time 5")" || fail "the printed curl line failed"
    grep -q '"items":\[{"id":"spc_' <<<"${spaces}" || fail "the printed curl line listed no space: ${spaces}"
    expect_all_apps
    expect_operations
    sign_in_with_printed_password
    listed="$(SERVICE_URL="${base}" SERVICE_TOKEN="${token}" node dist/apps/cli/src/main.js spaces list)" ||
      fail "dps spaces list failed"
    grep -q '^spc_' <<<"${listed}" || fail "dps spaces list showed no space: ${listed}"
    ! grep -q "${token}" <<<"${listed}" || fail "dps printed the token"
    stop first
    quiet_start "${work}/first.log"

    start second -u DATABASE_URL -u REDIS_URL DATA_DIR="${data_dir}"
    ! grep -q 'svcp_' "${work}/second.log" || fail "second start printed a token again"
    expect_200 "GET /v1/spaces after a restart" -H "Authorization: Bearer ${token}" "${base}/v1/spaces" >/dev/null
    stop second
    ;;
  server)
    [ -n "${2:-}" ] || fail "usage: start-smoke.sh server postgres://…"
    start server -u REDIS_URL DATABASE_URL="$2"
    expect_200 "GET /v1/meta" "${base}/v1/meta" | grep '"version"' >/dev/null || fail "GET /v1/meta: no version"
    ! grep -q 'svcp_' "${work}/server.log" || fail "a start on DATABASE_URL printed a token"
    expect_all_apps
    expect_operations
    stop server
    per_app_scripts "$2"
    ;;
  *)
    fail "usage: start-smoke.sh embedded | server postgres://…"
    ;;
esac
echo "start-smoke $1: ok"
