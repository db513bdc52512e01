import {
  type Categories,
  type Category,
  DEFAULT_SCALE,
  defaultCampaignPeriod,
  type DraftImage,
  MESSAGES,
  SCALE_MAX,
  SCALE_MIN,
} from "@adsight/shared";
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
  type TypedResponse,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { z } from "zod";
import { ImageGallery } from "~/components/editor/image-gallery";
import { prepareImages } from "~/components/editor/client-images";
import { clearLocalDraft, readLocalDraft, saveLocalDraft } from "~/components/editor/local-draft";
import { LocationField } from "~/components/editor/location-field";
import { SetupCards } from "~/components/editor/setup-cards";
import { Button } from "~/components/ui/button";
import { ErrorList, Field, inputClass } from "~/components/ui/field";
import { checkCsrf } from "~/utils/csrf.server";
import {
  categoriesFromForm,
  EDITOR_FIELDS,
  EditorFieldsSchema,
  type EditorValues,
  type Intent,
  readIntent,
  submittedValues,
} from "~/utils/editor-form";
import type { Engine } from "~/utils/engine/clients.server";
import { EngineError } from "~/utils/engine/transport.server";
import { cn } from "~/utils/misc";
import { takeUploadAlerts, uploadAlertsCookie } from "~/utils/upload-alerts.server";
import { parseEditorForm, type ReceivedUploads } from "~/utils/upload.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireUser } from "~/utils/user.server";

const SearchSchema = z.object({
  itemId: z.string().uuid().optional(),
  preview: z.string().uuid().optional().catch(undefined),
  credits: z.literal("checked").optional().catch(undefined),
  find: z.literal("1").optional().catch(undefined),
});

type FieldErrors = Partial<Record<(typeof EDITOR_FIELDS)[number], string[]>>;
interface ActionReply {
  values: EditorValues;
  fieldErrors: FieldErrors;
  categoryErrors: Record<string, string>;
}

