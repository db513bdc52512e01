import { expect, owner, test, uniqueEmail } from "./fixtures";

test.describe("sign up", () => {
  test("shows the spec's validation messages", async ({ page, visit, expectAccessible }) => {
    await visit("/auth?tab=signup");
    await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("aria-current", "page");
    await expectAccessible();
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await expect(page.getByText("Password confirmation is required")).toBeVisible();

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("short");
    await page.getByLabel("Confirm password").fill("short");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("Invalid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
    await page.getByLabel("Confirm password").fill("long-enough-2");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await expectAccessible();
  });

  test("validates on blur with JavaScript", async ({ page, visit, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "blur validation is the JavaScript enhancement; without it the server validates on submit");
    await visit("/auth?tab=signup");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Email").blur();
    await expect(page.getByText("Invalid email address")).toBeVisible();
  });

  test("creates the account, then refuses a duplicate", async ({ page, visit, admin }) => {
    const email = uniqueEmail("signup");
    const password = "correct-horse-9";
    await visit("/auth?tab=signup");
    await page.getByLabel("Full name (optional)").fill("Sam Signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("status")).toContainText("Account created");

    await visit("/auth?tab=signup");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByRole("alert")).toHaveText("Account exists, try logging in.");

    const created = (await admin.request<{ data: { id: string; email: string }[] }>("GET", "/users/?limit=1000")).body.data.find(
      (user) => user.email === email,
    );
    expect(created).toBeDefined();
    if (created) await admin.deleteUser(created.id);
  });
});

test.describe("log in and out", () => {
  test("a wrong password shows the alert", async ({ page, visit, createUser, expectAccessible }) => {
    const user = await createUser();
    await visit("/auth");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect.");
    await expect(page).toHaveURL(/\/auth/);
    await expectAccessible();
  });

  test("empty login shows the required messages", async ({ page, visit }) => {
    await visit("/auth");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("logs in, is kept away from /auth, and logs out", async ({ page, visit, createUser, signIn, expectAccessible }) => {
    const user = await createUser({ full_name: "Lee Login" });
    await signIn(user);
    const menu = page.getByRole("complementary");
    await expect(menu.getByText("Lee Login")).toBeAttached();
    await expect(menu.getByText(user.email)).toBeAttached();
    await expect(page.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expectAccessible();

    await page.goto("/auth");
    await expect(page).toHaveURL(/\/app$/);

    await visit("/app/settings");
    await page.getByRole("button", { name: "Log Out" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the user block defaults to 'User' without a full name", async ({ page, createUser, signIn }) => {
    const user = await createUser();
    await signIn(user);
    await expect(page.getByRole("complementary").getByText("User", { exact: true })).toBeAttached();
  });
});

test.describe("redirects", () => {
  test("signed-out visitors are sent to /auth", async ({ page }) => {
    for (const path of ["/app", "/app/settings", "/app/new", "/admin", "/login"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/auth$/);
    }
  });

  test("a session the engine no longer accepts is cleared", async ({ page, createUser, signIn, admin }) => {
    const user = await createUser();
    await signIn(user);
    await admin.deleteUser(user.id);
    await page.goto("/app/settings");
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto("/app");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("the e-mailed link sets a new password", async ({ page, visit, admin, createUser, signIn, expectAccessible }) => {
    const user = await createUser();
    const link = new URL(await admin.recoveryLink(user.email));
    await visit(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
    await expectAccessible();
    await page.getByLabel("New password").fill("fresh-password-1");
    await page.getByLabel("Confirm password").fill("fresh-password-2");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page.getByText("The passwords do not match")).toBeVisible();
    await page.getByLabel("New password").fill("fresh-password-1");
    await page.getByLabel("Confirm password").fill("fresh-password-1");
    await page.getByRole("button", { name: "Set new password" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("status")).toContainText("Password updated");
    await signIn({ email: user.email, password: "fresh-password-1" });
  });

  test("a form posted without the CSRF token is refused", async ({ page }) => {
    const response = await page.request.post("/auth", {
      form: { intent: "login", username: owner.email, password: owner.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });

  test("the recovery page accepts an address", async ({ page, visit, expectAccessible }) => {
    await visit("/auth");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/auth\/reset$/);
    await expectAccessible();
    await page.getByLabel("Email").fill(owner.email);
    await page.getByRole("button", { name: "Send recovery e-mail" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("status")).toContainText("recovery e-mail");
  });
});
