# Worker image for GPU nodes: adds @tensorflow/tfjs-node-gpu, which the engine picks first when a GPU is visible.
# Its install downloads libtensorflow (CUDA build), which is why it is not a dependency of the repository itself.
# Build from the repository root: docker build -f docker/engine-gpu.Dockerfile -t adsight-engine-gpu .
FROM nvidia/cuda:12.2.2-cudnn8-runtime-ubuntu22.04 AS base
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl gnupg \
 && curl -fsSL https://deb.nodesource.com/setup_20.x | bash - \
 && apt-get install -y --no-install-recommends nodejs build-essential python3 \
 && rm -rf /var/lib/apt/lists/*

FROM base AS build
WORKDIR /app
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
 && npm prune --omit=dev --workspace shared --workspace migrations --workspace engine --include-workspace-root \
 && npm install --no-save --workspace engine @tensorflow/tfjs-node-gpu@4.22.0

FROM base
WORKDIR /app
ENV NODE_ENV=production ENGINE_MODE=worker
COPY --from=build /app /app
CMD ["node", "engine/dist/main.js"]
