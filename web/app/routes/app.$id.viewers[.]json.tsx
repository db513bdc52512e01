import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayJobFile } from "~/utils/job-files.server";

/** Every simulated viewer's labelled fixations of the campaign as JSON (what has finished so far). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return relayJobFile(request, params, "viewers.json");
}
