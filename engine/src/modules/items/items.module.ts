import { Module } from "@nestjs/common";
import { TypeOrmModule } from "@nestjs/typeorm";
import { Item } from "./item.entity";
import { ItemsController } from "./items.controller";
import { ItemsRepository } from "./items.repository";
import { ItemsService } from "./items.service";

@Module({
  imports: [TypeOrmModule.forFeature([Item])],
  controllers: [ItemsController],
  providers: [ItemsRepository, ItemsService],
  // The simulation feature moves a campaign's status and locks its row through the repository, in its own transactions.
  exports: [ItemsService, ItemsRepository],
})
export class ItemsModule {}
