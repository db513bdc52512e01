// Each build folder says its own module type, so Node loads dist/esm as ESM and dist/cjs as CommonJS.
import { writeFileSync } from "node:fs";

writeFileSync(new URL("../dist/esm/package.json", import.meta.url), JSON.stringify({ type: "module" }));
writeFileSync(new URL("../dist/cjs/package.json", import.meta.url), JSON.stringify({ type: "commonjs" }));
