import { CREATIVE_FORMATS, CreativeFormatChangeSchema, type ImageResult } from "@adsight/shared";
import { type ActionFunctionArgs, json } from "@remix-run/node";
import { z } from "zod";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { engineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { errorToast, redirectWithToast } from "~/utils/toast.server";

const ParamsSchema = z.object({ id: z.string().uuid() });
const FormSchema = z.object({
  idx: z.coerce.number().int().min(0),
  // "guessed": back to the format inferred from the image.
  format: z.string(),
  // Set by the page once hydrated: the fetcher wants the new figures, a plain form a page to go back to.
  via: z.literal("fetcher").optional(),
  returnTo: z.string().startsWith("?").max(500).optional(),
});

/** The figures the format changes: what the verdict shows again without reloading the page. */
export type FormatAnswer = { ok: true; result: Pick<ImageResult, NormedField> } | { ok: false; message: string; idx: number | null };
type NormedField = (typeof NORMED_FIELDS)[number];
const NORMED_FIELDS = [
  "input_image_idx",
  "clarity_percentile",
  "appeal_percentile",
  "overall_percentile",
  "norm_set",
  "norm_sets",
  "creative_format",
  "creative_format_source",
  "creative_format_guessed",
] as const;

// The verdict's format form: with JavaScript a fetcher (no reload), without it a post and a redirect back.
export async function action({ request, params }: ActionFunctionArgs) {
  const item = ParamsSchema.safeParse(params);
  if (!item.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  const form = FormSchema.safeParse(Object.fromEntries(await formDataWithCsrf(request)));
  if (!form.success) return json<FormatAnswer>({ ok: false, message: "Choose one of the formats listed.", idx: null }, { status: 400 });
  const { idx, returnTo, via } = form.data;
  const fetcher = via === "fetcher";
  const back = `/app/${item.data.id}${returnTo ?? `?open=${idx}`}#verdict-${idx}`;
  const refuse = (status: number, message: string, title?: string) =>
    fetcher ? json<FormatAnswer>({ ok: false, message, idx }, { status }) : redirectWithToast(back, { type: "error", title, message });
  const change = CreativeFormatChangeSchema.safeParse({ format: form.data.format === "guessed" ? null : form.data.format });
  if (!change.success) return refuse(400, change.error.issues[0]?.message ?? "Choose one of the formats listed.");
  try {
    const summary = await engine.simulations.jobOfItem(item.data.id);
    if (!summary) throw new Response("Not found", { status: 404 });
    const result = await engine.simulations.chooseFormat(summary.job_id, idx, change.data.format);
    if (fetcher) {
      const normed = Object.fromEntries(NORMED_FIELDS.map((key) => [key, result[key]])) as Pick<ImageResult, NormedField>;
      return json<FormatAnswer>({ ok: true, result: normed });
    }
    const label = result.creative_format ? CREATIVE_FORMATS.find((f) => f.id === result.creative_format)?.plural : undefined;
    return redirectWithToast(back, { type: "success", message: `The percentiles now compare it with ${label ?? "its kind"}.` });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const toast = errorToast(error);
    return refuse(error.status, toast.message, toast.title);
  }
}
