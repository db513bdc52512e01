import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";

const MB = 1024 * 1024;

function nonceOf(csp: string | undefined): string {
  const nonce = /'nonce-([^']+)'/.exec(csp ?? "")?.[1];
  expect(nonce, `a nonce in ${csp}`).toBeTruthy();
  return nonce ?? "";
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-powered-by"]).toBeUndefined();
}

/**
 * Streams a form of `megabytes` to the web app and reports the status and how much the client had been able to
 * send when the answer came: refusing early means the server stopped taking the upload long before its end.
 */
function postHugeForm(url: string, megabytes: number): Promise<{ status: number; sentWhenAnswered: number }> {
  const chunk = Buffer.alloc(MB, "a");
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
    let sent = 0;
    let answered = false;
    const pump = () => {
      while (sent < megabytes * MB && !answered) {
        sent += chunk.length;
        if (!request.write(sent === chunk.length ? Buffer.concat([Buffer.from("field="), chunk]) : chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!answered) request.end();
    };
    request.on("response", (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, sentWhenAnswered: sent });
      response.resume();
      request.destroy();
    });
    request.on("error", (error) => (answered ? undefined : reject(error)));
    pump();
  });
}

test.describe("security headers and limits of the web app", () => {
  test("documents carry a per-request nonce CSP that every script uses, and refuse framing", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/", "/auth", "/does-not-exist"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      // Inline code never runs: scripts and style elements need this origin (or the nonce); only style attributes,
      // which carry server-rendered data such as a progress bar's width, may be inline.
      const directive = (name: string) =>
        csp
          .split(";")
          .map((part) => part.trim())
          .find((part) => part.startsWith(`${name} `)) ?? "";
      expect(directive("script-src")).not.toContain("unsafe-inline");
      expect(directive("style-src")).not.toContain("unsafe-inline");
      expect(directive("style-src-attr")).toBe("style-src-attr 'unsafe-inline'");
      expectCommonHeaders(headers);
      const nonce = nonceOf(csp);
      nonces.add(nonce);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  test("data requests carry the same headers", async ({ request }) => {
    const response = await request.get("/auth?_data=root");
    expect(response.status()).toBe(200);
    expectCommonHeaders(response.headers());
  });

  test("documents and data answers echo the request's correlation id, or give one", async ({ request }) => {
    const traced = await request.get("/auth", { headers: { "x-correlation-id": "e2e-trace-1" } });
    expect(traced.headers()["x-correlation-id"]).toBe("e2e-trace-1");
    const data = await request.get("/auth?_data=root", { headers: { "x-correlation-id": "e2e-trace-2" } });
    expect(data.headers()["x-correlation-id"]).toBe("e2e-trace-2");
    const untraced = await request.get("/auth", { headers: { "x-correlation-id": "not plain; refused" } });
    expect(untraced.headers()["x-correlation-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("the signed-in app works under the policy, no violation reported", async ({ page, createUser, signIn, visit }) => {
    // The fixtures fail the test on any console error, which is where the browser reports a blocked script or style.
    const user = await createUser();
    await signIn(user);
    await visit("/app/settings");
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  });

  test("a 100 MB form post is refused with 413 before the upload ends", async ({ baseURL }, testInfo) => {
    test.skip(testInfo.project.name === "js-off", "an HTTP-level check; one run is enough");
    const { status, sentWhenAnswered } = await postHugeForm(`${baseURL}/auth`, 100);
    expect(status).toBe(413);
    // Socket buffers take a few megabytes; reading the whole form would take all 100.
    expect(sentWhenAnswered).toBeLessThan(40 * MB);
  });
});
