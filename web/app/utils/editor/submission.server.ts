import type { Aoi, DraftSave, DraftSavedResponse } from "@adsight/shared";
import type { Submission, SubmissionResult } from "@conform-to/react";
import { json, type TypedResponse } from "@remix-run/node";
import { rm } from "node:fs/promises";
import type { Engine } from "../engine/clients.server";
import { EngineError } from "../engine/transport.server";
import { replyWithEngineError } from "../form.server";
import { errorToast, redirectWithToast } from "../toast.server";
import { uploadAlertsCookie } from "../upload-alerts.server";
import type { ReceivedUploads } from "../upload.server";
import { AOIS_FIELD, areasOfForm, type FormImage, imagesOfForm } from "./areas";
import type { EditorReply } from "./editor-data";
import { EDITOR_FIELDS, type EditorFields, weightEditsOfForm } from "./editor-form";
import { editorUrl } from "./editor-url";

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

export type AreaChange = (aois: Aoi[], images: FormImage[]) => { ok: true; aois: Aoi[] } | { ok: false; errors: Record<string, string[]> };

export interface FormChange {
  location?: string;
  generate?: boolean;
  removeImage?: string;
  areas?: AreaChange;
}

function draftOfForm(editor: EditorSubmission, change: FormChange): { draft: DraftSave; aois: Aoi[] | null } | { refused: EditorRefusal } {
  const { fields, formData, submission } = editor;
  const formAreas = areasOfForm(formData);
  if (!formAreas.ok) return { refused: refuse(submission.reply({ fieldErrors: { [AOIS_FIELD]: [formAreas.error] } })) };
  let aois = formAreas.aois;
  if (change.areas) {
    // The page always sends its areas; a form without them is not the editor's.
    if (!aois) throw new Response("Unknown or malformed request", { status: 400 });
    const changed = change.areas(aois, imagesOfForm(formData));
    if (!changed.ok) return { refused: refuse(submission.reply({ fieldErrors: changed.errors })) };
    aois = changed.aois;
  }
  const { itemId, name, location, startDate, endDate, audience, scale } = fields;
  const draft: DraftSave = {
    ...(itemId ? { item_id: itemId } : {}),
    name,
    location: change.location ?? location,
    startDate,
    endDate,
    audience,
    scale,
    weights: weightEditsOfForm(formData),
    ...(change.generate ? { generate_setup: true } : {}),
    ...(change.removeImage ? { remove_images: [change.removeImage] } : {}),
    ...(aois ? { aois } : {}),
  };
  return { draft, aois };
}

function refusalOf({ submission }: EditorSubmission, error: unknown, aois: Aoi[] | null): EditorRefusal | null {
  if (!(error instanceof EngineError)) return null;
  const weights = error.issues.find((issue) => issue.loc[1] === "weights");
  if (weights) return refuse(submission.reply(), { [String(weights.loc.at(-1))]: weights.msg });
  const areas = error.issues
    .filter((issue) => issue.loc[1] === AOIS_FIELD)
    .map((issue) => {
      const area = typeof issue.loc[2] === "number" ? aois?.[issue.loc[2]] : undefined;
      return area ? `${area.name}: ${issue.msg}` : issue.msg;
    });
  return areas.length > 0 && aois ? refuse(submission.reply({ fieldErrors: { [AOIS_FIELD]: areas } })) : null;
}

export async function saveForm(
  editor: EditorSubmission,
  change: FormChange = {},
): Promise<{ itemId: string; saved: DraftSavedResponse; alerts: string[] } | { refused: EditorRefusal }> {
  const form = draftOfForm(editor, change);
  if ("refused" in form) return form;
  let saved: DraftSavedResponse;
  try {
    saved = await editor.engine.drafts.save(form.draft);
  } catch (error) {
    const refused = refusalOf(editor, error, form.aois);
    if (refused) return { refused };
    throw error;
  }
  return { itemId: saved.item_id, saved, alerts: await sendImages(editor, saved.item_id) };
}

export async function saveAndStart(editor: EditorSubmission, itemId: string, credits: number): Promise<EditorRefusal | null> {
  const form = draftOfForm(editor, {});
  if ("refused" in form) return form.refused;
  try {
    await editor.engine.drafts.start({ ...form.draft, item_id: itemId, credits });
    return null;
  } catch (error) {
    const refused = refusalOf(editor, error, form.aois);
    if (refused) return refused;
    throw error;
  }
}

// In the order they were picked (images and videos are numbered together); a file on disk (a video) goes once it is sent.
export async function sendImages({ engine, uploads }: EditorSubmission, itemId: string): Promise<string[]> {
  const alerts = [...uploads.rejected];
  for (const file of uploads.accepted) {
    try {
      await engine.drafts.addImage(itemId, file);
    } catch (error) {
      if (!(error instanceof EngineError) || error.status !== 422) throw error;
      alerts.push(error.message);
    } finally {
      if ("path" in file) await rm(file.path, { force: true });
    }
  }
  return alerts;
}

export async function alertHeaders(alerts: string[]): Promise<ResponseInit | undefined> {
  return alerts.length > 0 ? { headers: { "set-cookie": await uploadAlertsCookie(alerts) } } : undefined;
}

export async function answerEngineError({ submission, fields }: EditorSubmission, error: unknown) {
  if (!(error instanceof EngineError)) throw error;
  const onFields = error.issues.some((issue) => issue.loc.some((part) => EDITOR_FIELDS.some((name) => name === part)));
  if (onFields) return refuse(replyWithEngineError(submission, error, EDITOR_FIELDS));
  return redirectWithToast(fields.itemId ? editorUrl(fields.itemId) : "/app/new", errorToast(error));
}
