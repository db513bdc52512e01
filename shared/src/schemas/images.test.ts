import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, MAX_CAMPAIGN_IMAGES } from "../constants.js";
import { IMAGE_MESSAGES, imageProblem, isVideoUpload, sniffImageFormat, VIDEO_MESSAGES } from "./images.js";

describe("imageProblem", () => {
  const ok = { format: "jpeg", bytes: 1000, width: 800, height: 600 };

  it("accepts a JPEG, PNG or WebP within the limits", () => {
    for (const format of ["jpeg", "png", "webp"]) expect(imageProblem({ ...ok, format }, "a.jpg")).toBeNull();
    expect(imageProblem({ ...ok, bytes: IMAGE_MAX_BYTES, width: 2000, height: 2000 }, "a.jpg")).toBeNull();
  });

  it("names the file in the spec's words, type first, then size, then side", () => {
    expect(imageProblem({ ...ok, format: "gif" }, "cat.jpg")).toBe("Unsupported type: cat.jpg");
    expect(imageProblem({ ...ok, format: null, bytes: IMAGE_MAX_BYTES + 1 }, "x.png")).toBe("Unsupported type: x.png");
    expect(imageProblem({ ...ok, bytes: IMAGE_MAX_BYTES + 1, width: 3000 }, "big.jpg")).toBe("File too large: big.jpg");
    expect(imageProblem({ ...ok, width: 2001 }, "wide.jpg")).toBe("Image too big: wide.jpg");
    expect(imageProblem({ ...ok, height: 2500 }, "tall.jpg")).toBe("Image too big: tall.jpg");
  });

  it("says the campaign limit in the hint and the error", () => {
    expect(IMAGE_MESSAGES.countHint).toContain(String(MAX_CAMPAIGN_IMAGES));
    expect(IMAGE_MESSAGES.tooMany).toBe(`At most ${MAX_CAMPAIGN_IMAGES} images per campaign`);
  });
});

describe("sniffImageFormat", () => {
  it("reads the signature, not the name", () => {
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffImageFormat(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(sniffImageFormat(new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
    expect(sniffImageFormat(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffImageFormat(new Uint8Array([]))).toBeNull();
  });
});

describe("isVideoUpload", () => {
  it("takes a video's declared type, or an undeclared one with a video's extension", () => {
    for (const type of ["video/mp4", "video/webm", "Video/QuickTime; charset=binary"]) expect(isVideoUpload(type, "clip")).toBe(true);
    for (const name of ["clip.mp4", "Clip.MOV", "a.b.webm"]) expect(isVideoUpload("application/octet-stream", name)).toBe(true);
    expect(isVideoUpload(undefined, "clip.mov")).toBe(true);
  });

  it("leaves everything else to the image checks", () => {
    expect(isVideoUpload("image/png", "clip.mp4")).toBe(false);
    expect(isVideoUpload("video/x-msvideo", "clip.avi")).toBe(false);
    expect(isVideoUpload("application/octet-stream", "clip.avi")).toBe(false);
    expect(isVideoUpload("application/octet-stream", "mp4")).toBe(false);
  });
});

describe("VIDEO_MESSAGES", () => {
  it("words a refusal after the file's name", () => {
    expect(VIDEO_MESSAGES.refused("clip.mp4", VIDEO_MESSAGES.noVideoStream)).toBe("clip.mp4 has no video stream");
    expect(VIDEO_MESSAGES.refused("cut.mov", VIDEO_MESSAGES.cutOff(1460, 3000))).toBe(
      "cut.mov is cut off: its frames end at 1.5 s of its 3.0 s",
    );
  });
});
