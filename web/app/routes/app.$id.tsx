import type { MetaFunction } from "@remix-run/node";
import { ComingSoon } from "~/components/coming-soon";

export default function ResultsRoute() {
  return <ComingSoon title="Results">Campaign results are coming in a later release.</ComingSoon>;
}

export const meta: MetaFunction = () => [{ title: "Results | AdSight" }];
