import type { UserPublic } from "../schemas/users.js";

/**
 * Administrators are the superusers, the owner always being one: they see and change every campaign, job and
 * image and manage the accounts. Everyone else sees only their own.
 */
export function isAdmin(user: Pick<UserPublic, "is_superuser" | "is_owner">): boolean {
  return user.is_superuser || user.is_owner;
}
