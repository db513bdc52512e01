# Web image: the Remix server. Build from the repository root: docker build -f docker/web.Dockerfile -t adsight-web .
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY migrations/package.json migrations/
COPY engine/package.json engine/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --workspace shared --workspace web --include-workspace-root
COPY shared shared
COPY web web
RUN npm run build -w shared -w web \
 && npm prune --omit=dev --workspace shared --workspace web --include-workspace-root

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node_modules/.bin/remix-serve", "web/build/server/index.js"]
