import { type SetupGenerateResponse, SetupGenerateResponseSchema, SetupGenerateSchema } from "@adsight/shared";
import { Body, Controller, HttpCode, Post } from "@nestjs/common";
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from "@nestjs/swagger";
import { createZodDto } from "nestjs-zod";
import { CurrentUser } from "../../common/auth.decorators";
import { ApiErrorResponses } from "../../common/openapi";
import type { User } from "../users/user.entity";
import { SetupService } from "./setup.service";

class SetupGenerateBody extends createZodDto(SetupGenerateSchema) {}
class SetupGenerateResponseDto extends createZodDto(SetupGenerateResponseSchema) {}

@ApiTags("setup")
@ApiBearerAuth()
@ApiErrorResponses()
@Controller("setup")
export class SetupController {
  constructor(private readonly setup: SetupService) {}

  @Post("generate")
  @HttpCode(200)
  @ApiOkResponse({ type: SetupGenerateResponseDto })
  @ApiOperation({
    summary: "Create or update the campaign as a Draft and generate its weighted audience categories",
    description:
      "Deterministic: Age, Gender, Mood, Time of day, Location (places resolved from the location text against the bundled " +
      "GeoNames cities, weighted by population), Device and Interests, moved from a baseline by the audience text's keywords " +
      "and the campaign season. Each category's values sum to 1; locks are all false.",
  })
  generate(@Body() body: SetupGenerateBody, @CurrentUser() user: User): Promise<SetupGenerateResponse> {
    return this.setup.generate(user, body);
  }
}
