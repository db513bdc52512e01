import { CREATIVE_FORMATS, type ImageResult, percentileText } from "@adsight/shared";
import { expect, expectClearOfHeader, test } from "./fixtures";

// A real simulation runs (the stack's worker), so the test gets more time than the default.
test.describe.configure({ timeout: 150_000 });

const SHOTS = process.env.E2E_SCREENSHOTS;

const lines = (result: ImageResult) => [
  percentileText(result.clarity_percentile!, result.norm_sets!.clarity, "Clearer"),
  percentileText(result.appeal_percentile!, result.norm_sets!.appeal, "More appealing"),
  percentileText(result.overall_percentile!, result.norm_sets!.overall, "Higher"),
];

test("the format a creative is compared with can be changed, and its percentiles follow (no new run)", async ({
  page,
  visit,
  createUser,
  finishedCampaign,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { itemId, jobId, result: guessed } = await finishedCampaign(user, { name: "Format check", scale: 1 });
  const guess = CREATIVE_FORMATS.find((format) => format.id === guessed.creative_format)!;
  const other = CREATIVE_FORMATS.find((format) => format.id !== guessed.creative_format)!;

  await signIn(user);
  await visit(`/app/${itemId}?open=0`);
  const verdict = page.locator("#result-0-details").getByTestId("verdict");
  const format = verdict.getByTestId("creative-format");
  await expect(format).toHaveText(`Format: ${guess.label.toLowerCase()} (guessed); percentiles compare it with ${guess.plural}.`);
  for (const line of lines(guessed)) await expect(verdict).toContainText(line);
  await expectAccessible();
  if (SHOTS) {
    const mode = javaScriptEnabled ? "js-on" : "js-off";
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await verdict.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/verdict-${mode}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  const credits = (await user.api.me()).credits_left;
  await verdict.getByLabel("Compare with").selectOption(other.id);
  await verdict.getByRole("button", { name: "Compare" }).click();
  await expect(format).toHaveText(`Format: ${other.label.toLowerCase()} (chosen); percentiles compare it with ${other.plural}.`);

  const chosen = (await user.api.job(jobId)).results[0]!;
  expect(chosen).toMatchObject({ creative_format: other.id, creative_format_source: "chosen", creative_format_guessed: guess.id });
  // The scores stay; the percentiles are read against the other format's creatives.
  expect([chosen.clarity_score, chosen.appeal_score, chosen.overall_score]).toEqual([
    guessed.clarity_score,
    guessed.appeal_score,
    guessed.overall_score,
  ]);
  const verdictAfter = page.locator("#result-0-details").getByTestId("verdict");
  for (const line of lines(chosen)) await expect(verdictAfter).toContainText(line);
  expect(lines(chosen)).not.toEqual(lines(guessed));
  expect((await user.api.me()).credits_left).toBe(credits);
  // With JavaScript a fetcher answers in place; without it the form posts and the page comes back open at the verdict.
  if (javaScriptEnabled) expect(documentLoads).toBe(0);
  else {
    expect(documentLoads).toBeGreaterThan(0);
    await expect(page).toHaveURL(/open=0/);
    await expectClearOfHeader(page, page.locator("#verdict-0"));
  }
  if (SHOTS) {
    const mode = javaScriptEnabled ? "js-on" : "js-off";
    await verdictAfter.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/verdict-chosen-${mode}-1280.png` });
  }

  // Back to the guess.
  await verdictAfter.getByLabel("Compare with").selectOption("guessed");
  await verdictAfter.getByRole("button", { name: "Compare" }).click();
  await expect(page.locator("#result-0-details").getByTestId("creative-format")).toContainText("(guessed)");
  for (const line of lines(guessed)) await expect(page.locator("#result-0-details").getByTestId("verdict")).toContainText(line);
});
