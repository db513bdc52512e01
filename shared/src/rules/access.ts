import type { UserPublic } from "../schemas/users.js";

// The owner is always an administrator; everyone else sees only their own campaigns, jobs and images.
export function isAdmin(user: Pick<UserPublic, "is_superuser" | "is_owner">): boolean {
  return user.is_superuser || user.is_owner;
}
