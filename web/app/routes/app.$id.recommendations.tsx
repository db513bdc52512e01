import { IdempotencyKeySchema, RECOMMENDATION_GOALS, RECOMMENDATION_MESSAGES, type RecommendationRun } from "@adsight/shared";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { formDataWithCsrf } from "~/utils/csrf.server";
import { engineFor } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { changesAnchor } from "~/utils/results/what-to-change";
import { errorToast, redirectWithToast } from "~/utils/toast.server";

const ParamsSchema = z.object({ id: z.string().uuid() });
const RunQuerySchema = z.object({ idx: z.coerce.number().int().min(0), run: z.string().uuid() });
const FormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("find"),
    idx: z.coerce.number().int().min(0),
    goal: z.enum(RECOMMENDATION_GOALS),
    // "" is "Let the model choose".
    target: z.string().max(200).optional(),
    credits: z.coerce.number().int().min(0),
    key: IdempotencyKeySchema,
    via: z.literal("fetcher").optional(),
  }),
  z.object({
    intent: z.literal("variant"),
    idx: z.coerce.number().int().min(0),
    run: z.string().uuid(),
    recommendation: z.string().uuid(),
    via: z.literal("fetcher").optional(),
  }),
]);

export type RecommendationAnswer =
  { ok: true; idx: number; run: RecommendationRun | null; added: string | null } | { ok: false; idx: number | null; message: string };

// With JavaScript the page polls a running run here instead of reloading itself.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const item = ParamsSchema.safeParse(params);
  const query = RunQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!item.success || !query.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  const summary = await engine.simulations.jobOfItem(item.data.id);
  if (!summary) throw new Response("Not found", { status: 404 });
  return json(await engine.recommendations.get(summary.job_id, query.data.idx, query.data.run));
}

// Find changes and Add as a variant: with JavaScript a fetcher (no reload), without it a post and a redirect back.
export async function action({ request, params }: ActionFunctionArgs) {
  const item = ParamsSchema.safeParse(params);
  if (!item.success) throw new Response("Not found", { status: 404 });
  const engine = await engineFor(request);
  const form = FormSchema.safeParse(Object.fromEntries(await formDataWithCsrf(request)));
  if (!form.success)
    return json<RecommendationAnswer>({ ok: false, idx: null, message: "The form could not be read: reload the page." }, { status: 400 });
  const { idx, via } = form.data;
  const fetcher = via === "fetcher";
  const back = (search = "") => `/app/${item.data.id}?open=${idx}${search}#${changesAnchor(idx)}`;
  try {
    const summary = await engine.simulations.jobOfItem(item.data.id);
    if (!summary) throw new Response("Not found", { status: 404 });
    if (form.data.intent === "find") {
      const { goal, target, credits, key } = form.data;
      const run = await engine.recommendations.start(summary.job_id, idx, { goal, target: target || undefined, credits }, key);
      return fetcher ? json<RecommendationAnswer>({ ok: true, idx, run, added: null }) : redirect(back());
    }
    const answer = await engine.recommendations.addVariant(summary.job_id, idx, form.data.run, form.data.recommendation);
    // A video's is made by a worker: the page's data, read again, says so on its card.
    if ("status" in answer) {
      if (fetcher) return json<RecommendationAnswer>({ ok: true, idx, run: null, added: null });
      return redirectWithToast(back(), { type: "success", message: RECOMMENDATION_MESSAGES.encodingStarted });
    }
    const { image_id } = answer;
    if (fetcher) return json<RecommendationAnswer>({ ok: true, idx, run: null, added: image_id });
    // The section says where it went, with a link to the editor.
    return redirect(back(`&added=${encodeURIComponent(image_id)}`));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const toast = errorToast(error);
    if (fetcher) return json<RecommendationAnswer>({ ok: false, idx, message: toast.message }, { status: error.status });
    return redirectWithToast(back(), toast);
  }
}
