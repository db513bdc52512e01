import { Font } from "@react-pdf/renderer";
import { dirname, join } from "node:path";

/**
 * The report's typefaces, embedded (only the glyphs a report uses): DejaVu Sans Condensed (about Helvetica's width,
 * so the pages keep their layout) for Latin, Greek and Cyrillic, then
 * Noto Sans Hans for Chinese and Japanese (kana and kanji), which react-pdf takes per character where DejaVu has no
 * glyph. The PDF's built-in Helvetica only knows Latin-1, so a campaign named in Greek, Cyrillic or CJK printed wrong.
 * Both come from npm packages (no download at run time, nothing to install on the machine); Korean Hangul is in
 * neither (see engine/README.md).
 */
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
