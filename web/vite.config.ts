import { vitePlugin as remix } from "@remix-run/dev";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig({
  // Vitest runs the pure helpers only; the Remix plugin would try to compile the whole route tree.
  plugins: process.env.VITEST
    ? []
    : [
        remix({
          future: {
            v3_fetcherPersist: true,
            v3_relativeSplatPath: true,
            v3_throwAbortReason: true,
            v3_lazyRouteDiscovery: true,
          },
        }),
      ],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  server: { port: Number(process.env.WEB_PORT ?? 3000) },
  test: { include: ["app/**/*.test.ts", "server/**/*.test.ts"] },
});
