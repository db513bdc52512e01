import { Injectable } from "@nestjs/common";
import { InjectDataSource, InjectRepository } from "@nestjs/typeorm";
import { type DataSource, type EntityManager, ILike, In, type Repository } from "typeorm";
import { BatchedLookup } from "#src/common/batched-lookup";
import { isUuid } from "#src/common/parse-uuid.pipe";
import type { Principal } from "#src/common/principal";
import { User } from "./user.entity";

export type UserChanges = Partial<
  Pick<User, "email" | "hashedPassword" | "googleSub" | "fullName" | "jobTitle" | "companyName" | "isActive" | "isSuperuser" | "isOwner">
>;

@Injectable()
export class UsersRepository {
  // Every authenticated request looks its user up (the guard); concurrent ones share a query. A key that is not a
  // UUID is simply not found, so it cannot make the query fail for the others in its batch.
  private readonly byId = new BatchedLookup<User>(async (ids) => {
    const valid = ids.filter(isUuid);
    const users = valid.length > 0 ? await this.users.findBy({ id: In(valid) }) : [];
    return new Map(users.map((user) => [user.id, user]));
  });

  // The row the guard read to make a request's principal, so GET /users/me answers it without reading it again.
  private readonly loaded = new WeakMap<Principal, User>();

  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  findById(id: string): Promise<User | null> {
    return this.byId.get(id);
  }

  keepFor(principal: Principal, user: User): void {
    this.loaded.set(principal, user);
  }

  loadedFor(principal: Principal): User | undefined {
    return this.loaded.get(principal);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.createQueryBuilder("user").where(`lower("user"."email") = lower(:email)`, { email }).getOne();
  }

  findByGoogleSub(googleSub: string): Promise<User | null> {
    return this.users.findOneBy({ googleSub });
  }

  findOwner(): Promise<User | null> {
    return this.users.findOneBy({ isOwner: true });
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const row = await this.users.createQueryBuilder("user").addSelect("user.hashedPassword").where("user.id = :id", { id }).getOne();
    return row?.hashedPassword ?? null;
  }

  list(skip: number, take: number, search?: string): Promise<[User[], number]> {
    const pattern = search ? `%${search.replace(/[\\%_]/g, "\\$&")}%` : undefined;
    const where = pattern ? [{ email: ILike(pattern) }, { fullName: ILike(pattern) }] : undefined;
    return this.users.findAndCount({ where, order: { createdAt: "ASC", id: "ASC" }, skip, take });
  }

  async insert(manager: EntityManager, values: UserChanges & { email: string }): Promise<string> {
    const result = await manager.getRepository(User).insert(values);
    return (result.identifiers[0] as { id: string }).id;
  }

  // A new password also bumps the token version, which ends every session signed in with the old one.
  async update(id: string, changes: UserChanges, manager?: EntityManager): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    const bump = changes.hashedPassword !== undefined ? { tokenVersion: () => '"token_version" + 1' } : {};
    await (manager ?? this.dataSource.manager).getRepository(User).update({ id }, { ...changes, ...bump });
  }

  // Everything a user owns goes with it (ON DELETE CASCADE).
  async delete(id: string): Promise<void> {
    await this.users.delete({ id });
  }
}
