import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the side menu is a drawer that opens without JavaScript", async ({ page, createUser, signIn, expectAccessible }) => {
  const user = await createUser({ full_name: "Pat Phone" });
  await signIn(user);
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();
  await page.getByTitle("Menu").click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("complementary").getByText("Pat Phone")).toBeVisible();
  await expectAccessible();
  await menu.getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole("heading", { name: "User Settings" })).toBeVisible();
});
