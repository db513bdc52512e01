import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export default function NewCampaignRoute() {
  return <ComingSoon title="New Campaign">The campaign editor is coming in a later release.</ComingSoon>;
}

export const meta: MetaFunction = () => [{ title: "New Campaign | AdSight" }];
