import {
  changeLine,
  type FigureChange,
  formatChange,
  GOAL_FIGURES,
  RECOMMENDATION_CREDITS,
  RECOMMENDATION_GOAL_LABELS,
  RECOMMENDATION_MESSAGES,
  type RecommendationRun,
  type RecommendationRuns,
  WHAT_IF_MESSAGES,
  type WhatIfUploadPreview,
} from "@adsight/shared";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { osieImages } from "./engine-api";
import { expect, test } from "./fixtures";

// Real simulations run (the stack's worker): the campaign's, then the recommendation run's or the preview's.
// A recommendation run simulates up to a dozen edits at 2,000 viewers each: minutes on two shared cores.
test.describe.configure({ timeout: 600_000 });

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shots(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!SHOTS) return;
  const mode = javaScriptEnabled ? "js-on" : "js-off";
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator("#changes-0").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/${name}-${mode}-${width}.png`, fullPage: width === 390 });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** A figure's line as the page writes it: the change with its 90 % range, before → after. */
const figureText = (figure: FigureChange) => new RegExp(`${escape(figure.label)}:\\s*${escape(formatChange(figure))}`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a what-if move of an eye catcher previews the predicted changes with ranges and viewers, and adds the moved image as a variant", async ({
  page,
  visit,
  createUser,
  finishedCampaign,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { itemId, jobId, result } = await finishedCampaign(user, { name: "What-if check", scale: 2 });
  const moved = result.eye_catchers[0]!;
  await signIn(user);
  await visit(`/app/${itemId}?open=0`);
  const section = page.locator("#changes-0");
  await expect(section.getByRole("heading", { name: "What to change" })).toBeVisible();
  await section.getByText(`Move or resize ${moved.name}`, { exact: true }).click();
  const editor = section.locator("details[open]");
  const x = editor.getByLabel("X", { exact: true });
  await expect(x).toHaveValue(String(moved.box.x));
  await expect(editor.getByLabel("Width", { exact: true })).toHaveValue(String(moved.box.width));

  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  if (javaScriptEnabled) {
    // Drag the box to the right; the numbers follow and the preview comes without a reload.
    const box = editor.getByTestId("what-if-box");
    const frame = (await box.boundingBox())!;
    await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
    await page.mouse.down();
    await page.mouse.move(frame.x + frame.width / 2 - 30, frame.y + frame.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await expect(x).not.toHaveValue(String(moved.box.x));
    // The keys move it too.
    const afterDrag = Number(await x.inputValue());
    await box.focus();
    await page.keyboard.press("ArrowRight");
    await expect(x).toHaveValue(String(afterDrag + 8));
    // The drag editor stands in for the server's picture.
    await expect(editor.getByTestId("what-if-picture")).toHaveCount(0);
  } else {
    const toX = Math.max(0, moved.box.x - 40);
    await x.fill(String(toX));
    await editor.getByRole("button", { name: "Preview" }).click();
    await expect(page).toHaveURL(/move=/);
    // Without JavaScript the server draws the image with the eye catcher's box and the box asked for.
    const { y, width, height } = moved.box;
    const picture = editor.getByRole("img", {
      name: `Image 1: ${moved.name} now at ${moved.box.x}, ${y}, ${width} by ${height} pixels; asked for at ${toX}, ${y}, ${width} by ${height} pixels.`,
    });
    await expect(picture).toBeVisible();
    const href = (await picture.locator("image").getAttribute("href")) ?? "";
    const drawnImage = await page.request.get(href);
    expect([href, drawnImage.status(), drawnImage.headers()["content-type"]]).toEqual([href, 200, "image/jpeg"]);
    for (const [which, at] of [
      ["now", moved.box.x],
      ["asked", toX],
    ] as const) {
      const drawn = picture.locator(`rect[data-box="${which}"]`);
      await expect(drawn).toHaveAttribute("x", String(at));
      await expect(drawn).toHaveAttribute("width", String(width));
      expect((await drawn.boundingBox())?.width).toBeGreaterThan(0);
    }
  }
  const preview = editor.getByTestId("what-if-preview");
  const figures = preview.getByRole("list", { name: "Predicted changes" }).getByRole("listitem");
  await expect(figures.first()).toBeVisible({ timeout: 90_000 });
  await expect(preview).toContainText(/90% range/);
  await expect(preview).toContainText("1,000 viewers per version");
  if (javaScriptEnabled) expect(documentLoads).toBe(0);

  // The page's preview is the engine's for the same move.
  const to = await Promise.all(
    ["X", "Y", "Width", "Height"].map(async (side) => Number(await editor.getByLabel(side, { exact: true }).inputValue())),
  );
  const engine = await user.api.request<{ viewers: number; figures: FigureChange[] }>("POST", `/simulations/${jobId}/results/0/what-if`, {
    edits: [{ kind: "place", box: moved.box, to: { x: to[0], y: to[1], width: to[2], height: to[3] } }],
    goal: "overall",
  });
  expect(engine.status).toBe(200);
  await expect(figures).toHaveCount(engine.body.figures.length);
  for (const figure of engine.body.figures) await expect(preview).toContainText(figureText(figure));
  await expectAccessible();
  await shots(page, "what-if", javaScriptEnabled);

  const before = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  await editor.getByRole("button", { name: "Add as a variant" }).click();
  const added = page.getByText("The new version was added to the campaign's draft.").first();
  await expect(added).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the draft in the editor" }).first()).toHaveAttribute(
    "href",
    `/app/new?itemId=${itemId}`,
  );
  const after = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  expect(after.body.image_refs).toHaveLength(before.body.image_refs.length + 1);
});

test("an uploaded version of the image previews its predicted changes with ranges and viewers, and is added as a variant", async ({
  page,
  visit,
  createUser,
  finishedCampaign,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { itemId, jobId } = await finishedCampaign(user, { name: "What-if upload check", scale: 2 });
  const [original] = await osieImages(["1001.jpg"]);
  // The same picture mirrored: a version the engine has never analysed.
  const mine = await sharp(Buffer.from(original!.split(",")[1]!, "base64"))
    .flop()
    .jpeg()
    .toBuffer();
  await signIn(user);
  await visit(`/app/${itemId}?open=0`);
  const form = page.locator("#changes-0").getByTestId("what-if-upload");
  await expect(form.getByRole("heading", { name: WHAT_IF_MESSAGES.uploadTitle })).toBeVisible();
  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  await form.getByLabel("Your version", { exact: true }).setInputFiles({ name: "mine.jpg", mimeType: "image/jpeg", buffer: mine });
  await form.getByRole("button", { name: WHAT_IF_MESSAGES.uploadPreview }).click();
  const preview = page.getByTestId("what-if-upload-preview");
  const figures = preview.getByRole("list", { name: "Predicted changes of your version" }).getByRole("listitem");
  await expect(figures.first()).toBeVisible({ timeout: 90_000 });
  await expect(preview).toContainText(/90% range/);
  await expect(preview).toContainText("1,000 viewers per version");
  if (javaScriptEnabled) expect(documentLoads).toBe(0);
  else expect(documentLoads).toBeGreaterThan(0);

  // The page's preview is the engine's for the same file.
  const engine = await user.api.upload<WhatIfUploadPreview>(
    `/simulations/${jobId}/results/0/what-if/upload?goal=overall&name=mine.jpg`,
    mine,
    "image/jpeg",
  );
  expect(engine.status).toBe(200);
  await expect(figures).toHaveCount(engine.body.figures.length);
  for (const figure of engine.body.figures) await expect(preview).toContainText(figureText(figure));
  await expectAccessible();
  await shots(page, "what-if-upload", javaScriptEnabled);

  // A file the campaign's uploads refuse is refused here with the same message.
  await form
    .getByLabel("Your version", { exact: true })
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
  await form.getByRole("button", { name: WHAT_IF_MESSAGES.uploadPreview }).click();
  await expect(page.getByTestId("what-if-upload-preview").getByRole("alert")).toHaveText("Unsupported type: notes.txt");

  const before = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  await form.getByLabel("Your version", { exact: true }).setInputFiles({ name: "mine.jpg", mimeType: "image/jpeg", buffer: mine });
  await form.getByRole("button", { name: WHAT_IF_MESSAGES.uploadVariant }).click();
  await expect(page.getByText("The new version was added to the campaign's draft.").first()).toBeVisible();
  const after = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  expect(after.body.image_refs).toHaveLength(before.body.image_refs.length + 1);
});

test("Find changes is priced, runs, and lists the kept edits with before and after images and each change's range and viewers", async ({
  page,
  visit,
  createUser,
  finishedCampaign,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { itemId, jobId } = await finishedCampaign(user, { name: "Recommendations check", scale: 2 });
  const left = (await user.api.me()).credits_left;
  await signIn(user);
  await visit(`/app/${itemId}?open=0`);
  const section = page.locator("#changes-0");
  await expect(section.getByTestId("recommendation-price")).toContainText(
    `Costs ${RECOMMENDATION_CREDITS} credits · Credits left: ${left}`,
  );
  const find = section.getByRole("form", { name: "Find changes" });
  await find.getByLabel("Goal").selectOption("overall");
  await expect(find.getByLabel("Target")).toHaveValue("");
  await expectAccessible();
  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  await find.getByRole("button", { name: "Find changes" }).click();
  await expect(section.getByTestId("recommendation-status")).toContainText(RECOMMENDATION_MESSAGES.running);
  await shots(page, "recommendations-running", javaScriptEnabled);

  // With JavaScript the page asks after the run; without it the page reloads itself until it ends.
  const finished = section.getByRole("list", { name: "Recommended changes" }).or(section.getByText(RECOMMENDATION_MESSAGES.noneKept));
  await expect(finished).toBeVisible({ timeout: 480_000 });
  if (javaScriptEnabled) expect(documentLoads).toBe(0);
  else expect(documentLoads).toBeGreaterThan(1);
  expect((await user.api.me()).credits_left).toBe(left - RECOMMENDATION_CREDITS);

  const runs = await user.api.request<RecommendationRuns>("GET", `/simulations/${jobId}/results/0/recommendations`);
  const run: RecommendationRun = runs.body.runs[0]!;
  expect(run).toMatchObject({ status: "finished", goal: "overall" });
  const cards = section.getByTestId("recommendation");
  await expect(cards).toHaveCount(run.recommendations.length);
  expect(run.recommendations.length, "a kept edit on this image (the test needs one to check the list)").toBeGreaterThan(0);
  await expect(section.getByText(`Changes that help: ${RECOMMENDATION_GOAL_LABELS.overall}`)).toBeVisible();
  for (const [index, recommendation] of run.recommendations.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(`${recommendation.rank}. ${recommendation.title}`);
    for (const caption of ["Before", "After"]) {
      const picture = card.getByRole("figure").filter({ hasText: caption }).getByRole("img");
      await expect(picture).toBeVisible();
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(card.getByTestId("goal-change")).toHaveText(`${GOAL_FIGURES.overall.text}: ${changeLine(recommendation.goal)}`);
    for (const other of recommendation.other_changes) await expect(card).toContainText(figureText(other));
  }
  await expectAccessible();
  await shots(page, "recommendations", javaScriptEnabled);

  // Add the best as a variant: the campaign's draft gets the edited image.
  const before = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  await cards.first().getByRole("button", { name: "Add as a variant" }).click();
  await expect(section.getByText("The new version was added to the campaign's draft.")).toBeVisible();
  const after = await user.api.request<{ image_refs: unknown[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  expect(after.body.image_refs).toHaveLength(before.body.image_refs.length + 1);
});
