import { type Aoi, clipLength, type DraftImage, IMAGE_MESSAGES, imageName, videoName } from "@adsight/shared";
import { Link } from "@remix-run/react";
import { useRef, useState, type ChangeEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { buttonClass } from "~/components/ui/button";
import { UPLOAD_ACCEPT, VIDEO_HINT } from "~/utils/editor/videos";
import { cn } from "~/utils/misc";
import { AreaOutlines, AreaPanel } from "./area-editor";
import { ImageViewer, VideoViewer } from "./image-viewer";

// A video's picture is its poster frame; the clip itself has its own route.
const inputUrl = (id: string) => `/app/images/input/${id}`;
const videoUrl = (id: string) => `/app/images/video/${id}`;
// A video's length as its clock shows it ("0:12"); an image has none.
const lengthLabel = (image: DraftImage) => (image.duration_ms === null ? "" : clipLength(image.duration_ms));

export function ImageGallery({
  images,
  previewId,
  previewHref,
  alerts,
  onFilesChosen,
  busy,
  aois,
  onAoisChange,
  areaErrors,
  areaValues,
}: {
  images: DraftImage[];
  previewId: string | null;
  previewHref: (id: string) => string;
  alerts: string[];
  onFilesChosen: (files: File[]) => void;
  busy: boolean;
  aois: Aoi[];
  onAoisChange?: (aois: Aoi[]) => void;
  areaErrors: Record<string, string[] | null | undefined>;
  areaValues: Record<string, unknown>;
}) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(previewId);
  const [viewing, setViewing] = useState(false);
  const [selectedArea, setSelectedArea] = useState<number | null>(null);
  const dragged = useRef(false);
  const changeAreas = onAoisChange
    ? (next: Aoi[], select: number | null) => {
        onAoisChange(next);
        setSelectedArea(select);
      }
    : undefined;
  const preview = images.find((image) => image.id === selected) ?? images[0];
  const previewIsImage = preview?.kind === "image";
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    if (files.length > 0) onFilesChosen(files);
  };

  return (
    <div>
      <h2 className="text-sm font-medium text-gray-900">Images and videos</h2>
      {preview ? (
        <a
          href={previewIsImage ? inputUrl(preview.id) : videoUrl(preview.id)}
          draggable={false}
          onClick={(event) => {
            event.preventDefault();
            // The end of a drawing drag is not a click on the picture.
            if (dragged.current) dragged.current = false;
            else setViewing(true);
          }}
          className="relative mt-1.5 block h-64 overflow-hidden rounded-lg bg-gray-100 sm:h-96 ring-1 ring-gray-200 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <img
            src={inputUrl(preview.id)}
            alt={
              previewIsImage
                ? `${imageName(preview.index)} of ${images.length}, ${preview.width} × ${preview.height} px. Open full size`
                : `${videoName(preview.index)} of ${images.length}, ${lengthLabel(preview)} long, ${preview.width} × ${preview.height} px. Play`
            }
            draggable={false}
            className="h-full w-full object-contain"
          />
          {previewIsImage ? (
            <AreaOutlines
              image={preview}
              aois={aois}
              selected={selectedArea}
              onSelect={hydrated ? setSelectedArea : undefined}
              onChange={changeAreas}
              clickedRef={dragged}
            />
          ) : (
            <>
              <span className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden="true">
                <span className="flex h-14 w-14 items-center justify-center rounded-full bg-gray-900/70 text-white shadow-lg">
                  <PlayIcon className="ms-1 h-7 w-7" />
                </span>
              </span>
              <span
                className="pointer-events-none absolute start-2 top-2 rounded bg-gray-900/80 px-2 py-0.5 text-xs font-semibold text-white"
                aria-hidden="true"
                data-testid="video-badge"
              >
                Video · {lengthLabel(preview)}
              </span>
            </>
          )}
        </a>
      ) : (
        <div className="mt-1.5 flex h-40 items-center justify-center rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 px-6 text-center text-sm text-gray-600">
          No images yet. Add the advertising images or videos you want to test.
        </div>
      )}

      {images.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-3" aria-label="Images of this campaign">
          {images.map((image) => (
            <li key={image.id} className="relative">
              <Link
                to={previewHref(image.id)}
                replace
                preventScrollReset
                onClick={(event) => {
                  // Shown at once, without reloading the draft; the address still names it, so a reload keeps it.
                  event.preventDefault();
                  setSelected(image.id);
                  window.history.replaceState(window.history.state, "", previewHref(image.id));
                }}
                aria-current={image.id === preview?.id ? "true" : undefined}
                className={cn(
                  "block h-16 w-16 overflow-hidden rounded-md ring-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  image.id === preview?.id ? "ring-brand-600" : "ring-gray-200",
                )}
              >
                <img
                  src={inputUrl(image.id)}
                  alt={`Show ${image.kind} ${image.index + 1}${image.kind === "image" ? "" : ` (${lengthLabel(image)})`}`}
                  className="h-full w-full object-cover"
                />
                {image.kind === "image" ? null : (
                  <span
                    className="pointer-events-none absolute bottom-1 start-1 flex items-center gap-0.5 rounded bg-gray-900/80 px-1 text-[0.625rem] font-semibold leading-4 text-white"
                    aria-hidden="true"
                  >
                    <PlayIcon className="h-2.5 w-2.5" />
                    {lengthLabel(image)}
                  </span>
                )}
              </Link>
              <button
                type="submit"
                name="removeImage"
                value={image.id}
                aria-label={`Remove ${image.kind} ${image.index + 1}`}
                className="absolute -end-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full bg-white text-sm font-bold text-gray-800 shadow ring-1 ring-gray-300 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {preview && !previewIsImage ? (
        <p id="areas" className="mt-4 rounded-md bg-gray-50 p-4 text-xs text-gray-700 ring-1 ring-inset ring-gray-200">
          Areas are drawn on images only. For a video, the results follow each eye catcher (a logo, a face, a line of text) second by second
          on their own.
        </p>
      ) : preview ? (
        <AreaPanel
          image={preview}
          images={images}
          aois={aois}
          selected={selectedArea}
          errors={areaErrors}
          values={areaValues}
          onSelect={hydrated ? setSelectedArea : undefined}
          onChange={changeAreas}
        />
      ) : null}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="images" className="block text-sm font-medium text-gray-900">
            Add images or videos
          </label>
          <input
            id="images"
            name="images"
            type="file"
            multiple
            accept={UPLOAD_ACCEPT}
            onChange={onChange}
            disabled={busy}
            aria-describedby="images-hint videos-hint"
            className="mt-1.5 block w-full text-sm text-gray-700 file:me-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-gray-900 hover:file:bg-gray-200"
          />
        </div>
        {hydrated ? null : (
          <button type="submit" name="intent" value="upload" className={buttonClass({ variant: "secondary" }, "self-start sm:self-auto")}>
            Upload
          </button>
        )}
      </div>
      <p id="images-hint" className="mt-1 text-xs text-gray-600">
        {IMAGE_MESSAGES.hint} {IMAGE_MESSAGES.countHint}
      </p>
      <p id="videos-hint" className="text-xs text-gray-600">
        {VIDEO_HINT}
      </p>
      {busy ? (
        <p role="status" className="mt-2 text-sm text-gray-700">
          Uploading…
        </p>
      ) : null}
      {alerts.length > 0 ? (
        <ul role="alert" className="mt-3 space-y-1 rounded-md bg-brand-50 p-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
          {alerts.map((alert, index) => (
            <li key={`${index}-${alert}`}>{alert}</li>
          ))}
        </ul>
      ) : null}

      {viewing && preview && !previewIsImage ? (
        <VideoViewer
          src={videoUrl(preview.id)}
          poster={inputUrl(preview.id)}
          label={`${videoName(preview.index)}, ${lengthLabel(preview)}`}
          onClose={() => setViewing(false)}
        />
      ) : viewing && preview ? (
        <ImageViewer src={inputUrl(preview.id)} alt={`${imageName(preview.index)}, full size`} onClose={() => setViewing(false)} />
      ) : null}
    </div>
  );
}

function PlayIcon({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}
