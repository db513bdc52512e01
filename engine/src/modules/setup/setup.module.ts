import { Module } from "@nestjs/common";
import { ItemsModule } from "#src/modules/items/items.module";
import { SetupController } from "./setup.controller";
import { SetupService } from "./setup.service";

@Module({ imports: [ItemsModule], controllers: [SetupController], providers: [SetupService], exports: [SetupService] })
export class SetupModule {}
