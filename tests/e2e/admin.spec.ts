import { expect, owner, test } from "./fixtures";

test("a regular user sees no Admin menu and /admin is not found", async ({ page, createUser, signIn }) => {
  const user = await createUser();
  await signIn(user);
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("The page you are looking for was not found.")).toBeVisible();
});

test("the owner edits credits, active and role, and deletes a user", async ({
  page,
  visit,
  admin,
  createUser,
  signIn,
  expectAccessible,
}) => {
  const target = await createUser({ credits_left: 5 });
  await signIn(owner);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expectAccessible();

  const ownerRow = page.locator(`tr[data-email="${owner.email}"]`);
  await expect(ownerRow.getByText("Owner", { exact: true })).toBeVisible();
  await expect(ownerRow.getByRole("link", { name: /Delete/ })).toHaveCount(0);
  await expect(ownerRow.getByRole("checkbox")).toBeDisabled();

  const row = page.locator(`tr[data-email="${target.email}"]`);
  await expect(row.getByRole("combobox")).toHaveValue("user");
  await expect(row.getByRole("combobox").locator("option")).toHaveText(["user", "admin"]);
  await row.getByRole("spinbutton").fill("250");
  await row.getByRole("checkbox").uncheck();
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(`Saved ${target.email}`);
  let saved = (await admin.user(target.id)).body;
  expect(saved).toMatchObject({ credits_left: 250, is_active: false, is_superuser: false });

  await visit("/admin");
  const again = page.locator(`tr[data-email="${target.email}"]`);
  await expect(again.getByRole("spinbutton")).toHaveValue("250");
  await expect(again.getByRole("checkbox")).not.toBeChecked();
  await again.getByRole("checkbox").check();
  await again.getByRole("combobox").selectOption("admin");
  await again.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText(`Saved ${target.email}`);
  saved = (await admin.user(target.id)).body;
  expect(saved).toMatchObject({ is_active: true, is_superuser: true });
  await expect(page.locator(`tr[data-email="${target.email}"]`).getByRole("checkbox")).toBeDisabled();

  await page
    .locator(`tr[data-email="${target.email}"]`)
    .getByRole("link", { name: `Delete ${target.email}` })
    .click();
  await expect(page.getByRole("heading", { name: `Delete user ${target.email}?` })).toBeVisible();
  await expectAccessible();
  await page.getByRole("button", { name: "Delete user" }).click();
  await expect(page.getByRole("status")).toHaveText("User deleted");
  await expect(page.locator(`tr[data-email="${target.email}"]`)).toHaveCount(0);
  expect((await admin.user(target.id)).status).toBe(404);
});
