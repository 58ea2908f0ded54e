# The API and the built web apps in one image, as `npm start` serves them (docs/operations.md).
# Configuration only by environment (README "Configuration"); nothing is baked in.
#   docker build -t pedeja .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://... pedeja
# Podman and Buildah write OCI images by default, and OCI has no HEALTHCHECK: build with
#   podman build --format docker -t pedeja .     (buildah bud --format docker alike)

# Node 24 LTS (.nvmrc), pinned by digest so a rebuild gets the very same base; Renovate proposes
# the new digest when the tag moves. To refresh by hand:
#   docker buildx imagetools inspect node:24-slim --format '{{json .Manifest.Digest}}'
ARG NODE_IMAGE=node:24-slim@sha256:a9f5f7c91a432850b2a8a7797adf5eadb6c733ceed61167806cee7ea7fbc29df

# The workspaces' manifests, for both installs below.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/merchant/package.json apps/merchant/

# Production packages only: the bundle leaves node_modules outside (scripts/bundle-api.mjs).
# --legacy-peer-deps: npm would otherwise install what drizzle-orm names as optional peers and the
# lockfile happens to hold (sql.js, 30 MB, and @types/*, there for the tests and the native app's
# web build); the API loads none of them.
FROM manifests AS deps
RUN npm ci --omit=dev --legacy-peer-deps --workspace @delivery/api --no-audit --no-fund

# Everything else needs the dev tools: Vite for the apps, esbuild for the API's bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node scripts/bundle-api.mjs

# The bundle names its files by their build-time paths (the migrations, the PGlite template, the
# built apps), so the runtime keeps the same layout under the same /app.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=32768
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/api/src/db/pglite-template.json /app/apps/api/src/db/pglite-template.tar.br apps/api/src/db/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/merchant/dist apps/merchant/dist
# The embedded database and product photos when no DATABASE_URL / S3_BUCKET: a volume goes here.
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: /ready (database, Redis) is the balancer's question, not a reason to restart.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself as PID 1, so SIGTERM reaches the API's drain (apps/api/src/server.ts).
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
