import { Font } from "@react-pdf/renderer";
import { dirname, join } from "node:path";

// Built-in Helvetica knows only Latin-1. DejaVu Sans Condensed (Helvetica's width, so the layout holds) covers Latin,
// Greek, Cyrillic; react-pdf falls back per glyph to Noto Sans Hans for CJK. No Hangul in either (engine/README.md).
const DEJAVU = join(dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
// The package exports only its index, which lists the files; they lie in fonts/ beside dist/.
const HANS = join(dirname(require.resolve("@embedpdf/fonts-sc")), "../fonts");

Font.register({
  family: "DejaVu Sans Condensed",
  fonts: [{ src: join(DEJAVU, "DejaVuSansCondensed.ttf") }, { src: join(DEJAVU, "DejaVuSansCondensed-Bold.ttf"), fontWeight: "bold" }],
});
Font.register({
  family: "Noto Sans Hans",
  fonts: [{ src: join(HANS, "NotoSansHans-Regular.otf") }, { src: join(HANS, "NotoSansHans-Bold.otf"), fontWeight: "bold" }],
});

export const REPORT_FONT = ["DejaVu Sans Condensed", "Noto Sans Hans"];
