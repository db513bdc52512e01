import { z } from "zod";
import { listOf, PaginationSchema } from "./api.js";
import { EmailSchema, PasswordSchema } from "./auth.js";

export const USER_MESSAGES = {
  exists: "The user with this email already exists in the system",
  emailTaken: "User with this email already exists",
  notFound: "User not found",
  noSuchId: "The user with this id does not exist in the system",
  forbidden: "The user doesn't have enough privileges",
  ownerUndeletable: "The owner account cannot be deleted",
  ownerSuperuserFixed: "The owner's administrator status cannot be changed",
  ownerAlwaysActive: "The owner account cannot be deactivated",
  ownerCredentials: "Only the owner can change the owner's email or password",
  selfDelete: "Super users are not allowed to delete themselves",
  wrongPassword: "Incorrect password",
  samePassword: "New password cannot be the same as the current one",
  cancelledWithAccount: "Cancelled: the account was deleted",
} as const;

const name = z.string().trim().max(255);
const credits = z.number().int("Credits must be a whole number").min(0, "Credits cannot be negative").max(1_000_000_000);

export const UserPublicSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  job_title: z.string().nullable(),
  company_name: z.string().nullable(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  is_owner: z.boolean(),
  credits_left: z.number().int(),
  credits_spent: z.number().int(),
  total_campaigns: z.number().int(),
});
export type UserPublic = z.infer<typeof UserPublicSchema>;

export const UsersListSchema = listOf(UserPublicSchema);

export const UsersQuerySchema = PaginationSchema.extend({
  q: z.string().trim().max(255, "Search must be at most 255 characters").optional(),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

export const UserSignupSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  full_name: name.nullish(),
});
export type UserSignup = z.infer<typeof UserSignupSchema>;

export const UserCreateSchema = UserSignupSchema.extend({
  job_title: name.nullish(),
  company_name: name.nullish(),
  is_active: z.boolean().default(true),
  is_superuser: z.boolean().default(false),
  credits_left: credits.optional(),
});
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateMeSchema = z
  .object({
    email: EmailSchema.optional(),
    full_name: name.nullish(),
    job_title: name.nullish(),
    company_name: name.nullish(),
  })
  .strict();
export type UserUpdateMe = z.infer<typeof UserUpdateMeSchema>;

export const UserUpdateSchema = z
  .object({
    email: EmailSchema.optional(),
    password: PasswordSchema.optional(),
    full_name: name.nullish(),
    job_title: name.nullish(),
    company_name: name.nullish(),
    is_active: z.boolean().optional(),
    is_superuser: z.boolean().optional(),
    credits_left: credits.optional(),
  })
  .strict();
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export const UpdatePasswordSchema = z.object({
  current_password: z.string().min(1, "Current password is required"),
  new_password: PasswordSchema,
});
export type UpdatePassword = z.infer<typeof UpdatePasswordSchema>;
