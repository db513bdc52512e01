import type { LoaderFunctionArgs } from "@remix-run/node";
import { relayJobFile } from "~/utils/job-files.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return relayJobFile(request, params, "report.pdf");
}
