import { createSecretKey } from "node:crypto";
import { Module } from "@nestjs/common";
import { APP_GUARD } from "@nestjs/core";
import { JwtModule } from "@nestjs/jwt";
import { ThrottlerStorage } from "@nestjs/throttler";
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
import { RedisThrottlerStorage } from "./redis-throttler.storage";
import { TokenService } from "./token.service";

@Module({
  imports: [
    UsersModule,
    MailModule,
    ApiKeysModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      // A key object, not the string: given a string, jsonwebtoken first tries (and fails) to read it as a public key
      // on every verify, which cost more than the rest of the check together.
      useFactory: (config: AppConfig) => ({
        secret: createSecretKey(Buffer.from(config.values.auth.secretKey)),
        signOptions: { algorithm: "HS256" },
      }),
    }),
  ],
  controllers: [LoginController, PasswordRecoveryController],
  providers: [
    AuthService,
    TokenService,
    CredentialsService,
    GoogleIdTokenVerifier,
    { provide: APP_GUARD, useClass: AuthGuard },
    // Login, password-recovery and API-key limits count in Redis, so they hold across API replicas.
    { provide: ThrottlerStorage, useClass: RedisThrottlerStorage },
  ],
})
export class AuthModule {}
