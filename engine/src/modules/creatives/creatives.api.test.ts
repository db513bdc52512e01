import type { DraftImage, SetupGenerateResponse } from "@adsight/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { IMAGE_LINK_LIFETIME_S, IMAGE_LINK_MESSAGES, ImageLinks } from "./image-links";
import { call, redisPrefix, settings, tinyImage } from "#test/support/simulations";

const redis = redisPrefix();
let app: TestApp;
let links: ImageLinks;
let alice: TestUser;
let images: string[];

beforeAll(async () => {
  process.env.QUEUE_PREFIX = redis.prefix;
  app = await startTestApp({ env: { ENGINE_MODE: "api" } });
  links = app.app.get(ImageLinks);
  alice = await createUser(app.apiUrl);
  const { item_id } = (
    await call<SetupGenerateResponse>(app.apiUrl, alice.token, "POST", "/setup/generate", { item_id: null, settings: settings() })
  ).body;
  images = [];
  for (const seed of [0, 1]) {
    const response = await fetch(`${app.apiUrl}/simulations/draft/${item_id}/images?name=photo.png`, {
      method: "POST",
      headers: { "content-type": "image/png", authorization: `Bearer ${alice.token}` },
      body: Buffer.from((await tinyImage(seed)).split(",")[1], "base64"),
    });
    images.push(((await response.json()) as DraftImage).id);
  }
});

afterAll(async () => {
  await app?.close();
  await redis.clear();
});

/** GET without any credential; answers the status and the detail (or content type). */
async function anonymous(path: string): Promise<{ status: number; detail?: unknown; type: string | null }> {
  const response = await fetch(`${app.baseUrl}${path}`);
  const type = response.headers.get("content-type");
  const detail = type?.startsWith("application/json") ? ((await response.json()) as { detail: unknown }).detail : undefined;
  if (detail === undefined) await response.arrayBuffer();
  return { status: response.status, detail, type };
}

describe("signed image URLs", () => {
  it("serve the image they were made for without a token, for a few minutes", async () => {
    const now = Date.now();
    const url = links.signed("input", images[0], now);
    expect(url).toMatch(new RegExp(`^/api/v1/simulations/input-images/${images[0]}/signed\\?expires=\\d+&signature=[\\w-]{43}$`));
    const expires = Number(new URL(url, app.baseUrl).searchParams.get("expires"));
    expect(expires - now / 1000).toBeGreaterThanOrEqual(IMAGE_LINK_LIFETIME_S);
    expect(expires - now / 1000).toBeLessThanOrEqual(IMAGE_LINK_LIFETIME_S + 60);
    expect(await anonymous(url)).toMatchObject({ status: 200, type: "image/jpeg" });
  });

  it("stop working once expired", async () => {
    const url = links.signed("input", images[0], Date.now() - (IMAGE_LINK_LIFETIME_S + 60) * 1000);
    expect(await anonymous(url)).toMatchObject({ status: 403, detail: IMAGE_LINK_MESSAGES.expired });
  });

  it("cannot be reused for another image or another kind of image", async () => {
    const url = links.signed("input", images[0]);
    expect(await anonymous(url.replace(images[0], images[1]))).toMatchObject({ status: 403, detail: IMAGE_LINK_MESSAGES.invalid });
    expect(await anonymous(url.replace("/input-images/", "/images/"))).toMatchObject({ status: 403, detail: IMAGE_LINK_MESSAGES.invalid });
  });

  it("refuse tampering: another expiry, another signature, none at all", async () => {
    const url = new URL(links.signed("input", images[0]), app.baseUrl);
    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
    expect(await anonymous(`${later.pathname}${later.search}`)).toMatchObject({ status: 403, detail: IMAGE_LINK_MESSAGES.invalid });
    const signature = url.searchParams.get("signature") ?? "";
    const forged = new URL(url);
    forged.searchParams.set("signature", `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`);
    expect(await anonymous(`${forged.pathname}${forged.search}`)).toMatchObject({ status: 403, detail: IMAGE_LINK_MESSAGES.invalid });
    expect((await anonymous(url.pathname)).status).toBe(422);
    expect((await anonymous(`${url.pathname}?expires=soon&signature=${signature}`)).status).toBe(422);
  });

  it("leave the plain image routes to header credentials: no token in the URL", async () => {
    const plain = `/api/v1/simulations/input-images/${images[0]}`;
    expect((await anonymous(plain)).status).toBe(401);
    expect((await anonymous(`${plain}?token=${alice.token}`)).status).toBe(401);
    const withHeader = await fetch(`${app.baseUrl}${plain}`, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(withHeader.status).toBe(200);
  });
});
