import { EmailSchema, GoogleLoginSchema, LoginSchema, ResetPasswordSchema, TokenSchema } from "@adsight/shared";
import { type ArgumentMetadata, Injectable, type PipeTransform } from "@nestjs/common";
import { createZodDto } from "nestjs-zod";
import { ValidationFailed } from "#src/common/errors";

export class LoginForm extends createZodDto(LoginSchema) {}
export class GoogleLoginBody extends createZodDto(GoogleLoginSchema) {}
export class ResetPasswordBody extends createZodDto(ResetPasswordSchema) {}
export class TokenDto extends createZodDto(TokenSchema) {}

@Injectable()
export class ParseEmailPipe implements PipeTransform<unknown, string> {
  transform(value: unknown, metadata: ArgumentMetadata): string {
    const result = EmailSchema.safeParse(value);
    if (!result.success) throw ValidationFailed.fromZod(result.error, "path", metadata.data);
    return result.data;
  }
}
