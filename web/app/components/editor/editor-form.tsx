import { type Aoi, type Categories, type Category, DEFAULT_SCALE } from "@adsight/shared";
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Field } from "~/components/ui/field";
import { AOIS_FIELD, IMAGE_REFS_FIELD } from "~/utils/editor/areas";
import type { EditorData, EditorReply } from "~/utils/editor/editor-data";
import { EditorFieldsSchema } from "~/utils/editor/editor-form";
import { cn } from "~/utils/misc";
import { AudienceSection } from "./audience-section";
import { cardClass } from "./card";
import { prepareImages } from "./client-images";
import { ImageGallery } from "./image-gallery";
import { SetupSection } from "./setup-section";
import { SimulationSection } from "./simulation-section";
import { useLocalDraft } from "./use-local-draft";

// Each button saves the form and does its part on the server (utils/editor/intents.server.ts): it works without JavaScript.
export function EditorForm({
  data,
  reply,
  clientAlerts,
  onClientAlerts,
}: {
  data: EditorData;
  reply: EditorReply | null;
  clientAlerts: string[];
  onClientAlerts: (alerts: string[]) => void;
}) {
  const { draft, itemId, quote } = data;
  const navigation = useNavigation();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const setupRef = useRef<HTMLElement>(null);
  const [form, fields] = useForm({
    id: "editor",
    lastResult: reply?.result,
    defaultValue: {
      name: draft.name,
      location: draft.location,
      startDate: draft.startDate,
      endDate: draft.endDate,
      audience: draft.audience,
      scale: String(draft.scale),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EditorFieldsSchema }),
  });
  const [categories, setCategories] = useState<Categories | null>(draft.categories);
  const [scale, setScale] = useState(Number(fields.scale.initialValue) || DEFAULT_SCALE);
  const [preparing, setPreparing] = useState(false);
  const hydrated = useHydrated();
  const [aois, setAois] = useState<Aoi[]>(draft.aois);
  const local = useLocalDraft({ form: formRef, itemId, images: draft.images, scale, categories, aois, onScale: setScale });

  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const generating = pendingIntent === "generate";
  const busy = navigation.state !== "idle";

  useEffect(() => {
    if (generating) setupRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [generating]);

  const onFilesChosen = async (files: File[]) => {
    if (!formRef.current) return;
    setPreparing(true);
    const { accepted, rejected } = await prepareImages(files);
    setPreparing(false);
    onClientAlerts(rejected);
    const body = new FormData(formRef.current);
    body.delete("images");
    for (const file of accepted) body.append("images", file);
    body.set("intent", "upload");
    if (accepted.length > 0) submit(body, { method: "post", encType: "multipart/form-data" });
    else {
      const input = formRef.current.querySelector<HTMLInputElement>("#images");
      if (input) input.value = "";
    }
  };

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!event.defaultPrevented && submitter instanceof HTMLButtonElement && submitter.value === "run") local.clearForRun();
  };

  const onCategory = (name: string, category: Category) =>
    setCategories((current) => (current ? { ...current, [name]: category } : current));

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      {...formProps}
      onChange={local.store}
      onSubmit={onSubmit}
      className="mt-6 space-y-6"
    >
      <AuthenticityTokenInput />
      {/* First in the form, so Enter in a text field saves instead of pressing the first remove (X) button. */}
      <button type="submit" name="intent" value="save" className="sr-only" tabIndex={-1} aria-hidden="true">
        Save
      </button>
      <input type="hidden" name="itemId" value={itemId ?? ""} />
      <input type="hidden" name={AOIS_FIELD} value={JSON.stringify(aois)} />
      <input type="hidden" name={IMAGE_REFS_FIELD} value={JSON.stringify(draft.images)} />

      <section aria-labelledby="campaign-heading" className={cn(cardClass, "space-y-4")}>
        <h2 id="campaign-heading" className="text-base font-semibold text-gray-900">
          Campaign
        </h2>
        <Field
          label="Name"
          inputProps={{ ...getInputProps(fields.name, { type: "text" }), placeholder: "Campaign name", maxLength: 255 }}
          errors={fields.name.errors}
          errorId={fields.name.errorId}
        />
        <ImageGallery
          images={draft.images}
          previewId={data.previewId}
          previewHref={(id) => `/app/new?${new URLSearchParams({ itemId: itemId ?? "", preview: id }).toString()}`}
          alerts={[...data.uploadAlerts, ...clientAlerts]}
          onFilesChosen={(files) => void onFilesChosen(files)}
          busy={preparing || pendingIntent === "upload"}
          aois={aois}
          onAoisChange={hydrated ? setAois : undefined}
          areaErrors={reply?.result.error ?? {}}
          areaValues={reply?.result.initialValue ?? {}}
        />
      </section>

      <AudienceSection
        location={fields.location}
        startDate={fields.startDate}
        endDate={fields.endDate}
        audience={fields.audience}
        suggestions={data.suggestions}
        busy={busy}
        generating={generating}
      />
      <SetupSection
        sectionRef={setupRef}
        categories={categories}
        errors={reply?.categoryErrors ?? {}}
        generating={generating}
        onCategory={onCategory}
      />
      <SimulationSection
        scale={scale}
        onScale={setScale}
        scaleErrors={fields.scale.errors}
        quote={quote}
        viewersAtFullScale={data.viewersAtFullScale}
        savedScale={draft.scale}
        creatives={draft.images}
        busy={busy}
        running={pendingIntent === "run"}
      />
    </Form>
  );
}
