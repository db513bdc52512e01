import type { CampaignStatus } from "@adsight/shared";
import { cn } from "~/utils/misc";

// Green once Ready, informational otherwise (spec §2).
export function StatusBanner({ status, error }: { status: CampaignStatus; error?: string | null }) {
  const ready = status === "Ready";
  return (
    <div
      role="status"
      className={cn(
        "flex items-start gap-3 rounded-lg px-4 py-3 ring-1 ring-inset",
        ready ? "bg-emerald-50 text-emerald-900 ring-emerald-200" : "bg-sky-50 text-sky-900 ring-sky-200",
      )}
    >
      <svg viewBox="0 0 20 20" className="mt-0.5 h-5 w-5 shrink-0" fill="currentColor" aria-hidden="true">
        {ready ? (
          <path
            fillRule="evenodd"
            d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.7-9.3a1 1 0 00-1.4-1.4L9 10.58 7.7 9.3a1 1 0 00-1.4 1.4l2 2a1 1 0 001.4 0l4-4z"
            clipRule="evenodd"
          />
        ) : (
          <path
            fillRule="evenodd"
            d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-7-4a1 1 0 11-2 0 1 1 0 012 0zM9 9a1 1 0 000 2v3a1 1 0 001 1h1a1 1 0 100-2v-3a1 1 0 00-1-1H9z"
            clipRule="evenodd"
          />
        )}
      </svg>
      <div>
        <p className="font-semibold">Campaign {status}</p>
        {error ? (
          <p className="mt-1 text-sm">
            The simulation stopped: {error.replace(/\.$/, "")}. Images that finished before it stopped are listed below.
          </p>
        ) : null}
      </div>
    </div>
  );
}
