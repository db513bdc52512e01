import { IMAGE_MESSAGES, type WhatIfPreview } from "@adsight/shared";
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { checkCsrf, formDataWithCsrf } from "~/utils/csrf.server";
import { engineFor } from "~/utils/engine/clients.server";

import { EngineError } from "~/utils/engine/transport.server";
import { EditsFieldSchema, parseWhatIfQuery, whatIfRequest } from "~/utils/results/what-if";
import {
  uploadPreviewCookie,
  WHAT_IF_UPLOAD_MAX_BYTES,
  WhatIfUploadFormSchema,
  type WhatIfUploadShown,
} from "~/utils/results/what-if-upload.server";
import { changesAnchor } from "~/utils/results/what-to-change";
import { errorToast, redirectWithToast } from "~/utils/toast.server";
import { parseEditorForm } from "~/utils/upload.server";

const ParamsSchema = z.object({ id: z.string().uuid() });
const VariantSchema = z.object({
  idx: z.coerce.number().int().min(0),
  edits: EditsFieldSchema,
  via: z.literal("fetcher").optional(),
});

export type WhatIfAnswer = { ok: true; preview: WhatIfPreview } | { ok: false; message: string };
export type WhatIfVariantAnswer = { ok: true; added: string } | { ok: false; message: string };
export type WhatIfUploadAnswer = WhatIfUploadShown["answer"] | WhatIfVariantAnswer;

// The preview a dragged box asks for (debounced): a read, so a GET that reloads nothing else on the page.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const item = ParamsSchema.safeParse(params);
  if (!item.success) throw new Response("Not found", { status: 404 });
  const query = parseWhatIfQuery(new URL(request.url).searchParams);
  if (!query) return json<WhatIfAnswer>({ ok: false, message: "Give the box as whole pixels inside the image." }, { status: 400 });
  const engine = await engineFor(request);
  const summary = await engine.simulations.jobOfItem(item.data.id);
  if (!summary) throw new Response("Not found", { status: 404 });
  try {
    return json<WhatIfAnswer>({ ok: true, preview: await engine.recommendations.whatIf(summary.job_id, query.idx, whatIfRequest(query)) });
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return json<WhatIfAnswer>({ ok: false, message: errorToast(error).message }, { status: error.status });
  }
}

// Add as a variant: the moved box as a new image in the campaign's draft.
export async function action({ request, params }: ActionFunctionArgs) {
  const item = ParamsSchema.safeParse(params);
  if (!item.success) throw new Response("Not found", { status: 404 });
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) return uploadAction(request, item.data.id);
  const engine = await engineFor(request);
  const form = VariantSchema.safeParse(Object.fromEntries(await formDataWithCsrf(request)));
  if (!form.success)
    return json<WhatIfVariantAnswer>({ ok: false, message: "The edit could not be read: reload the page." }, { status: 400 });
  const { idx, edits, via } = form.data;
  const fetcher = via === "fetcher";
  const back = (search = "") => `/app/${item.data.id}?open=${idx}${search}#${changesAnchor(idx)}`;
  try {
    const summary = await engine.simulations.jobOfItem(item.data.id);
    if (!summary) throw new Response("Not found", { status: 404 });
    const { image_id } = await engine.recommendations.addWhatIfVariant(summary.job_id, idx, edits);
    if (fetcher) return json<WhatIfVariantAnswer>({ ok: true, added: image_id });
    // The section says where it went, with a link to the editor.
    return redirect(back(`&added=${encodeURIComponent(image_id)}`));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const toast = errorToast(error);
    return fetcher
      ? json<WhatIfVariantAnswer>({ ok: false, message: toast.message }, { status: error.status })
      : redirectWithToast(back(), toast);
  }
}

// The marketer's own version: previewed (intent=preview) or added to the draft (intent=variant). Without JavaScript the
// preview comes back to the results page in a flash cookie, as the edit preview comes with its GET.
async function uploadAction(request: Request, itemId: string) {
  const { formData, uploads } = await parseEditorForm(request, {
    fileField: "image",
    maxFiles: 1,
    maxRequestBytes: WHAT_IF_UPLOAD_MAX_BYTES,
  });
  try {
    await checkCsrf(formData, request);
    const form = WhatIfUploadFormSchema.safeParse(Object.fromEntries(formData));
    if (!form.success)
      return json<WhatIfUploadAnswer>({ ok: false, message: "The form could not be read: reload the page." }, { status: 400 });
    const { idx, intent, goal, target, via } = form.data;
    const back = (search = "") => `/app/${itemId}?open=${idx}${search}#${changesAnchor(idx)}`;
    const answered = async (answer: WhatIfUploadAnswer, status: number) => {
      if (via === "fetcher") return json<WhatIfUploadAnswer>(answer, { status });
      if (answer.ok && "added" in answer) return redirect(back(`&added=${encodeURIComponent(answer.added)}`));
      if (intent === "variant" && !answer.ok) return redirectWithToast(back(), { type: "error", message: answer.message });
      const shown: WhatIfUploadShown = { idx, answer };
      return redirect(back(), { headers: { "Set-Cookie": await uploadPreviewCookie(shown) } });
    };
    const [file] = uploads.accepted;
    const refused = uploads.rejected[0] ?? (file?.kind === "video" ? IMAGE_MESSAGES.unsupportedType(file.name) : null);
    if (refused || !file || file.kind !== "image") return answered({ ok: false, message: refused ?? IMAGE_MESSAGES.atLeastOne }, 400);
    const engine = await engineFor(request);
    try {
      const summary = await engine.simulations.jobOfItem(itemId);
      if (!summary) throw new Response("Not found", { status: 404 });
      if (intent === "variant") {
        const { image_id } = await engine.recommendations.addUploadedVariant(summary.job_id, idx, file);
        return answered({ ok: true, added: image_id }, 200);
      }
      return answered(
        { ok: true, preview: await engine.recommendations.whatIfUpload(summary.job_id, idx, { goal, target, name: file.name }, file) },
        200,
      );
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      return answered({ ok: false, message: errorToast(error).message }, error.status);
    }
  } finally {
    await uploads.discard();
  }
}
