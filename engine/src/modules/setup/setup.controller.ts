import type { LocationSuggestion, SetupGenerateResponse } from "@adsight/shared";
import { Body, Controller, Get, HttpCode, Post, Query } from "@nestjs/common";
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from "@nestjs/swagger";
import { ApiErrorResponses } from "#src/common/openapi";
import { LocationQuery, LocationSuggestionDto, SetupGenerateBody, SetupGenerateResponseDto } from "./setup.dto";
import { SetupService } from "./setup.service";
import { CurrentUser, type Principal } from "#src/common/principal";

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
  generate(@Body() body: SetupGenerateBody, @CurrentUser() user: Principal): Promise<SetupGenerateResponse> {
    return this.setup.generate(user, body);
  }

  @Get("locations")
  @ApiOkResponse({ type: LocationSuggestionDto, isArray: true })
  @ApiOperation({
    summary: "Suggestions for the location field: at most 5, for at least 2 characters (else [])",
    description:
      "Countries whose name starts with the text, then fuzzy city matches (threshold 0.3) from the GeoNames cities the " +
      "setup generation resolves locations with; duplicates removed.",
  })
  locations(@Query() query: LocationQuery): LocationSuggestion[] {
    return this.setup.suggestLocations(query.q);
  }
}
