import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, MAX_CAMPAIGN_IMAGES } from "@adsight/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { checkImageBytes, parseEditorForm, UPLOAD_REQUEST_MAX_BYTES } from "./upload.server";

const jpeg = (width = 120, height = 80) =>
  sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();

function multipart(parts: ({ name: string; value: string } | { name: string; file: string; type: string; bytes: Uint8Array })[]): Request {
  const form = new FormData();
  for (const part of parts) {
    if ("value" in part) form.append(part.name, part.value);
    else form.append(part.name, new File([part.bytes as Uint8Array<ArrayBuffer>], part.file, { type: part.type }));
  }
  return new Request("http://web.test/app/new", { method: "POST", body: form });
}

describe("checkImageBytes", () => {
  it("accepts JPEG, PNG and WebP by their bytes and keeps their real type", async () => {
    const base = await jpeg();
    expect(await checkImageBytes(base, "a.jpg")).toMatchObject({ name: "a.jpg", contentType: "image/jpeg" });
    expect(await checkImageBytes(await sharp(base).png().toBuffer(), "b.jpg")).toMatchObject({ contentType: "image/png" });
    expect(await checkImageBytes(await sharp(base).webp().toBuffer(), "c.webp")).toMatchObject({ contentType: "image/webp" });
  });

  it("refuses with the spec's alerts", async () => {
    expect(
      await checkImageBytes(
        await sharp(await jpeg())
          .gif()
          .toBuffer(),
        "cat.jpg",
      ),
    ).toBe("Unsupported type: cat.jpg");
    expect(await checkImageBytes(new TextEncoder().encode("hello"), "note.png")).toBe("Unsupported type: note.png");
    expect(await checkImageBytes(await jpeg(2500, 100), "wide.jpg")).toBe("Image too big: wide.jpg");
    const padded = Buffer.concat([await jpeg(), Buffer.alloc(IMAGE_MAX_BYTES)]);
    expect(await checkImageBytes(padded, "big.jpg")).toBe("File too large: big.jpg");
  });
});

describe("parseEditorForm", () => {
  it("keeps text fields, takes good files and names each refused one, leaving the others", async () => {
    const good = await jpeg();
    const request = multipart([
      { name: "name", value: "Spring" },
      { name: "images", file: "one.jpg", type: "image/jpeg", bytes: good },
      { name: "images", file: "fake.jpg", type: "image/jpeg", bytes: await sharp(good).gif().toBuffer() },
      { name: "images", file: "huge.jpg", type: "image/jpeg", bytes: new Uint8Array(IMAGE_MAX_BYTES + 10) },
      { name: "images", file: "two.png", type: "image/png", bytes: await sharp(good).png().toBuffer() },
      { name: "audience", value: "students" },
    ]);
    const { formData, uploads } = await parseEditorForm(request);
    expect(formData.get("name")).toBe("Spring");
    expect(formData.get("audience")).toBe("students");
    expect(formData.get("images")).toBeNull();
    expect(uploads.accepted.map((image) => [image.name, image.contentType])).toEqual([
      ["one.jpg", "image/jpeg"],
      ["two.png", "image/png"],
    ]);
    expect(uploads.rejected).toEqual(["Unsupported type: fake.jpg", "File too large: huge.jpg"]);
  });

  it("ignores an empty file input and refuses files past the campaign limit once", async () => {
    const good = await jpeg();
    const files = Array.from({ length: MAX_CAMPAIGN_IMAGES + 2 }, (_, index) => ({
      name: "images",
      file: `${index}.jpg`,
      type: "image/jpeg",
      bytes: good,
    }));
    const { uploads } = await parseEditorForm(
      multipart([{ name: "images", file: "", type: "application/octet-stream", bytes: new Uint8Array() }, ...files]),
    );
    expect(uploads.accepted).toHaveLength(MAX_CAMPAIGN_IMAGES);
    expect(uploads.rejected).toEqual([`At most ${MAX_CAMPAIGN_IMAGES} images per campaign`]);
  });

  it("refuses a request past the total cap, by its declared length or by what arrives", async () => {
    const declared = new Request("http://web.test/app/new", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(UPLOAD_REQUEST_MAX_BYTES + 1) },
      body: "--x--",
    });
    await expect(parseEditorForm(declared)).rejects.toMatchObject({ status: 413 });
    // Small caps with the production ratio (a request holds twice the files a campaign takes) keep the bodies light.
    const limits = { maxFileBytes: 1024, maxRequestBytes: 2 * MAX_CAMPAIGN_IMAGES * 1024 };
    const oversized = (count: number, bytes: number) =>
      Array.from({ length: count }, (_, index) => ({
        name: "images",
        file: `${index}.jpg`,
        type: "image/jpeg",
        bytes: new Uint8Array(bytes),
      }));
    await expect(parseEditorForm(multipart(oversized(9, 1025)), { ...limits, maxFiles: 2 })).resolves.toMatchObject({
      uploads: { accepted: [], rejected: ["File too large: 0.jpg", "File too large: 1.jpg", IMAGE_MESSAGES.tooMany] },
    });
    await expect(parseEditorForm(multipart(oversized(2 * MAX_CAMPAIGN_IMAGES + 1, 1024)), limits)).rejects.toMatchObject({
      status: 413,
    });
  });

  it("refuses an over-long text field", async () => {
    const request = multipart([{ name: "audience", value: "x".repeat(70_000) }]);
    await expect(parseEditorForm(request)).rejects.toMatchObject({ status: 413 });
  });
});
