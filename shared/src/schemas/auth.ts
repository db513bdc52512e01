import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../constants.js";

export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Invalid email address";
export const PASSWORD_REQUIRED = "Password is required";
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const CONFIRM_REQUIRED = "Password confirmation is required";
export const PASSWORDS_DIFFER = "The passwords do not match";

export const AUTH_MESSAGES = {
  missing: "Not authenticated",
  invalid: "Could not validate credentials",
  inactive: "Inactive user",
} as const;

export const LOGIN_MESSAGES = {
  incorrect: "Incorrect email or password",
  googleOff: "Google sign-in is not configured",
  googleInvalid: "Invalid Google ID token",
  googleUnverified: "The Google account's email address is not verified",
  googleUnavailable: "Google sign-in is unavailable right now",
  recoverySent: "If that email is registered, we sent a password recovery link",
  noSuchUser: "The user with this email does not exist in the system",
  invalidResetToken: "Invalid token",
  passwordUpdated: "Password updated successfully",
} as const;

// A missing field and an empty one get the same "required" message, as the forms show it.
const requiredString = (message: string) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message);

// pipe() so that an empty field reports only "required", not also "invalid".
export const EmailSchema = requiredString(EMAIL_REQUIRED)
  .pipe(z.string().max(255, EMAIL_INVALID).email(EMAIL_INVALID))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = z
  .string({ required_error: PASSWORD_REQUIRED, invalid_type_error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .pipe(z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT).max(128, "Password must be at most 128 characters"));

export const LoginSchema = z.object({
  username: EmailSchema,
  password: z.string({ required_error: PASSWORD_REQUIRED }).min(1, PASSWORD_REQUIRED),
});
export type Login = z.infer<typeof LoginSchema>;

export const SignupFormSchema = z
  .object({
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: requiredString(CONFIRM_REQUIRED),
    full_name: z.string().trim().max(255).optional(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ["confirmPassword"],
  });
export type SignupForm = z.infer<typeof SignupFormSchema>;

export const TokenSchema = z.object({ access_token: z.string(), token_type: z.literal("bearer") });
export type Token = z.infer<typeof TokenSchema>;

export const GoogleLoginSchema = z.object({ id_token: z.string().min(1, "id_token is required") });
export type GoogleLogin = z.infer<typeof GoogleLoginSchema>;

export const ResetPasswordSchema = z.object({
  token: z.string().min(1, "Token is required"),
  new_password: PasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;
