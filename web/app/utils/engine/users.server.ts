import type { ListResponse, UpdatePassword, UserPublic, UserUpdate, UserUpdateMe } from "@adsight/shared";
import type { EngineConnection } from "./transport.server";

export function usersClient(engine: EngineConnection) {
  const path = (id: string) => `/users/${encodeURIComponent(id)}`;
  return {
    me: () => engine.call<UserPublic>("/users/me"),
    updateMe: (patch: UserUpdateMe) => engine.call<UserPublic>("/users/me", { method: "PATCH", json: patch }),
    updatePassword: (body: UpdatePassword) => engine.call<unknown>("/users/me/password", { method: "PATCH", json: body }),
    list: () => engine.listAll<UserPublic>("/users/"),
    search: (q: string, limit: number) => engine.call<ListResponse<UserPublic>>("/users/", { query: { q, limit } }),
    get: (id: string) => engine.call<UserPublic>(path(id)),
    update: (id: string, patch: UserUpdate) => engine.call<UserPublic>(path(id), { method: "PATCH", json: patch }),
    remove: (id: string) => engine.call<unknown>(path(id), { method: "DELETE" }),
  };
}
