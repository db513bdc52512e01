// The engine's import rules, checked by `npm run lint` (dependency-cruiser over src, tests left out).
module.exports = {
  forbidden: [
    {
      name: "no-feature-cycles",
      comment: "No two features import each other, directly or through other features.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/modules/" },
      to: { path: "^src/modules/", circular: true },
    },
    {
      name: "cross-cutting-imports-no-feature",
      comment: "common/, config/ and queues/ serve every feature and import none.",
      severity: "error",
      from: { path: "^src/(common|config|queues)/" },
      to: { path: "^src/modules/" },
    },
    {
      name: "model-imports-no-app",
      comment: "The simulation model has a narrow interface and no Nest, HTTP or database code inside.",
      severity: "error",
      from: { path: "^src/simulation/" },
      to: { path: "^src/(modules|common|config|database|queues)/" },
    },
    {
      name: "model-no-cycles",
      comment: "No file of the model imports itself back, directly or through other files.",
      severity: "error",
      from: { path: "^src/simulation/" },
      to: { path: "^src/simulation/", circular: true },
    },
    ...[
      // Each stage imports only the stages before it; the shared files (image, geometry, rng…) none of them.
      ["(backend|geometry|image|rng|types)\\.ts$", "(features|priority|viewers|results|video)/|parameters\\.ts$"],
      ["(features/|parameters\\.ts$)", "(priority|viewers|results|video)/"],
      ["priority/", "(viewers|results|video)/"],
      ["viewers/", "(results|video)/"],
      ["results/", "video/"],
      ["(features|priority|viewers|results|video)/|(backend|geometry|image|rng|types|parameters)\\.ts$", "recommend/"],
      ["(features|priority|viewers|results|video|recommend)/", "(pipeline|stages|index)\\.ts$"],
    ].map(([from, later]) => ({
      name: "model-stages-in-order",
      comment: "The model's stages in order: image → features (parameters) → priority → viewers → results → video → recommend → pipeline.",
      severity: "error",
      from: { path: `^src/simulation/(${from})` },
      to: { path: `^src/simulation/(${later})` },
    })),
    {
      name: "media-imports-no-app-or-model",
      comment: "The media layer (sharp, ffmpeg) serves the intake and the model alike and imports neither.",
      severity: "error",
      from: { path: "^src/media/" },
      to: { path: "^src/(modules|simulation|common|config|database|queues)/" },
    },
    {
      name: "sharp-only-in-media",
      comment: "Images are decoded and encoded in one place: src/media.",
      severity: "error",
      from: { pathNot: "^src/media/" },
      to: { path: "(^|/)node_modules/sharp/" },
    },
    {
      name: "runtime-imports-no-tooling",
      comment: "src holds the running engine: it imports no test support, tools or API client.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(test|tools|api-client|research|launcher)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.test\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
