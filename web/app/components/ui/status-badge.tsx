import type { CampaignStatus } from "@adsight/shared";
import { cn } from "~/utils/misc";

const tones: Record<CampaignStatus, string> = {
  Draft: "bg-gray-100 text-gray-800 ring-gray-300",
  Processing: "bg-sky-50 text-sky-800 ring-sky-200",
  Ready: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  Error: "bg-brand-50 text-brand-800 ring-brand-200",
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset", tones[status])}>{status}</span>
  );
}
