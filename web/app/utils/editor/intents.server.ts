import { AOI_MESSAGES, MESSAGES, notEnoughCreditsDetail, SIMULATION_MESSAGES, takesAreas } from "@adsight/shared";
import { redirect } from "@remix-run/node";
import { EngineError } from "../engine/transport.server";
import { redirectWithToast } from "../toast.server";
import { addAreaFromForm, AOIS_FIELD } from "./areas";
import { editorUrl } from "./editor-url";
import { alertHeaders, type EditorSubmission, saveAndStart, saveForm } from "./submission.server";

// Each button saves the form with its own part in one engine call, so what was typed is never lost.

// Also Enter in a text field, and Rebalance without JavaScript.
export async function save(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirectWithToast(editorUrl(itemId), { type: "success", message: MESSAGES.campaignSaved }, await alertHeaders(alerts));
}

export async function upload(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

export async function removeImage(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor, { removeImage: imageId });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

export async function addArea(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor, {
    areas: (aois, images) => {
      const image = images.find((candidate) => candidate.id === imageId);
      if (!image) throw new Response("Not found", { status: 404 });
      if (!takesAreas(image)) return { ok: false, errors: { [AOIS_FIELD]: [AOI_MESSAGES.onVideo] } };
      return addAreaFromForm(editor.formData, aois, image, images);
    },
  });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { preview: imageId }, "#areas"), await alertHeaders(alerts));
}

export async function removeArea(editor: EditorSubmission, index: number) {
  let preview: string | undefined;
  const saved = await saveForm(editor, {
    areas: (aois) => {
      preview = aois[index]?.image_id;
      return { ok: true, aois: aois.filter((_, at) => at !== index) };
    },
  });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { preview }, "#areas"), await alertHeaders(alerts));
}

export async function findLocation(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { find: true }, "#location"), await alertHeaders(alerts));
}

export async function pickLocation(editor: EditorSubmission, location: string) {
  const saved = await saveForm(editor, { location });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

export async function generate(editor: EditorSubmission) {
  const saved = await saveForm(editor, { generate: true });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirectWithToast(editorUrl(itemId, {}, "#setup"), { type: "success", message: MESSAGES.setupSaved }, await alertHeaders(alerts));
}

export async function checkCredits(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts, saved: quote } = saved;
  const url = editorUrl(itemId, { credits: true }, "#credits");
  const init = await alertHeaders(alerts);
  if (quote.credits > quote.credits_left) {
    return redirectWithToast(url, { type: "error", message: notEnoughCreditsDetail(quote.credits, quote.credits_left) }, init);
  }
  return redirect(url, init);
}

// The engine refuses another price, no setup, too few credits or a running campaign, charging nothing and keeping
// the save; a second Run (a double click, a resent form) goes to the first one's results.
export async function run(editor: EditorSubmission) {
  const { fields } = editor;
  if (!fields.itemId) throw new Response("Unknown or malformed request", { status: 400 });
  const itemId = fields.itemId;
  const credits = editorUrl(itemId, { credits: true }, "#credits");
  // No price checked, or images chosen but not uploaded (the price is then another): save all, then refuse the run.
  if (fields.quotedCredits === undefined || editor.uploads.accepted.length > 0) {
    const saved = await saveForm(editor);
    if ("refused" in saved) return saved.refused;
    if (fields.quotedCredits === undefined) return redirectWithToast(credits, { type: "error", message: SIMULATION_MESSAGES.priceChanged });
  }
  try {
    const refused = await saveAndStart(editor, itemId, fields.quotedCredits);
    if (refused) return refused;
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    if (error.code === "SIMULATION_RUNNING") return redirect(`/app/${itemId}`);
    if (error.issues.some((issue) => issue.msg === SIMULATION_MESSAGES.setupMissing)) {
      return redirectWithToast(editorUrl(itemId), { type: "error", message: SIMULATION_MESSAGES.setupMissing });
    }
    // The price changed, or it is more than the credits left.
    if (error.status === 409 || error.status === 400) return redirectWithToast(credits, { type: "error", message: error.message });
    throw error;
  }
  return redirect(`/app/${itemId}`);
}
