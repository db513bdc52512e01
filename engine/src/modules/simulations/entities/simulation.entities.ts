import { CampaignDraft } from "./campaign-draft.entity";
import { CampaignImage } from "./campaign-image.entity";
import { ResultImage } from "./result-image.entity";
import { SimulationJob } from "./simulation-job.entity";
import { SimulationResult } from "./simulation-result.entity";
import { SimulationViewers } from "./simulation-viewers.entity";

/** The tables this feature owns, for the data source's entity list. */
export const SIMULATION_ENTITIES = [CampaignDraft, CampaignImage, SimulationJob, SimulationResult, ResultImage, SimulationViewers];
