import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_BODY_LIMIT } from "#src/modules/creatives/image-body";
import { apiClient, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { bodyTooLargeMessage, DEFAULT_BODY_LIMIT } from "./body-limits";

const MB = 1024 * 1024;

/**
 * Streams `megabytes` of a JSON-looking body (made of one reused chunk, so the client itself stays small) and
 * resolves with the status as soon as the server answers, without waiting to finish sending.
 */
function postLargeBody(url: string, megabytes: number, headers: Record<string, string> = {}): Promise<number> {
  const chunk = Buffer.alloc(MB, "a");
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", ...headers } });
    let sent = 0;
    const pump = () => {
      while (sent < megabytes && !request.destroyed) {
        sent += 1;
        const payload = sent === 1 ? Buffer.concat([Buffer.from('{"x":"'), chunk]) : chunk;
        if (!request.write(payload)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!request.destroyed) request.end('"}');
    };
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    pump();
  });
}

describe("request bodies: authentication first, small limits", () => {
  let app: TestApp;
  let owner: TestUser;
  const api = () => apiClient(app.apiUrl);
  beforeAll(async () => {
    app = await startTestApp();
    owner = await loginOwner(app.apiUrl);
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses anonymous large bodies with 401 before reading them, memory staying bounded", async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    const statuses = await Promise.all(
      ["/items/", "/simulations/start", "/simulations/draft", "/items/", "/simulations/start", "/simulations/draft"].map((path) =>
        postLargeBody(`${app.apiUrl}${path}`, 95),
      ),
    );
    const growth = process.memoryUsage().rss - before;
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    // Parsing them would hold 6 × 95 MB (and several times that as JS strings); refusing first holds next to nothing.
    expect(growth).toBeLessThan(200 * MB);
  });

  it("answers malformed JSON without a token 401, the guard's answer, not 422", async () => {
    const response = await api()("POST", "/items/", { json: "{not json" });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ detail: "Not authenticated" });
    const forged = await api()("POST", "/items/", { json: "{not json", token: "not-a-token" });
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ detail: "Could not validate credentials" });
  });

  it("still parses public routes' bodies without a token", async () => {
    expect((await api()("POST", "/users/signup", { json: "{not json" })).status).toBe(422);
    expect(
      (await api()("POST", "/login/access-token", { form: { username: "nobody@example.com", password: "wrong-password" } })).status,
    ).toBe(400);
  });

  it("caps JSON bodies at 1 MB by default and says the limit", async () => {
    const response = await api()("POST", "/items/", { token: owner.token, json: { title: "x".repeat(DEFAULT_BODY_LIMIT) } });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ detail: "Request body too large: the limit is 1 MB" });
  });

  it("takes larger bodies on the routes that carry images, up to their stated limit", async () => {
    const response = await api()("POST", "/simulations/draft", { token: owner.token, json: { item_id: "x".repeat(2 * MB) } });
    expect(response.status).toBe(422);
    const status = await postLargeBody(`${app.apiUrl}/simulations/draft`, Math.ceil(IMAGE_BODY_LIMIT / MB) + 1, {
      authorization: `Bearer ${owner.token}`,
    });
    expect(status).toBe(413);
  });

  it("states the limits in the OpenAPI document", async () => {
    const document = (await (await fetch(`${app.apiUrl}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(document.paths["/api/v1/items"]?.post?.responses["413"]?.description).toBe(bodyTooLargeMessage(DEFAULT_BODY_LIMIT));
    expect(document.paths["/api/v1/simulations/start"]?.post?.responses["413"]?.description).toBe(bodyTooLargeMessage(IMAGE_BODY_LIMIT));
    expect(document.paths["/api/v1/simulations/draft"]?.post?.responses["413"]?.description).toBe(bodyTooLargeMessage(IMAGE_BODY_LIMIT));
  });
});
