import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import sharp from "sharp";
import { expect, test } from "./fixtures";

// A real simulation runs in the test (the stack's worker), so it gets more time than the default.
test.describe.configure({ timeout: 150_000 });

const PHOTOGRAPH = resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli/1005.jpg");

/** An ad composed as a designer would: a headline and a long slogan set in white over a photograph, as a JPEG data URL. */
async function composedAd(headline: string, slogan: string): Promise<string> {
  const overlay = Buffer.from(
    `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
       <text x='60' y='120' font-family='DejaVu Sans, Arial, sans-serif' font-size='64' font-weight='bold' fill='#fff'
             stroke='#000' stroke-width='2' paint-order='stroke'>${headline}</text>
       <text x='60' y='500' font-family='DejaVu Sans, Arial, sans-serif' font-size='28' font-weight='bold' fill='#fff'
             stroke='#000' stroke-width='1' paint-order='stroke'>${slogan}</text>
     </svg>`,
  );
  const ad = await sharp(await readFile(PHOTOGRAPH))
    .resize(800, 600, { fit: "cover" })
    .composite([{ input: overlay }])
    .jpeg({ quality: 90 })
    .toBuffer();
  return `data:image/jpeg;base64,${ad.toString("base64")}`;
}

test("a headline over a photograph is an eye catcher named by its words", async ({ page, visit, createUser, finishedCampaign, signIn }) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  const { itemId, job } = await finishedCampaign(user, {
    name: "Composed ad",
    image: await composedAd("Leave your mark", "Fresh kits delivered to your door every single morning"),
    scale: 1,
  });
  // The recogniser may drop the spaces between words; the words themselves are read.
  const words = /leave\s*your\s*mark/i;
  const headline = job.results[0]!.eye_catchers.find((e) => e.kind === "text" && words.test(e.text ?? ""));
  expect(headline, JSON.stringify(job.results[0]!.eye_catchers.map((e) => e.name))).toBeDefined();
  expect(headline!.box.y).toBeLessThan(130);

  await visit(`/app/${itemId}`);
  await expect(page.getByText("Campaign Ready")).toBeVisible();
  await page.getByRole("button", { name: "Expand Image 1" }).click();
  const eyeCatchers = page.locator("#result-0-details").locator("section", { has: page.getByRole("heading", { name: "Eye Catchers" }) });
  await expect(eyeCatchers.getByRole("button", { name: headline!.name, exact: true })).toBeVisible();
  expect(headline!.name).toMatch(/^Text: "Leave\s*your\s*mark/i);

  // On a phone a long name is cut short inside the card; its pin mark stays in view.
  await page.setViewportSize({ width: 390, height: 844 });
  const rights = await eyeCatchers.getByRole("button").evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().right));
  expect(rights.length).toBeGreaterThan(1);
  expect(Math.max(...rights)).toBeLessThanOrEqual(390);
});
