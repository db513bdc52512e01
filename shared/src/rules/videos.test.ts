import { describe, expect, it } from "vitest";
import { onScreenBy, seenBy, slideshowFidelityText, videoRefusal } from "./videos.js";

const ok = { width: 1280, height: 720, durationMs: 30_000, codec: "h264", container: "mov,mp4,m4a,3gp,3g2,mj2", bytes: 20 * 1024 * 1024 };

describe("videoRefusal", () => {
  it("takes MP4, MOV and WebM clips within every limit, the limits themselves included", () => {
    expect(videoRefusal(ok)).toBeNull();
    expect(videoRefusal({ ...ok, codec: "vp9", container: "matroska,webm" })).toBeNull();
    expect(videoRefusal({ ...ok, width: 1920, height: 1080, durationMs: 60_000, bytes: 100 * 1024 * 1024 })).toBeNull();
  });

  it("says which limit a clip breaks", () => {
    expect(videoRefusal({ ...ok, durationMs: 180_000 })).toBe("is longer than 60 s");
    expect(videoRefusal({ ...ok, bytes: 100 * 1024 * 1024 + 1 })).toBe("is larger than 100 MB");
    expect(videoRefusal({ ...ok, width: 1080, height: 2400 })).toBe("is larger than 1920 px on its long side");
  });

  it("refuses what is no MP4, WebM or MOV video, or one in a codec browsers and the decoder do not share", () => {
    expect(videoRefusal({ ...ok, codec: "gif", container: "gif" })).toBe("is not an MP4, WebM or MOV video");
    expect(videoRefusal({ ...ok, codec: "prores" })).toBe("is encoded as prores, not H.264, HEVC, VP8, VP9 or AV1");
  });
});

describe("seenBy and onScreenBy", () => {
  const logo = { seen_by_second: [10, 35.5], seen_by: 35.5, first_on_screen_ms: 1200 };

  it("reads the share by the end of a second, and of a shorter clip by its end", () => {
    expect(seenBy(logo, 1)).toBe(10);
    expect(seenBy(logo, 3)).toBe(35.5);
  });

  it("says whether the eye catcher had come on screen by the end of a second", () => {
    expect(onScreenBy(logo, 1)).toBe(false);
    expect(onScreenBy(logo, 2)).toBe(true);
  });
});

describe("slideshowFidelityText", () => {
  it("gives each half second's difference from the stills with its sign", () => {
    const material = { material: "web pages" as const, images: 12, imageModel: 1.87, product: 1.92, centredGaussian: 0.61 };
    const text = slideshowFidelityText({
      command: "",
      secondsPerImage: 3,
      materials: [{ ...material, gapByHalfSecond: [0.15, 0.244, -0.004, -0.09] }],
      clipFittedOn: 2.52,
    });
    expect(text).toContain("through the video minus as stills, half second by half second: +0.15, +0.24, 0.00, −0.09)");
  });
});
