import { type UpdatePassword, USER_MESSAGES, type UserCreate, type UserSignup, type UserUpdate, type UserUpdateMe } from "@adsight/shared";
import { BadRequestException, ConflictException, ForbiddenException, Injectable, Logger, NotFoundException } from "@nestjs/common";
import { codedError } from "#src/common/errors";
import { CreditsService } from "#src/modules/credits/credits.service";
import { PasswordHasher } from "./password-hasher";
import type { User } from "./user.entity";
import { type UserChanges, UsersRepository } from "./users.repository";
import { mayAccess, type Principal } from "#src/common/principal";

export interface NewUser {
  email: string;
  password?: string;
  googleSub?: string;
  fullName?: string | null;
  jobTitle?: string | null;
  companyName?: string | null;
  isActive?: boolean;
  isSuperuser?: boolean;
  isOwner?: boolean;
}

// Ends a feature's work for an account before the account goes (simulations end its running jobs).
export type AccountDeletionStep = (userId: string) => Promise<void>;

const UNIQUE_VIOLATION = "23505";

// Sign-up (400) and an address change (409) word it differently; the code is the same: another account holds the address.
const signupEmailTaken = () => new BadRequestException(codedError("EMAIL_TAKEN", USER_MESSAGES.exists));
const changedEmailTaken = () => new ConflictException(codedError("EMAIL_TAKEN", USER_MESSAGES.emailTaken));

