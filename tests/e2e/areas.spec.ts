import { join, resolve } from "node:path";
import { type EyeCatcher, formatBareRange, segmentShown, TOO_FEW_VIEWERS } from "@adsight/shared";
import type { Page } from "@playwright/test";
import { addFiles, expect, test } from "./fixtures";

// The OSIE development images (800 × 600) live beside the repository, in the workspace's shared data.
const stimuli = resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli");
const osie = (name: string) => join(stimuli, name);

// Two images are simulated by the stack's worker, so the test gets more time than the default.
test.describe.configure({ timeout: 180_000 });

const percent = (value: number) => `${Math.round(value)}%`;
const seconds = (ms: number | null | undefined) => (ms === null || ms === undefined ? "—" : `${(ms / 1000).toFixed(2)} s`);

/** Draws an area by dragging on the large preview between two points given in shares of the picture's box. */
async function drawArea(page: Page, from: [number, number], to: [number, number]) {
  const outlines = page.getByTestId("area-outlines");
  await outlines.scrollIntoViewIfNeeded();
  const box = await outlines.boundingBox();
  if (!box) throw new Error("no preview to draw on");
  // The 4:3 image is fitted into the preview's box: draw inside its middle, where the picture always is.
  const at = ([x, y]: [number, number]) => [box.x + box.width * (0.3 + 0.4 * x), box.y + box.height * y] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at(to), { steps: 8 });
  await page.mouse.up();
}

/** Adds an area through the form in % of the image (the way without JavaScript; with it the form works in place). */
async function typeArea(page: Page, name: string, [x, y, width, height]: [number, number, number, number]) {
  const form = page.getByRole("group", { name: /Add an area by numbers/ });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("X %").fill(String(x));
  await form.getByLabel("Y %").fill(String(y));
  await form.getByLabel("Width %").fill(String(width));
  await form.getByLabel("Height %").fill(String(height));
  await form.getByRole("button", { name: "Add area" }).click();
}

