import type { Token, UserPublic, UserSignup } from "@adsight/shared";
import type { PublicConnection } from "./transport.server";

export function authClient(engine: PublicConnection) {
  return {
    login: (username: string, password: string) =>
      engine.call<Token>("/login/access-token", { method: "POST", form: { username, password } }),
    loginWithGoogle: (idToken: string) => engine.call<Token>("/login/google", { method: "POST", json: { id_token: idToken } }),
    signup: (body: UserSignup) => engine.call<UserPublic>("/users/signup", { method: "POST", json: body }),
    recoverPassword: (email: string) => engine.call<unknown>(`/password-recovery/${encodeURIComponent(email)}`, { method: "POST" }),
    resetPassword: (token: string, newPassword: string) =>
      engine.call<unknown>("/reset-password/", { method: "POST", json: { token, new_password: newPassword } }),
  };
}
