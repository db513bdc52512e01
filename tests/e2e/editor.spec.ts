import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { addFiles, expect, test } from "./fixtures";

// The OSIE development images live beside the repository, in the workspace's shared data.
const stimuli = resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli");
const osie = (name: string) => join(stimuli, name);

let scratch: string;

test.beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "adsight-editor-"));
  // A GIF named like a JPEG: the smallest valid GIF, 1 × 1 px.
  writeFileSync(join(scratch, "animation.jpg"), Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
  // A real JPEG padded to 6 MB: decoders ignore what follows the image, so only the size is wrong.
  const jpeg = readFileSync(osie("1001.jpg"));
  writeFileSync(join(scratch, "huge.jpg"), Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length)]));
  writeFileSync(join(scratch, "panorama.png"), greyPng(2500, 8));
});

test.afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A valid grey PNG of the given size, written byte by byte (signature, IHDR, IDAT, IEND). */
function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function chooseLocation(page: Page, javaScriptEnabled: boolean, typed: string, choice: string) {
  const field = page.getByPlaceholder("Location");
  if (javaScriptEnabled) {
    await field.pressSequentially(typed);
    await page.getByRole("option", { name: choice }).click();
  } else {
    await field.fill(typed);
    await page.getByRole("button", { name: "Find" }).click();
    await page.getByRole("button", { name: choice }).click();
  }
  await expect(page.getByPlaceholder("Location")).toHaveValue(choice);
}

