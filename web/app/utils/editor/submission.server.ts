import { type Categories, MESSAGES } from "@adsight/shared";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { json, type TypedResponse } from "@remix-run/node";
import type { Engine } from "../engine/clients.server";
import { EngineError } from "../engine/transport.server";
import { replyWithEngineError } from "../form.server";
import { errorToast, redirectWithToast } from "../toast.server";
import { uploadAlertsCookie } from "../upload-alerts.server";
import type { ReceivedUploads } from "../upload.server";
import type { EditorReply } from "./editor-data";
import { categoriesFromForm, EDITOR_FIELDS, type EditorFields } from "./editor-form";
import { editorUrl } from "./editor-url";

/** One valid submission of the editor's form, with the engine to carry it out. */
export interface EditorSubmission {
  engine: Engine;
  submission: Submission<EditorFields>;
  fields: EditorFields;
  formData: FormData;
  uploads: ReceivedUploads;
}

export type EditorRefusal = TypedResponse<EditorReply>;

export function refuse(result: SubmissionResult<string[]>, categoryErrors: Record<string, string> = {}): EditorRefusal {
  return json({ result, categoryErrors }, { status: 400 });
}

/**
 * The saved draft's categories with the form's weights applied, or the refusal of a weight change. Reading the draft
 * also checks the campaign is the user's: someone else's is not found.
 */
export async function formCategories({
  engine,
  submission,
  fields,
  formData,
}: EditorSubmission): Promise<{ categories: Categories | null } | { refused: EditorRefusal }> {
  const stored = fields.itemId ? await engine.drafts.get(fields.itemId) : null;
  if (fields.itemId && !stored) throw new Response("Not found", { status: 404 });
  const weights = categoriesFromForm(formData, stored?.setup.categories ?? null);
  if (!weights.ok) return { refused: refuse(submission.reply(), { [weights.category]: weights.reason }) };
  return { categories: weights.categories };
}

/** The form's campaign settings; a picked location suggestion replaces the typed text. */
export function settingsOf({ fields }: EditorSubmission, location = fields.location) {
  const { name, startDate, endDate, audience } = fields;
  return { name, location, startDate, endDate, audience };
}

/**
 * Saves the form: the campaign created (as a Draft) or renamed, its draft saved with the form's settings, scale and
 * weights, then each chosen image sent. Answers the campaign's id, the alerts of the images refused and the saved
 * categories, or the refusal of a weight change.
 */
export async function saveForm(
  editor: EditorSubmission,
  location?: string,
): Promise<{ itemId: string; alerts: string[]; categories: Categories | null } | { refused: EditorRefusal }> {
  const { engine, fields } = editor;
  const weights = await formCategories(editor);
  if ("refused" in weights) return weights;
  const settings = settingsOf(editor, location);
  const item = { title: settings.name || MESSAGES.untitled, description: settings.audience };
  const itemId = fields.itemId
    ? (await engine.items.update(fields.itemId, item)).id
    : (await engine.items.create({ ...item, status: "Draft", setupTimestamp: Math.floor(Date.now() / 1000) })).id;
  const alerts = await saveDraft(editor, itemId, weights.categories, location);
  return { itemId, alerts, categories: weights.categories };
}

/** Saves the form into the campaign's draft and sends the chosen images; answers the alerts of those refused. */
export async function saveDraft(
  editor: EditorSubmission,
  itemId: string,
  categories: Categories | null,
  location?: string,
): Promise<string[]> {
  await editor.engine.drafts.save({
    item_id: itemId,
    ...settingsOf(editor, location),
    scale: editor.fields.scale,
    setup: categories ? { categories } : null,
  });
  return sendImages(editor, itemId);
}

/** Sends each accepted file to the engine on its own; the alerts of every refused file, the server's and the engine's. */
export async function sendImages({ engine, uploads }: EditorSubmission, itemId: string): Promise<string[]> {
  const alerts = [...uploads.rejected];
  for (const image of uploads.accepted) {
    try {
      await engine.drafts.addImage(itemId, image);
    } catch (error) {
      if (!(error instanceof EngineError) || error.status !== 422) throw error;
      alerts.push(error.message);
    }
  }
  return alerts;
}

/** The headers that carry refused images' alerts over the redirect. */
export async function alertHeaders(alerts: string[]): Promise<ResponseInit | undefined> {
  return alerts.length > 0 ? { headers: { "set-cookie": await uploadAlertsCookie(alerts) } } : undefined;
}

/** An engine refusal: its 422 issues on the fields they name, anything else as a toast on the editor. */
export async function answerEngineError({ submission, fields }: EditorSubmission, error: unknown) {
  if (!(error instanceof EngineError)) throw error;
  const onFields = error.issues.some((issue) => issue.loc.some((part) => EDITOR_FIELDS.some((name) => name === part)));
  if (onFields) return refuse(replyWithEngineError(submission, error, EDITOR_FIELDS));
  return redirectWithToast(fields.itemId ? editorUrl(fields.itemId) : "/app/new", errorToast(error));
}
