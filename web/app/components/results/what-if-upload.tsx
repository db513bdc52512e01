import {
  type EyeCatcher,
  IMAGE_MESSAGES,
  IMAGE_MIME_TYPES,
  type RecommendationGoal,
  WHAT_IF_MESSAGES,
  WHAT_IF_VIEWERS,
} from "@adsight/shared";
import { useFetcher, useParams } from "@remix-run/react";
import { useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { WhatIfUploadAnswer } from "~/routes/app.$id.what-if";
import { buttonClass } from "~/components/ui/button";
import { DEFAULT_WHAT_IF_GOAL } from "~/utils/results/what-if";
import type { WhatIfUploadShown } from "~/utils/results/what-if-upload.server";
import { FigureChanges } from "./figure-changes";
import { GoalOptions, goalSelectClass, TargetOptions } from "./goal-options";
import { VariantAdded } from "./variant-added";

// One form, two buttons: Preview, then Add it as a variant with the same file (sent again: the upload is not kept).
export function WhatIfUpload({
  idx,
  eyeCatchers,
  shown,
  interactive,
}: {
  idx: number;
  eyeCatchers: EyeCatcher[];
  shown: WhatIfUploadShown | null;
  interactive: boolean;
}) {
  const { id: itemId = "" } = useParams();
  const fetcher = useFetcher<WhatIfUploadAnswer>();
  const [goal, setGoal] = useState<RecommendationGoal>(DEFAULT_WHAT_IF_GOAL);
  const [target, setTarget] = useState("");
  const answer = fetcher.data ?? shown?.answer ?? null;
  const busy = fetcher.state !== "idle";
  const fieldId = (name: string) => `what-if-upload-${idx}-${name}`;
  return (
    <fetcher.Form
      method="post"
      action={`/app/${itemId}/what-if`}
      encType="multipart/form-data"
      className="mt-6"
      data-testid="what-if-upload"
    >
      <h4 className="text-sm font-semibold text-gray-900">{WHAT_IF_MESSAGES.uploadTitle}</h4>
      <p className="mt-1 text-xs text-gray-600">
        {WHAT_IF_MESSAGES.uploadHint}; {WHAT_IF_VIEWERS.toLocaleString("en-US")} viewers per version. {IMAGE_MESSAGES.hint}
      </p>
      <AuthenticityTokenInput />
      <input type="hidden" name="idx" value={idx} />
      {interactive ? <input type="hidden" name="via" value="fetcher" /> : null}
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        <label htmlFor={fieldId("image")} className="block text-xs font-medium text-gray-900">
          Your version
          <input
            id={fieldId("image")}
            name="image"
            type="file"
            required
            accept={IMAGE_MIME_TYPES.join(",")}
            className="mt-1 block w-full text-sm"
          />
        </label>
        <label htmlFor={fieldId("goal")} className="block text-xs font-medium text-gray-900">
          Goal
          <select
            id={fieldId("goal")}
            name="goal"
            value={goal}
            onChange={(event) => setGoal(event.target.value as RecommendationGoal)}
            className={goalSelectClass}
          >
            <GoalOptions />
          </select>
        </label>
        <label htmlFor={fieldId("target")} className="block text-xs font-medium text-gray-900">
          Target
          <select
            id={fieldId("target")}
            name="target"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            className={goalSelectClass}
          >
            <TargetOptions names={eyeCatchers.map((entry) => entry.name)} />
          </select>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="submit" name="intent" value="preview" disabled={busy} className={buttonClass({ variant: "secondary", size: "sm" })}>
          {WHAT_IF_MESSAGES.uploadPreview}
        </button>
        <button type="submit" name="intent" value="variant" disabled={busy} className={buttonClass({ size: "sm" })}>
          {WHAT_IF_MESSAGES.uploadVariant}
        </button>
      </div>
      <div aria-live="polite" className="mt-3" data-testid="what-if-upload-preview">
        {busy ? <p className="text-xs text-gray-600">Sending…</p> : null}
        {answer?.ok && "preview" in answer ? (
          <>
            {answer.preview.target && answer.preview.target_found ? (
              <p className="mb-1 text-xs text-gray-600">
                {WHAT_IF_MESSAGES.targetFound(answer.preview.target, answer.preview.target_found)}
              </p>
            ) : null}
            <FigureChanges figures={answer.preview.figures} viewers={answer.preview.viewers} label="Predicted changes of your version" />
          </>
        ) : answer?.ok ? (
          <VariantAdded itemId={itemId} />
        ) : answer ? (
          <p role="alert" className="text-sm text-red-700">
            {answer.message}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
