import { Module } from "@nestjs/common";
import { APP_GUARD } from "@nestjs/core";
import { JwtModule } from "@nestjs/jwt";
import { ThrottlerStorage } from "@nestjs/throttler";
import { AppConfig } from "#src/config/config";
import { ApiKeysModule } from "#src/modules/api-keys/api-keys.module";
import { MailModule } from "#src/modules/mail/mail.module";
import { UsersModule } from "#src/modules/users/users.module";
import { AuthGuard } from "./auth.guard";
import { AuthService } from "./auth.service";
import { CredentialsService } from "./credentials.service";
import { GoogleIdTokenVerifier } from "./google-id-token.verifier";
import { LoginController } from "./login.controller";
import { PasswordRecoveryController } from "./password-recovery.controller";
import { RedisThrottlerStorage } from "./redis-throttler.storage";
import { ApiKeyStrategy } from "./strategies/api-key.strategy";
import { JwtStrategy } from "./strategies/jwt.strategy";
import { TOKEN_ALGORITHM, tokenKey, TokenService } from "./token.service";

@Module({
  imports: [
    UsersModule,
    MailModule,
    ApiKeysModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: tokenKey(config), signOptions: { algorithm: TOKEN_ALGORITHM } }),
    }),
  ],
  controllers: [LoginController, PasswordRecoveryController],
  providers: [
    AuthService,
    TokenService,
    JwtStrategy,
    ApiKeyStrategy,
    CredentialsService,
    GoogleIdTokenVerifier,
    { provide: APP_GUARD, useClass: AuthGuard },
    // Login, password-recovery and API-key limits count in Redis, so they hold across API replicas.
    { provide: ThrottlerStorage, useClass: RedisThrottlerStorage },
  ],
})
export class AuthModule {}
