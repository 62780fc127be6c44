# syntax=docker/dockerfile:1
# One image for every app (docs/operations.md, "Container image"). The default command runs the
# api; webhook-in, the dispatcher and the migrations run from the same image with another command:
#   node dist/apps/webhook-in/src/main.js
#   node dist/apps/webhook-dispatcher/src/main.js
#   node dist/tools/migrate.js
#   node dist/tools/prune.js
# tools/deploy/deploy-manifests.spec.ts checks this file against the code.

# The Node.js major of package.json's `node` package, which `npm start` runs on (docs/performance.md).
ARG NODE_IMAGE=node:24-bookworm-slim

# Build: every dependency, then `npm run build` (tools/build.sh) compiles apps, libs and tools into
# dist/ and copies the web application's stylesheet and script beside their loader.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: nx's (not used by the build), @scarf/scarf's (analytics) and the `node`
# package's (it fetches the Node.js binary this image already is, so its empty link is skipped).
RUN npm ci --ignore-scripts
COPY tsconfig.base.json tsconfig.build.json ./
COPY apps apps
COPY libs libs
COPY tools tools
RUN npm run build

# Runtime: production dependencies and the compiled output only; no compiler, no sources.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY deploy/docker/healthcheck.js ./healthcheck.js
# The `node` user of the official image (uid 1000); numeric, so Kubernetes can verify runAsNonRoot.
USER 1000:1000
# api, webhook-in, dispatcher (health and metrics), api metrics, webhook-in metrics.
EXPOSE 3000 3001 3002 9101 9102
# Whichever app runs, it must answer GET /healthz on its port (no curl in a slim image: node asks).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 CMD ["node", "healthcheck.js"]
CMD ["node", "dist/apps/api/src/main.js"]
