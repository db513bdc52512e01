import { Module } from "@nestjs/common";
import { APP_GUARD } from "@nestjs/core";
import { JwtModule } from "@nestjs/jwt";
import { ThrottlerStorage } from "@nestjs/throttler";
import { AppConfig } from "../../config/config";
import { MailModule } from "../mail/mail.module";
import { UsersModule } from "../users/users.module";
import { AuthGuard } from "./auth.guard";
import { AuthService } from "./auth.service";
import { GoogleIdTokenVerifier } from "./google-id-token.verifier";
import { LoginController } from "./login.controller";
import { PasswordRecoveryController } from "./password-recovery.controller";
import { RedisThrottlerStorage } from "./redis-throttler.storage";
import { TokenService } from "./token.service";

@Module({
  imports: [
    UsersModule,
    MailModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.values.auth.secretKey, signOptions: { algorithm: "HS256" } }),
    }),
  ],
  controllers: [LoginController, PasswordRecoveryController],
  providers: [
    AuthService,
    TokenService,
    GoogleIdTokenVerifier,
    { provide: APP_GUARD, useClass: AuthGuard },
    // Overrides the throttler's in-memory storage for this module's guarded routes (login, password recovery).
    { provide: ThrottlerStorage, useClass: RedisThrottlerStorage },
  ],
})
export class AuthModule {}
