import { Module } from "@nestjs/common";
import { APP_GUARD } from "@nestjs/core";
import { JwtModule } from "@nestjs/jwt";
import { AppConfig } from "../../config/config";
import { ApiKeysModule } from "../api-keys/api-keys.module";
import { MailModule } from "../mail/mail.module";
import { UsersModule } from "../users/users.module";
import { AuthGuard } from "./auth.guard";
import { AuthService } from "./auth.service";
import { CredentialsService } from "./credentials.service";
import { GoogleIdTokenVerifier } from "./google-id-token.verifier";
import { LoginController } from "./login.controller";
import { PasswordRecoveryController } from "./password-recovery.controller";
import { TokenService } from "./token.service";

@Module({
  imports: [
    UsersModule,
    MailModule,
    ApiKeysModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.values.auth.secretKey, signOptions: { algorithm: "HS256" } }),
    }),
  ],
  controllers: [LoginController, PasswordRecoveryController],
  providers: [AuthService, TokenService, CredentialsService, GoogleIdTokenVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthModule {}
