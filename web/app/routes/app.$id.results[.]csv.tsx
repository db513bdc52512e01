import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayJobFile } from "~/utils/job-files.server";

/** The campaign's per-image and per-object metrics as CSV (what has finished so far). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return relayJobFile(request, params, "results.csv");
}
