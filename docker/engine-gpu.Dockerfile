# Worker image for GPU nodes: the engine plus @tensorflow/tfjs-node-gpu, which the engine picks first when TensorFlow
# sees a GPU. Build from the repository root: docker build -f docker/engine-gpu.Dockerfile -t adsight-engine-gpu .
#
# The one pin of the native package. It must equal @tensorflow/tfjs in package-lock.json (the binding registers its
# backend with that tfjs-core), and the CUDA/cuDNN base below must match the libtensorflow it downloads:
# 4.22.0 installs libtensorflow 2.9.1, built for CUDA 11.2 and cuDNN 8.1. tests/deploy/images.test.ts checks both.
ARG TFJS_NODE_GPU_VERSION=4.22.0

# Debian 11 has the glibc of Ubuntu 20.04 (2.31), so what is built here runs on the CUDA base; it has the compilers
# node-gyp needs should the binding have to be built from source.
FROM node:20-bullseye AS build
ARG TFJS_NODE_GPU_VERSION
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
# The binding becomes an optional dependency of the engine in this image only (its install downloads libtensorflow,
# which machines without that access cannot do); npm ci then installs it with everything else from one lockfile.
RUN npm pkg set --workspace @adsight/engine "optionalDependencies.@tensorflow/tfjs-node-gpu=${TFJS_NODE_GPU_VERSION}" \
 && npm install --package-lock-only --ignore-scripts --workspace @adsight/engine \
 && npm ci --workspace shared --workspace migrations --workspace @adsight/engine --include-workspace-root \
 && ls node_modules/@tensorflow/tfjs-node-gpu/deps/lib/libtensorflow.so*
COPY shared shared
COPY migrations migrations
COPY engine engine
RUN npm run build -w shared -w migrations -w @adsight/engine \
 && npm prune --omit=dev --workspace shared --workspace migrations --workspace @adsight/engine --include-workspace-root

FROM nvidia/cuda:11.2.2-cudnn8-runtime-ubuntu20.04
# Node from the official image (the same binary the binding was built against), not from a setup script.
COPY --from=build /usr/local/bin/node /usr/local/bin/node
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --no-create-home --shell /usr/sbin/nologin node
# ffmpeg and ffprobe, from Ubuntu: video creatives are probed, decoded and encoded by them.
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production ENGINE_MODE=worker ENGINE_PORT=8000 SIMULATION_REQUIRE_GPU=true
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/migrations/package.json migrations/
COPY --from=build /app/migrations/dist migrations/dist
COPY --from=build /app/engine/package.json engine/
COPY --from=build /app/engine/dist engine/dist
USER 1000:1000
EXPOSE 8000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.ENGINE_PORT||8000)+'/api/v1/utils/health-check/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "engine/dist/main.js"]
