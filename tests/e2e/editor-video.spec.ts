import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CREDITS_RULE, creditsFor, creditUnits, type DraftImage, type DraftWithImageRefsResponse, videoSeconds } from "@adsight/shared";
import { addFiles, expect, test } from "./fixtures";

const osie = (name: string) => resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli", name);

let scratch: string;
const clip = (name: string) => join(scratch, name);

test.beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "adsight-editor-video-"));
  const ffmpeg = (...args: string[]) => execFileSync("ffmpeg", ["-v", "error", "-y", ...args]);
  // A 2 s H.264 clip, as a phone or an editing tool would export it, and one a second past the limit.
  ffmpeg("-f", "lavfi", "-i", "testsrc=size=160x90:rate=12", "-t", "2", "-pix_fmt", "yuv420p", clip("spot.mp4"));
  ffmpeg("-f", "lavfi", "-i", "testsrc=size=32x18:rate=1", "-t", "61", "-pix_fmt", "yuv420p", clip("long.mp4"));
  writeFileSync(clip("notes.mov"), "a shopping list, not a film");
});

test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("a video joins the gallery as its poster with its length, and the credits count its seconds", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ credits_left: 1000 });
  await signIn(user);
  await visit("/app/new");
  await expect(page.getByText("Allowed: jpg, png, webp. Max size 5MB. Max side 2000px.")).toBeVisible();
  await expect(page.getByText("Videos: mp4, webm, mov. Max size 100MB. Max length 60s. Max side 1920px.")).toBeVisible();

  await addFiles(page, javaScriptEnabled, [osie("1001.jpg"), clip("spot.mp4")]);
  // The engine probes and decodes the clip before it answers.
  await expect(page.getByRole("button", { name: "Remove video 2" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Remove image 1" })).toBeVisible();
  const itemId = new URL(page.url()).searchParams.get("itemId") ?? "";
  const draft = await user.api.request<DraftWithImageRefsResponse>("GET", `/simulations/draft/${itemId}?images=refs`);
  const video = draft.body.image_refs.find((image: DraftImage) => image.video_duration_ms !== null);
  expect(video?.video_duration_ms).toBeGreaterThan(1500);

  // The thumbnail names the clip's length; chosen, the preview shows its poster with the badge and plays the clip.
  await page.getByRole("link", { name: "Show video 2 (0:02)" }).click();
  const preview = page.getByRole("link", { name: /^Video 2 of 2, 0:02 long, 160 × 90 px/ });
  await expect(preview).toHaveAttribute("href", `/app/images/video/${video?.id}`);
  await expect(page.getByTestId("video-badge")).toHaveText("Video · 0:02");
  const poster = preview.getByRole("img");
  await expect(poster).toHaveAttribute("src", `/app/images/input/${video?.id}`);
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(160);
  await expect(page.getByText("Areas are drawn on images only.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add area" })).toHaveCount(0);

  // The clip comes through the web app in ranges, as a player asks for it.
  const partial = await page.request.get(`/app/images/video/${video?.id}`, { headers: { range: "bytes=0-99" } });
  expect(partial.status()).toBe(206);
  expect(partial.headers()["content-type"]).toBe("video/mp4");
  expect(partial.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await partial.body()).length).toBe(100);

  // Credits: one per image and one per second of video as its length shows, times the scale.
  const expected = creditsFor(creditUnits(draft.body.image_refs.map((image) => ({ kind: image.kind, durationMs: image.duration_ms }))), 10);
  const seconds = videoSeconds(video?.video_duration_ms ?? 0);
  await expect(page.getByText(CREDITS_RULE)).toBeVisible();
  await expect(page.getByTestId("credits-estimate")).toHaveText(
    `This draft: 1 image and ${seconds} s of video, so ${1 + seconds} × scale 10 = ${expected} credits.`,
  );
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText(`Required Credits: ${expected}. Credits Left: 1000`)).toBeVisible();
  await expectAccessible();

  if (javaScriptEnabled) {
    // The page came back with the quote: the first picture is the preview again.
    await page.getByRole("link", { name: "Show video 2 (0:02)" }).click();
    await page.getByRole("link", { name: /^Video 2 of 2/ }).click();
    const viewer = page.getByTestId("video-viewer");
    await expect(viewer.locator("video")).toHaveAttribute("src", `/app/images/video/${video?.id}`);
    await expectAccessible();
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible();
});

test("a clip that is not a video or too long is refused by name, and nothing is stored", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await addFiles(page, javaScriptEnabled, [osie("1002.jpg"), clip("notes.mov"), clip("long.mp4")]);
  await expect(page.getByRole("button", { name: /^Remove (image|video)/ })).toHaveCount(1, { timeout: 20_000 });
  const alerts = page.getByRole("alert").filter({ hasText: "Unsupported type" });
  await expect(alerts).toContainText("Unsupported type: notes.mov");
  await expect(alerts).toContainText("long.mp4 is longer than 60 s");
  expect((await user.api.me()).credits_left).toBe(100);
});
