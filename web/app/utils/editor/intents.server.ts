import { MESSAGES } from "@adsight/shared";
import { redirect } from "@remix-run/node";
import { EngineError } from "../engine/transport.server";
import { redirectWithToast } from "../toast.server";
import { addAreaFromForm } from "./areas";
import { editorUrl } from "./editor-url";
import { alertHeaders, type EditorSubmission, formCategories, saveDraft, saveForm, sendImages, settingsOf } from "./submission.server";

// One function per button of the editor. Each saves the form first (what was typed is never lost), then does its
// own part and answers with the page to show next (post/redirect/get), or the refusal of the form.

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

/** An image's remove (X) button. */
export async function removeImage(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  await editor.engine.drafts.removeImage(itemId, imageId).catch((error: unknown) => {
    // Already gone (a second click): the page simply shows the draft as it is.
    if (!(error instanceof EngineError && error.status === 404)) throw error;
  });
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

/** Add area (without JavaScript): the area typed in % of the previewed image, checked by the shared rules. */
export async function addArea(editor: EditorSubmission, imageId: string) {
  const saved = await saveForm(editor, undefined, (aois, stored) => {
    const images = stored?.image_refs ?? [];
    const image = images.find((candidate) => candidate.id === imageId);
    if (!image) throw new Response("Not found", { status: 404 });
    return addAreaFromForm(editor.formData, aois, image, images);
  });
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId, { preview: imageId }, "#areas"), await alertHeaders(alerts));
}

/** An area's Remove (without JavaScript). */
export async function removeArea(editor: EditorSubmission, index: number) {
  let preview: string | undefined;
  const saved = await saveForm(editor, undefined, (aois) => {
    preview = aois[index]?.image_id;
    return { ok: true, aois: aois.filter((_, at) => at !== index) };
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
  const saved = await saveForm(editor, location);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  return redirect(editorUrl(itemId), await alertHeaders(alerts));
}

/** Generate Campaign Setup: creates or updates the campaign as a Draft; the new categories replace the old ones. */
export async function generate(editor: EditorSubmission) {
  const { engine, fields } = editor;
  const weights = await formCategories(editor);
  if ("refused" in weights) return weights.refused;
  const settings = settingsOf(editor);
  const { item_id, categories } = await engine.setup.generate({ item_id: fields.itemId ?? null, settings });
  const refused = await saveDraft(editor, { item_id, ...settings, scale: fields.scale, setup: { categories } });
  if (refused) return refused;
  const alerts = await sendImages(editor, item_id);
  return redirectWithToast(editorUrl(item_id, {}, "#setup"), { type: "success", message: MESSAGES.setupSaved }, await alertHeaders(alerts));
}

/** Calculate Credits: the price of the saved draft, shown on the page; a toast when it exceeds the credits left. */
export async function checkCredits(editor: EditorSubmission) {
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, alerts } = saved;
  const quote = await editor.engine.simulations.quoteCredits({ item_id: itemId, scale: editor.fields.scale });
  const url = editorUrl(itemId, { credits: true }, "#credits");
  const init = await alertHeaders(alerts);
  if (quote.credits > quote.credits_left) return redirectWithToast(url, { type: "error", message: MESSAGES.notEnoughCredits }, init);
  return redirect(url, init);
}

/**
 * Run Simulation: starts the simulation on the saved draft, only when the credits were checked for exactly this draft
 * and fit (the engine charges atomically and refuses a second run of a Processing campaign, which counts as started).
 */
export async function run(editor: EditorSubmission) {
  const { engine, fields, formData } = editor;
  const saved = await saveForm(editor);
  if ("refused" in saved) return saved.refused;
  const { itemId, categories } = saved;
  const draft = await engine.drafts.get(itemId);
  if (!draft) throw new Response("Not found", { status: 404 });
  // A second Run (a double click, a resent form) finds the first one's job running: that is where the user goes.
  if ((await engine.simulations.jobOfItem(itemId))?.status === "Processing") return redirect(`/app/${itemId}`);
  const quote = await engine.simulations.quoteCredits({ item_id: itemId, scale: fields.scale });
  const checked = Number(formData.get("quotedCredits") ?? Number.NaN);
  if (quote.credits > quote.credits_left) {
    return redirectWithToast(editorUrl(itemId, { credits: true }, "#credits"), { type: "error", message: MESSAGES.notEnoughCredits });
  }
  if (checked !== quote.credits) {
    return redirectWithToast(editorUrl(itemId, { credits: true }, "#credits"), {
      type: "error",
      message: "The draft changed since the credits were calculated. Check them and run again.",
    });
  }
  if (!categories) return redirectWithToast(editorUrl(itemId), { type: "error", message: "Generate the campaign setup first." });
  try {
    const { name, location, startDate, endDate, audience } = draft;
    await engine.simulations.start({
      item_id: itemId,
      name,
      location,
      startDate,
      endDate,
      audience,
      scale: fields.scale,
      setup: { categories },
    });
  } catch (error) {
    // A double submit: the first one started the run, so the results page is where this one goes too.
    if (!(error instanceof EngineError && error.code === "SIMULATION_RUNNING")) throw error;
  }
  return redirect(`/app/${itemId}`);
}
