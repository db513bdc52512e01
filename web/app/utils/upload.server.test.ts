import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, MAX_CAMPAIGN_IMAGES, UPLOAD_REQUEST_MAX_BYTES, VIDEO_MAX_BYTES } from "@adsight/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkImageBytes, parseEditorForm, type ReceivedVideo, sniffVideoType } from "./upload.server";

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

describe("videos", () => {
  let scratch: string;
  const clips: Record<"mp4" | "webm" | "mov", Buffer> = {} as never;
  const waiting = () => readdirSync(scratch).flatMap((folder) => readdirSync(join(scratch, folder)));

  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "upload-test-"));
    // Real clips, a second long and tiny, made the way users' files are: by an encoder.
    const make = (name: string, codec: string[]) => {
      const path = join(scratch, name);
      execFileSync("ffmpeg", ["-v", "error", "-f", "lavfi", "-i", "testsrc=size=64x36:rate=6", "-t", "1", ...codec, path]);
      const bytes = readFileSync(path);
      rmSync(path);
      return bytes;
    };
    clips.mp4 = make("a.mp4", ["-pix_fmt", "yuv420p", "-c:v", "libx264"]);
    clips.mov = make("a.mov", ["-pix_fmt", "yuv420p", "-c:v", "libx264"]);
    clips.webm = make("a.webm", ["-c:v", "libvpx-vp9", "-b:v", "50k"]);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("knows MP4, MOV and WebM by their first bytes, and nothing else", async () => {
    expect(sniffVideoType(clips.mp4)).toBe("video/mp4");
    expect(sniffVideoType(clips.mov)).toBe("video/quicktime");
    expect(sniffVideoType(clips.webm)).toBe("video/webm");
    expect(sniffVideoType(await jpeg())).toBeNull();
    expect(sniffVideoType(new TextEncoder().encode("not a video at all"))).toBeNull();
    expect(sniffVideoType(new Uint8Array())).toBeNull();
  });

  it("writes each video to disk in the order picked, by its real type, and discards them after", async () => {
    const request = multipart([
      { name: "images", file: "first.jpg", type: "image/jpeg", bytes: await jpeg() },
      { name: "images", file: "clip.mp4", type: "video/mp4", bytes: clips.mp4 },
      // Browsers send a .mov as video/quicktime, and may not know a type at all.
      { name: "images", file: "clip.MOV", type: "application/octet-stream", bytes: clips.mov },
      { name: "images", file: "renamed.mp4", type: "video/mp4", bytes: clips.webm },
      { name: "name", value: "Spring" },
    ]);
    const { formData, uploads } = await parseEditorForm(request, { tempRoot: scratch });
    expect(formData.get("name")).toBe("Spring");
    expect(uploads.rejected).toEqual([]);
    expect(uploads.accepted.map((file) => [file.kind, file.name, file.contentType])).toEqual([
      ["image", "first.jpg", "image/jpeg"],
      ["video", "clip.mp4", "video/mp4"],
      ["video", "clip.MOV", "video/quicktime"],
      ["video", "renamed.mp4", "video/webm"],
    ]);
    const [, mp4, mov, webm] = uploads.accepted as ReceivedVideo[];
    expect(readFileSync(mp4!.path).equals(clips.mp4)).toBe(true);
    expect(readFileSync(mov!.path).equals(clips.mov)).toBe(true);
    expect(webm!.size).toBe(clips.webm.length);
    expect(waiting()).toHaveLength(3);
    await uploads.discard();
    expect(readdirSync(scratch)).toEqual([]);
  });

  it("refuses a video over the cap or not a video, keeping nothing of it", async () => {
    const limits = { tempRoot: scratch, maxVideoBytes: clips.mp4.length - 1 };
    const { uploads } = await parseEditorForm(
      multipart([
        { name: "images", file: "long.mp4", type: "video/mp4", bytes: clips.mp4 },
        { name: "images", file: "notes.mov", type: "video/quicktime", bytes: new TextEncoder().encode("a shopping list") },
        { name: "images", file: "short.webm", type: "video/webm", bytes: clips.webm },
      ]),
      limits,
    );
    expect(uploads.rejected).toEqual(["File too large: long.mp4", "Unsupported type: notes.mov"]);
    expect(uploads.accepted.map((file) => file.name)).toEqual(["short.webm"]);
    expect(waiting()).toHaveLength(1);
    await uploads.discard();
  });

  it("streams a video to disk as it arrives instead of holding it", async () => {
    const chunk = 256 * 1024;
    const half = 8 * chunk;
    const boundary = "----adsight-test";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const body = Buffer.concat([clips.mp4, Buffer.alloc(2 * half - clips.mp4.length)]);
    let sent = 0;
    let seenOnDisk = 0;
    // The second half is sent only once the first is on disk: a parser that held the file would never finish.
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 0) controller.enqueue(head);
        if (sent === half) {
          for (;;) {
            const files = readdirSync(scratch).flatMap((folder) =>
              readdirSync(join(scratch, folder)).map((file) => join(scratch, folder, file)),
            );
            seenOnDisk = files.length === 1 ? statSync(files[0]!).size : 0;
            if (seenOnDisk >= half - chunk) break;
            await new Promise((resolve) => setTimeout(resolve, 10));
          }
        }
        if (sent === body.length) {
          controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
          controller.close();
          return;
        }
        controller.enqueue(body.subarray(sent, sent + chunk));
        sent += chunk;
      },
    });
    const request = new Request("http://web.test/app/new", {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      body: stream,
      duplex: "half",
    });
    const { uploads } = await parseEditorForm(request, { tempRoot: scratch });
    expect(seenOnDisk).toBeGreaterThanOrEqual(half - chunk);
    expect(uploads.accepted).toMatchObject([{ kind: "video", name: "big.mp4", size: body.length }]);
    await uploads.discard();
  });

  it("lets a request carry a full-size video besides a campaign's images, and removes what it wrote when it is refused", async () => {
    expect(UPLOAD_REQUEST_MAX_BYTES).toBeGreaterThanOrEqual(MAX_CAMPAIGN_IMAGES * IMAGE_MAX_BYTES + VIDEO_MAX_BYTES);
    // The same ratio, in kilobytes: one video fits, a second one passes the request's cap.
    const limits = { tempRoot: scratch, maxVideoBytes: 4096, maxRequestBytes: 6000 };
    const video = (name: string) => ({
      name: "images",
      file: name,
      type: "video/mp4",
      bytes: Buffer.concat([clips.mp4.subarray(0, 16), Buffer.alloc(4000)]),
    });
    const one = await parseEditorForm(multipart([video("one.mp4")]), limits);
    expect(one.uploads).toMatchObject({ accepted: [{ kind: "video", name: "one.mp4" }], rejected: [] });
    await one.uploads.discard();
    const refused = await parseEditorForm(multipart([video("one.mp4"), video("two.mp4")]), limits).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(413);
    expect(await (refused as Response).text()).toMatch(/^The upload is too large: send at most 300 MB at once/);
    expect(readdirSync(scratch)).toEqual([]);
  });
});
