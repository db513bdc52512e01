import { Module } from "@nestjs/common";
import { TypeOrmModule } from "@nestjs/typeorm";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { OwnerBootstrap } from "./owner.bootstrap";
import { PasswordHasher } from "./password-hasher";
import { User } from "./user.entity";
import { UsersController } from "./users.controller";
import { UsersRepository } from "./users.repository";
import { UsersService } from "./users.service";

@Module({
  imports: [TypeOrmModule.forFeature([User]), CreditsModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, PasswordHasher, OwnerBootstrap],
  exports: [UsersRepository, UsersService, PasswordHasher],
})
export class UsersModule {}
