# syntax=docker/dockerfile:1
# Kuza's gateway: nginx serving the shell, every remote's released files and /api on one origin.
# Build from the repository root:  docker build -f deploy/gateway.Dockerfile -t kuza-gateway .
# The image carries the releases it was built with (a first deployment); later releases are made
# with `npm run release` / `promote` against the same store, mounted at /srv/kuza/releases.

FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund
# Build every app, release each into the store and make it live, then write the nginx config
# from deploy/nginx.conf.template for the API replicas of deploy/compose.yaml (KUZA_API_SERVERS).
ARG KUZA_API_SERVERS=api-1:4000,api-2:4000
RUN KUZA_RELEASES_DIR=/srv/kuza/releases npx tsx scripts/releases.ts publish-all \
  && npx tsx scripts/gateway-config.ts --out /srv/kuza/nginx.conf --store /srv/kuza/releases \
       --api "$KUZA_API_SERVERS" --listen 8080 --run-dir /tmp/kuza-nginx

FROM nginx:1.27-bookworm AS runtime
COPY --from=build --chown=nginx:nginx /srv/kuza /srv/kuza
RUN mkdir -p /tmp/kuza-nginx && chown nginx:nginx /tmp/kuza-nginx
USER nginx
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD curl -fsS http://127.0.0.1:8080/remotes.json >/dev/null || exit 1
STOPSIGNAL SIGQUIT
CMD ["nginx", "-c", "/srv/kuza/nginx.conf"]