test("a campaign from an empty editor to a running simulation", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await expect(page.getByRole("heading", { name: "New Campaign" })).toBeVisible();
  await expect(page.getByText("Allowed: jpg, png, webp. Max size 5MB. Max side 2000px.")).toBeVisible();
  await expectAccessible();

  await page.getByPlaceholder("Campaign name").fill("Spring sale");
  await addFiles(page, javaScriptEnabled, [osie("1001.jpg"), osie("1002.jpg")]);
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(2);
  await expect(page).toHaveURL(/\/app\/new\?itemId=[0-9a-f-]{36}/);
  const itemId = new URL(page.url()).searchParams.get("itemId") ?? "";
  await expect(page.getByPlaceholder("Campaign name")).toHaveValue("Spring sale");
  // The preview and thumbnails come through the web app's image route, never as inline data.
  await expect(page.getByRole("link", { name: /Image 1 of 2/ })).toHaveAttribute("href", /^\/app\/images\/input\/[0-9a-f-]{36}$/);
  expect(await page.locator('img[src^="data:"]').count()).toBe(0);

  await chooseLocation(page, javaScriptEnabled, "Duba", "Dubai, United Arab Emirates");
  await page.getByPlaceholder("Describe your audience. Write any relevant information...").fill("students who love gaming");
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Setup saved" })).toBeVisible();
  const device = page.getByRole("group", { name: "Device" });
  await expect(device.getByRole("spinbutton", { name: "Mobile", exact: true })).toHaveValue("59.3");
  await expect(page.getByRole("group", { name: "Location" }).getByRole("spinbutton")).toHaveValue("100");
  await expectAccessible();

  // Tablet (5.9 %) locked, Mobile 59.3 → 50: Desktop takes the rest, 100 − 50 − 5.9.
  await device.getByRole("checkbox", { name: "Lock Tablet" }).check();
  await device.getByRole("spinbutton", { name: "Mobile", exact: true }).fill("50");
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Rebalance" }).click();
  await expect(device.getByRole("spinbutton", { name: "Desktop" })).toHaveValue("44.1");
  await expect(device.getByRole("spinbutton", { name: "Tablet" })).toHaveValue("5.9");
  await expect(device.getByRole("spinbutton", { name: "Mobile", exact: true })).toHaveValue("50");
  await expect(device.getByRole("checkbox", { name: "Lock Tablet" })).toBeChecked();

  await expect(page.getByRole("button", { name: "Run Simulation" })).toBeDisabled();
  await page.getByLabel(/Simulation Scale/).fill("2");
  if (javaScriptEnabled) await expect(page.getByText("Simulation Scale: 2%")).toBeVisible();
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText("Required Credits: 4. Credits Left: 100")).toBeVisible();
  await expect(page.getByText("Simulation Scale: 2%")).toBeVisible();
  // The rebalanced weights were saved with the draft.
  await expect(device.getByRole("spinbutton", { name: "Desktop" })).toHaveValue("44.1");
  await expectAccessible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole("button", { name: "Run Simulation" }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${itemId}$`));
  const job = await user.api.request<{ status: string; scale: number; credits_charged: number }>("GET", `/simulations/item/${itemId}`);
  expect(job.body).toMatchObject({ scale: 2, credits_charged: 4 });
  expect((await user.api.me()).credits_left).toBe(96);

  // The browser's copy of the form went with the Run: the next visit to the editor starts empty.
  await visit("/app/new");
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/\/app\/new$/);
  await expect(page.getByPlaceholder("Campaign name")).toHaveValue("");
  await expect(page.getByText("No images yet.")).toBeVisible();
});

/** The editor's form as the page would send it, posted from the browser's session (a resent or forged form). */
async function postEditorForm(page: Page, fields: Record<string, string>) {
  const form = page.locator('form[enctype="multipart/form-data"]');
  const sent = { ...fields };
  for (const name of ["csrf", "itemId", "name", "location", "startDate", "endDate", "audience", "scale"]) {
    sent[name] ??= await form.locator(`[name="${name}"]`).inputValue();
  }
  const action = new URL((await form.getAttribute("action")) ?? "", page.url()).toString();
  return page.request.post(action, { multipart: sent, maxRedirects: 0 });
}

test("a Run after the draft changed elsewhere is refused and charges nothing", async ({
  page,
  context,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
}) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await addFiles(page, javaScriptEnabled, [osie("1007.jpg")]);
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("group", { name: "Age", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText("Required Credits: 10. Credits Left: 100")).toBeVisible();

  // A second tab adds an image: the price this page shows is no longer the draft's.
  const other = await context.newPage();
  await other.goto(page.url());
  if (javaScriptEnabled) await other.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await addFiles(other, javaScriptEnabled, [osie("1008.jpg")]);
  await expect(other.getByRole("button", { name: /^Remove image/ })).toHaveCount(2);
  await other.close();

  await page.getByRole("button", { name: "Run Simulation" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The draft changed since the credits were calculated" })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/new\?itemId=/);
  expect((await user.api.me()).credits_left).toBe(100);
});

test("an engine refusal the form cannot place is a toast labelled by its status", async ({ page, visit, createUser, signIn }) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("group", { name: "Age", exact: true })).toBeVisible();
  // No image, so the page offers no Run; a forged one claiming a price of 0 gets the engine's 422.
  const answer = await postEditorForm(page, { intent: "run", quotedCredits: "0" });
  expect(answer.status()).toBe(302);
  await visit(answer.headers().location ?? "");
  const toast = page.getByRole("alert").filter({ hasText: "Add at least one image" });
  await expect(toast).toContainText("Validation Error");
  expect((await user.api.me()).credits_left).toBe(100);
});

test("upload alerts name each refused file and keep the rest", async ({ page, visit, createUser, signIn, javaScriptEnabled }) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await page.getByPlaceholder("Campaign name").fill("Alerts");
  await addFiles(page, javaScriptEnabled, [
    osie("1003.jpg"),
    join(scratch, "animation.jpg"),
    join(scratch, "huge.jpg"),
    join(scratch, "panorama.png"),
  ]);
  // The accepted image is stored, and the alerts are still there once the page shows it.
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(1);
  const alerts = page.getByRole("alert").filter({ hasText: "Unsupported type" });
  await expect(alerts).toContainText("Unsupported type: animation.jpg");
  await expect(alerts).toContainText("File too large: huge.jpg");
  await expect(alerts).toContainText("Image too big: panorama.png");
  await expect(page.getByPlaceholder("Campaign name")).toHaveValue("Alerts");

  await page.getByRole("button", { name: "Remove image 1" }).click();
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(0);
  await expect(page.getByText("No images yet.")).toBeVisible();
});

test("a check that finds too few credits blocks the run", async ({ page, visit, createUser, signIn, javaScriptEnabled }) => {
  const user = await createUser({ credits_left: 5 });
  await signIn(user);
  await visit("/app/new");
  await addFiles(page, javaScriptEnabled, [osie("1004.jpg")]);
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("group", { name: "Age", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText("Required Credits: 10. Credits Left: 5")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Not enough credits: 10 needed, 5 left" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Run Simulation" })).toBeDisabled();
  expect((await user.api.me()).credits_left).toBe(5);
});

test("Run sent twice starts one simulation and charges once", async ({ page, visit, createUser, signIn, javaScriptEnabled }) => {
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  await addFiles(page, javaScriptEnabled, [osie("1006.jpg")]);
  await expect(page.getByRole("button", { name: /^Remove image/ })).toHaveCount(1);
  const itemId = new URL(page.url()).searchParams.get("itemId") ?? "";
  await page.getByRole("button", { name: "Generate Campaign Setup" }).click();
  await expect(page.getByRole("group", { name: "Age", exact: true })).toBeVisible();
  await page.getByLabel(/Simulation Scale/).fill("1");
  if (javaScriptEnabled) await expect(page.getByText("Simulation Scale: 1%")).toBeVisible();
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText("Required Credits: 1. Credits Left: 100")).toBeVisible();

  // The page's form posted twice at once with the browser's cookies, as a double click or a resent form would.
  const quotedCredits = await page.locator('[name="quotedCredits"]').inputValue();
  const answers = await Promise.all([0, 1].map(() => postEditorForm(page, { intent: "run", quotedCredits })));
  expect(answers.map((answer) => answer.headers().location)).toEqual([`/app/${itemId}`, `/app/${itemId}`]);
  expect((await user.api.me()).credits_left).toBe(99);
});

test("a draft reopens from the campaign list with everything saved", async ({ page, visit, createUser, signIn }) => {
  const user = await createUser();
  const item = await user.api.createItem({ title: "Night owls", status: "Draft" });
  const saved = await user.api.request("POST", "/simulations/draft", {
    item_id: item.id,
    name: "Night owls",
    location: "Berlin, Germany",
    startDate: "2026-06-01",
    endDate: "2026-07-15",
    audience: "people who work late",
    scale: 7,
  });
  expect(saved.status).toBe(200);
  await signIn(user);
  await page.getByRole("link", { name: "Night owls", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/new\\?itemId=${item.id}$`));
  await expect(page.getByPlaceholder("Campaign name")).toHaveValue("Night owls");
  await expect(page.getByPlaceholder("Location")).toHaveValue("Berlin, Germany");
  await expect(page.getByLabel("Start Date")).toHaveValue("2026-06-01");
  await expect(page.getByLabel("End Date")).toHaveValue("2026-07-15");
  await expect(page.getByPlaceholder("Describe your audience. Write any relevant information...")).toHaveValue("people who work late");
  await expect(page.getByText("Simulation Scale: 7%")).toBeVisible();

  await page.getByLabel("End Date").fill("2026-05-01");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("End Date must be on or after the Start Date")).toBeVisible();
  await expect(page.getByLabel("End Date")).toHaveValue("2026-05-01");
  await visit(`/app/new?itemId=${item.id}`);
  await expect(page.getByLabel("End Date")).toHaveValue("2026-07-15");
});

