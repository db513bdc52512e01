# Web image: the Remix server. Build from the repository root: docker build -f docker/web.Dockerfile -t adsight-web .
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
RUN npm ci --workspace shared --workspace web --include-workspace-root
COPY shared shared
COPY web web
# The accuracy page bundles the research package's fidelity record (data only; .dockerignore lets this one file through).
COPY engine/research/fidelity.json engine/research/
RUN npm run build -w shared -w web \
 && npm prune --omit=dev --workspace shared --workspace web --include-workspace-root

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/web/package.json web/
# npm keeps Express 4 (the web server's) here, apart from the Express 5 that the engine hoists to the root.
COPY --from=build /app/web/node_modules web/node_modules
COPY --from=build /app/web/build web/build
WORKDIR /app/web
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The web app's own server (web/server/main.ts): JSON log lines, graceful stop on SIGTERM.
CMD ["node", "build/express/server/main.js"]
