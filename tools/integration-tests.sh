#!/usr/bin/env bash
# The tests that touch a database, run against the server named by DATABASE_URL
# (each test file creates and drops its own throw-away database there).
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test}"
export NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning"
exec npx jest --selectProjects persistence tools api "$@"
