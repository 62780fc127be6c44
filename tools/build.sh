#!/usr/bin/env bash
# `npm run build`: compiles apps, libs and tools into dist/, incrementally. `tsc -b` compares the
# sources and tsconfig files with dist/.tsbuildinfo and does nothing when none changed; tsc-alias
# (rewrites the @deal/* path aliases) runs only after tsc wrote something. No-change run: ~0.4 s.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=node_modules/.bin
"${bin}/tsc" -b tsconfig.build.json
if [ ! dist/.aliases-rewritten -nt dist/.tsbuildinfo ]; then
  "${bin}/tsc-alias" -p tsconfig.build.json
  touch dist/.aliases-rewritten
  # tsc-alias rewrites every file under dist/, the packages' too (their `@deal/sdk` would become a
  # path into libs/): they are made again below.
  rm -f dist/packages/.built
fi
# The web application's stylesheet and script are served from beside their loader.
mkdir -p dist/apps/web/src/assets
cp -p apps/web/src/assets/app.css apps/web/src/assets/app.js dist/apps/web/src/assets/
# The installable packages (dist/packages/<name>, docs/packages.md), rebuilt only when their sources
# (tests aside), manifests, READMEs or CHANGELOGs changed since they were last made: a change
# elsewhere, say in the api, costs nothing here.
stamp=dist/packages/.built
changed() {
  find libs/domain libs/sdk apps/cli tools/packages -newer "${stamp}" -type f \
    ! -name '*.spec.ts' ! -name '*.e2e-spec.ts' ! -path '*/testing/*' -print -quit
}
if [ ! -e "${stamp}" ] || [ -n "$(changed)" ]; then
  node dist/tools/packages/build-packages.js
  touch "${stamp}"
fi
