import { expect, owner, test } from "./fixtures";

const longTitle = "Holiday season mega sale for the whole northern hemisphere";

test("the campaign list fits a 1280 px screen with every action visible, and stacks its rows as cards on a phone", async ({
  page,
  visit,
  createUser,
  signIn,
  expectAccessible,
}) => {
  const user = await createUser();
  await user.api.createItem({ title: longTitle, status: "Ready", setupTimestamp: 1_767_225_600 });
  // The owner sees the widest table: the User column of e-mail addresses too.
  await signIn(owner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(`/app?user=${encodeURIComponent(user.email)}`);
  const row = page.locator("tbody tr").first();
  await expect(row).toContainText(longTitle);
  for (const action of ["Edit", "Result of", "Delete"]) {
    const link = row.getByRole("link", { name: `${action} ${longTitle}` });
    await expect(link).toBeInViewport();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  // The same rows, stacked as cards (one markup for both widths).
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.locator("tbody tr").first();
  await expect(card).toContainText(longTitle);
  await expect(card).toContainText("Ready");
  await expect(card).toContainText("January 1, 2026 / 00:00");
  await expect(card.getByRole("link", { name: `Delete ${longTitle}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible();
  await card.getByRole("link", { name: `Result of ${longTitle}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible();
});
