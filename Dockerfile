# syntax=docker/dockerfile:1
# The production image (README "Beyond one machine"): the web app built in one stage, the server's
# runtime dependencies in another, and a final stage that runs as the unprivileged `node` user.
# compose.yaml builds it; deploy-topology.test.ts checks it against the tested topology.

ARG NODE_IMAGE=node:20-bookworm-slim

# --- 1. The workspace's package manifests, for both installs below ---
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/insurance/package.json packages/insurance/
COPY packages/assistant/package.json packages/assistant/

# --- 2. Build the web app (needs the dev dependencies: Vite and friends) ---
FROM manifests AS web
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- 3. Runtime dependencies only, and the sources the server runs (TypeScript, through tsx) ---
FROM manifests AS runtime
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages packages
COPY apps/server/src apps/server/src
COPY apps/server/drizzle apps/server/drizzle
COPY apps/server/tsconfig.json apps/server/
COPY tsconfig.base.json ./
COPY data data
COPY --from=web /app/apps/web/dist apps/web/dist

# --- 4. The image ---
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime --chown=root:root /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
# Alive: the process answers and its database does (/readyz also reports Redis and the file store).
HEALTHCHECK --interval=15s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself runs the server (tsx as a loader), so SIGTERM reaches it: answers in flight finish within
# SHUTDOWN_TIMEOUT_MS (compose's stop_grace_period is longer).
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]
