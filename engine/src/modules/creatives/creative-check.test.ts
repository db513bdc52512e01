import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { makeAudioOnly, makeClip } from "#test/support/clips";
import { checkCreative, type CreativeUpload, declaredKind } from "./creative-check";

let dir: string;
const at = (name: string) => path.join(dir, name);
let png: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "adsight-creative-check-"));
  makeClip(at("clip.mp4"), { seconds: 1, width: 64, height: 48 });
  makeAudioOnly(at("sound.mp4"));
  png = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const upload = (name: string, contentType: string | undefined, body: { bytes?: Buffer | null; file?: string | null }): CreativeUpload => ({
  name,
  contentType,
  read: vi.fn(() => Promise.resolve(body.bytes ?? null)),
  file: vi.fn(() => Promise.resolve(body.file ?? null)),
});

describe("declaredKind", () => {
  it("reads the declared type, and a video's name where none is declared", () => {
    expect(declaredKind({ name: "a.png", contentType: "image/png; charset=binary" })).toBe("image");
    expect(declaredKind({ name: "a.mov", contentType: "video/quicktime" })).toBe("video");
    expect(declaredKind({ name: "a.mp4", contentType: "application/octet-stream" })).toBe("video");
    expect(declaredKind({ name: "a.json", contentType: "application/json" })).toBeNull();
  });
});

describe("checkCreative", () => {
  it("re-encodes an image as the JPEG that is stored", async () => {
    const checked = await checkCreative(upload("a.png", "image/png", { bytes: png }));
    expect(checked).toMatchObject({ contentType: "image/jpeg", width: 30, height: 20 });
  });

  it("takes a clip from its file, its poster as the image and its length", async () => {
    const checked = await checkCreative(upload("clip.mp4", "video/mp4", { file: at("clip.mp4") }));
    expect(checked).toMatchObject({ contentType: "image/jpeg", width: 64, height: 48, clipFile: at("clip.mp4"), clipType: "video/mp4" });
  });

  it("refuses by the declared type before a byte is read, and lets the caller refuse in between", async () => {
    const refused = upload("data.json", "application/json", { bytes: png });
    const admit = vi.fn(() => Promise.resolve());
    expect(await checkCreative(refused, admit)).toBe("Unsupported type: data.json");
    expect(admit).not.toHaveBeenCalled();
    expect(refused.read).not.toHaveBeenCalled();
    const full = upload("a.png", "image/png", { bytes: png });
    await expect(checkCreative(full, () => Promise.reject(new Error("full")))).rejects.toThrow("full");
    expect(full.read).not.toHaveBeenCalled();
  });

  it("names the file in every refusal: too large, not an image, not a clip it can take", async () => {
    expect(await checkCreative(upload("big.png", "image/png", { bytes: null }))).toBe("File too large: big.png");
    expect(await checkCreative(upload("big.mp4", "video/mp4", { file: null }))).toBe("File too large: big.mp4");
    expect(await checkCreative(upload("fake.png", "image/png", { bytes: Buffer.from("text") }))).toBe("Unsupported type: fake.png");
    expect(await checkCreative(upload("sound.mp4", "video/mp4", { file: at("sound.mp4") }))).toBe("sound.mp4 has no video stream");
  });
});
