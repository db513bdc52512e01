import { workspaceConfig } from "../../eslint.base.mjs";

export default workspaceConfig(import.meta.dirname, { ignores: ["vitest.config.ts"] });
