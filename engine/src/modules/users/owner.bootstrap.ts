import { Injectable, Logger, type OnApplicationBootstrap } from "@nestjs/common";
import { AppConfig } from "#src/config/config";
import { UsersService } from "./users.service";

@Injectable()
export class OwnerBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(OwnerBootstrap.name);

  constructor(
    private readonly users: UsersService,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.values.mode === "worker") return;
    const { email, password } = this.config.values.owner;
    if (!password) {
      this.logger.warn("FIRST_SUPERUSER_PASSWORD is not set: the owner account is not created");
      return;
    }
    await this.users.ensureOwner(email, password);
  }
}
