import { Module } from "@nestjs/common";
import { TypeOrmModule } from "@nestjs/typeorm";
import { SimulationsModule } from "#src/modules/simulations/simulations.module";
import { CreditsModule } from "#src/modules/credits/credits.module";
import { OwnerBootstrap } from "./owner.bootstrap";
import { PasswordHasher } from "./password-hasher";
import { User } from "./user.entity";
import { UsersController } from "./users.controller";
import { UsersRepository } from "./users.repository";
import { UsersService } from "./users.service";

@Module({
  // Deleting an account cancels and refunds its running simulations first.
  imports: [TypeOrmModule.forFeature([User]), CreditsModule, SimulationsModule],
  controllers: [UsersController],
  providers: [UsersRepository, UsersService, PasswordHasher, OwnerBootstrap],
  exports: [UsersRepository, UsersService, PasswordHasher],
})
export class UsersModule {}