/** The editor's address for a campaign, with what the next page should show. */
function editorUrl(itemId: string, extra: { credits?: boolean; find?: boolean } = {}, hash = ""): string {
  const search = new URLSearchParams({ itemId });
  if (extra.credits) search.set("credits", "checked");
  if (extra.find) search.set("find", "1");
  return `/app/new?${search.toString()}${hash}`;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { engine } = await requireUser(request);
  const search = SearchSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!search.success) throw new Response("Not found", { status: 404 });
  const { itemId, preview, credits, find } = search.data;

  const stored = itemId ? await engine.drafts.get(itemId) : null;
  if (itemId && !stored) throw new Response("Not found", { status: 404 });
  const draft = stored
    ? {
        name: stored.name,
        location: stored.location,
        startDate: stored.startDate,
        endDate: stored.endDate,
        audience: stored.audience,
        scale: stored.scale,
        categories: stored.setup.categories,
        images: stored.image_refs,
      }
    : {
        name: "",
        location: "",
        audience: "",
        ...defaultCampaignPeriod(),
        scale: DEFAULT_SCALE,
        categories: null,
        images: [] as DraftImage[],
      };

  // A failed check leaves the required credits unknown (spec section 4).
  const quote = itemId && credits ? await engine.simulations.quoteCredits({ item_id: itemId, scale: draft.scale }).catch(() => null) : null;
  const suggestions = find && draft.location.trim().length >= 2 ? await engine.locations.suggest(draft.location) : [];
  const { alerts, setCookie } = await takeUploadAlerts(request);

  return json(
    {
      itemId: itemId ?? null,
      draft,
      previewId: preview ?? null,
      quote,
      suggestions,
      uploadAlerts: alerts,
      // Remounts the form with the server's values after every load (post/redirect/get), JavaScript or not.
      loadedAt: Date.now(),
    },
    { headers: setCookie ? { "set-cookie": setCookie } : undefined },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const { engine } = await requireUser(request);
  const { formData, uploads } = await parseEditorForm(request);
  await checkCsrf(formData, request);
  const intent = readIntent(formData);
  if (!intent) throw new Response("Unknown or malformed request", { status: 400 });

  const values = submittedValues(formData);
  const refuse = (fieldErrors: FieldErrors, categoryErrors: Record<string, string> = {}) =>
    json<ActionReply>({ values, fieldErrors, categoryErrors }, { status: 400 });
  const parsed = EditorFieldsSchema.safeParse({ ...values, itemId: formData.get("itemId") ?? "" });
  if (!parsed.success) return refuse(parsed.error.flatten().fieldErrors);
  const fields = parsed.data;

  const stored = fields.itemId ? await engine.drafts.get(fields.itemId) : null;
  if (fields.itemId && !stored) throw new Response("Not found", { status: 404 });
  const weights = categoriesFromForm(formData, stored?.setup.categories ?? null);
  if (!weights.ok) return refuse({}, { [weights.category]: weights.reason });

  const settings = {
    name: fields.name,
    location: intent.kind === "pick-location" ? intent.location : fields.location,
    startDate: fields.startDate,
    endDate: fields.endDate,
    audience: fields.audience,
  };
  const back = fields.itemId ? editorUrl(fields.itemId) : "/app/new";
  try {
    if (intent.kind === "generate") {
      // Generation creates or updates the campaign as a Draft; its categories replace the old ones.
      const { item_id, categories } = await engine.setup.generate({ item_id: fields.itemId ?? null, settings });
      await engine.drafts.save({ item_id, ...settings, scale: fields.scale, setup: { categories } });
      const alerts = await addImages(engine, item_id, uploads);
      return redirectWithToast(
        editorUrl(item_id, {}, "#setup"),
        { type: "success", message: MESSAGES.setupSaved },
        await alertHeaders(alerts),
      );
    }

    const item = {
      title: settings.name || MESSAGES.untitled,
      description: settings.audience,
    };
    const itemId = fields.itemId
      ? (await engine.items.update(fields.itemId, item)).id
      : (await engine.items.create({ ...item, status: "Draft", setupTimestamp: Math.floor(Date.now() / 1000) })).id;
    await engine.drafts.save({
      item_id: itemId,
      ...settings,
      scale: fields.scale,
      setup: weights.categories ? { categories: weights.categories } : null,
    });
    const alerts = await addImages(engine, itemId, uploads);
    return await finish(engine, intent, itemId, fields.scale, weights.categories, formData, await alertHeaders(alerts));
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    const fieldErrors: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.loc.findLast((part): part is (typeof EDITOR_FIELDS)[number] => EDITOR_FIELDS.some((name) => name === part));
      if (field) (fieldErrors[field] ??= []).push(issue.msg);
    }
    if (Object.keys(fieldErrors).length > 0) return refuse(fieldErrors);
    return redirectWithToast(back, { type: "error", message: error.message });
  }
}

