import type { Aoi, Categories, DraftImage } from "@adsight/shared";
import { useNavigate } from "@remix-run/react";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import { editorUrl } from "~/utils/editor/editor-url";
import { clearLocalDraft, readLocalDraft, saveLocalDraft } from "./local-draft";

const TEXT_FIELDS = ["name", "location", "startDate", "endDate", "audience"] as const;

// Spec §3. Run clears it for good, so the next visit starts empty instead of resuming the campaign just started.
export function useLocalDraft({
  form,
  itemId,
  images,
  scale,
  categories,
  aois,
  onScale,
}: {
  form: RefObject<HTMLFormElement>;
  itemId: string | null;
  images: DraftImage[];
  scale: number;
  categories: Categories | null;
  aois: Aoi[];
  onScale: (scale: number) => void;
}) {
  const navigate = useNavigate();
  const ran = useRef(false);

  useEffect(() => {
    if (itemId) return;
    const local = readLocalDraft();
    if (!local) return;
    if (local.itemId) {
      navigate(editorUrl(local.itemId), { replace: true });
      return;
    }
    const elements = form.current?.elements;
    for (const name of TEXT_FIELDS) {
      const field = elements?.namedItem(name);
      const value = local[name];
      if (typeof value === "string" && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) field.value = value;
    }
    if (typeof local.scale === "number") onScale(local.scale);
  }, [itemId, navigate, form, onScale]);

  const store = useCallback(() => {
    // Once Run is pressed the page only waits for the results page: nothing it renders meanwhile is a draft.
    if (ran.current) return;
    const current = form.current ? new FormData(form.current) : null;
    const text = (name: string) => {
      const value = current?.get(name);
      return typeof value === "string" ? value : "";
    };
    saveLocalDraft({
      name: text("name"),
      images: images.map((image) => `/app/images/input/${image.id}`),
      location: text("location"),
      startDate: text("startDate"),
      endDate: text("endDate"),
      audience: text("audience"),
      scale,
      categories,
      aois,
      itemId,
    });
  }, [form, images, itemId, scale, categories, aois]);
  useEffect(store, [store]);

  const clearForRun = useCallback(() => {
    ran.current = true;
    clearLocalDraft();
  }, []);

  return { store, clearForRun };
}
