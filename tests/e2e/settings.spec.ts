import { expect, test } from "./fixtures";

test("settings show credits and save the name and a new password", async ({ page, visit, createUser, signIn, expectAccessible }) => {
  const user = await createUser({ credits_left: 42 });
  await signIn(user);
  await visit("/app/settings");
  await expect(page.getByRole("heading", { name: "User Settings" })).toBeVisible();
  await expect(page.getByTestId("credits-left")).toHaveText("42");
  await expect(page.getByLabel("API Key")).toHaveAttribute("readonly", "");
  await expectAccessible();

  await page.getByLabel("New password").fill("short");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  const newPassword = "a-brand-new-pass";
  await page.getByLabel("Name").fill("Nova Name");
  await page.getByLabel("New password").fill(newPassword);
  await page.getByLabel("Current password").fill(user.password);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Settings saved");
  await expect(page.getByRole("complementary").getByText("Nova Name")).toBeAttached();
  await expect(page.getByLabel("Name")).toHaveValue("Nova Name");

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
