import { randomBytes } from "node:crypto";
import type { UserPublic } from "@adsight/shared";
import { TEST_OWNER } from "./app";

export interface TestUser {
  email: string;
  password: string;
  token: string;
  user: UserPublic;
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${what} failed with ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Form-encoded login, as the spec's clients do it; returns the access token. */
export async function login(apiUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${apiUrl}/login/access-token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ username: email, password }),
  });
  const body = (await expectOk(response, `login as ${email}`)) as { access_token: string };
  return body.access_token;
}

export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, "content-type": "application/json" };
}

export async function loginOwner(apiUrl: string): Promise<TestUser> {
  const token = await login(apiUrl, TEST_OWNER.email, TEST_OWNER.password);
  const user = (await expectOk(await fetch(`${apiUrl}/users/me`, { headers: authHeaders(token) }), "GET /users/me")) as UserPublic;
  return { ...TEST_OWNER, token, user };
}

/** Signs a new user up through the API and logs them in. */
export async function createUser(apiUrl: string, overrides: { email?: string; password?: string } = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "password-123";
  const response = await fetch(`${apiUrl}/users/signup`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const user = (await expectOk(response, `sign-up of ${email}`)) as UserPublic;
  return { email, password, token: await login(apiUrl, email, password), user };
}

/** A superuser made by the owner through the admin API. */
export async function createSuperuser(apiUrl: string, owner: TestUser): Promise<TestUser> {
  const email = uniqueEmail("admin");
  const password = "admin-password-1";
  const response = await fetch(`${apiUrl}/users/`, {
    method: "POST",
    headers: authHeaders(owner.token),
    body: JSON.stringify({ email, password, is_superuser: true }),
  });
  const user = (await expectOk(response, `creating superuser ${email}`)) as UserPublic;
  return { email, password, token: await login(apiUrl, email, password), user };
}