function isUniqueViolation(error: unknown): boolean {
  return (error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;
}

@Injectable()
export class UsersService {
  private readonly logger = new Logger(UsersService.name);
  private readonly deletionSteps: AccountDeletionStep[] = [];

  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly credits: CreditsService,
  ) {}

  // Features register here, so that users imports none of them.
  beforeAccountDeletion(step: AccountDeletionStep): void {
    this.deletionSteps.push(step);
  }

  list(skip: number, limit: number, search?: string): Promise<[User[], number]> {
    return this.users.list(skip, limit, search);
  }

  signup(body: UserSignup): Promise<User> {
    return this.register({ email: body.email, password: body.password, fullName: body.full_name });
  }

  createByAdmin(body: UserCreate, actor: Principal): Promise<User> {
    const user: NewUser = {
      email: body.email,
      password: body.password,
      fullName: body.full_name,
      jobTitle: body.job_title,
      companyName: body.company_name,
      isActive: body.is_active,
      isSuperuser: body.is_superuser,
    };
    return this.register(user, body.credits_left === undefined ? undefined : { balance: body.credits_left, actorId: actor.id });
  }

  async register(input: NewUser, startingBalance?: { balance: number; actorId: string }): Promise<User> {
    if (await this.users.findByEmail(input.email)) throw signupEmailTaken();
    const { password, ...fields } = input;
    const hashedPassword = password ? await this.hasher.hash(password) : null;
    try {
      const id = await this.users.transaction(async (manager) => {
        const userId = await this.users.insert(manager, { ...fields, hashedPassword });
        if (startingBalance) await this.credits.adjustTo(userId, startingBalance.balance, startingBalance.actorId, manager);
        else await this.credits.grantTrial(userId, manager);
        return userId;
      });
      return await this.getById(id);
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides, the loser gets the normal answer.
      if (isUniqueViolation(error)) throw signupEmailTaken();
      throw error;
    }
  }

  /** The signed-in user's account, as the guard read it for this request. */
  async me(principal: Principal): Promise<User> {
    return this.users.loadedFor(principal) ?? (await this.getById(principal.id));
  }

  async getById(id: string): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(USER_MESSAGES.notFound);
    return user;
  }

  async getVisibleTo(actor: Principal, id: string): Promise<User> {
    if (!mayAccess(actor, id)) throw new ForbiddenException(USER_MESSAGES.forbidden);
    return this.getById(id);
  }

  async updateMe(user: Principal, body: UserUpdateMe): Promise<User> {
    const changes: UserChanges = {};
    if (body.email !== undefined) changes.email = await this.availableEmail(body.email, user.id);
    if (body.full_name !== undefined) changes.fullName = body.full_name;
    if (body.job_title !== undefined) changes.jobTitle = body.job_title;
    if (body.company_name !== undefined) changes.companyName = body.company_name;
    await this.saveChanges(user.id, changes);
    return this.getById(user.id);
  }

  async changePassword(user: Principal, body: UpdatePassword): Promise<void> {
    const hash = await this.users.passwordHashOf(user.id);
    if (!(await this.hasher.verify(hash, body.current_password))) throw new BadRequestException(USER_MESSAGES.wrongPassword);
    if (body.current_password === body.new_password) throw new BadRequestException(USER_MESSAGES.samePassword);
    await this.setPassword(user.id, body.new_password);
  }

  async setPassword(userId: string, password: string): Promise<void> {
    await this.users.update(userId, { hashedPassword: await this.hasher.hash(password) });
  }

  // Rule refusals answer 400, not 403: the web app signs a user out on any 401/403 (spec section 8).
  async deleteMe(user: Principal): Promise<void> {
    if (user.isOwner) throw new BadRequestException(USER_MESSAGES.ownerUndeletable);
    if (user.isSuperuser) throw new BadRequestException(USER_MESSAGES.selfDelete);
    await this.deleteAccount(user.id);
  }

  async updateByAdmin(actor: Principal, id: string, body: UserUpdate): Promise<User> {
    const target = await this.users.findById(id);
    if (!target) throw new NotFoundException(USER_MESSAGES.noSuchId);
    if (target.isOwner && body.is_superuser === false) throw new BadRequestException(USER_MESSAGES.ownerSuperuserFixed);
    if (target.isOwner && body.is_active === false) throw new BadRequestException(USER_MESSAGES.ownerAlwaysActive);
    // Otherwise any administrator could take the owner's account over.
    if (target.isOwner && actor.id !== target.id && (body.email !== undefined || body.password !== undefined)) {
      throw new BadRequestException(USER_MESSAGES.ownerCredentials);
    }
    const changes: UserChanges = {};
    if (body.email !== undefined) changes.email = await this.availableEmail(body.email, id);
    if (body.password !== undefined) changes.hashedPassword = await this.hasher.hash(body.password);
    if (body.full_name !== undefined) changes.fullName = body.full_name;
    if (body.job_title !== undefined) changes.jobTitle = body.job_title;
    if (body.company_name !== undefined) changes.companyName = body.company_name;
    if (body.is_active !== undefined) changes.isActive = body.is_active;
    if (body.is_superuser !== undefined) changes.isSuperuser = body.is_superuser;
    const { credits_left: creditsLeft } = body;
    await this.saveChanges(id, changes, creditsLeft === undefined ? undefined : { balance: creditsLeft, actorId: actor.id });
    return this.getById(id);
  }

  async deleteByAdmin(actor: Principal, id: string): Promise<void> {
    const target = await this.getById(id);
    if (target.isOwner) throw new BadRequestException(USER_MESSAGES.ownerUndeletable);
    if (target.id === actor.id) throw new BadRequestException(USER_MESSAGES.selfDelete);
    await this.deleteAccount(id);
  }

  private async deleteAccount(id: string): Promise<void> {
    for (const step of this.deletionSteps) await step(id);
    await this.users.delete(id);
  }

  // An existing owner keeps its password: a restart must not undo a password change.
  async ensureOwner(email: string, password: string): Promise<User> {
    const existing = await this.users.findByEmail(email);
    if (!existing) {
      const currentOwner = await this.users.findOwner();
      if (currentOwner) {
        this.logger.warn(`FIRST_SUPERUSER is ${email} but the owner is ${currentOwner.email}; keeping the existing owner`);
        return currentOwner;
      }
      this.logger.log(`Creating the owner account ${email}`);
      try {
        return await this.register({ email, password, isSuperuser: true, isOwner: true });
      } catch (error) {
        // Another API replica starting at the same moment created it first.
        const created = error instanceof BadRequestException ? await this.users.findOwner() : null;
        if (created) return created;
        throw error;
      }
    }
    if (!existing.isOwner || !existing.isSuperuser || !existing.isActive) {
      const currentOwner = await this.users.findOwner();
      if (currentOwner && currentOwner.id !== existing.id) return currentOwner;
      await this.users.update(existing.id, { isOwner: true, isSuperuser: true, isActive: true });
    }
    return this.getById(existing.id);
  }

  private async availableEmail(email: string, ownId: string): Promise<string> {
    const holder = await this.users.findByEmail(email);
    if (holder && holder.id !== ownId) throw changedEmailTaken();
    return email;
  }

  private async saveChanges(id: string, changes: UserChanges, balance?: { balance: number; actorId: string }): Promise<void> {
    try {
      await this.users.transaction(async (manager) => {
        await this.users.update(id, changes, manager);
        if (balance) await this.credits.adjustTo(id, balance.balance, balance.actorId, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw changedEmailTaken();
      throw error;
    }
  }
}
