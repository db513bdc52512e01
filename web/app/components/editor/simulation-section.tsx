import {
  CREDITS_RULE,
  type CreditsResponse,
  creditsFor,
  creditUnits,
  type DraftImage,
  notEnoughCreditsDetail,
  SCALE_MAX,
  SCALE_MIN,
  scaleViewersLine,
} from "@adsight/shared";
import { useHydrated } from "remix-utils/use-hydrated";
import { Button } from "~/components/ui/button";
import { ErrorList } from "~/components/ui/field";
import { cn } from "~/utils/misc";
import { cardClass, Spinner } from "./card";

// Run is enabled only by a check of exactly the saved draft (a moved slider makes it stale) that fits the credits left.
export function SimulationSection({
  scale,
  onScale,
  scaleErrors,
  quote,
  viewersAtFullScale,
  savedScale,
  creatives,
  busy,
  running,
}: {
  scale: number;
  onScale: (scale: number) => void;
  scaleErrors?: string[];
  quote: CreditsResponse | null;
  viewersAtFullScale: number;
  savedScale: number;
  creatives: DraftImage[];
  busy: boolean;
  running: boolean;
}) {
  const current = quote !== null && scale === savedScale ? quote : null;
  const hasImages = creatives.length > 0;
  const canRun = current !== null && current.credits <= current.credits_left && hasImages;
  const hydrated = useHydrated();
  return (
    <section id="credits" aria-labelledby="run-heading" className={cn(cardClass, "space-y-4")}>
      <h2 id="run-heading" className="text-base font-semibold text-gray-900">
        Simulation
      </h2>
      <div>
        <label htmlFor="scale" className="block text-sm font-medium text-gray-900">
          Simulation Scale: {scale}%
        </label>
        <input
          id="scale"
          name="scale"
          type="range"
          min={SCALE_MIN}
          max={SCALE_MAX}
          value={scale}
          onChange={(event) => onScale(Number(event.target.value))}
          aria-describedby="scale-viewers"
          className="mt-2 w-full accent-brand-600"
        />
        <p id="scale-viewers" className="mt-1 text-sm text-gray-700" data-testid="scale-viewers">
          {scaleViewersLine(scale, viewersAtFullScale)}
        </p>
        {hydrated ? null : (
          <p className="mt-1 text-xs text-gray-600" data-testid="scale-update-hint">
            Moved the slider? Press Calculate Credits to save the scale and show its percentage and viewers here.
          </p>
        )}
        <ErrorList errors={scaleErrors} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="credits" variant="secondary" disabled={busy}>
          Calculate Credits
        </Button>
        {current ? (
          <p role="status" className="text-sm font-medium text-gray-900" data-testid="credits-quote">
            Required Credits: {current.credits}. Credits Left: {current.credits_left}
          </p>
        ) : null}
      </div>
      <div className="space-y-1 text-xs text-gray-600">
        <p id="credits-rule">{CREDITS_RULE}</p>
        {hasImages ? <p data-testid="credits-estimate">{estimate(creatives, scale)}</p> : null}
      </div>
      {current && current.credits > current.credits_left ? (
        <p className="text-sm font-medium text-brand-700">{notEnoughCreditsDetail(current.credits, current.credits_left)}</p>
      ) : null}
      {current ? <input type="hidden" name="quotedCredits" value={current.credits} /> : null}
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
        <Button type="submit" name="intent" value="run" disabled={!canRun || busy} aria-describedby={canRun ? undefined : "run-hint"}>
          {running ? <Spinner /> : null}
          Run Simulation
        </Button>
        <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
          Save
        </Button>
      </div>
      {canRun ? null : (
        <p id="run-hint" className="text-xs text-gray-600">
          {hasImages
            ? "Calculate the credits for this draft to run the simulation; they must not exceed your credits left."
            : "Add at least one image or video, then calculate the credits to run the simulation."}
        </p>
      )}
    </section>
  );
}

// "2 images and 13 s of video: 15 × scale 10 = 150 credits", as the rule counts them (a video's seconds as shown).
function estimate(creatives: DraftImage[], scale: number): string {
  const units = creditUnits(creatives.map(({ kind, duration_ms }) => ({ kind, durationMs: duration_ms })));
  const images = creatives.filter((creative) => creative.kind === "image").length;
  const seconds = units - images;
  const parts = [
    ...(images > 0 ? [`${images} ${images === 1 ? "image" : "images"}`] : []),
    ...(seconds > 0 ? [`${seconds} s of video`] : []),
  ];
  return `This draft: ${parts.join(" and ")}, so ${units} × scale ${scale} = ${creditsFor(units, scale)} credits.`;
}
