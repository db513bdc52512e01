import { workspaceConfig } from "../../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, { ignores: ["openapi.d.ts", "vitest.config.ts"] });
