import { readFileSync } from "node:fs";
import {
  abCheckedOnText,
  abComparisonText,
  abHeadline,
  EMOTION_NAMES,
  EMOTION_NOT_CHECKED_ON,
  formatEfficiency,
  formatPercentRange,
  formatScore,
  percentileText,
  formatBareRange,
  imageName,
  type ImageResult,
  SEEN_IN_3S_TEXT,
  segmentShown,
  TOO_FEW_VIEWERS,
  VIEWING_TIME_TEXT,
} from "@adsight/shared";
import { osieImages } from "./engine-api";
import { expect, expectClearOfHeader, test } from "./fixtures";

// A real simulation runs in each test (the stack's worker), so they get more time than the default.
test.describe.configure({ timeout: 150_000 });

/** The page's two-decimal readout: a real minus sign, no negative zero. */
const twoDecimals = (value: number) => {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text.replace("-", "−");
};
const percent = (value: number) => `${Math.round(value)}%`;
/** /accuracy's checks in plain words, with the fidelity record's key of the metric behind each. */
const CHECK_NAMES = [
  ["Finds the looked-at spots", "aucJudd"],
  ["Heat where people looked", "nss"],
  ["Match with people's heatmap", "cc"],
  ["Lost from people's heatmap", "kl"],
  ["Finds them, centre aside", "sAuc"],
] as const;
/** The emotions by share, largest first, ties in the results' order, named as the page names them. */
const rankedEmotions = (shares: Record<string, number>) =>
  Object.entries(shares)
    .sort(([a, x], [b, y]) => y - x || EMOTION_NAMES.indexOf(a as never) - EMOTION_NAMES.indexOf(b as never))
    .map(([name, share]) => ({ label: name[0]!.toUpperCase() + name.slice(1), share }));

