import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page, Request } from "@playwright/test";
import { expect, test } from "./fixtures";

const stimuli = resolve(import.meta.dirname, "../../../shared/data/osie-dev/stimuli");
const osie = (name: string) => join(stimuli, name);

/** Requests the engine API has answered so far by method and route, from its Prometheus counter (/metrics left out). */
async function engineRequests(): Promise<Map<string, number>> {
  const text = await (await fetch(`${process.env.E2E_ENGINE_URL}/metrics`)).text();
  const counts = new Map<string, number>();
  for (const match of text.matchAll(/^http_request_duration_seconds_count\{method="(\w+)",route="([^"]*)",[^}]*\} (\d+)$/gm)) {
    const [, method, route, count] = match;
    if (route === "/metrics") continue;
    const key = `${method} ${route?.replace("/api/v1", "")}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(count));
  }
  return counts;
}

/** The requests answered between two readings, one entry per request. */
function requestsBetween(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].flatMap(([key, count]) => Array<string>(count - (before.get(key) ?? 0)).fill(key));
}

/** A 1 × 1 GIF for the page's pictures, which the web app would otherwise fetch from the engine at any moment. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Counts the engine requests of each editor action. A form post the buttons send waits until the page's other
 * requests under way are done, is sent from here and answered to the browser only after the engine's counter is
 * read again; meanwhile the page's new requests wait. So only the action's requests fall between the two readings.
 */
async function countActions(page: Page) {
  const counts: string[][] = [];
  const passing = new Set<Request>();
  const done = (request: Request) => passing.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  let measuring: Promise<void> | null = null;
  const measure = async <T>(send: () => Promise<T>): Promise<T> => {
    let measured = () => {};
    measuring = new Promise((resolve) => (measured = resolve));
    await expect.poll(() => passing.size).toBe(0);
    const before = await engineRequests();
    const answer = await send();
    counts.push(requestsBetween(before, await engineRequests()));
    measuring = null;
    measured();
    return answer;
  };
  await page.route("**/*", async (route) => {
    const request = route.request();
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/app/images/")) return route.fulfill({ contentType: "image/gif", body: PIXEL });
    if (request.method() !== "POST" || pathname !== "/app/new") {
      while (measuring) await measuring;
      // The results page's live updates stay open.
      if (request.resourceType() !== "eventsource") passing.add(request);
      return route.fallback();
    }
    const response = await measure(() => route.fetch({ maxRedirects: 0 }));
    await route.fulfill({ response });
  });
  /** Waits until the page's requests are done (with JavaScript, the data a redirect loads arrives after the post). */
  const idle = () => expect.poll(() => passing.size).toBe(0);
  return { counts, measure, idle };
}

/** The editor's form as the browser would send it with `extra` (a button's value, a chosen file). */
async function postEditorForm(page: Page, extra: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>) {
  const form = page.locator("form#editor");
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {};
  for (const control of await form.locator("input[name], textarea[name]").all()) {
    const [name, type] = [await control.getAttribute("name"), await control.getAttribute("type")];
    if (!name || type === "file" || type === "submit" || (type === "checkbox" && !(await control.isChecked()))) continue;
    multipart[name] = await control.inputValue();
  }
  const action = new URL((await form.getAttribute("action")) ?? "", page.url()).toString();
  return page.request.post(action, { multipart: { ...multipart, ...extra }, maxRedirects: 0 });
}

test("each editor button is one engine request, and Run one that saves and starts", async ({
  page,
  visit,
  createUser,
  signIn,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const user = await createUser({ credits_left: 100 });
  await signIn(user);
  await visit("/app/new");
  const { counts, measure, idle } = await countActions(page);
  const measured: Record<string, string[]> = {};
  const press = async (label: string, act: () => Promise<unknown>, settled: () => Promise<unknown>) => {
    const seen = counts.length;
    await act();
    await expect.poll(() => counts.length).toBe(seen + 1);
    await settled();
    await idle();
    measured[label] = counts[seen] ?? [];
  };
  const images = page.getByRole("button", { name: /^Remove image/ });
  const upload = async (file: string) => {
    if (javaScriptEnabled) return page.getByLabel("Add images").setInputFiles([osie(file)]);
    // The browser's own post of a chosen file cannot be passed on from here, so the test sends the form itself.
    const image = { name: file, mimeType: "image/jpeg", buffer: readFileSync(osie(file)) };
    const answer = await measure(() => postEditorForm(page, { intent: "upload", images: image }));
    await visit(answer.headers().location ?? "");
  };

  await page.getByPlaceholder("Campaign name").fill("Counted");
  await press(
    "save (new campaign)",
    () => page.getByRole("button", { name: "Save", exact: true }).click(),
    () => expect(page).toHaveURL(/itemId=/),
  );
  await press(
    "save",
    () => page.getByRole("button", { name: "Save", exact: true }).click(),
    () => expect(page.getByRole("status").filter({ hasText: "Campaign saved" }).first()).toBeVisible(),
  );
  await press(
    "upload (1 image)",
    () => upload("1001.jpg"),
    () => expect(images).toHaveCount(1),
  );
  await press(
    "upload (2nd image)",
    () => upload("1002.jpg"),
    () => expect(images).toHaveCount(2),
  );
  await press(
    "remove image",
    () => page.getByRole("button", { name: "Remove image 2" }).click(),
    () => expect(images).toHaveCount(1),
  );
  await press(
    "generate setup",
    () => page.getByRole("button", { name: "Generate Campaign Setup" }).click(),
    () => expect(page.getByRole("group", { name: "Age", exact: true })).toBeVisible(),
  );
  const device = page.getByRole("group", { name: "Device" });
  await device.getByRole("spinbutton", { name: "Mobile", exact: true }).fill("50");
  await page.getByLabel(/Simulation Scale/).fill("1");
  await press(
    javaScriptEnabled ? "save (weights)" : "rebalance",
    () =>
      page
        .getByRole("button", { name: javaScriptEnabled ? "Save" : "Rebalance", exact: true })
        .first()
        .click(),
    () => expect(page.getByText("Simulation Scale: 1%")).toBeVisible(),
  );
  if (!javaScriptEnabled) {
    // Without JavaScript these are buttons of the form; with it they work in the page.
    await page.getByPlaceholder("Location").fill("Duba");
    await press(
      "find location",
      () => page.getByRole("button", { name: "Find" }).click(),
      () => expect(page.getByRole("button", { name: "Dubai, United Arab Emirates" })).toBeVisible(),
    );
    await press(
      "pick location",
      () => page.getByRole("button", { name: "Dubai, United Arab Emirates" }).click(),
      () => expect(page.getByPlaceholder("Location")).toHaveValue("Dubai, United Arab Emirates"),
    );
    const areaForm = page.getByRole("group", { name: /Add an area by numbers/ });
    await areaForm.getByLabel("Name").fill("Logo");
    await areaForm.getByLabel("X %").fill("10");
    await areaForm.getByLabel("Y %").fill("10");
    await areaForm.getByLabel("Width %").fill("30");
    await areaForm.getByLabel("Height %").fill("20");
    await press(
      "add area",
      () => areaForm.getByRole("button", { name: "Add area" }).click(),
      () => expect(page.getByTestId("area-outlines").locator("[data-area]")).toHaveCount(1),
    );
    await press(
      "remove area",
      () =>
        page
          .getByRole("list", { name: "Areas on image 1" })
          .getByRole("button", { name: /Remove/ })
          .click(),
      () => expect(page.getByTestId("area-outlines").locator("[data-area]")).toHaveCount(0),
    );
  }
  await press(
    "calculate credits",
    () => page.getByRole("button", { name: "Calculate Credits" }).click(),
    () => expect(page.getByText("Required Credits: 1. Credits Left: 100")).toBeVisible(),
  );
  await press(
    "run",
    () => page.getByRole("button", { name: "Run Simulation" }).click(),
    () => expect(page).toHaveURL(/\/app\/[0-9a-f-]{36}$/),
  );
  console.log(`engine requests per editor action (${javaScriptEnabled ? "js-on" : "js-off"}): ${JSON.stringify(measured)}`);
  // One request each; an upload sends each image in a request of its own after the save.
  const sizes = Object.fromEntries(Object.entries(measured).map(([label, requests]) => [label, requests.length]));
  expect(sizes).toEqual(Object.fromEntries(Object.keys(measured).map((label) => [label, label.startsWith("upload") ? 2 : 1])));
  expect((await user.api.me()).credits_left).toBe(99);
});

test("a results page view is one engine request beside the layout's user", async ({
  page,
  visit,
  createUser,
  finishedCampaign,
  signIn,
}) => {
  test.setTimeout(120_000);
  const user = await createUser({ credits_left: 100 });
  const { itemId } = await finishedCampaign(user, { name: "Counted results", scale: 1 });
  await signIn(user);
  await page.route("**/app/images/**", (route) => route.fulfill({ contentType: "image/gif", body: PIXEL }));
  const before = await engineRequests();
  await visit(`/app/${itemId}`);
  await expect(page.getByText("Campaign Ready")).toBeVisible();
  await expect(page.getByRole("link", { name: "Download report" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  const requests = requestsBetween(before, await engineRequests());
  console.log(`engine requests of a results page view: ${JSON.stringify(requests)}`);
  // The results read carries each image's recommendation runs for the What to change section (issue 52).
  expect(requests.sort()).toEqual(["GET /simulations/item/:id/results", "GET /users/me"]);
});
