#!/usr/bin/env bash
# `npm run sdk:generate`: builds the OpenAPI document the api serves (without listening) and
# regenerates libs/sdk/src/generated/ from it. Commit the result with the route change.
set -euo pipefail
cd "$(dirname "$0")/../.."
folder="$(mktemp -d)"
trap 'rm -rf "${folder}"' EXIT
npm run --silent build
node dist/apps/api/src/openapi/write-openapi.js --out "${folder}/openapi.json"
node dist/tools/sdk/generate-sdk.js "${folder}/openapi.json"
