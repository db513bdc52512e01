import type { LocationSuggestion } from "@adsight/shared";
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { Button } from "~/components/ui/button";
import { ErrorList, Field, inputClass } from "~/components/ui/field";
import { cn } from "~/utils/misc";
import { cardClass, Spinner } from "./card";
import { LocationField } from "./location-field";

export function AudienceSection({
  location,
  startDate,
  endDate,
  audience,
  suggestions,
  busy,
  generating,
}: {
  location: FieldMetadata<string>;
  startDate: FieldMetadata<string>;
  endDate: FieldMetadata<string>;
  audience: FieldMetadata<string>;
  suggestions: LocationSuggestion[];
  busy: boolean;
  generating: boolean;
}) {
  return (
    <section aria-labelledby="audience-heading" className={cn(cardClass, "space-y-4")}>
      <h2 id="audience-heading" className="text-base font-semibold text-gray-900">
        Audience and period
      </h2>
      <LocationField defaultValue={location.initialValue ?? ""} suggestions={suggestions} errors={location.errors} />
      <fieldset>
        <legend className="text-sm font-medium text-gray-900">Campaign Period</legend>
        <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
          <Field
            label="Start Date"
            inputProps={{ ...getInputProps(startDate, { type: "date" }), required: true }}
            errors={startDate.errors}
            errorId={startDate.errorId}
          />
          <Field
            label="End Date"
            inputProps={{ ...getInputProps(endDate, { type: "date" }), required: true }}
            errors={endDate.errors}
            errorId={endDate.errorId}
          />
        </div>
      </fieldset>
      <div>
        <label htmlFor={audience.id} className="block text-sm font-medium text-gray-900">
          Audience
        </label>
        <textarea
          {...getTextareaProps(audience)}
          rows={5}
          maxLength={5000}
          placeholder="Describe your audience. Write any relevant information..."
          className={cn(inputClass, "mt-1.5")}
        />
        <ErrorList id={audience.errorId} errors={audience.errors} />
      </div>
      <Button type="submit" name="intent" value="generate" disabled={busy}>
        {generating ? <Spinner /> : null}
        Generate Campaign Setup
      </Button>
    </section>
  );
}
