import { DEFAULT_SCALE } from "../constants.js";
import type { CampaignDraft } from "../schemas/simulation.js";
import { defaultCampaignPeriod } from "./time.js";

export function defaultCampaignDraft(today = new Date()): CampaignDraft {
  return { name: "", location: "", audience: "", ...defaultCampaignPeriod(today), scale: DEFAULT_SCALE, categories: null, aois: [] };
}
