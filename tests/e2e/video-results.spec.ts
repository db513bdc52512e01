import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import {
  type JobResults,
  type PredictionResponse,
  RECOMMENDATION_CREDITS,
  RECOMMENDATION_MESSAGES,
  type RecommendationRuns,
  shotSpan,
  type Token,
  type VideoResult,
} from "@adsight/shared";
import type { Page } from "@playwright/test";
import { expect, test, type TestUser } from "./fixtures";

// The engine's clip maker, shared with its own tests (CommonJS, so through require).
const { byShot, makeClip, makeSlideshowAd } = createRequire(import.meta.url)(
  "../../engine/test/support/clips",
) as typeof import("../../engine/test/support/clips");

// A real simulation of a clip runs in each test (the stack's worker), so they get more time than the default.
test.describe.configure({ timeout: 180_000 });

const CLIP_SECONDS = 3;

/** m:ss.s, as the page shows a moment. */
const clock = (ms: number) => {
  const tenths = Math.round(ms / 100);
  return `${Math.floor(tenths / 600)}:${((tenths % 600) / 10).toFixed(1).padStart(4, "0")}`;
};

/** The campaign made the way an API client makes one: a generated clip posted to /predictions, run to its end. */
async function runClip(
  user: TestUser,
  make: (file: string) => void = (file) => makeClip(file, { seconds: CLIP_SECONDS, width: 160, height: 90, sound: true }),
): Promise<{ itemId: string; job: JobResults; video: VideoResult }> {
  const engine = `${process.env.E2E_ENGINE_URL}/api/v1`;
  const login = await fetch(`${engine}/login/access-token`, {
    method: "POST",
    body: new URLSearchParams({ username: user.email, password: user.password }),
  });
  const { access_token } = (await login.json()) as Token;
  const folder = mkdtempSync(join(tmpdir(), "adsight-e2e-clip-"));
  try {
    const file = join(folder, "spot.mp4");
    make(file);
    const form = new FormData();
    form.append("images", new Blob([readFileSync(file)], { type: "video/mp4" }), "spot.mp4");
    form.append("name", "Spring spot");
    form.append("audience", "young women who love fashion");
    form.append("scale", "1");
    const answer = await fetch(`${engine}/predictions`, {
      method: "POST",
      headers: { authorization: `Bearer ${access_token}` },
      body: form,
    });
    expect(answer.status, await answer.clone().text()).toBe(202);
    const started = (await answer.json()) as PredictionResponse;
    const job = await user.api.jobEnded(started.job_id, 150_000);
    expect(job.status, job.error ?? "").toBe("Ready");
    expect(job.results).toEqual([]);
    expect(job.videos).toHaveLength(1);
    return { itemId: started.item_id, job, video: job.videos[0]! };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The clip shown: with JavaScript the original plays hidden beneath the heatmap video, or the other way round. */
const playerState = (page: Page) =>
  page.locator("video:not([aria-hidden='true'])").evaluate((element: HTMLVideoElement) => ({
    time: element.currentTime,
    paused: element.paused,
    src: new URL(element.currentSrc || element.src).pathname,
    ready: element.readyState,
  }));

test("a short clip runs to Ready and its results page shows the player, the timeline and the key frames", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { itemId, video } = await runClip(user);
  await signIn(user);
  await visit(`/app/${itemId}`);
  await expect(page.getByText("Campaign Ready")).toBeVisible();
  // A campaign of one video has no image section.
  await expect(page.getByRole("heading", { level: 2, name: "Images" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Videos" })).toBeVisible();
  const card = page.getByRole("article", { name: "Video 1" });
  await expect(card).toBeVisible();

  // The player: the heatmap video through the web app's own routes, which answer Range requests.
  const player = card.locator("video").first();
  await expect(player).toHaveAttribute("controls", "");
  await expect(player).toHaveAttribute("preload", "metadata");
  await expect(player).toHaveAttribute("src", /^\/app\/images\/heatmap\/[0-9a-f-]{36}$/);
  await expect(player).toHaveAttribute("poster", /^\/app\/images\/input\/[0-9a-f-]{36}$/);
  const heatmapSrc = (await player.getAttribute("src"))!;
  const part = await page.request.get(heatmapSrc, { headers: { range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-type"]).toBe("video/mp4");
  expect((await part.body()).length).toBe(100);

  // The timeline: server-rendered SVG with its words and its figures.
  const attention = card.getByRole("img", { name: "Attention over time, Video 1" });
  await expect(attention).toBeVisible();
  await expect(attention.locator("desc")).toContainText(`of the ${clock(video.duration_ms)} clip`);
  await expect(attention.locator("path[data-series='focus']")).toHaveAttribute("d", /^M/);
  await expect(attention.locator("text").filter({ hasText: /^0 s$/ })).toHaveCount(1);
  await expect(attention.locator("line[data-cut]")).toHaveCount(video.scene_cuts_ms.length);
  await expect(card.getByRole("img", { name: "Valence and arousal over time, Video 1" })).toBeVisible();
  // Clarity: a line per second (its figures in the chart's description), a column of the table, the clip's own figure.
  const claritySeconds = (video.clarity_by_second ?? []).map(Math.round);
  expect(claritySeconds).toHaveLength(video.timeline.length);
  const clarity = card.getByRole("img", { name: "Clarity over time, Video 1" });
  await expect(clarity).toBeVisible();
  await expect(clarity.locator("desc")).toContainText(`clip: ${claritySeconds.join(", ")};`);
  await expect(clarity.locator("path[data-series='clarity']")).toHaveAttribute("d", /^M/);
  await expect(card.getByTestId("video-clarity")).toContainText(`Clarity of the clip${Math.round(video.clarity_score!)}`);
  await card.getByTestId("timeline-figures").locator("summary").click();
  await expect(card.getByTestId("timeline-figures").locator("tbody tr")).toHaveCount(video.timeline.length);
  await expect(card.getByTestId("timeline-figures").locator("thead th").nth(2)).toHaveText("Clarity");
  await expect(card.getByTestId("timeline-figures").locator("tbody tr td").nth(1)).toHaveText(String(claritySeconds[0]));
  // The card, its timeline's clarity line and table included, at a desktop's width and a phone's, with nothing wider.
  await card.screenshot({ path: test.info().outputPath("video-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await card.screenshot({ path: test.info().outputPath("video-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Key frames with their time and reason.
  const keyFrames = card.getByTestId("key-frames").locator("li");
  await expect(keyFrames).toHaveCount(video.key_frames.length);
  expect(video.key_frames.length).toBeGreaterThan(0);
  for (const [index, frame] of video.key_frames.entries()) {
    await expect(keyFrames.nth(index)).toContainText(clock(frame.t_ms));
    await expect(keyFrames.nth(index)).toContainText(frame.reason === "scene" ? "Scene starts" : "Attention peak");
    await expect(keyFrames.nth(index).locator("img")).toHaveAttribute("src", /^\/app\/images\/result\/[0-9a-f-]{36}$/);
  }
  const still = await page.request.get((await keyFrames.first().locator("img").getAttribute("src"))!);
  expect(still.status()).toBe(200);

  // Eye catchers, one row each for the first ten; "seen by 3 s" only for those on screen by then.
  const rows = card.getByTestId("video-eye-catchers").locator("tbody tr");
  if (video.eye_catchers.length > 0) await expect(rows).toHaveCount(Math.min(video.eye_catchers.length, 10));
  else await expect(card.getByText("No eye catchers were found in this video.")).toBeVisible();
  for (const [index, eyeCatcher] of video.eye_catchers.slice(0, 10).entries()) {
    const seenBy3s = rows.nth(index).locator("td").nth(2);
    // The share over its 90 % interval.
    if (eyeCatcher.first_on_screen_ms < 3000) await expect(seenBy3s).toHaveText(/^\d+%\d+–\d+$/);
    else await expect(seenBy3s).toHaveText("—");
  }

  // The report gives the video its key frames, eye catchers and second-by-second charts.
  const report = await page.request.get(`/app/${itemId}/report.pdf`);
  expect(report.status()).toBe(200);
  const pdf = join(mkdtempSync(join(tmpdir(), "adsight-e2e-report-")), "report.pdf");
  writeFileSync(pdf, await report.body());
  const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
  rmSync(dirname(pdf), { recursive: true, force: true });
  for (const heading of [
    "Key frames",
    "Eye catchers",
    "Attention share",
    "Valence and arousal",
    "Clarity",
    "Where the audience looks in a video",
  ]) {
    expect(text).toContain(heading);
  }
  expect(text).toContain(clock(video.key_frames[0]!.t_ms));

  if (!javaScriptEnabled) {
    // The plain player and a plain link to the clip without the overlay; nothing that needs script.
    await expect(card.getByRole("link", { name: "Watch the original clip (no overlay)" })).toHaveAttribute(
      "href",
      /^\/app\/images\/video\/[0-9a-f-]{36}$/,
    );
    await expect(card.getByRole("button", { name: "Heatmap overlay" })).toHaveCount(0);
    await expect(card.getByRole("slider")).toHaveCount(0);
    await expect(attention.locator("[data-playhead]")).toHaveCount(0);
    await expect(keyFrames.first().getByRole("link")).toHaveAttribute("href", /^\/app\/images\/result\//);
    return;
  }

  await expectAccessible();
  const duration = video.duration_ms / 1000;
  const playhead = () => attention.locator("[data-playhead]").getAttribute("data-playhead").then(Number);
  await expect.poll(async () => (await playerState(page)).ready).toBeGreaterThanOrEqual(1);

  // Playing moves the playhead. Slowed down, so the short clip is still playing when the overlay goes off.
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.defaultPlaybackRate = element.playbackRate = 0.25;
    await element.play();
  });
  await expect.poll(async () => (await playerState(page)).time).toBeGreaterThan(0.2);
  await expect.poll(playhead).toBeGreaterThan(0);

  // The overlay toggle shows the original clip, which played in step beneath: still playing, from where it was, never paused.
  const toggle = card.getByRole("button", { name: "Heatmap overlay" });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const original = card.locator("video").nth(1);
  await expect.poll(() => original.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0)).toBe(true);
  await original.evaluate((element: HTMLVideoElement) => {
    element.addEventListener("pause", () => element.setAttribute("data-paused-once", ""));
  });
  const before = (await playerState(page)).time;
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  expect((await playerState(page)).src).toMatch(/^\/app\/images\/video\/[0-9a-f-]{36}$/);
  expect((await playerState(page)).paused).toBe(false);
  await expect.poll(async () => (await playerState(page)).time).toBeGreaterThan(before);
  await expect(original).not.toHaveAttribute("data-paused-once");
  await expect(original).toHaveAttribute("controls", "");
  await expect(player).not.toHaveAttribute("controls");
  await original.evaluate((element: HTMLVideoElement) => element.pause());

  // Clicking the chart and its keys move the video; the playhead follows.
  const slider = card.getByRole("slider", { name: "Position in Video 1" });
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect.poll(async () => (await playerState(page)).time).toBeCloseTo(0.75 * duration, 0);
  await expect.poll(playhead).toBeCloseTo(0.75, 1);
  await slider.press("Home");
  await expect.poll(async () => (await playerState(page)).time).toBe(0);
  await slider.press("ArrowRight");
  await expect.poll(async () => (await playerState(page)).time).toBe(1);
  await expect(slider).toHaveAttribute("aria-valuenow", "1");

  // A key frame moves the video to its moment.
  const last = video.key_frames[video.key_frames.length - 1]!;
  await card
    .getByRole("button", { name: `Go to ${clock(last.t_ms)} (${last.reason === "scene" ? "Scene starts" : "Attention peak"})` })
    .click();
  await expect.poll(async () => (await playerState(page)).time).toBeCloseTo(last.t_ms / 1000, 1);

  // And back to the heatmap, where the original clip was.
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await playerState(page)).src).toBe(heatmapSrc);
  await expect.poll(async () => (await playerState(page)).time).toBeCloseTo(last.t_ms / 1000, 1);
  expect((await playerState(page)).paused).toBe(true);
});

test("a slideshow ad of two drawn shots runs, and its eye catchers follow the cut", async ({ page, visit, createUser, signIn }) => {
  const user = await createUser({ credits_left: 100 });
  // Two drawn ads of 3 s each (a block and a headline), a hard cut between them.
  const { itemId, video } = await runClip(user, makeSlideshowAd);
  expect(video.scene_cuts_ms.some((cut) => Math.abs(cut - 3000) <= 100)).toBe(true);
  const [first, second] = byShot(video.eye_catchers);
  expect(first.length).toBeGreaterThan(0);
  expect(second.length).toBeGreaterThan(0);
  // Nobody looks at the second ad's things before they are on screen; its viewers do after the cut.
  for (const e of second) expect(e.seen_by_second[2]).toBe(0);
  expect(Math.max(...second.map((e) => e.seen_by))).toBeGreaterThan(0);
  expect(Math.max(...first.map((e) => e.seen_by_second[2] ?? 0))).toBeGreaterThan(0);

  await signIn(user);
  await visit(`/app/${itemId}`);
  const rows = page.getByRole("article", { name: "Video 1" }).getByTestId("video-eye-catchers").locator("tbody tr");
  for (const [index, eyeCatcher] of video.eye_catchers.slice(0, 10).entries()) {
    // A line of text is shown by its words, anything else by its name.
    await expect(rows.nth(index)).toContainText(eyeCatcher.text ?? eyeCatcher.name);
    // "Seen by 3 s" is a share for the first ad's things and "—" for the second's, on screen only from the cut.
    await expect(rows.nth(index).locator("td").nth(2)).toHaveText(eyeCatcher.first_on_screen_ms < 3000 ? /^\d+%\d+–\d+$/ : "—");
  }
});

test("a video's recommendations are found on its shots' first frames, listed with each frame before and after, and added as an edited clip", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  // The slideshow's run (two frames, twelve edits at 2,000 viewers each) takes a minute or two on two shared cores.
  test.setTimeout(600_000);
  const user = await createUser({ credits_left: 100 });
  const { itemId, job } = await runClip(user, makeSlideshowAd);
  const left = (await user.api.me()).credits_left;
  await signIn(user);
  await visit(`/app/${itemId}`);
  const section = page.getByRole("article", { name: "Video 1" }).locator("#changes-0");
  await expect(section.getByRole("heading", { name: "What to change" })).toBeVisible();
  await expect(section.getByTestId("recommendation-price")).toContainText(
    `Costs ${RECOMMENDATION_CREDITS} credits · Credits left: ${left}`,
  );
  // A video has no what-if editor.
  await expect(section.getByText(/^Move or resize /)).toHaveCount(0);
  const find = section.getByRole("form", { name: "Find changes" });
  await find.getByLabel("Goal").selectOption("headline_read");
  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  await find.getByRole("button", { name: "Find changes" }).click();
  const finished = section.getByRole("list", { name: "Recommended changes" }).or(section.getByText(RECOMMENDATION_MESSAGES.noneKept));
  await expect(finished).toBeVisible({ timeout: 480_000 });
  if (javaScriptEnabled) expect(documentLoads).toBe(0);
  else expect(documentLoads).toBeGreaterThan(1);
  expect((await user.api.me()).credits_left).toBe(left - RECOMMENDATION_CREDITS);

  const runs = await user.api.request<RecommendationRuns>("GET", `/simulations/${job.job_id}/results/0/recommendations`);
  const run = runs.body.runs[0]!;
  expect(run).toMatchObject({ status: "finished", goal: "headline_read" });
  expect(run.recommendations.length, "a kept edit on the slideshow (the test needs one to check the list)").toBeGreaterThan(0);
  const cards = section.getByTestId("recommendation");
  await expect(cards).toHaveCount(run.recommendations.length);
  for (const [index, recommendation] of run.recommendations.entries()) {
    const card = cards.nth(index);
    const frame = recommendation.key_frame!;
    await expect(card).toContainText(`${recommendation.rank}. ${recommendation.title}`);
    for (const caption of [`Before, at ${clock(frame.t_ms)}`, "After"]) {
      const picture = card.getByRole("figure").filter({ hasText: caption }).getByRole("img");
      await expect(picture).toBeVisible();
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const shot = recommendation.edit.kind === "crop" ? null : shotSpan(frame);
    await expect(card.getByTestId("where-to-change")).toHaveText(`${RECOMMENDATION_MESSAGES.videoVariant(shot)}.`);
  }
  await expectAccessible();

  // The best as a variant: a worker makes the clip with the edit made to its shot, and the draft gets it, a new video.
  // The card says it is being made (without JavaScript, a toast too) and the page asks after it until it is added.
  const before = await user.api.request<{ image_refs: { kind: string }[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  await cards.first().getByRole("button", { name: "Add as a variant" }).click();
  if (!javaScriptEnabled) await expect(page.getByText(RECOMMENDATION_MESSAGES.encodingStarted)).toBeVisible();
  await expect(cards.first().getByRole("button", { name: RECOMMENDATION_MESSAGES.encoding })).toBeDisabled();
  await expect(cards.first().getByText("The edited video was added to the campaign's draft.")).toBeVisible({ timeout: 300_000 });
  await expect(cards.first().getByRole("button", { name: "Add as a variant" })).toBeEnabled();
  const after = await user.api.request<{ image_refs: { kind: string }[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  expect(after.body.image_refs).toHaveLength(before.body.image_refs.length + 1);
  expect(after.body.image_refs.at(-1)?.kind).toBe("video");
});
