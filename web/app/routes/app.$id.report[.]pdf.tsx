import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayJobFile } from "~/utils/job-files.server";

/** The campaign's PDF report (its latest simulation; 409 until it is Ready). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return relayJobFile(request, params, "report.pdf");
}
