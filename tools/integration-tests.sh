#!/usr/bin/env bash
# The tests that touch a database, run against the server named by DATABASE_URL
# (each test file creates and drops its own throw-away database there), and against Redis at
# REDIS_URL (default redis://127.0.0.1:6379) for the limits shared by several api and webhook-in
# instances. The domain and nest-kit are pure of I/O and run only in `npm test`.
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test}"
export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
export NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning"
# The Chromium walks (apps/web/browser) run once, in `npm test`: they check what a browser shows and
# does; what the pages read and write on this server is checked by the web project's page tests here.
exec npx jest --selectProjects persistence tools api web webhook-in webhook-dispatcher cli \
  --testPathIgnorePatterns '/apps/web/browser/' '/node_modules/' "$@"