/** Sends each accepted file to the engine on its own; the alerts of every refused file, the server's and the engine's. */
async function addImages(engine: Engine, itemId: string, uploads: ReceivedUploads): Promise<string[]> {
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

async function alertHeaders(alerts: string[]): Promise<ResponseInit | undefined> {
  return alerts.length > 0 ? { headers: { "set-cookie": await uploadAlertsCookie(alerts) } } : undefined;
}

/** What each button does once the form is saved. */
async function finish(
  engine: Engine,
  intent: Intent,
  itemId: string,
  scale: number,
  categories: Categories | null,
  formData: FormData,
  init: ResponseInit | undefined,
): Promise<TypedResponse<never>> {
  const here = editorUrl(itemId);
  switch (intent.kind) {
    case "remove-image":
      await engine.drafts.removeImage(itemId, intent.imageId).catch((error: unknown) => {
        // Already gone (a second click): the page simply shows the draft as it is.
        if (!(error instanceof EngineError && error.status === 404)) throw error;
      });
      return redirect(here, init);
    case "find-location":
      return redirect(editorUrl(itemId, { find: true }, "#location"), init);
    case "pick-location":
    case "upload":
      return redirect(here, init);
    case "save":
    case "rebalance":
      return redirectWithToast(here, { type: "success", message: MESSAGES.campaignSaved }, init);
    case "credits": {
      const quote = await engine.simulations.quoteCredits({ item_id: itemId, scale });
      const url = editorUrl(itemId, { credits: true }, "#credits");
      if (quote.credits > quote.credits_left) return redirectWithToast(url, { type: "error", message: MESSAGES.notEnoughCredits }, init);
      return redirect(url, init);
    }
    case "run":
      return run(engine, itemId, scale, categories, formData);
    default:
      throw new Response("Unknown or malformed request", { status: 400 });
  }
}

/**
 * Starts the simulation on the saved draft, only when the credits were checked for exactly this draft and fit (the
 * engine charges atomically and refuses a second run of a Processing campaign, which counts as started here).
 */
async function run(
  engine: Engine,
  itemId: string,
  scale: number,
  categories: Categories | null,
  formData: FormData,
): Promise<TypedResponse<never>> {
  const draft = await engine.drafts.get(itemId);
  if (!draft) throw new Response("Not found", { status: 404 });
  // A second Run (a double click, a resent form) finds the first one's job running: that is where the user goes.
  if ((await engine.simulations.jobOfItem(itemId))?.status === "Processing") return redirect(`/app/${itemId}`);
  const quote = await engine.simulations.quoteCredits({ item_id: itemId, scale });
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
    await engine.simulations.start({ item_id: itemId, name, location, startDate, endDate, audience, scale, setup: { categories } });
  } catch (error) {
    // A double submit: the first one started the run, so the results page is where this one goes too.
    if (!(error instanceof EngineError && error.code === "SIMULATION_RUNNING")) throw error;
  }
  return redirect(`/app/${itemId}`);
}

export default function NewCampaignRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // The browser's own upload alerts outlive the form's remount after the upload; any other submission clears them.
  const [clientAlerts, setClientAlerts] = useState<string[]>([]);
  const submitted = navigation.formData?.get("intent");
  useEffect(() => {
    if (navigation.state === "submitting" && submitted !== "upload") setClientAlerts([]);
  }, [navigation.state, submitted]);
  return (
    <EditorForm key={data.loadedAt} data={data} reply={actionData ?? null} clientAlerts={clientAlerts} onClientAlerts={setClientAlerts} />
  );
}

type LoaderData = SerializeFrom<typeof loader>;

