import { generateKeyPairSync, randomBytes } from "node:crypto";
import { JwtService } from "@nestjs/jwt";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, createUser, login, loginOwner, startTestApp, type TestApp, type TestUser } from "#test/support/index";
import { GoogleIdTokenVerifier } from "./google-id-token.verifier";

const SECRET_KEY = randomBytes(24).toString("hex");
const GOOGLE_CLIENT_ID = "adsight-test.apps.googleusercontent.com";

let app: TestApp;
let api: ReturnType<typeof apiClient>;
let owner: TestUser;

beforeAll(async () => {
  app = await startTestApp({ env: { SECRET_KEY, GOOGLE_CLIENT_ID, PASSWORD_RESET_TOKEN_EXPIRE_HOURS: "1" } });
  api = apiClient(app.apiUrl);
  owner = await loginOwner(app.apiUrl);
});
afterAll(async () => {
  await app?.close();
});

const signer = new JwtService({ secret: SECRET_KEY });
const nowInSeconds = () => Math.floor(Date.now() / 1000);
const anyString: unknown = expect.any(String);

describe("login with a form post", () => {
  it("answers an access token for the right password and the user for test-token", async () => {
    const user = await createUser(app.apiUrl);
    const response = await api<{ access_token: string; token_type: string }>("POST", "/login/access-token", {
      form: { username: user.email, password: user.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ access_token: anyString, token_type: "bearer" });
    const me = await api("POST", "/login/test-token", { token: response.body.access_token });
    expect(me).toMatchObject({ status: 200, body: user.user });
  });

  it("refuses a wrong password and an unknown address with the same answer", async () => {
    const user = await createUser(app.apiUrl);
    const wrong = await api("POST", "/login/access-token", { form: { username: user.email, password: "wrong-password" } });
    const unknown = await api("POST", "/login/access-token", { form: { username: "nobody@example.com", password: "wrong-password" } });
    expect(wrong).toMatchObject({ status: 400, body: { detail: "Incorrect email or password" } });
    expect(unknown).toMatchObject({ status: 400, body: { detail: "Incorrect email or password" } });
  });

  it("answers 422 for missing or malformed fields", async () => {
    const missing = await api<{ detail: { loc: string[]; msg: string }[] }>("POST", "/login/access-token", {
      form: { username: "a@example.com" },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toContainEqual(expect.objectContaining({ loc: ["body", "password"], msg: "Password is required" }));
    expect((await api("POST", "/login/access-token", { form: { username: "not-an-email", password: "x" } })).status).toBe(422);
    expect((await api("POST", "/login/access-token")).status).toBe(422);
  });
});

describe("tokens", () => {
  it("refuses missing, malformed, forged, expired and wrong-purpose tokens", async () => {
    const user = await createUser(app.apiUrl);
    expect(await api("POST", "/login/test-token")).toMatchObject({ status: 401, body: { detail: "Not authenticated" } });
    const forged = new JwtService({ secret: "another-secret-of-enough-length" }).sign({ sub: user.user.id, purpose: "access" });
    const expired = signer.sign({ sub: user.user.id, purpose: "access", exp: nowInSeconds() - 60 });
    const reset = signer.sign({ sub: user.user.id, purpose: "password-reset", pwd: "x" });
    const notAnId = signer.sign({ sub: "1 OR 1=1", purpose: "access" });
    for (const token of ["garbage", `${user.token}x`, forged, expired, reset, notAnId]) {
      expect(await api("GET", "/users/me", { token })).toMatchObject({ status: 401, body: { detail: "Could not validate credentials" } });
    }
    const basic = await fetch(`${app.apiUrl}/users/me`, { headers: { authorization: `Basic ${user.token}` } });
    expect(basic.status).toBe(401);
  });

  it("accepts a token signed with the configured secret until it expires", async () => {
    const user = await createUser(app.apiUrl);
    const token = signer.sign({ sub: user.user.id, purpose: "access", ver: 0, exp: nowInSeconds() + 60 });
    expect((await api("GET", "/users/me", { token })).status).toBe(200);
  });

  it("refuses correctly signed tokens without an expiry or a token version", async () => {
    const user = await createUser(app.apiUrl);
    const neverExpires = signer.sign({ sub: user.user.id, purpose: "access", ver: 0 });
    const unversioned = signer.sign({ sub: user.user.id, purpose: "access", exp: nowInSeconds() + 60 });
    for (const token of [neverExpires, unversioned]) {
      expect(await api("GET", "/users/me", { token })).toMatchObject({ status: 401, body: { detail: "Could not validate credentials" } });
    }
  });

  it("ends every earlier token when the password changes, and only those", async () => {
    const user = await createUser(app.apiUrl);
    const other = await login(app.apiUrl, user.email, user.password);
    const changed = await api("PATCH", "/users/me/password", {
      token: user.token,
      json: { current_password: user.password, new_password: "changed-pass-1" },
    });
    expect(changed.status).toBe(200);
    for (const token of [user.token, other]) {
      expect(await api("GET", "/users/me", { token })).toMatchObject({ status: 401, body: { detail: "Could not validate credentials" } });
    }
    const fresh = await login(app.apiUrl, user.email, "changed-pass-1");
    expect((await api("GET", "/users/me", { token: fresh })).status).toBe(200);
    await api("PATCH", `/users/${user.user.id}`, { token: owner.token, json: { password: "set-by-admin-1" } });
    expect((await api("GET", "/users/me", { token: fresh })).status).toBe(401);
  });

  it("refuses the token of a deleted user", async () => {
    const user = await createUser(app.apiUrl);
    await api("DELETE", `/users/${user.user.id}`, { token: owner.token });
    expect((await api("POST", "/login/test-token", { token: user.token })).status).toBe(401);
  });

  it("answers every error with a correlation id and no stack trace", async () => {
    const response = await api<{ detail: string }>("GET", "/users/me", { token: "garbage" });
    expect(response.headers.get("x-correlation-id")).toBeTruthy();
    expect(Object.keys(response.body)).toEqual(["detail"]);
    const echoed = await fetch(`${app.apiUrl}/users/me`, { headers: { "x-correlation-id": "trace-123" } });
    expect(echoed.headers.get("x-correlation-id")).toBe("trace-123");
  });
});

describe("password recovery", () => {
  async function resetLinkToken(email: string): Promise<string> {
    const response = await api<string>("POST", `/password-recovery-html-content/${email}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const token = /\/auth\/reset\?token=([^"&<]+)/.exec(response.body)?.[1];
    expect(token).toBeDefined();
    return decodeURIComponent(token ?? "");
  }

  it("answers the same whether or not the address is registered", async () => {
    const user = await createUser(app.apiUrl);
    const known = await api("POST", `/password-recovery/${user.email}`);
    const unknown = await api("POST", "/password-recovery/nobody@example.com");
    expect(known.status).toBe(200);
    expect(unknown).toEqual(expect.objectContaining({ status: known.status, body: known.body }));
    expect((await api("POST", "/password-recovery/not-an-email")).status).toBe(422);
  });

  it("gives the e-mail's HTML to administrators only", async () => {
    const user = await createUser(app.apiUrl);
    expect((await api("POST", `/password-recovery-html-content/${user.email}`, { token: user.token })).status).toBe(403);
    expect((await api("POST", `/password-recovery-html-content/${user.email}`)).status).toBe(401);
    expect((await api("POST", "/password-recovery-html-content/nobody@example.com", { token: owner.token })).status).toBe(404);
  });

  it("resets the password once with the mailed token", async () => {
    const user = await createUser(app.apiUrl);
    const token = await resetLinkToken(user.email);
    const reset = await api("POST", "/reset-password/", { json: { token, new_password: "brand-new-pass" } });
    expect(reset).toMatchObject({ status: 200, body: { message: "Password updated successfully" } });
    expect((await api("GET", "/users/me", { token: user.token })).status).toBe(401);
    expect(await login(app.apiUrl, user.email, "brand-new-pass")).toEqual(expect.any(String));
    expect((await api("POST", "/login/access-token", { form: { username: user.email, password: user.password } })).status).toBe(400);
    const again = await api("POST", "/reset-password/", { json: { token, new_password: "another-pass-1" } });
    expect(again).toMatchObject({ status: 400, body: { detail: "Invalid token" } });
  });

  it("refuses bad, expired and access tokens, and weak passwords", async () => {
    const user = await createUser(app.apiUrl);
    const token = await resetLinkToken(user.email);
    const expired = signer.sign({ sub: user.user.id, purpose: "password-reset", pwd: "whatever", exp: nowInSeconds() - 1 });
    for (const bad of ["garbage", expired, user.token]) {
      expect(await api("POST", "/reset-password/", { json: { token: bad, new_password: "brand-new-pass" } })).toMatchObject({
        status: 400,
        body: { detail: "Invalid token" },
      });
    }
    const weak = await api<{ detail: { msg: string }[] }>("POST", "/reset-password/", { json: { token, new_password: "short" } });
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0]?.msg).toBe("Password must be at least 8 characters");
    expect((await api("POST", "/reset-password/", { json: { new_password: "brand-new-pass" } })).status).toBe(422);
    expect(await login(app.apiUrl, user.email, user.password)).toEqual(expect.any(String));
  });
});

describe("Google sign-in", () => {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const googleSigner = new JwtService({
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }),
    signOptions: { algorithm: "RS256", keyid: "test-key" },
  });

  function idToken(claims: Record<string, unknown>): string {
    return googleSigner.sign({
      iss: "https://accounts.google.com",
      aud: GOOGLE_CLIENT_ID,
      sub: randomBytes(8).toString("hex"),
      email: `g-${randomBytes(4).toString("hex")}@example.com`,
      email_verified: true,
      name: "Gia Google",
      iat: nowInSeconds(),
      exp: nowInSeconds() + 600,
      ...claims,
    });
  }

  beforeAll(() => {
    app.app.get(GoogleIdTokenVerifier).useCertificates({ "test-key": publicKey.export({ type: "spki", format: "pem" }).toString() });
  });

  it("creates the account on first sign-in and finds it again later", async () => {
    const token = idToken({ sub: "google-user-1", email: "Gia@Example.com" });
    const first = await api<{ access_token: string }>("POST", "/login/google", { json: { id_token: token } });
    expect(first.status).toBe(200);
    const me = await api("GET", "/users/me", { token: first.body.access_token });
    expect(me.body).toMatchObject({ email: "gia@example.com", full_name: "Gia Google", credits_left: 200, is_superuser: false });
    const second = await api<{ access_token: string }>("POST", "/login/google", {
      json: { id_token: idToken({ sub: "google-user-1", email: "gia@example.com" }) },
    });
    expect((await api("GET", "/users/me", { token: second.body.access_token })).body).toEqual(me.body);
  });

  it("links an existing password account with the same verified address", async () => {
    const user = await createUser(app.apiUrl);
    const response = await api<{ access_token: string }>("POST", "/login/google", { json: { id_token: idToken({ email: user.email }) } });
    expect((await api("GET", "/users/me", { token: response.body.access_token })).body).toMatchObject({ id: user.user.id });
  });

  it("refuses tokens for another client, from another issuer, expired, unverified or forged", async () => {
    const other = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ type: "pkcs8", format: "pem" });
    const forged = new JwtService({ privateKey: other, signOptions: { algorithm: "RS256", keyid: "test-key" } }).sign({
      iss: "https://accounts.google.com",
      aud: GOOGLE_CLIENT_ID,
      sub: "x",
      email: "x@example.com",
      email_verified: true,
    });
    for (const token of [
      idToken({ aud: "someone-else" }),
      idToken({ iss: "https://evil.example.com" }),
      idToken({ iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 }),
      forged,
      "not-a-jwt",
    ]) {
      expect(await api("POST", "/login/google", { json: { id_token: token } })).toMatchObject({
        status: 401,
        body: { detail: "Invalid Google ID token" },
      });
    }
    expect((await api("POST", "/login/google", { json: { id_token: idToken({ email_verified: false }) } })).status).toBe(401);
    expect((await api("POST", "/login/google", { json: {} })).status).toBe(422);
  });
});

describe("configuration-dependent behaviour", () => {
  it("says clearly when Google sign-in is not configured, and rate-limits login", async () => {
    const limited = await startTestApp({ env: { LOGIN_RATE_LIMIT: "3", LOGIN_RATE_TTL_SECONDS: "60" } });
    try {
      const call = apiClient(limited.apiUrl);
      expect(await call("POST", "/login/google", { json: { id_token: "x" } })).toMatchObject({
        status: 400,
        body: { detail: "Google sign-in is not configured" },
      });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await call("POST", "/login/access-token", { form: { username: "a@example.com", password: "wrong-pass" } })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
      expect((await call("POST", "/login/access-token", { form: { username: "A@example.com", password: "x" } })).body).toEqual({
        detail: "Too many attempts, please try again later",
      });
      // Per account: everyone else signing in through the same web server is not locked out.
      expect((await call("POST", "/login/access-token", { form: { username: "b@example.com", password: "wrong-pass" } })).status).toBe(400);
      for (let attempt = 0; attempt < 3; attempt += 1) await call("POST", "/password-recovery/c@example.com");
      expect((await call("POST", "/password-recovery/c@example.com")).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
