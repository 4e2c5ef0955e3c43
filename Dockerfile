# The production image (fly.toml; `docker build -t petal-and-quill .`). Two stages:
#   build: every dependency and the sources, to run `npm run build`;
#   final: the production dependencies only, installed here with `npm ci --omit=dev`, and what
#          the server reads when it runs: build/, public/, server.mjs and the operator's scripts.
# The native modules need no compiler: sharp and @resvg/resvg-js arrive as prebuilt npm packages,
# and better-sqlite3 downloads its prebuilt binary (from its GitHub release) while it installs.
# Node 22, an LTS line (Node 20's support ended in April 2026, and supabase-js asks for 22).
# tests/deploy/dockerfile.test.ts runs the final stage's steps where Docker is absent, on Node 22.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# The data folder belongs to the user the server runs as (a new Docker volume takes this owner).
RUN mkdir -p /data && chown node:node /data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY server.mjs ./
COPY scripts/ops.mjs scripts/ensure-build.mjs ./scripts/
COPY public ./public
COPY --from=build /app/build ./build
USER node
EXPOSE 3000
# For `docker run` (Fly asks /healthz itself, fly.toml): 503 while the database does not answer
# or the server drains on SIGTERM.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.mjs"]
