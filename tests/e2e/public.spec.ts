import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

const sectionLabels = ["Benefits", "How It Works", "Road Map", "Key features"];

test.describe("public pages", () => {
  test("landing page has the spec's sections and leads to /auth", async ({ page, expectAccessible }) => {
    await page.goto("/");
    const sections = page.getByRole("navigation", { name: "Sections", exact: true });
    for (const anchor of sectionLabels) {
      await expect(page.getByRole("link", { name: anchor, exact: true }).first()).toHaveAttribute("href", /^#/);
    }
    await expect(sections).toBeAttached();
    for (const group of ["Generation", "Expertise", "Location"]) {
      await expect(page.getByRole("group", { name: group })).toBeVisible();
    }
    await expect(page.getByRole("radio", { name: "Zoomers" })).toBeAttached();
    await expect(page.getByRole("radio", { name: "Paris" })).toBeAttached();

    const steps = page.locator("#how-it-works li");
    await expect(steps).toHaveCount(4);
    for (const step of ["Upload creative", "Define audience profile", "Simulate engagement", "Download report"]) {
      await expect(steps.getByRole("heading", { name: step })).toBeVisible();
    }
    const roadmap = page.locator("#road-map li");
    await expect(roadmap).toHaveCount(4);
    for (const [when, what] of [
      ["Q4 2025", "Ad-platform integration"],
      ["Q1 2026", "AI creative generation"],
      ["Q2 2026", "Video creative support"],
      ["Q3 2026", "Interactive optimization"],
    ] as const) {
      await expect(roadmap.filter({ hasText: when })).toContainText(what);
    }
    await expect(page.locator("#benefits li")).toHaveCount(5);
    await expect(page.locator("#key-features article")).toHaveCount(3);
    await expect(page.getByRole("contentinfo").getByRole("link", { name: /Privacy Policy/ })).toHaveAttribute("href", "/legal");
    await expectAccessible();
    await page.screenshot({ path: test.info().outputPath("landing-1280.png") });

    // On a phone every section anchor shows in full: the header neither overflows nor cuts the last one off.
    await page.setViewportSize({ width: 390, height: 844 });
    const header = page.getByRole("banner");
    const overflow = (element: HTMLElement) => element.scrollWidth - element.clientWidth;
    expect(await header.evaluate(overflow)).toBe(0);
    const compact = page.getByRole("navigation", { name: "Sections (compact)" });
    expect(await compact.evaluate(overflow)).toBe(0);
    for (const anchor of sectionLabels) await expect(compact.getByRole("link", { name: anchor, exact: true })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: test.info().outputPath("landing-390.png") });
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole("link", { name: "Start Free Trial" }).first().click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await page.goto("/");
    await page.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the hero toggles switch without affecting anything else", async ({ page }) => {
    await page.goto("/");
    await page.getByText("Zoomers", { exact: true }).click();
    await expect(page.getByRole("radio", { name: "Zoomers" })).toBeChecked();
    await expect(page.getByRole("radio", { name: "Millennials" })).not.toBeChecked();
    await expect(page).toHaveURL(/\/$/);
  });

  test("/accuracy gives each score its agreement with people and what it was and was not checked on, in plain words", async ({
    page,
    expectAccessible,
  }) => {
    // The figures the scores command recorded (fidelity.json's scores, kept equal to creative-models.json's by a research test).
    const { scores } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
      scores: {
        command: string;
        clarity: Record<"ad" | "vis" | "scenes", { images: number; after: number; jpegBaseline: number }>;
        appeal: Record<"pages" | "display", { images: number; deepPerSet: number }>;
        shownLabels: { id: string; label: string }[];
        labels: Record<string, { rho: number }>;
        ab: { after: { pairs: number; accuracy: number; interval: [number, number] } };
      };
    };
    const two = (value: number) => value.toFixed(2).replace("-", "−");
    await page.goto("/accuracy#scores");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: /^Scores: clarity, appeal/ }) });
    await expect(section).toBeVisible();
    for (const [id, title] of [
      ["clarity", "Clarity"],
      ["appeal", "Appeal"],
      ["labels", "What people would say"],
      ["overall", "Overall Score and which version wins"],
    ] as const) {
      const check = section.getByTestId(`score-check-${id}`);
      await expect(check.getByRole("heading", { level: 3 })).toHaveText(title);
      await expect(check.locator("dt")).toHaveText(["Checked on", "Not checked on"]);
      await expect(check.locator("li").first()).toBeVisible();
    }
    const { clarity, appeal, ab } = scores;
    await expect(section.getByTestId("score-check-clarity")).toContainText(
      `Ads: ${two(clarity.ad.after)} on ${clarity.ad.images} magazine and poster ads (the image's file size alone, a simple guess: ${two(clarity.ad.jpegBaseline)})`,
    );
    await expect(section.getByTestId("score-check-appeal")).toContainText(
      `Web pages: ${two(appeal.pages.deepPerSet)} on ${appeal.pages.images} pages`,
    );
    await expect(section.getByTestId("score-check-appeal")).toContainText(
      `Display ads: ${two(appeal.display.deepPerSet)} on ${appeal.display.images} ads`,
    );
    for (const { id, label } of scores.shownLabels)
      await expect(section.getByTestId("score-check-labels")).toContainText(`“${label}” ${two(scores.labels[id]!.rho)}`);
    const [low, high] = ab.after.interval;
    await expect(section.getByTestId("score-check-overall")).toContainText(
      `On ${ab.after.pairs} pairs of real web page versions whose winner a live A/B test decided, the version with the higher Overall Score won ${Math.round(ab.after.accuracy * 100)}% of the time (90 % range ${Math.round(low * 100)}–${Math.round(high * 100)}%); a coin toss wins 50 %.`,
    );
    // For marketers: no command and no metric's name (the research README keeps them).
    const text = await section.innerText();
    expect(text).not.toContain(scores.command);
    expect(text).not.toMatch(/npm run|Spearman|ρ|RMSE|cross-valid|Brier|AUC/i);
    // The results page's verdict links here.
    await expect(page.locator("#scores")).toBeInViewport();
    await expectAccessible();
  });

  test("/accuracy's video section gives the clip's figure as fitted on it, the slideshow check and what is not checked", async ({
    page,
  }) => {
    const { slideshows } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
      slideshows: { clipFittedOn: number; materials: { material: string; images: number; product: number; imageModel: number }[] };
    };
    await page.goto("/accuracy#video");
    const section = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Video" }) });
    await expect(section.getByRole("row", { name: /viewers through the clip \(fitted on it\)/ })).toContainText(
      slideshows.clipFittedOn.toFixed(2),
    );
    for (const { material, images, product, imageModel } of slideshows.materials) {
      const row = section.getByRole("row", { name: new RegExp(`^${images} ${material}`) });
      await expect(row.getByRole("cell")).toHaveText([product.toFixed(2), imageModel.toFixed(2), /\d\.\d\d/]);
    }
    await expect(section).toContainText(/video ads with people's gaze/i);
    expect(await section.innerText()).not.toMatch(/npm run|NSS|\bCC\b/);
  });

  test("legal page", async ({ page, expectAccessible }) => {
    await page.goto("/legal");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy & Terms of Service" })).toBeVisible();
    await expectAccessible();
  });

  test("unknown routes show the 404 page with Go Back", async ({ page, expectAccessible }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
    await expectAccessible();
    await page.getByRole("link", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
