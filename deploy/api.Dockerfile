# syntax=docker/dockerfile:1
# Kuza API. Build from the repository root:  docker build -f deploy/api.Dockerfile -t kuza-api .
# It runs the TypeScript sources with tsx, as `npm start` does; configuration is environment only
# (docs/deploying.md, api/src/config.ts).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/ui/package.json packages/ui/
COPY api/package.json api/
# `npm install` (not `npm ci`): the lock lists only the Linux builds of native packages. Without the
# development dependencies: the embedded databases (@kuza/mongo-offline, mongodb-memory-server-core)
# are for development and tests, and production reads MONGODB_URI (api/src/db/select-database.ts).
RUN npm install --no-audit --no-fund --omit=dev --workspace @kuza/api --include-workspace-root=false \
  && npm cache clean --force
# The TypeScript runner (a development tool of the repository, so installed on its own), the version the lock pins.
RUN TSX=$(node -p "require('./package-lock.json').packages['node_modules/tsx'].version") \
  && npm install --no-audit --no-fund --prefix /opt/tsx "tsx@$TSX" && npm cache clean --force

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0 KUZA_DATA_DIR=/var/lib/kuza
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /opt/tsx /opt/tsx
COPY package.json tsconfig.base.json ./
COPY packages/contracts packages/contracts
# Messages in the reader's language: the translation layer, and the API's own catalogs beside the contracts'.
COPY packages/i18n packages/i18n
# The shared deck's page is drawn with the same React elements as the decks remote's text view.
COPY packages/ui packages/ui
COPY api/package.json api/tsconfig.json api/
COPY api/src api/src
COPY api/locales api/locales
RUN mkdir -p /var/lib/kuza && chown node:node /var/lib/kuza
USER node
EXPOSE 4000
# Liveness: the process answers. Readiness (database and Redis) is /ready, for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM drains requests in flight before the process exits (api/src/server.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "file:///opt/tsx/node_modules/tsx/dist/loader.mjs", "api/src/server.ts"]
