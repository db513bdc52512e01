import { scaleViewersLine, type ScaleInfo } from "@adsight/shared";
import { expect, test, uniqueEmail } from "./fixtures";

// What a new user meets first (issue 48): the landing page's trial, sign-up to log-in, the credits, the editor's scale.

test("Start Free Trial opens the sign-up form; after sign-up the log-in form holds the new e-mail and the header the credits", async ({
  page,
  visit,
  admin,
  expectAccessible,
}) => {
  await visit("/");
  await expect(page.getByText("Static images today")).toHaveCount(0);
  const video = page.locator("#road-map li").filter({ hasText: "Video creative support" });
  await expect(video).toContainText("Q2 2026");
  await expect(video).toContainText("Delivered");
  await expect(page.locator("#road-map li").filter({ hasText: "Delivered" })).toHaveCount(1);

  await page.getByRole("link", { name: "Start Free Trial" }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();

  const email = uniqueEmail("newcomer");
  const password = "newcomer-pass-9";
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("status")).toContainText("Account created");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expectAccessible();

  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/app$/);
  // The trial: one image and one 15 s video at the default scale 10 cost 160 credits.
  await expect(page.getByTestId("header-credits")).toHaveText("Credits left: 200");
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("header-credits")).toBeInViewport({ ratio: 1 });
  await expectAccessible();

  const created = (await admin.request<{ data: { id: string; email: string }[] }>("GET", "/users/?limit=1000")).body.data.find(
    (user) => user.email === email,
  );
  if (created) await admin.deleteUser(created.id);
});

test("the editor states the viewers per creative and the typical margin at the chosen scale", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
  expectAccessible,
}) => {
  const user = await createUser({ credits_left: 100 });
  const { viewers_at_full_scale: full } = (await user.api.request<ScaleInfo>("GET", "/simulations/scale")).body;
  await signIn(user);
  await visit("/app/new");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Campaign");
  await expect(page.getByTestId("editing-campaign")).toHaveCount(0);
  await expect(page.getByText("Simulation Scale: 10%")).toBeVisible();
  await expect(page.getByTestId("scale-viewers")).toHaveText(scaleViewersLine(10, full));
  await expect(page.getByRole("slider", { name: "Simulation Scale: 10%" })).toHaveAccessibleDescription(scaleViewersLine(10, full));

  await page.getByPlaceholder("Campaign name").fill("Scale check");
  await page.getByLabel(/Simulation Scale/).fill("1");
  if (javaScriptEnabled) {
    await expect(page.getByText("Simulation Scale: 1%")).toBeVisible();
    await expect(page.getByTestId("scale-viewers")).toHaveText(scaleViewersLine(1, full));
    await expect(page.getByTestId("scale-update-hint")).toHaveCount(0);
  } else {
    // Without JavaScript the page says how to bring the label and the line up to date.
    await expect(page.getByTestId("scale-update-hint")).toContainText("Press Calculate Credits");
  }
  await page.getByRole("button", { name: "Calculate Credits" }).click();
  await expect(page.getByText("Simulation Scale: 1%")).toBeVisible();
  await expect(page.getByTestId("scale-viewers")).toHaveText(scaleViewersLine(1, full));
  // Saved, the campaign now exists: the heading stays and says so beneath.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Campaign");
  await expect(page.getByTestId("editing-campaign")).toHaveText("Editing the saved campaign “Scale check”");
  await expectAccessible();
});
