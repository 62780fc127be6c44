#!/usr/bin/env bash
# `npm run openapi:lint`: builds the OpenAPI document the api serves (without listening) and lints it
# with Redocly's recommended rules (redocly.yaml). Fails on any error or warning: Redocly itself
# exits 0 on warnings, so its JSON report is read instead of its exit code.
set -euo pipefail
cd "$(dirname "$0")/../.."
folder="$(mktemp -d)"
trap 'rm -rf "${folder}"' EXIT
npm run --silent build
node dist/apps/api/src/openapi/write-openapi.js --out "${folder}/openapi.json"
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
node node_modules/@redocly/cli/bin/cli.js lint "${folder}/openapi.json" --format=json \
  >"${folder}/report.json" 2>"${folder}/stderr.txt" || true
node -e '
  const report = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
  for (const p of report.problems) {
    const where = (p.location ?? []).map((l) => l.pointer).join(", ");
    console.log(`${p.severity} ${p.ruleId}: ${p.message} (${where})`);
  }
  const { errors, warnings } = report.totals;
  console.log(`redocly lint (recommended): ${errors} errors, ${warnings} warnings`);
  process.exit(errors + warnings === 0 ? 0 : 1);
' "${folder}/report.json" || { cat "${folder}/stderr.txt" >&2; exit 1; }
