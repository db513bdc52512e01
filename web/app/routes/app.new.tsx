import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { z } from "zod";
import { EditorForm } from "~/components/editor/editor-form";
import { checkCsrf } from "~/utils/csrf.server";
import { type EditorData, editorDraft } from "~/utils/editor/editor-data";
import { EditorFieldsSchema, readIntent } from "~/utils/editor/editor-form";
import * as intents from "~/utils/editor/intents.server";
import { answerEngineError, type EditorSubmission, refuse } from "~/utils/editor/submission.server";
import { engineFor } from "~/utils/engine/clients.server";
import { takeUploadAlerts } from "~/utils/upload-alerts.server";
import { parseEditorForm } from "~/utils/upload.server";

const SearchSchema = z.object({
  itemId: z.string().uuid().optional(),
  preview: z.string().uuid().optional().catch(undefined),
  credits: z.literal("checked").optional().catch(undefined),
  find: z.literal("1").optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const engine = await engineFor(request);
  const search = SearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!search.success) throw new Response("Not found", { status: 404 });
  const { itemId, preview, credits, find } = search.data;

  const [stored, scaleInfo] = await Promise.all([itemId ? engine.drafts.get(itemId) : null, engine.simulations.scaleInfo()]);
  if (itemId && !stored) throw new Response("Not found", { status: 404 });
  const draft = editorDraft(stored);
  // A failed check leaves the required credits unknown (spec section 4).
  const quote = itemId && credits ? await engine.simulations.quoteCredits({ item_id: itemId, scale: draft.scale }).catch(() => null) : null;
  const suggestions = find && draft.location.trim().length >= 2 ? await engine.locations.suggest(draft.location) : [];
  const { alerts, setCookie } = await takeUploadAlerts(request);

  const data: EditorData = {
    itemId: itemId ?? null,
    draft,
    previewId: preview ?? null,
    quote,
    viewersAtFullScale: scaleInfo.viewers_at_full_scale,
    suggestions,
    uploadAlerts: alerts,
    loadedAt: Date.now(),
  };
  return json(data, { headers: setCookie ? { "set-cookie": setCookie } : undefined });
}

export async function action({ request }: ActionFunctionArgs) {
  const engine = await engineFor(request);
  const { formData, uploads } = await parseEditorForm(request);
  // Videos wait on disk for the engine; whatever the answer, they go with the request.
  try {
    await checkCsrf(formData, request);
    const intent = readIntent(formData);
    if (!intent) throw new Response("Unknown or malformed request", { status: 400 });
    const submission = parseWithZod(formData, { schema: EditorFieldsSchema });
    if (submission.status !== "success") return refuse(submission.reply());

    const editor: EditorSubmission = { engine, submission, fields: submission.value, formData, uploads };
    try {
      switch (intent.kind) {
        case "save":
        case "rebalance":
          return await intents.save(editor);
        case "upload":
          return await intents.upload(editor);
        case "remove-image":
          return await intents.removeImage(editor, intent.imageId);
        case "find-location":
          return await intents.findLocation(editor);
        case "pick-location":
          return await intents.pickLocation(editor, intent.location);
        case "add-area":
          return await intents.addArea(editor, intent.imageId);
        case "remove-area":
          return await intents.removeArea(editor, intent.index);
        case "generate":
          return await intents.generate(editor);
        case "credits":
          return await intents.checkCredits(editor);
        case "run":
          return await intents.run(editor);
      }
    } catch (error) {
      return answerEngineError(editor, error);
    }
  } finally {
    await uploads.discard();
  }
}

export default function NewCampaignRoute() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  // The browser's own upload alerts outlive the form's remount after the upload; any other submission clears them.
  const [clientAlerts, setClientAlerts] = useState<string[]>([]);
  const submitted = navigation.formData?.get("intent");
  useEffect(() => {
    if (navigation.state === "submitting" && submitted !== "upload") setClientAlerts([]);
  }, [navigation.state, submitted]);
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">New Campaign</h1>
      {data.itemId ? (
        <p className="mt-1 text-sm text-gray-600" data-testid="editing-campaign">
          {data.draft.name ? `Editing the saved campaign “${data.draft.name}”` : "Editing a saved campaign"}
        </p>
      ) : null}
      <EditorForm key={data.loadedAt} data={data} reply={reply ?? null} clientAlerts={clientAlerts} onClientAlerts={setClientAlerts} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "New Campaign | AdSight" }];