function EditorForm({
  data,
  reply,
  clientAlerts,
  onClientAlerts,
}: {
  data: LoaderData;
  reply: ActionReply | null;
  clientAlerts: string[];
  onClientAlerts: (alerts: string[]) => void;
}) {
  const { draft, itemId, quote } = data;
  const values: EditorValues = reply?.values ?? { ...draft, scale: String(draft.scale) };
  const navigation = useNavigation();
  const submit = useSubmit();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const results = useRef<HTMLElement>(null);
  const [categories, setCategories] = useState<Categories | null>(draft.categories);
  const [scale, setScale] = useState(Number(values.scale) || DEFAULT_SCALE);
  const [preparing, setPreparing] = useState(false);

  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const generating = pendingIntent === "generate";
  const busy = navigation.state !== "idle";
  // The check was for the saved draft; with JavaScript a moved slider makes it stale until it is checked again.
  const quoteIsCurrent = quote !== null && scale === draft.scale;
  const canRun = quoteIsCurrent && quote.credits <= quote.credits_left && draft.images.length > 0;

  useEffect(() => {
    if (generating) results.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [generating]);

  // A fresh editor picks up the browser's copy: the campaign it belongs to, or the fields typed before one existed.
  useEffect(() => {
    if (itemId) return;
    const local = readLocalDraft();
    if (!local) return;
    if (local.itemId) {
      navigate(editorUrl(local.itemId), { replace: true });
      return;
    }
    const elements = form.current?.elements;
    for (const name of ["name", "location", "startDate", "endDate", "audience"] as const) {
      const field = elements?.namedItem(name);
      const value = local[name];
      if (typeof value === "string" && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.value = value;
    }
    if (typeof local.scale === "number") setScale(local.scale);
  }, [itemId, navigate]);

  const storeLocally = () => {
    const current = form.current ? new FormData(form.current) : null;
    const text = (name: string) => {
      const value = current?.get(name);
      return typeof value === "string" ? value : "";
    };
    saveLocalDraft({
      name: text("name"),
      images: draft.images.map((image) => `/app/images/input/${image.id}`),
      location: text("location"),
      startDate: text("startDate"),
      endDate: text("endDate"),
      audience: text("audience"),
      scale,
      categories,
      itemId,
    });
  };
  useEffect(storeLocally);

  const onFilesChosen = async (files: File[]) => {
    if (!form.current) return;
    setPreparing(true);
    const { accepted, rejected } = await prepareImages(files);
    setPreparing(false);
    onClientAlerts(rejected);
    const body = new FormData(form.current);
    body.delete("images");
    for (const file of accepted) body.append("images", file);
    body.set("intent", "upload");
    if (accepted.length > 0) submit(body, { method: "post", encType: "multipart/form-data" });
    else {
      const input = form.current.querySelector<HTMLInputElement>("#images");
      if (input) input.value = "";
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.value === "run") clearLocalDraft();
  };

  const onCategory = (name: string, category: Category) =>
    setCategories((current) => (current ? { ...current, [name]: category } : current));
  const alerts = [...data.uploadAlerts, ...clientAlerts];
  const errors = reply?.fieldErrors ?? {};

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">New Campaign</h1>
      <Form ref={form} method="post" encType="multipart/form-data" onChange={storeLocally} onSubmit={onSubmit} className="mt-6 space-y-6">
        <AuthenticityTokenInput />
        {/* First in the form, so Enter in a text field saves instead of pressing the first remove (X) button. */}
        <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
          Save
        </button>
        <input type="hidden" name="itemId" value={itemId ?? ""} />

        <section aria-labelledby="campaign-heading" className={cn(card, "space-y-4")}>
          <h2 id="campaign-heading" className="text-base font-semibold text-gray-900">
            Campaign
          </h2>
          <Field
            label="Name"
            inputProps={{ id: "name", name: "name", type: "text", defaultValue: values.name, placeholder: "Campaign name", maxLength: 255 }}
            errors={errors.name}
            errorId="name-error"
          />
          <ImageGallery
            images={draft.images}
            previewId={data.previewId}
            previewHref={(id) => `/app/new?${new URLSearchParams({ itemId: itemId ?? "", preview: id }).toString()}`}
            alerts={alerts}
            onFilesChosen={(files) => void onFilesChosen(files)}
            busy={preparing || pendingIntent === "upload"}
          />
        </section>

        <section aria-labelledby="audience-heading" className={cn(card, "space-y-4")}>
          <h2 id="audience-heading" className="text-base font-semibold text-gray-900">
            Audience and period
          </h2>
          <LocationField defaultValue={values.location} suggestions={data.suggestions} errors={errors.location} />
          <fieldset>
            <legend className="text-sm font-medium text-gray-900">Campaign Period</legend>
            <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
              <Field
                label="Start Date"
                inputProps={{ id: "startDate", name: "startDate", type: "date", defaultValue: values.startDate, required: true }}
                errors={errors.startDate}
                errorId="startDate-error"
              />
              <Field
                label="End Date"
                inputProps={{ id: "endDate", name: "endDate", type: "date", defaultValue: values.endDate, required: true }}
                errors={errors.endDate}
                errorId="endDate-error"
              />
            </div>
          </fieldset>
          <div>
            <label htmlFor="audience" className="block text-sm font-medium text-gray-900">
              Audience
            </label>
            <textarea
              id="audience"
              name="audience"
              rows={5}
              maxLength={5000}
              defaultValue={values.audience}
              placeholder="Describe your audience. Write any relevant information..."
              aria-invalid={errors.audience ? true : undefined}
              aria-describedby={errors.audience ? "audience-error" : undefined}
              className={cn(inputClass, "mt-1.5")}
            />
            <ErrorList id="audience-error" errors={errors.audience} />
          </div>
          <Button type="submit" name="intent" value="generate" disabled={busy}>
            {generating ? <Spinner /> : null}
            Generate Campaign Setup
          </Button>
        </section>

        <section ref={results} id="setup" aria-labelledby="setup-heading" aria-busy={generating || undefined} className={card}>
          <h2 id="setup-heading" className="text-base font-semibold text-gray-900">
            Campaign Setup
          </h2>
          {generating ? (
            <p role="status" className="mt-3 flex items-center gap-2 text-sm text-gray-700">
              <Spinner /> Generating the campaign setup…
            </p>
          ) : categories ? (
            <div className="mt-4">
              <SetupCards categories={categories} errors={reply?.categoryErrors ?? {}} onChange={onCategory} />
            </div>
          ) : (
            <p className="mt-2 text-sm text-gray-600">Generate the campaign setup to see and adjust who your audience is.</p>
          )}
        </section>

        <section id="credits" aria-labelledby="run-heading" className={cn(card, "space-y-4")}>
          <h2 id="run-heading" className="text-base font-semibold text-gray-900">
            Simulation
          </h2>
          <div>
            <label htmlFor="scale" className="block text-sm font-medium text-gray-900">
              Simulation Scale: {scale}%
            </label>
            <input
              id="scale"
              name="scale"
              type="range"
              min={SCALE_MIN}
              max={SCALE_MAX}
              value={scale}
              onChange={(event) => setScale(Number(event.target.value))}
              className="mt-2 w-full accent-brand-600"
            />
            <ErrorList errors={errors.scale} />
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" name="intent" value="credits" variant="secondary" disabled={busy}>
              Calculate Credits
            </Button>
            {quoteIsCurrent ? (
              <p role="status" className="text-sm font-medium text-gray-900" data-testid="credits-quote">
                Required Credits: {quote.credits}. Credits Left: {quote.credits_left}
              </p>
            ) : null}
          </div>
          {quoteIsCurrent && quote.credits > quote.credits_left ? (
            <p className="text-sm font-medium text-brand-700">{MESSAGES.notEnoughCredits}</p>
          ) : null}
          {quoteIsCurrent ? <input type="hidden" name="quotedCredits" value={quote.credits} /> : null}
          <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
            <Button type="submit" name="intent" value="run" disabled={!canRun || busy} aria-describedby={canRun ? undefined : "run-hint"}>
              {pendingIntent === "run" ? <Spinner /> : null}
              Run Simulation
            </Button>
            <Button type="submit" name="intent" value="save" variant="secondary" disabled={busy}>
              Save
            </Button>
          </div>
          {canRun ? null : (
            <p id="run-hint" className="text-xs text-gray-600">
              {draft.images.length === 0
                ? "Add at least one image, then calculate the credits to run the simulation."
                : "Calculate the credits for this draft to run the simulation; they must not exceed your credits left."}
            </p>
          )}
        </section>
      </Form>
    </div>
  );
}

const card = "rounded-lg bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6";

function Spinner() {
  return (
    <span aria-hidden="true" className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
  );
}

export const meta: MetaFunction = () => [{ title: "New Campaign | AdSight" }];
