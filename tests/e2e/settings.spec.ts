import { expect, test } from "./fixtures";

test("settings show credits and save the name and a new password", async ({ page, visit, createUser, signIn, expectAccessible }) => {
  const user = await createUser({ credits_left: 42 });
  await signIn(user);
  await visit("/app/settings");
  await expect(page.getByRole("heading", { name: "User Settings" })).toBeVisible();
  await expect(page.getByTestId("credits-left")).toHaveText("42");
  await expect(page.getByRole("heading", { name: "API keys" })).toBeVisible();
  await expectAccessible();

  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  const newPassword = "a-brand-new-pass";
  await page.getByLabel("Name", { exact: true }).fill("Nova Name");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Settings saved");
  await expect(page.getByRole("complementary").getByText("Nova Name")).toBeAttached();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Nova Name");

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn({ email: user.email, password: newPassword });
});

test("a wrong current password is reported, not saved", async ({ page, visit, createUser, signIn }) => {
  const user = await createUser();
  await signIn(user);
  await visit("/app/settings");
  await page.getByLabel("New password").fill("another-pass-1");
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert")).toHaveText("Incorrect password");
});

test("creates an API key shown once, which works against the API until revoked", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
}) => {
  const user = await createUser();
  await signIn(user);
  await visit("/app/settings");
  await page.getByRole("button", { name: "Create API key" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Key name").fill("Reporting script");
  await page.getByRole("button", { name: "Create API key" }).click();
  const shown = page.getByLabel("New API key (Reporting script)");
  await expect(shown).toHaveValue(/^ask_/);
  const key = await shown.inputValue();
  await expectAccessible();
  const engineUrl = process.env.E2E_ENGINE_URL ?? "";
  const me = await fetch(`${engineUrl}/api/v1/users/me`, { headers: { "x-api-key": key } });
  expect(((await me.json()) as { email: string }).email).toBe(user.email);

  await visit("/app/settings");
  await expect(page.getByLabel("New API key (Reporting script)")).toHaveCount(0);
  const row = page.getByRole("row", { name: /Reporting script/ });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(page.locator("body")).not.toContainText(key);
  await row.getByRole("button", { name: "Revoke Reporting script" }).click();
  await expect(page.getByRole("status")).toHaveText("API key revoked");
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  expect((await fetch(`${engineUrl}/api/v1/users/me`, { headers: { "x-api-key": key } })).status).toBe(401);
});
