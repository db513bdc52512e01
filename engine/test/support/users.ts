import { randomBytes } from "node:crypto";
import type { Token, UserPublic } from "@adsight/shared";
import { TEST_OWNER } from "./app";
import { call, okBody } from "./http";

export interface TestUser {
  email: string;
  password: string;
  token: string;
  user: UserPublic;
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Form-encoded login, as the spec's clients do it; returns the access token. */
export async function login(apiUrl: string, email: string, password: string): Promise<string> {
  const answer = await call<Token>(apiUrl, "POST", "/login/access-token", { form: { username: email, password } });
  return okBody(answer, `login as ${email}`).access_token;
}

export async function loginOwner(apiUrl: string): Promise<TestUser> {
  const token = await login(apiUrl, TEST_OWNER.email, TEST_OWNER.password);
  const user = okBody(await call<UserPublic>(apiUrl, "GET", "/users/me", { token }), "GET /users/me");
  return { ...TEST_OWNER, token, user };
}

/** Signs a new user up through the API and logs them in. */
export async function createUser(apiUrl: string, overrides: { email?: string; password?: string } = {}): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "password-123";
  const user = okBody(await call<UserPublic>(apiUrl, "POST", "/users/signup", { json: { email, password } }), `sign-up of ${email}`);
  return { email, password, token: await login(apiUrl, email, password), user };
}

/** A superuser made by the owner through the admin API. */
export async function createSuperuser(apiUrl: string, owner: TestUser): Promise<TestUser> {
  const email = uniqueEmail("admin");
  const password = "admin-password-1";
  const answer = await call<UserPublic>(apiUrl, "POST", "/users/", { token: owner.token, json: { email, password, is_superuser: true } });
  const user = okBody(answer, `creating superuser ${email}`);
  return { email, password, token: await login(apiUrl, email, password), user };
}