test("the marketer's areas: drawn (or typed) in the editor, run, and read on the results page", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await page.getByPlaceholder("Campaign name").fill("Variants");
  await addFiles(page, javaScriptEnabled, [osie("1001.jpg"), osie("1002.jpg")]);
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(2);
  const itemId = new URL(page.url()).searchParams.get("itemId") ?? "";

  const areas = page.getByRole("list", { name: "Areas on image 1" });
  if (javaScriptEnabled) {
    await drawArea(page, [0.2, 0.2], [0.6, 0.5]);
    const name = areas.getByRole("textbox", { name: "Name of area Area 1" });
    await expect(name).toHaveValue("Area 1");
    await name.fill("Logo");
    await drawArea(page, [0.5, 0.7], [0.9, 0.9]);
    await expect(areas.getByRole("textbox")).toHaveCount(2);
    // A name taken on the image is refused in place.
    await areas.getByRole("textbox", { name: "Name of area Area 1" }).fill("logo");
    await expect(areas.getByText("Another area on this image has this name")).toBeVisible();
    await areas.getByRole("textbox", { name: "Name of area logo", exact: true }).fill("CTA");
  } else {
    await typeArea(page, "Logo", [10, 10, 30, 20]);
    await expect(areas.getByText("Logo")).toBeVisible();
    // A box past the right edge is refused on its field, and nothing else is lost.
    await typeArea(page, "CTA", [80, 70, 30, 20]);
    await expect(page.getByText("The area must lie inside the image")).toBeVisible();
    await expect(page.getByRole("group", { name: /Add an area by numbers/ }).getByLabel("Name")).toHaveValue("CTA");
    await typeArea(page, "CTA", [60, 70, 30, 20]);
  }
  await expect(page.getByTestId("area-outlines").locator("[data-area]")).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath("editor-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("editor-390.png"), fullPage: true });
  await expectAccessible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // The second image gets its own Logo: the same name on another image is fine.
  await page.getByRole("link", { name: "Show image 2" }).click();
  if (javaScriptEnabled) {
    await drawArea(page, [0.1, 0.1], [0.4, 0.3]);
    await page.getByRole("textbox", { name: "Name of area Area 1" }).fill("Logo");
  } else {
    await typeArea(page, "Logo", [5, 5, 25, 20]);
  }
  await expect(page.getByRole("list", { name: "Areas on image 2" }).getByRole("listitem")).toHaveCount(1);

  // Saved with the draft: a fresh load shows them again.
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Setup saved" })).toBeVisible();
  await visit(`/app/new?itemId=${itemId}`);
  await expect(page.getByTestId("area-outlines").locator("[data-area]")).toHaveCount(2);
  const draft = await user.api.request<{ aois: { name: string }[] }>("GET", `/simulations/draft/${itemId}?images=refs`);
  expect(draft.body.aois.map((aoi) => aoi.name)).toEqual(["Logo", "CTA", "Logo"]);
  // The picture shown is in the address: a reload keeps it.
  await page.getByRole("link", { name: "Show image 2" }).click();
  await page.reload();
  await expect(page.getByRole("link", { name: "Show image 2" })).toHaveAttribute("aria-current", "true");

  await page.getByLabel(/Simulation Scale/).fill("2");
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  // Areas cost nothing: 2 images × scale 2.
  await expect(page.getByText("Required Credits: 4. Credits Left: 100")).toBeVisible();
  await page.getByRole("button", { name: "Run Simulation" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${itemId}$`));
  const summary = await user.api.request<{ job_id: string }>("GET", `/simulations/item/${itemId}`);
  const job = await user.api.jobEnded(summary.body.job_id, 150_000);
  expect(job.status).toBe("Ready");
  // The page shows it on its own: live updates with JavaScript, its 3 s refresh without. (Visiting it again raced
  // that refresh, which could abort the visit.)
  await expect(page.getByText("Campaign Ready")).toBeVisible({ timeout: 15_000 });

  const first = job.results.find((result) => result.input_image_idx === 0)!;
  const logo = first.eye_catchers.find((eyeCatcher) => eyeCatcher.name === "Logo") as EyeCatcher;
  expect(logo.kind).toBe("custom");
  await page.getByRole("button", { name: "Expand Image 1" }).click();
  const details = page.locator("#result-0-details");
  // Heatmaps first, then the marketer's areas, then the rest.
  const list = details.locator("section").filter({ has: page.getByRole("heading", { name: "Eye Catchers", exact: true }) });
  const labels = await list.getByRole("button").allTextContents();
  expect(labels.slice(0, 5)).toEqual(["Full Heatmap", "First second", "First 3 seconds", "LogoYours", "CTAYours"]);

  const table = details.getByTestId("first-look");
  const row = table.getByRole("row", { name: /^Logo/ });
  // Each figure over its 90 % interval; a median that too few viewers give is withheld.
  const { intervals } = logo.time;
  await expect(row.getByRole("cell")).toHaveText([
    `${percent(logo.time.seen_1s)}${formatBareRange(intervals?.seen_1s, "percent")}`,
    `${percent(logo.time.seen_3s)}${formatBareRange(intervals?.seen_3s, "percent")}`,
    logo.time.first_look_ms
      ? `${seconds(logo.time.first_look_ms.median)}${formatBareRange(intervals?.first_look_ms, "ms")}`
      : logo.time.viewers
        ? TOO_FEW_VIEWERS
        : "—",
    `${seconds(logo.time.dwell_ms)}${formatBareRange(intervals?.dwell_ms, "ms")}`,
  ]);
  if (javaScriptEnabled) {
    // Sorting by the time to first look puts the fastest first.
    await table.getByRole("button", { name: "Median first look" }).click();
    const fastest = [...first.eye_catchers]
      .filter((eyeCatcher) => eyeCatcher.time.first_look_ms)
      .sort((a, b) => a.time.first_look_ms!.median - b.time.first_look_ms!.median)[0]!;
    await expect(table.locator("tbody tr").first().getByRole("rowheader")).toContainText(fastest.name);
  }

  // Selecting the area shows its time figures beside its segment metrics.
  await details.getByRole("button", { name: "LogoYours" }).click();
  await expect(details.getByLabel("Time figures")).toContainText(`Seen in 1 s${percent(logo.time.seen_1s)}`);
  await expect(details.getByLabel("Time figures")).toContainText(`Median first look${seconds(logo.time.first_look_ms?.median)}`);
  // The same per segment, folded under "By segment" (a native disclosure: it opens without JavaScript too).
  const [category, byLabel] = Object.entries(logo.segments)[0]!;
  const [label, figures] = Object.entries(byLabel)[0]!;
  const bySegment = details.getByTestId("segment-times");
  await bySegment.getByText("By segment", { exact: true }).click();
  const segmentRow = bySegment
    .getByRole("rowgroup")
    .filter({ has: page.getByRole("rowheader", { name: category, exact: true }) })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: label, exact: true }) });
  await expect(segmentRow.getByRole("cell")).toHaveText(
    segmentShown(figures.viewers_total)
      ? [
          String(figures.viewers_total),
          `${percent(figures.seen_1s)}${formatBareRange(figures.intervals?.seen_1s, "percent")}`,
          figures.first_look_ms ? seconds(figures.first_look_ms.median) : figures.viewers ? TOO_FEW_VIEWERS : "—",
        ]
      : [String(figures.viewers_total), TOO_FEW_VIEWERS],
  );

  // The two images' Logo side by side.
  const compared = page.getByRole("table", { name: "Logo" });
  await expect(compared.getByRole("row")).toHaveCount(3);
  const second = job.results.find((result) => result.input_image_idx === 1)!.eye_catchers.find((e) => e.name === "Logo")!;
  await expect(compared.getByRole("row", { name: /Image 2/ })).toContainText(percent(second.time.seen_1s));
  await expect(compared.getByRole("row", { name: /Image 2/ })).toContainText(seconds(second.time.first_look_ms?.median));
  await expectAccessible();
  await page.screenshot({ path: test.info().outputPath("results-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("results-390.png"), fullPage: true });
  await expectAccessible();
});
