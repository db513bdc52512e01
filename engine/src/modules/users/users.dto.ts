import {
  UpdatePasswordSchema,
  UserCreateSchema,
  UserSignupSchema,
  UserUpdateMeSchema,
  UserPublicSchema,
  UsersListSchema,
  UsersQuerySchema,
  UserUpdateSchema,
  type UserPublic,
} from "@adsight/shared";
import { createZodDto } from "nestjs-zod";
import type { User } from "./user.entity";

export class UserSignupBody extends createZodDto(UserSignupSchema) {}
export class UserCreateBody extends createZodDto(UserCreateSchema) {}
export class UserUpdateMeBody extends createZodDto(UserUpdateMeSchema) {}
export class UserUpdateBody extends createZodDto(UserUpdateSchema) {}
export class UpdatePasswordBody extends createZodDto(UpdatePasswordSchema) {}
export class UserPublicDto extends createZodDto(UserPublicSchema) {}
export class UsersListDto extends createZodDto(UsersListSchema) {}
export class UsersQueryDto extends createZodDto(UsersQuerySchema) {}

export function toUserPublic(user: User): UserPublic {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    job_title: user.jobTitle,
    company_name: user.companyName,
    is_active: user.isActive,
    is_superuser: user.isSuperuser,
    is_owner: user.isOwner,
    credits_left: user.creditsLeft,
    credits_spent: user.creditsSpent,
    total_campaigns: user.totalCampaigns,
  };
}
