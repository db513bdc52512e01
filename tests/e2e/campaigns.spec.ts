import { formatSetupTime } from "@adsight/shared";
import { expect, owner, test } from "./fixtures";

const day = 24 * 3600;
const base = 1_767_225_600; // January 1, 2026 00:00 UTC

test("the list numbers, orders, links and deletes campaigns", async ({ page, visit, createUser, signIn, expectAccessible }) => {
  const user = await createUser();
  const oldest = await user.api.createItem({ title: "Spring launch", status: "Ready", setupTimestamp: base });
  const middle = await user.api.createItem({ title: "Summer teaser", status: "Draft", setupTimestamp: base + day });
  const newest = await user.api.createItem({
    title: "Autumn sale",
    status: "Processing",
    setupTimestamp: base + 2 * day + 3600 * 15 + 60 * 7,
  });
  await signIn(user);
  await expect(page.getByRole("heading", { name: "Campaigns" })).toBeVisible();
  await expectAccessible();

  const headers = page.getByRole("columnheader");
  await expect(headers).toHaveText(["#", "Name", "Status", "Setting Up Date", "Actions"]);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("3Autumn saleProcessing");
  await expect(rows.nth(0)).toContainText("January 3, 2026 / 15:07");
  expect(formatSetupTime(newest.setupTimestamp)).toBe("January 3, 2026 / 15:07");
  await expect(rows.nth(1)).toContainText("2Summer teaserDraft");
  await expect(rows.nth(2)).toContainText("1Spring launchReady");

  await expect(rows.nth(1).getByRole("link", { name: "Summer teaser", exact: true })).toHaveAttribute(
    "href",
    `/app/new?itemId=${middle.id}`,
  );
  await expect(rows.nth(2).getByRole("link", { name: "Spring launch", exact: true })).toHaveAttribute("href", `/app/${oldest.id}`);
  await expect(rows.nth(0).getByRole("link", { name: "Edit Autumn sale" })).toHaveAttribute("href", `/app/new?itemId=${newest.id}`);
  await expect(rows.nth(0).getByRole("link", { name: "Result of Autumn sale" })).toHaveAttribute("href", `/app/${newest.id}`);

  await rows.nth(2).getByRole("link", { name: "Spring launch", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${oldest.id}$`));
  await expect(page.getByRole("heading", { name: "Results" })).toBeVisible();
  await expectAccessible();

  await visit("/app");
  await page.getByRole("link", { name: "Delete Summer teaser" }).click();
  await expect(page.getByRole("heading", { name: "Delete campaign “Summer teaser”?" })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Delete campaign" }).click();
  await expect(page.getByRole("status")).toHaveText("Campaign deleted");
  await expect(page.locator("tbody tr")).toHaveCount(2);
  await expect(page.getByText("Summer teaser")).toHaveCount(0);
  expect((await user.api.items()).data.map((item) => item.title).sort()).toEqual(["Autumn sale", "Spring launch"]);

  await page.getByRole("link", { name: "New Campaign" }).click();
  await expect(page).toHaveURL(/\/app\/new$/);
  await expect(page.getByRole("heading", { name: "New Campaign" })).toBeVisible();
  await expectAccessible();
});

test.describe("a viewer in Tokyo", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("sees setup times in their own zone with JavaScript, and labelled UTC without it", async ({
    page,
    createUser,
    signIn,
    javaScriptEnabled,
  }) => {
    const user = await createUser();
    await user.api.createItem({ title: "New year", status: "Draft", setupTimestamp: base });
    await signIn(user);
    const time = page.locator("tbody tr").first().locator("time");
    await expect(time).toHaveAttribute("datetime", "2026-01-01T00:00:00.000Z");
    // The server cannot know the viewer's zone: its page says UTC until the browser shows local time (UTC+9).
    await expect(time).toHaveText(javaScriptEnabled ? "January 1, 2026 / 09:00" : "January 1, 2026 / 00:00 UTC");
  });
});

test("row click opens the campaign with JavaScript", async ({ page, createUser, signIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the name link does the row's job");
  const user = await createUser();
  const item = await user.api.createItem({ title: "Clickable", status: "Draft", setupTimestamp: base });
  await signIn(user);
  await page.locator("tbody tr").first().getByText("January 1, 2026 / 00:00").click();
  await expect(page).toHaveURL(new RegExp(`/app/new\\?itemId=${item.id}$`));
});

test("with JavaScript the list refetches on its own", async ({ page, createUser, signIn, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the list is a normal page");
  const user = await createUser();
  await signIn(user);
  await expect(page.getByText("No campaigns yet")).toBeVisible();
  await user.api.createItem({ title: "Arrives later", status: "Draft", setupTimestamp: base });
  await expect(page.getByRole("link", { name: "Arrives later", exact: true })).toBeVisible({ timeout: 8_000 });
});

test("administrators see the User column, filter by user and page through", async ({ page, createUser, signIn, expectAccessible }) => {
  const alice = await createUser();
  const bob = await createUser();
  await alice.api.createItem({ title: "Alice only", status: "Ready", setupTimestamp: base });
  for (let index = 0; index < 21; index += 1) {
    await bob.api.createItem({ title: `Bob ${index + 1}`, status: "Draft", setupTimestamp: base + index * day });
  }
  await signIn(owner);
  await expect(page.getByRole("columnheader")).toHaveText(["#", "User", "Name", "Status", "Setting Up Date", "Actions"]);
  await expectAccessible();

  // A part of the address offers the matching accounts; choosing one filters.
  await page.getByLabel("User", { exact: true }).fill(bob.email.split("@")[0] ?? "");
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("link", { name: bob.email, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`user=${encodeURIComponent(bob.email)}`));
  await expect(page.getByLabel("User", { exact: true })).toHaveValue(bob.email);
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText(`21${bob.email}Bob 21`);
  await expect(page.getByText("Alice only")).toHaveCount(0);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`1${bob.email}Bob 1`);

  await page.getByLabel("User", { exact: true }).fill(alice.email.toUpperCase());
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`1${alice.email}Alice only`);
  await page.getByRole("link", { name: "All users" }).click();
  await expect(page).not.toHaveURL(/user=/);
  await expect(page.getByLabel("User", { exact: true })).toHaveValue("");
});

/** How many times the engine has answered GET /users/me, from its Prometheus metrics. */
async function engineReadsOfMe(): Promise<number> {
  const metrics = await (await fetch(new URL("/metrics", process.env.E2E_ENGINE_URL))).text();
  const line = /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/users\/me",status="200"\} (\d+)$/m.exec(metrics);
  return Number(line?.[1] ?? 0);
}

test("a page asks the engine for the signed-in user once, for the layout and the page together", async ({ page, createUser, signIn }) => {
  const user = await createUser();
  await user.api.createItem({ title: "Winter launch", status: "Ready", setupTimestamp: base });
  await signIn(user);
  // Away from the list, so its own refetch (with JavaScript) cannot read the user meanwhile; the cookies stay.
  await page.goto("about:blank");
  for (const path of ["/app", "/app/settings", "/app/settings/webhooks"]) {
    const before = await engineReadsOfMe();
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect((await engineReadsOfMe()) - before, path).toBe(1);
  }
});