test("a running campaign's results arrive live (or by refresh), then every field can be read", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  const [warmUp, first, second] = await osieImages(["1003.jpg", "1001.jpg", "1002.jpg"]);
  await signIn(user);
  // One worker runs one job at a time: a job ahead in the queue keeps ours Processing while the page opens.
  await user.api.runCampaign({ name: "Warm-up", images: [warmUp!], scale: 2 });
  const { itemId, jobId } = await user.api.runCampaign({ name: "Spring creatives", images: [first!, second!], scale: 2 });

  let documentLoads = 0;
  page.on("load", () => (documentLoads += 1));
  const streamRequests: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/app/${itemId}/events`) streamRequests.push(Date.now());
  });
  await visit(`/app/${itemId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
  await expect(page.getByText("Campaign Processing")).toBeVisible();
  const progress = page.getByText(/^\d+% Complete$/);
  expect(Number.parseInt((await progress.textContent()) ?? "", 10)).toBeLessThan(100);
  await expect(page.getByRole("link", { name: "Download report" })).toHaveCount(0);
  await expectAccessible();
  if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // With JavaScript the event stream moves the page on; without it the page reloads itself while Processing.
  await expect(page.getByText("Campaign Ready")).toBeVisible({ timeout: 120_000 });
  await expect(progress).toHaveText("100% Complete");
  if (javaScriptEnabled) {
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(streamRequests.length).toBeGreaterThan(0);
    // The stream is closed on Ready: an EventSource left open would reconnect within its 3 s retry.
    const seen = streamRequests.length;
    await page.waitForTimeout(4_000);
    expect(streamRequests).toHaveLength(seen);
  } else {
    expect(documentLoads).toBeGreaterThan(1);
    expect(streamRequests).toHaveLength(0);
    // Once Ready the page stops reloading itself.
    await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  }

  const job = await user.api.job(jobId);
  expect(job.status).toBe("Ready");
  const results = [...job.results].sort((a, b) => a.input_image_idx - b.input_image_idx);
  expect(results).toHaveLength(2);
  const rows = page.locator("tbody > tr[data-idx]");
  await expect(rows).toHaveCount(2);
  for (const [index, result] of results.entries()) {
    await expect(rows.nth(index).locator("td").nth(1)).toHaveText(String(result.num_eye_catchers));
    await expect(rows.nth(index).locator("td").nth(2)).toContainText(formatScore(result.overall_score));
  }
  await expect(page.getByRole("link", { name: "Download report" })).toHaveAttribute("href", `/app/${itemId}/report.pdf`);
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", `/app/${itemId}/results.csv`);
  await expect(page.getByRole("link", { name: "Export viewers (JSON)" })).toHaveAttribute("href", `/app/${itemId}/viewers.json`);
  await expect(page.getByRole("link", { name: "How accurate is this?" })).toHaveAttribute("href", "/accuracy");

  // Best first ranks the images by overall score.
  await page.getByRole("link", { name: "Best first" }).click();
  await expect(page).toHaveURL(/sort=best/);
  const best = [...results].sort((a, b) => b.overall_score - a.overall_score || a.input_image_idx - b.input_image_idx);
  await expect(rows.nth(0)).toHaveAttribute("data-idx", String(best[0]!.input_image_idx));
  await expect(rows.nth(0)).toContainText("Rank 1 of 2");
  await page.getByRole("link", { name: "Image order" }).click();
  await expect(rows.nth(0)).toHaveAttribute("data-idx", "0");

  // Which version wins: the engine's ranking, in the sentences the report prints, with what it was checked on.
  const ab = job.ab_ranking!;
  expect(ab.ranking.map((entry) => entry.input_image_idx)).toEqual(best.map((entry) => entry.input_image_idx));
  // The shipped verdict was calibrated on 150 pairs it could not tell apart: it names no winner.
  expect(ab.comparisons).toEqual([expect.objectContaining({ winner_idx: null, pairs: 150 })]);
  const wins = page.getByTestId("which-version-wins");
  await expect(wins.getByRole("heading", { name: "Which version wins" })).toBeVisible();
  await expect(wins.getByTestId("ab-headline")).toHaveText("No clear winner");
  await expect(wins.getByRole("list", { name: "Images by Overall Score, highest first" }).getByRole("listitem")).toHaveText(
    ab.ranking.map(
      (entry) =>
        new RegExp(
          `^#${entry.rank}\\s*${imageName(entry.input_image_idx)}\\s*Overall ${Math.round(entry.overall_score)} \\(90% range \\d+–\\d+\\)$`,
        ),
    ),
  );
  await expect(wins.getByTestId("ab-comparisons").getByRole("listitem")).toHaveText(ab.comparisons.map(abComparisonText));
  await expect(wins.getByTestId("ab-checked-on")).toContainText(abCheckedOnText(ab.checked_on));
  await expect(wins.getByTestId("ab-checked-on")).toContainText("Checked on 150 live A/B tests of web pages");
  expect(abHeadline(ab)).toBe("No clear winner");

  // Expand the first image: by its row with JavaScript, by the toggle without.
  const result = results[0]!;
  const toggle = page.getByRole("button", { name: "Expand Image 1" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  if (javaScriptEnabled) {
    await rows.nth(0).locator("td").nth(1).click();
    await expect(page.getByRole("button", { name: "Collapse Image 1" })).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Collapse Image 1" }).click();
    await expect(page.getByRole("heading", { name: "Emotional Response" })).toHaveCount(0);
    await toggle.click();
  } else {
    await toggle.click();
    await expect(page).toHaveURL(/open=0/);
    await expectClearOfHeader(page, rows.nth(0));
  }
  const details = page.locator("#result-0-details");
  await expect(details.getByRole("heading", { name: "Emotional Response" })).toBeVisible();
  await expect(details.getByRole("img", { name: /^Emotional Response/ })).toBeVisible();

  // Summary and the valence–arousal readouts.
  const figure = (term: string) => details.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  // The verdict: clarity, appeal and the overall score, each with its range and its standing among real creatives.
  expect(result.clarity_score).not.toBeNull();
  const verdict = details.getByTestId("verdict");
  await expect(figure("Clarity")).toHaveText(new RegExp(`^${Math.round(result.clarity_score!)}\\s*\\(\\d+–\\d+\\)$`));
  await expect(figure("Appeal")).toHaveText(new RegExp(`^${Math.round(result.appeal_score!)}\\s*\\(\\d+–\\d+\\)$`));
  await expect(verdict).toContainText(percentileText(result.clarity_percentile!, result.norm_sets!.clarity, "Clearer"));
  await expect(verdict).toContainText(percentileText(result.overall_percentile!, result.norm_sets!.overall, "Higher"));
  await expect(figure("Eye Catchers")).toHaveText(String(result.num_eye_catchers));
  // A score reads as the report prints it: a whole number from 0 to 100, with its range.
  await expect(figure("Overall Score")).toHaveText(new RegExp(`^${formatScore(result.overall_score)}\\s*\\(\\d+–\\d+\\)$`));
  await expect(figure("Valence")).toHaveText(twoDecimals(result.emo_valence));
  await expect(figure("Arousal")).toHaveText(twoDecimals(result.emo_arousal));
  await expect(figure("Positive Energy")).toHaveText(percent(result.emo_approach_score));
  await expect(figure("Emotional Risk")).toHaveText(percent(result.emo_risk_score));

  // Beside the emotion figures, above the segments' table, what they were not checked on, as /accuracy words it.
  const emotionSection = details.locator('section[aria-labelledby="emotion-0"]');
  const caveat = emotionSection.getByTestId("emotion-caveat");
  await expect(caveat).toContainText(`Not checked on: ${EMOTION_NOT_CHECKED_ON}`);
  await expect(caveat.getByRole("link", { name: "How emotion is checked" })).toHaveAttribute("href", "/accuracy#emotions");
  const caveatBox = (await caveat.boundingBox())!;
  const readoutsBox = (await emotionSection.locator("dl").first().boundingBox())!;
  expect(caveatBox.y).toBeGreaterThanOrEqual(readoutsBox.y + readoutsBox.height - 1);
  expect(caveatBox.y).toBeLessThan((await details.getByTestId("segment-affect").boundingBox())!.y);
  // How long viewers look, stated beside the time figures when the audience holds mobile viewers, whose viewing is shorter.
  const viewingTime = details.getByTestId("viewing-time");
  if (result.eye_catchers.some((eyeCatcher) => eyeCatcher.segments.Device?.Mobile)) {
    await expect(viewingTime).toHaveText(`${VIEWING_TIME_TEXT} ${SEEN_IN_3S_TEXT}`);
  } else await expect(viewingTime).toHaveCount(0);
  // Beside the plot, the three emotions most viewers would name, each with its share.
  expect(result.emotions).not.toBeNull();
  const top = rankedEmotions(result.emotions!).slice(0, 3);
  // Each share with its 90 % interval.
  await expect(details.getByTestId("top-emotions").getByRole("listitem")).toHaveText(
    top.map(({ label, share }) => new RegExp(`^${label}\\s*${percent(share * 100)}\\s*\\(\\d+–\\d+%\\)$`)),
  );
  // The affect per segment, folded away until asked for (a native disclosure, with or without JavaScript).
  expect(result.emotion_segments).not.toBeNull();
  const [category, labels] = Object.entries(result.emotion_segments!)[0]!;
  const [label, affect] = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b, undefined, { numeric: true }))[0]!;
  const bySegment = details.getByTestId("segment-affect");
  await bySegment.getByText("By segment").click();
  const group = bySegment.locator("tbody", { has: page.locator("th", { hasText: category }) });
  const [mostNamed] = rankedEmotions(affect.emotions);
  const segmentRow = (of: typeof group, name: string) => of.locator("tr", { has: page.getByRole("rowheader", { name, exact: true }) });
  // Each segment says how many viewers it holds; a small one shows that count and no figure.
  await expect(segmentRow(group, label).locator("td")).toHaveText(
    segmentShown(affect.viewers)
      ? [
          String(affect.viewers),
          // A share over its 90 % interval.
          `${percent(affect.emo_approach_score)}${formatBareRange(affect.intervals?.emo_approach_score, "percent")}`,
          `${percent(affect.emo_risk_score)}${formatBareRange(affect.intervals?.emo_risk_score, "percent")}`,
          `${mostNamed!.label} ${percent(mostNamed!.share * 100)}`,
        ]
      : [String(affect.viewers), TOO_FEW_VIEWERS],
  );
  const small = Object.entries(result.emotion_segments!)
    .flatMap(([name, byLabel]) => Object.entries(byLabel).map(([segmentLabel, figures]) => ({ name, segmentLabel, figures })))
    .find(({ figures }) => !segmentShown(figures.viewers));
  expect(small, "200 viewers over the generated setup's labels leave some segment under the minimum").toBeDefined();
  const smallGroup = bySegment.locator("tbody", { has: page.locator("th", { hasText: small!.name }) });
  await expect(segmentRow(smallGroup, small!.segmentLabel).locator("td")).toHaveText([String(small!.figures.viewers), TOO_FEW_VIEWERS]);

  // Pin the full heatmap: the overlay covers the image at full strength.
  const eyeCatchers = details.locator("section", { has: page.getByRole("heading", { name: "Eye Catchers" }) });
  const heatmap = eyeCatchers.getByRole("button", { name: "Full Heatmap" });
  await expect(heatmap).toHaveAttribute("aria-pressed", "false");
  await heatmap.click();
  await expect(eyeCatchers.getByRole("button", { name: "Full Heatmap" })).toHaveAttribute("aria-pressed", "true");
  const overlay = details.locator("img[data-overlay]");
  await expect(overlay).toHaveAttribute("data-overlay", "heatmap");
  await expect(overlay).toHaveCSS("opacity", "1");
  expect(await overlay.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  // The segment metrics follow the pinned eye catcher.
  const objects = Object.keys(result.unique_objects);
  const segment = details.locator("section", { has: page.getByRole("heading", { name: "Segment metrics" }) });
  if (objects.length > 0) {
    const byReach = [...objects].sort(
      (a, b) => (result.aoi_reach_scores[b] ?? 0) - (result.aoi_reach_scores[a] ?? 0) || a.localeCompare(b),
    );
    const object = byReach[byReach.length - 1]!;
    if (javaScriptEnabled) {
      // Hovering previews at half strength without pinning.
      await eyeCatchers.getByRole("button", { name: object, exact: true }).hover();
      await expect(overlay).toHaveAttribute("data-overlay", `object:${object}`);
      await expect(overlay).toHaveCSS("opacity", "0.5");
    }
    await eyeCatchers.getByRole("button", { name: object, exact: true }).click();
    await expect(eyeCatchers.getByRole("button", { name: object, exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(segment).toContainText(object);
    // Beside a reach or share, its 90 % interval.
    const withRange = (value: number, interval: [number, number] | undefined) =>
      new RegExp(`^${percent(value)}\\s*\\(${formatPercentRange(interval)}\\)$`);
    await expect(figure("Reach Score")).toHaveText(withRange(result.aoi_reach_scores[object] ?? 0, result.aoi_reach_intervals?.[object]));
    await expect(figure("Attention Share")).toHaveText(
      withRange(result.aoi_attention_shares[object] ?? 0, result.aoi_attention_shares_intervals?.[object]),
    );
    await expect(figure("Efficiency")).toHaveText(formatEfficiency(result.aoi_efficiency[object] ?? 0));
  } else {
    await expect(segment).toContainText("No eye catchers were found in this image.");
  }
  await expectClusters(page, result);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await expectAccessible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible();

  // The campaign list shows Ready too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit("/app");
  await expect(page.locator("tr", { hasText: "Spring creatives" }).first()).toContainText("Ready");
});

interface Agreement {
  valence_r: number;
  arousal_r: number;
  side: number;
}

async function expectClusters(page: import("@playwright/test").Page, result: ImageResult) {
  const details = page.locator("#result-0-details");
  const scanpath = details.locator("section", { has: page.getByRole("heading", { name: "Auditory Scanpath" }) });
  if (!result.consensus_global_overlay && result.consensus_clusters.length === 0) {
    await expect(scanpath).toHaveCount(0);
    return;
  }
  const labels = [
    ...(result.consensus_global_overlay ? ["Main track"] : []),
    ...[...result.consensus_clusters].sort((a, b) => a.cluster_id - b.cluster_id).map((cluster) => `Cluster ${cluster.cluster_id}`),
  ];
  await expect(scanpath.getByRole("button")).toHaveText(labels);
  const cluster = [...result.consensus_clusters].sort((a, b) => b.cluster_id - a.cluster_id)[0];
  if (!cluster) return;
  await scanpath.getByRole("button", { name: `Cluster ${cluster.cluster_id}` }).click();
  await expect(details.locator("img[data-overlay]")).toHaveAttribute("data-overlay", `cluster:${cluster.cluster_id}`);
  const description = details.locator("section", { has: page.getByRole("heading", { name: "Auditory Cluster Description" }) });
  await expect(description).toContainText(`Cluster ${cluster.cluster_id}`);
  for (const [group, labelShares] of Object.entries(cluster.cluster_members_desc)) {
    await expect(description).toContainText(group);
    for (const [label, share] of Object.entries(labelShares))
      await expect(description).toContainText(`${label} ${Math.round(share * 100)}%`);
  }
}

test("another user's results page and event stream are not found, and the session survives", async ({
  page,
  visit,
  createUser,
  signIn,
}) => {
  const alice = await createUser({ credits_left: 20 });
  const bob = await createUser();
  const { itemId } = await alice.api.runCampaign({ name: "Alice's secret", images: await osieImages(["1004.jpg"]), scale: 1 });

  await signIn(bob);
  await visit(`/app/${itemId}`);
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  await expect(page.getByText("Alice's secret")).toHaveCount(0);
  const stream = await page.request.get(`/app/${itemId}/events`);
  expect(stream.status()).toBe(404);
  expect(await stream.text()).not.toContain("Alice");
  expect((await page.request.get("/app/not-a-campaign/events")).status()).toBe(404);
  await visit("/app/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();

  // A refusal is not a stale session: bob is still signed in.
  await visit("/app");
  await expect(page.getByRole("heading", { name: "Campaigns", exact: true })).toBeVisible();
});

test("a campaign without a job renders its status and no live updates", async ({ page, visit, createUser, signIn, expectAccessible }) => {
  const user = await createUser();
  const item = await user.api.createItem({ title: "Never run", status: "Processing" });
  await signIn(user);
  await visit(`/app/${item.id}`);
  await expect(page.getByText("Campaign Processing")).toBeVisible();
  await expect(page.getByText("No simulation has run for this campaign yet.")).toBeVisible();
  await expect(page.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expectAccessible();
});

test("the public accuracy page shows each held-out score beside the centred-Gaussian baseline, web pages and ads, and the emotion checks", async ({
  page,
  visit,
  expectAccessible,
}) => {
  await visit("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Model accuracy" }).click();
  await expect(page).toHaveURL(/\/accuracy$/);
  await expect(page.getByRole("heading", { level: 1, name: "How far to trust a heatmap" })).toBeVisible();
  const attention = page.locator("table").first();
  await expect(attention.locator("tbody tr")).toHaveCount(5);
  // The page shows the research package's record of the untouched images, each score to three significant digits.
  const { untouched, emotion } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
    untouched: { command: string; model: Record<string, number>; centredGaussian: Record<string, number> };
    emotion: {
      command: string;
      sets: {
        emotion6: { images: number; after: Agreement; emotions: { top1: number; kl: number } };
        bass: { images: number; after: Agreement };
      };
      cross: { emotion6_to_bass: Agreement; bass_to_emotion6: Agreement };
      notCheckedOn: string;
    };
  };
  // Each check in plain words (engine/research/README.md names the metric behind each).
  for (const [check, key] of CHECK_NAMES) {
    const row = page.locator("tr", { has: page.getByRole("rowheader", { name: new RegExp(`^${check}`) }) });
    await expect(row.locator("td").nth(0)).toHaveText(untouched.model[key]!.toPrecision(3));
    await expect(row.locator("td").nth(1)).toHaveText(untouched.centredGaussian[key]!.toPrecision(3));
  }
  // For marketers: no command to run and no metric's name; each figure says what it was and was not checked on.
  const text = await page.locator("main").innerText();
  expect(text).not.toContain("npm run");
  expect(text).not.toContain(untouched.command);
  expect(text).not.toMatch(/\b(NSS|KL|sAUC|AUC|AUC-Judd|CC|Wasserstein)\b/);
  for (const title of [
    "Where the audience looks: photographs",
    "Web pages and ads",
    "Viewing times",
    "Names of eye catchers",
    /^How the audience feels/,
  ])
    await expect(
      page
        .locator("section", { has: page.getByRole("heading", { name: title }) })
        .locator("dl")
        .first()
        .locator("dt"),
    ).toHaveText(["Checked on", "Not checked on"]);
  await expect(page.getByRole("heading", { name: "The human ceiling" })).toBeVisible();
  // How often the names shown are right, as the name check recorded it.
  const { names } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
    names: { objects: { after: { precision: number } }; text: { after: { exactRate: number } } };
  };
  const naming = page.locator("section", { has: page.getByRole("heading", { name: "Names of eye catchers" }) });
  await expect(naming).toContainText(`Names shown are right ${Math.round(names.objects.after.precision * 100)}% of the time`);
  await expect(naming).toContainText(`exactly what is written ${Math.round(names.text.after.exactRate * 100)}% of the time`);

  // The emotion model's cross-validated checks on the rated sets, as recorded, and what it was not checked on.
  const feelings = page.locator("section", { has: page.getByRole("heading", { name: /^How the audience feels/ }) });
  const r = (value: number) => value.toFixed(2).replace("-", "−");
  const side = (value: number) => `${Math.round(value * 100)}%`;
  const expectRow = async (name: RegExp, images: number, { valence_r, arousal_r, side: right }: Agreement) =>
    expect(feelings.locator("tr", { has: page.getByRole("rowheader", { name }) }).locator("td")).toHaveText([
      images.toLocaleString("en-US"),
      r(valence_r),
      r(arousal_r),
      side(right),
    ]);
  await expectRow(/^Emotion6 photographs, 5-fold/, emotion.sets.emotion6.images, emotion.sets.emotion6.after);
  await expectRow(/^BASS pictograms, 5-fold/, emotion.sets.bass.images, emotion.sets.bass.after);
  await expectRow(/^Fitted on Emotion6 photographs, tested on BASS/, emotion.sets.bass.images, emotion.cross.emotion6_to_bass);
  await expectRow(/^Fitted on BASS pictograms, tested on Emotion6/, emotion.sets.emotion6.images, emotion.cross.bass_to_emotion6);
  await expect(feelings.locator("tr", { has: page.getByRole("rowheader", { name: "AdSight" }) }).locator("td")).toHaveText([
    side(emotion.sets.emotion6.emotions.top1),
    emotion.sets.emotion6.emotions.kl.toFixed(2),
  ]);
  await expect(feelings.getByText(emotion.notCheckedOn)).toBeVisible();
  expect(text).not.toContain(emotion.command);

  // The viewing times against people, from the clock's record (`npm run clock -- --record 1`).
  const { clock } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
    clock: {
      command: string;
      photos: {
        after: { model: { reach: { r: number }; seen1s: { r: number } }; firstSecondNss: { firstSecondMap: number; fullMap: number } };
      };
      pages: { images: number; after: { model: { reach: { r: number }; seen1s: { r: number } } } };
    };
  };
  const viewingTimes = page.getByRole("region", { name: "Viewing times" });
  await expect(viewingTimes).toContainText(`r = ${clock.photos.after.model.reach.r.toFixed(2)}`);
  await expect(viewingTimes).toContainText(`r = ${clock.photos.after.model.seen1s.r.toFixed(2)}`);
  const { firstSecondMap, fullMap } = clock.photos.after.firstSecondNss;
  await expect(viewingTimes).toContainText(
    `heat where people looked in their first second is ${firstSecondMap.toFixed(2)}, the full heatmap's ${fullMap.toFixed(2)}`,
  );
  await expect(viewingTimes).toContainText(VIEWING_TIME_TEXT);
  await expect(viewingTimes).toContainText(`On ${clock.pages.images} web pages`);
  await expect(viewingTimes).toContainText(`reach r = ${clock.pages.after.model.reach.r.toFixed(2)}`);
  await expect(viewingTimes).toContainText(`seen within 1 second r = ${clock.pages.after.model.seen1s.r.toFixed(2)}`);
  expect(text).not.toContain(clock.command);

  // Web pages and ads, cross-validated, beside the centred Gaussian and people (`npm run readout -- --references 1`).
  const { designed } = JSON.parse(readFileSync(new URL("../../engine/research/fidelity.json", import.meta.url), "utf8")) as {
    designed: {
      command: string;
      after: { fiwi: { crossValidated: Record<string, number> }; gdi: { crossValidated: Record<string, number> } };
      centredGaussian: { fiwi: Record<string, number>; gdi: Record<string, number> };
      interObserver: Record<string, number>;
    };
  };
  const designedSection = page.getByRole("region", { name: "Web pages and ads" });
  const designedRow = (name: string) => designedSection.locator("tr", { has: page.getByRole("rowheader", { name }) }).locator("td");
  const three = (value: number) => value.toPrecision(3);
  const checkName = (key: string) => CHECK_NAMES.find(([, k]) => k === key)![0].toLowerCase();
  for (const key of ["nss", "cc", "aucJudd"] as const) {
    await expect(designedRow(`Web pages, ${checkName(key)}`)).toHaveText([
      three(designed.after.fiwi.crossValidated[key]!),
      three(designed.centredGaussian.fiwi[key]!),
      key === "cc" ? "—" : three(designed.interObserver[key]!),
    ]);
  }
  await expect(designedRow(`Ads and posters, ${checkName("cc")}`)).toHaveText([
    three(designed.after.gdi.crossValidated.cc!),
    three(designed.centredGaussian.gdi.cc!),
    "—",
  ]);
  expect(text).not.toContain(designed.command);
  await page.setViewportSize({ width: 390, height: 844 });
  // On a phone every table fits its frame: no score is clipped.
  for (const table of await page.locator("table").all())
    expect(await table.evaluate((element) => element.scrollWidth <= (element.parentElement?.clientWidth ?? 0))).toBe(true);
  await expectAccessible();
});
