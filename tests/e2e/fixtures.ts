import type { ImageResult, JobResults, UserPublic } from "@adsight/shared";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { EngineApi, osieImages } from "./engine-api";

export type TestUser = UserPublic & { password: string; api: EngineApi };

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup did not run`);
  return value;
}

export const owner = {
  get email() {
    return required("E2E_OWNER_EMAIL");
  },
  get password() {
    return required("E2E_OWNER_PASSWORD");
  },
};

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.adsight.test`;
}

interface Fixtures {
  /** Fails the test on page errors, console errors and failed sub-resources (scripts, styles, fetches). */
  pageProblems: void;
  /** Opens a page and, with JavaScript on, waits until React has hydrated it, so interactions hit live handlers. */
  visit: (path: string) => Promise<void>;
  /** The engine as the owner account. */
  admin: EngineApi;
  /** Makes a user through the engine API; every user made is deleted after the test. */
  createUser: (options?: { full_name?: string; is_superuser?: boolean; credits_left?: number }) => Promise<TestUser>;
  /**
   * Runs a campaign of one image (OSIE 1001 unless `image` is given, a path or a data URL) through the engine and waits
   * until it is Ready: the results the page then shows.
   */
  finishedCampaign: (
    user: TestUser,
    options: { name: string; scale: number; image?: string },
  ) => Promise<{ itemId: string; jobId: string; job: JobResults; result: ImageResult }>;
  /** Signs in through the /auth form, the way a person does. */
  signIn: (user: { email: string; password: string }) => Promise<void>;
  /**
   * Runs axe on the current page and fails on any WCAG 2.1 A/AA or best-practice violation. axe runs as page script, so it runs in
   * the js-on project; the js-off project gets the same server-rendered markup.
   */
  expectAccessible: (page?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(required("E2E_WEB_URL")),

  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        // A 404 or 403 page is an expected answer; failed sub-resources are reported by the response check below.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          problems.push(`console error: ${message.text()}`);
      });
      page.on("response", (response) => {
        const type = response.request().resourceType();
        // Remix answers a rejected form's data request with 400 on purpose; only 5xx is a problem there.
        const limit = type === "document" ? Infinity : type === "fetch" ? 500 : 400;
        if (response.status() >= limit) {
          problems.push(`${response.status()} for ${type} ${response.url()}`);
        }
      });
      await use();
      expect(problems, "problems reported by the page").toEqual([]);
    },
    { auto: true },
  ],

  visit: async ({ page, javaScriptEnabled }, use) => {
    await use(async (path) => {
      await page.goto(path);
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    });
  },

  admin: async ({}, use) => use(await EngineApi.signIn(required("E2E_ENGINE_URL"), owner.email, owner.password)),

  createUser: async ({ admin }, use) => {
    const made: string[] = [];
    await use(async (options = {}) => {
      const password = `Pw-${randomUUID().slice(0, 12)}`;
      const user = await admin.createUser({ email: uniqueEmail(), password, ...options });
      made.push(user.id);
      return { ...user, password, api: await admin.as(user.email, password) };
    });
    for (const id of made) await admin.deleteUser(id);
  },

  finishedCampaign: async ({}, use) => {
    await use(async (user, { name, scale, image }) => {
      const images = image ? [image] : await osieImages(["1001.jpg"]);
      const { itemId, jobId } = await user.api.runCampaign({ name, images, scale });
      // One worker on two shared cores: a campaign queued behind another test's takes its turn.
      const job = await user.api.jobEnded(jobId, 150_000);
      expect(job.status, job.error ?? "").toBe("Ready");
      return { itemId, jobId, job, result: job.results[0]! };
    });
  },

  signIn: async ({ page, visit }, use) => {
    await use(async ({ email, password }) => {
      await visit("/auth");
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Log In" }).click();
      await expect(page).toHaveURL(/\/app$/);
    });
  },

  expectAccessible: async ({ page, javaScriptEnabled }, use) => {
    await use(async (target = page) => {
      if (!javaScriptEnabled) return;
      const { violations } = await new AxeBuilder({ page: target })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
        .analyze();
      const summary = violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
      }));
      expect(summary, `axe violations on ${target.url()}`).toEqual([]);
    });
  },
});

export { expect };

/** A page opened at a fragment shows its target below the app's sticky header, not under it. */
export async function expectClearOfHeader(page: Page, target: Locator): Promise<void> {
  // Scrolling is smooth (tailwind.css): measure once the page has scrolled and come to rest, polls apart.
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const atRest = y > 0 && y === last;
      last = y;
      return atRest;
    })
    .toBe(true);
  const headerBottom = await page.getByRole("banner").evaluate((header) => header.getBoundingClientRect().bottom);
  expect(await target.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom - 1);
}

/** Picks images and videos with the editor's Add control; without JavaScript the Upload button sends them. */
export async function addFiles(page: Page, javaScriptEnabled: boolean, files: string[]): Promise<void> {
  await page.getByLabel("Add images or videos").setInputFiles(files);
  if (!javaScriptEnabled) await page.getByRole("button", { name: "Upload" }).click();
}
