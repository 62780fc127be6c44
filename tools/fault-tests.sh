#!/usr/bin/env bash
# The fault tests (docs/reliability.md): the built apps as child processes, killed and cut off from
# their database and Redis on purpose. Only this script runs them (`*.fault-spec.ts` matches neither
# `npm test` nor `npm run test:integration`), one file at a time, after a build.
#   DATABASE_URL  required: the shared PostgreSQL server, for throw-away databases (never restarted;
#                 the database-restart test runs a private cluster of its own)
#   FAULT_SEED    optional: replays the dispatcher kill schedule a run reported
# The tests start their own redis-server (needs it on PATH); REDIS_URL is not used.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test}"
bash tools/build.sh
export NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning"
exec npx jest --selectProjects tools --testMatch '**/tools/fault/**/*.fault-spec.ts' --runInBand "$@"
