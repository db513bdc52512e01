import { type Aoi, aoiIssues, areasByImage } from "@adsight/shared";
import { ValidationFailed } from "#src/common/errors";
import type { AreasFor } from "./drafts.repository";

export function checkedAreas(aois: Aoi[]): AreasFor {
  return (images) => {
    const issues = aoiIssues(aois, images);
    if (issues.length > 0) throw new ValidationFailed(issues.map((issue) => ({ ...issue, loc: ["body", "aois", ...issue.loc] })));
    return areasByImage(aois, images);
  };
}
