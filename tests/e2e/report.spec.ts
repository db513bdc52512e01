import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { EMOTION_NAMES, formatScore, formatShare } from "@adsight/shared";
import { osieImages } from "./engine-api";
import { expect, test } from "./fixtures";

const FILES = ["report.pdf", "results.csv", "viewers.json"] as const;

test("the owner downloads the report and the exports of a finished campaign; another user gets not found", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
  createUser,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const user = await createUser({ credits_left: 10 });
  const name = `Report check ${testInfo.project.name}`;
  const { itemId, jobId } = await user.api.runCampaign({ name, images: await osieImages(["1001.jpg"]), scale: 1 });

  await signIn(user);
  // While the job runs, the report is refused with the reason (not an error page); the exports already answer.
  const early = await page.request.get(`/app/${itemId}/report.pdf`);
  if (early.status() !== 200) {
    expect(early.status()).toBe(409);
    expect(await early.text()).toBe("The report is available once the simulation is Ready");
  }

  const state = await user.api.jobEnded(jobId, 120_000);
  expect(state.status).toBe("Ready");
  const [result] = state.results;
  expect(result).toBeDefined();

  const pdf = await page.request.get(`/app/${itemId}/report.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="report-check-${testInfo.project.name}-report.pdf"`);
  const file = testInfo.outputPath("report.pdf");
  writeFileSync(file, await pdf.body());
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  expect(text).toContain(name);
  expect(text).toContain("Image 1");
  // Scores whole and shares whole percent, as on the results page.
  expect(text).toContain(formatScore(result!.overall_score));
  // The image's most named emotion with its share beside the plot, and the checks against people before the glossary.
  const emotions = result!.emotions;
  expect(emotions).not.toBeNull();
  const [top] = Object.entries(emotions!).sort(
    ([a, x], [b, y]) => y - x || EMOTION_NAMES.indexOf(a as never) - EMOTION_NAMES.indexOf(b as never),
  );
  expect(text).toMatch(new RegExp(`TOP EMOTIONS\\s+${top![0]}\\s+${formatShare(top![1] * 100)}`, "i"));
  expect(text).toContain("Checked against people");
  expect(text).toContain("How the audience feels");
  expect(text).toContain("Not checked on:");
  execFileSync("pdftoppm", ["-png", "-r", "30", file, testInfo.outputPath("page")]);

  const csv = await page.request.get(`/app/${itemId}/results.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  const [header, imageRow] = (await csv.text()).split("\n");
  expect(header).toBe(
    "input_image_idx,object,overall_score,eye_catchers,valence,arousal,positive_energy,emotional_risk," +
      "emotion_anger,emotion_disgust,emotion_fear,emotion_joy,emotion_sadness,emotion_surprise,emotion_neutral," +
      "reach_pct,attention_share_pct,efficiency," +
      "kind,box_x,box_y,box_width,box_height,text,first_look_median_ms,first_look_q1_ms,first_look_q3_ms,seen_1s_pct,seen_3s_pct,dwell_ms," +
      "revisits_pct,entry_order,second,focus,first_on_screen_ms,on_screen_ms,looked_ms,seen_end_pct," +
      "viewers,reach_pct_low,reach_pct_high,attention_share_pct_low,attention_share_pct_high,seen_1s_pct_low,seen_1s_pct_high," +
      "seen_3s_pct_low,seen_3s_pct_high,dwell_ms_low,dwell_ms_high,first_look_median_ms_low,first_look_median_ms_high," +
      "looked_ms_low,looked_ms_high,seen_end_pct_low,seen_end_pct_high," +
      "clarity_score,appeal_score,clarity_percentile,appeal_percentile,overall_percentile,creative_format," +
      "overall_score_low,overall_score_high,clarity_score_low,clarity_score_high,appeal_score_low,appeal_score_high," +
      "creative_format_source,norm_set,norm_set_size",
  );
  // The image's own row gives its emotion shares, viewers and scores, and leaves the per-object and the videos' columns empty.
  const bounds = (interval: [number, number] | null) => (interval ? interval.join(",") : ",");
  const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
  expect(imageRow).toBe(
    `0,,${result!.overall_score},${result!.num_eye_catchers},${result!.emo_valence},${result!.emo_arousal},${result!.emo_approach_score},${result!.emo_risk_score},` +
      EMOTION_NAMES.map((emotion) => emotions![emotion]).join(",") +
      ",".repeat(23) +
      `,${result!.num_viewers}` +
      ",".repeat(16) +
      `,${result!.clarity_score},${result!.appeal_score},${result!.clarity_percentile},${result!.appeal_percentile},${result!.overall_percentile},${result!.creative_format}` +
      `,${bounds(result!.overall_score_interval)},${bounds(result!.clarity_score_interval)},${bounds(result!.appeal_score_interval)}` +
      `,${result!.creative_format_source},${csvCell(result!.norm_set!.name)},${result!.norm_set!.size}`,
  );

  const viewers = await page.request.get(`/app/${itemId}/viewers.json`);
  expect(viewers.status()).toBe(200);
  const body = (await viewers.json()) as {
    job_id: string;
    images: {
      input_image_idx: number;
      width: number;
      height: number;
      emotions: unknown;
      viewers: { labels: Record<string, string>; fixations: { x: number; y: number; dur: number }[] }[];
    }[];
  };
  expect(body.job_id).toBe(jobId);
  expect(body.images.map(({ input_image_idx, width, height }) => ({ input_image_idx, width, height }))).toEqual([
    { input_image_idx: 0, width: 800, height: 600 },
  ]);
  expect(body.images[0]!.emotions).toEqual(emotions);
  expect(body.images[0]!.viewers.length).toBeGreaterThan(0);
  // A viewer whose viewing time (shortened by a mobile feed, fatigue …) ends before the first fixation's latency makes none.
  const viewersWithFixations = body.images[0]!.viewers.filter((viewer) => viewer.fixations.length > 0);
  expect(viewersWithFixations.length).toBeGreaterThan(0.9 * body.images[0]!.viewers.length);
  for (const viewer of body.images[0]!.viewers) expect(Object.keys(viewer.labels).length).toBeGreaterThan(0);

  // Another user, signed in in a browser of their own, finds none of the three files.
  const stranger = await createUser();
  const context = await browser.newContext({ baseURL, javaScriptEnabled });
  try {
    const other = await context.newPage();
    await other.goto("/auth");
    await other.getByLabel("Email").fill(stranger.email);
    await other.getByLabel("Password").fill(stranger.password);
    await other.getByRole("button", { name: "Log In" }).click();
    await expect(other).toHaveURL(/\/app$/);
    for (const name of FILES) {
      const answer = await other.request.get(`/app/${itemId}/${name}`);
      expect(answer.status(), name).toBe(404);
      expect(await answer.text()).toBe("Not found");
    }
    expect((await other.request.get(`/app/not-a-campaign/report.pdf`)).status()).toBe(404);
  } finally {
    await context.close();
  }
});
