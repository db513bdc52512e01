import { MESSAGES, SIMULATION_MESSAGES } from "@adsight/shared";
import { redirect } from "@remix-run/node";
import { EngineError } from "../engine/transport.server";
import { redirectWithToast } from "../toast.server";
import { addAreaFromForm } from "./areas";
import { editorUrl } from "./editor-url";
import { alertHeaders, type EditorSubmission, saveAndStart, saveForm } from "./submission.server";

// One function per button of the editor. Each saves the form with its own part in one engine call (what was typed
// is never lost) and answers with the page to show next (post/redirect/get), or the refusal of the form.

/** Save, and Enter in a text field; Rebalance (without JavaScript) is a save that shows the weights rebalanced. */
export async function save(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirectWithToast(editorUrl(itemId), { type: "success", message: MESSAGES.campaignSaved }, await alertHeaders(alerts));
}

/** Upload (the chosen images, sent with the form). */
export async function upload(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

/** An image's remove (X) button; an image already gone (a second click) is simply not there any more. */
export async function removeImage(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor, { removeImage: imageId });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

/** Add area (without JavaScript): the area typed in % of the previewed image, checked by the shared rules. */
export async function addArea(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor, {
    areas: (aois, images) => {
      const image = images.find((candidate) => candidate.id === imageId);
      if (!image) throw new Response("Not found", { status: 404 });
      return addAreaFromForm(editor.formData, aois, image, images);
    },
  });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { preview: imageId }, "#areas"), await alertHeaders(alerts));
}

/** An area's Remove (without JavaScript). */
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

/** Find (without JavaScript): the page again with suggestions for the typed location. */
export async function findLocation(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { find: true }, "#location"), await alertHeaders(alerts));
}

/** A location suggestion's button (without JavaScript): its place name becomes the location. */
export async function pickLocation(editor: EditorSubmission, location: string) {
  const saved = await saveForm(editor, { location });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

/** Generate Campaign Setup: creates or updates the campaign as a Draft; the new categories replace the old ones. */
export async function generate(editor: EditorSubmission) {
  const saved = await saveForm(editor, { generate: true });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirectWithToast(editorUrl(itemId, {}, "#setup"), { type: "success", message: MESSAGES.setupSaved }, await alertHeaders(alerts));
}

/** Calculate Credits: the price of the saved draft, shown on the page; a toast when it exceeds the credits left. */
export async function checkCredits(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts, saved: quote } = saved;
  const url = editorUrl(itemId, { credits: true }, "#credits");
  const init = await alertHeaders(alerts);
  if (quote.credits > quote.credits_left) return redirectWithToast(url, { type: "error", message: MESSAGES.notEnoughCredits }, init);
  return redirect(url, init);
}

/**
 * Run Simulation: one engine call saves the form into the draft and runs what the draft then holds, at the price
 * checked on this page. The engine refuses another price (the draft changed since), a draft without a setup, too few
 * credits and a second run of a Processing campaign, charging nothing and keeping the save; a second Run (a double
 * click, a resent form) goes to the first one's results.
 */
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
