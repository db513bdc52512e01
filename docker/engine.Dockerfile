# Engine image: API and worker (ENGINE_MODE selects the role). CPU-only: the simulation runs on the wasm backend.
# Build from the repository root: docker build -f docker/engine.Dockerfile -t adsight-engine .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY migrations/package.json migrations/
COPY engine/package.json engine/
COPY engine/launcher/package.json engine/launcher/
COPY engine/research/package.json engine/research/
COPY engine/api-client/package.json engine/api-client/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --workspace shared --workspace migrations --workspace @adsight/engine --include-workspace-root
COPY shared shared
COPY migrations migrations
COPY engine engine
RUN npm run build -w shared -w migrations -w @adsight/engine \
 && npm prune --omit=dev --workspace shared --workspace migrations --workspace @adsight/engine --include-workspace-root

FROM node:20-bookworm-slim
# ffmpeg and ffprobe, from Debian: video creatives are probed, decoded and encoded by them.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production ENGINE_MODE=api ENGINE_PORT=8000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/migrations/package.json migrations/
COPY --from=build /app/migrations/dist migrations/dist
COPY --from=build /app/engine/package.json engine/
COPY --from=build /app/engine/dist engine/dist
# The node user of the base image, by number so Kubernetes can verify runAsNonRoot.
USER 1000:1000
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.ENGINE_PORT||8000)+'/api/v1/utils/health-check/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "engine/dist/main.js"]
