import { type Aoi, type Categories, type DraftSave, type DraftWithImageRefsResponse, MESSAGES } from "@adsight/shared";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { json, type TypedResponse } from "@remix-run/node";
import type { Engine } from "../engine/clients.server";
import { EngineError } from "../engine/transport.server";
import { replyWithEngineError } from "../form.server";
import { errorToast, redirectWithToast } from "../toast.server";
import { uploadAlertsCookie } from "../upload-alerts.server";
import type { ReceivedUploads } from "../upload.server";
import { AOIS_FIELD, areasOfForm } from "./areas";
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
}: EditorSubmission): Promise<{ categories: Categories | null; stored: DraftWithImageRefsResponse | null } | { refused: EditorRefusal }> {
  const stored = fields.itemId ? await engine.drafts.get(fields.itemId) : null;
  if (fields.itemId && !stored) throw new Response("Not found", { status: 404 });
  const weights = categoriesFromForm(formData, stored?.setup.categories ?? null);
  if (!weights.ok) return { refused: refuse(submission.reply(), { [weights.category]: weights.reason }) };
  return { categories: weights.categories, stored };
}

/** A change of the areas by one of the editor's area buttons: the new list, or the errors of the add form's fields. */
export type AreaChange = (
  aois: Aoi[],
  stored: DraftWithImageRefsResponse | null,
) => { ok: true; aois: Aoi[] } | { ok: false; errors: Record<string, string[]> };

/** The engine's refusal of areas, each message with the area it is about, for the areas' error list. */
function areaMessages(error: EngineError, aois: Aoi[]): string[] {
  return error.issues
    .filter((issue) => issue.loc[1] === AOIS_FIELD)
    .map((issue) => {
      const area = typeof issue.loc[2] === "number" ? aois[issue.loc[2]] : undefined;
      return area ? `${area.name}: ${issue.msg}` : issue.msg;
    });
}

/** The form's campaign settings; a picked location suggestion replaces the typed text. */
export function settingsOf({ fields }: EditorSubmission, location = fields.location) {
  const { name, startDate, endDate, audience } = fields;
  return { name, location, startDate, endDate, audience };
}

/**
 * Saves the form: the campaign created (as a Draft) or renamed, its draft saved with the form's settings, scale,
 * weights and areas (changed by `changeAreas` when an area button sent the form), then each chosen image sent.
 * Answers the campaign's id, the alerts of the images refused and the saved categories, or the refusal of a weight
 * change or of the areas.
 */
export async function saveForm(
  editor: EditorSubmission,
  location?: string,
  changeAreas?: AreaChange,
): Promise<{ itemId: string; alerts: string[]; categories: Categories | null } | { refused: EditorRefusal }> {
  const { engine, fields, submission } = editor;
  const weights = await formCategories(editor);
  if ("refused" in weights) return weights;
  const { categories, stored } = weights;
  const formAreas = areasOfForm(editor.formData);
  if (!formAreas.ok) return { refused: refuse(submission.reply({ fieldErrors: { [AOIS_FIELD]: [formAreas.error] } })) };
  let aois = formAreas.aois;
  if (changeAreas) {
    const changed = changeAreas(aois ?? stored?.aois ?? [], stored);
    if (!changed.ok) return { refused: refuse(submission.reply({ fieldErrors: changed.errors })) };
    aois = changed.aois;
  }
  const settings = settingsOf(editor, location);
  const item = { title: settings.name || MESSAGES.untitled, description: settings.audience };
  const itemId = fields.itemId
    ? (await engine.items.update(fields.itemId, item)).id
    : (await engine.items.create({ ...item, status: "Draft", setupTimestamp: Math.floor(Date.now() / 1000) })).id;
  const refused = await saveDraft(
    editor,
    { item_id: itemId, ...settings, scale: fields.scale, setup: categories ? { categories } : null },
    aois,
  );
  if (refused) return { refused };
  return { itemId, alerts: await sendImages(editor, itemId), categories };
}

/**
 * Saves the draft with the form's areas (all of them, or none when the form has no list): the refusal of the areas,
 * each message naming its area, or null once saved.
 */
export async function saveDraft(
  { engine, formData, submission }: EditorSubmission,
  draft: Omit<DraftSave, "aois">,
  aois: Aoi[] | null = null,
): Promise<EditorRefusal | null> {
  const formAreas = aois ? { ok: true as const, aois } : areasOfForm(formData);
  if (!formAreas.ok) return refuse(submission.reply({ fieldErrors: { [AOIS_FIELD]: [formAreas.error] } }));
  const sent = formAreas.aois;
  try {
    await engine.drafts.save({ ...draft, ...(sent ? { aois: sent } : {}) });
    return null;
  } catch (error) {
    const messages = error instanceof EngineError && sent ? areaMessages(error, sent) : [];
    if (messages.length === 0) throw error;
    return refuse(submission.reply({ fieldErrors: { [AOIS_FIELD]: messages } }));
  }
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