test("another user's campaign is not found in the editor", async ({ page, visit, createUser, signIn }) => {
  const owner = await createUser();
  const item = await owner.api.createItem({ title: "Private", status: "Draft" });
  const intruder = await createUser();
  await signIn(intruder);
  await visit(`/app/new?itemId=${item.id}`);
  await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
  // Still signed in: a refusal is not a reason to end the session.
  await visit("/app");
  await expect(page.getByRole("heading", { name: "Campaigns", exact: true })).toBeVisible();
});

test("the preview opens full size", async ({ page, visit, createUser, signIn, javaScriptEnabled }) => {
  const user = await createUser();
  await signIn(user);
  await visit("/app/new");
  await addFiles(page, javaScriptEnabled, [osie("1005.jpg")]);
  const preview = page.getByRole("link", { name: /Image 1 of 1/ });
  await expect(preview).toBeVisible();
  if (!javaScriptEnabled) {
    const href = await preview.getAttribute("href");
    const response = await page.request.get(href ?? "");
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    return;
  }
  await preview.click();
  const viewer = page.getByTestId("image-viewer");
  await expect(viewer).toBeVisible();
  await page.mouse.move(640, 400);
  for (let step = 0; step < 40; step += 1) await page.mouse.wheel(0, -200);
  await expect(viewer).toHaveAttribute("data-zoom", "5.00");
  for (let step = 0; step < 80; step += 1) await page.mouse.wheel(0, 200);
  await expect(viewer).toHaveAttribute("data-zoom", "0.10");
  // A drag pans and keeps the viewer open; a click without a drag closes it.
  await page.mouse.down();
  await page.mouse.move(700, 450, { steps: 5 });
  await page.mouse.up();
  await expect(viewer).toBeVisible();
  await page.mouse.click(640, 400);
  await expect(viewer).toBeHidden();
});

test("the editor refuses a form without its CSRF token and creates nothing", async ({ page, createUser, signIn }) => {
  const user = await createUser();
  await signIn(user);
  const answer = await page.request.post("/app/new", {
    multipart: {
      intent: "save",
      itemId: "",
      name: "Forged",
      location: "",
      startDate: "2026-03-01",
      endDate: "2026-05-31",
      audience: "",
      scale: "10",
    },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(403);
  expect((await user.api.items()).data).toEqual([]);
});
