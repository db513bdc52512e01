# Engine image: API and worker (ENGINE_MODE selects the role). CPU-only: the simulation runs on the wasm backend.
# Build from the repository root: docker build -f docker/engine.Dockerfile -t adsight-engine .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY migrations/package.json migrations/
COPY engine/package.json engine/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --workspace shared --workspace migrations --workspace engine --include-workspace-root
COPY shared shared
COPY migrations migrations
COPY engine engine
RUN npm run build -w shared -w migrations -w engine \
 && npm prune --omit=dev --workspace shared --workspace migrations --workspace engine --include-workspace-root

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production ENGINE_MODE=api ENGINE_PORT=8000
COPY --from=build /app /app
USER node
EXPOSE 8000
CMD ["node", "engine/dist/main.js"]
