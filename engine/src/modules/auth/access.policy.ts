import { isAdmin } from "@adsight/shared";
import type { User } from "#src/modules/users/user.entity";

/**
 * Who may see or change what: the one rule behind campaigns, jobs, their event streams, stored images, accounts
 * and the administrators' routes. Plain functions on the user the guard already loaded: no query of their own.
 */
export function seesEverything(user: User): boolean {
  return isAdmin({ is_superuser: user.isSuperuser, is_owner: user.isOwner });
}

/** Whether `user` may see or change something `ownerId` owns (an account owns itself). */
export function mayAccess(user: User, ownerId: string): boolean {
  return ownerId === user.id || seesEverything(user);
}
