import { type EyeCatcher, type ImageResult, type PixelBox, type RecommendationGoal, WHAT_IF_VIEWERS } from "@adsight/shared";
import { useFetcher, useParams } from "@remix-run/react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import type { WhatIfAnswer, WhatIfVariantAnswer } from "~/routes/app.$id.what-if";
import { buttonClass } from "~/components/ui/button";
import { boxField, clampBox, DEFAULT_WHAT_IF_GOAL, nudge, type WhatIfQuery, whatIfRequest, whatIfSearch } from "~/utils/results/what-if";
import { changesAnchor } from "~/utils/results/what-to-change";
import { FigureChanges } from "./figure-changes";
import { GoalOptions, goalSelectClass } from "./goal-options";
import type { WhatIfUploadShown } from "~/utils/results/what-if-upload.server";
import { VariantAdded } from "./variant-added";
import { WhatIfPicture } from "./what-if-picture";
import { WhatIfUpload } from "./what-if-upload";

/** A preview the server made for a page loaded with one (the form without JavaScript). */
export interface WhatIfShown {
  query: WhatIfQuery;
  answer: WhatIfAnswer;
}

// Long enough that a drag asks once it rests, short enough to feel immediate.
const PREVIEW_DEBOUNCE_MS = 350;

const SIDES = [
  ["x", "X"],
  ["y", "Y"],
  ["width", "Width"],
  ["height", "Height"],
] as const;

export function WhatIf({
  result,
  label,
  size,
  shown,
  uploaded,
  interactive,
}: {
  result: ImageResult;
  label: string;
  size: { width: number; height: number };
  shown: WhatIfShown | null;
  uploaded: WhatIfUploadShown | null;
  interactive: boolean;
}) {
  const idx = result.input_image_idx;
  const upload = <WhatIfUpload idx={idx} eyeCatchers={result.eye_catchers} shown={uploaded} interactive={interactive} />;
  if (result.eye_catchers.length === 0) return upload;
  return (
    <div className="mt-6">
      <h4 className="text-sm font-semibold text-gray-900">What if you move or resize an eye catcher?</h4>
      <p className="mt-1 text-xs text-gray-600">
        A quick preview over {WHAT_IF_VIEWERS.toLocaleString("en-US")} viewers per version; boxes in pixels of the image.
        {interactive ? " Drag the box or its corner, or focus it and use the arrow keys (with Shift to resize)." : ""}
      </p>
      <ul className="mt-2 space-y-2">
        {result.eye_catchers.map((entry) => {
          const mine = shown && shown.query.idx === idx && shown.query.move === entry.name ? shown : null;
          return (
            <li key={entry.name}>
              <details open={mine !== null} className="group rounded-md ring-1 ring-inset ring-gray-200">
                <summary className="cursor-pointer px-3 py-2 text-sm font-medium text-gray-900">
                  Move or resize <span className="font-semibold">{entry.name}</span>
                </summary>
                <div className="border-t border-gray-200 px-3 pb-3 pt-2">
                  <WhatIfEditor result={result} label={label} size={size} entry={entry} shown={mine} interactive={interactive} />
                </div>
              </details>
            </li>
          );
        })}
      </ul>
      {upload}
    </div>
  );
}

interface EditorProps {
  result: ImageResult;
  label: string;
  size: { width: number; height: number };
  entry: EyeCatcher;
  shown: WhatIfShown | null;
  interactive: boolean;
}

function WhatIfEditor({ result, label, size, entry, shown, interactive }: EditorProps) {
  const { id: itemId = "" } = useParams();
  const idx = result.input_image_idx;
  const [box, setBox] = useState<PixelBox>(() => (shown ? pick(shown.query) : entry.box));
  const [goal, setGoal] = useState<RecommendationGoal>(shown?.query.goal ?? DEFAULT_WHAT_IF_GOAL);
  const preview = useFetcher<WhatIfAnswer>();
  const variant = useFetcher<WhatIfVariantAnswer>();
  const query: WhatIfQuery = { idx, move: entry.name, from: entry.box, goal, ...box };
  const moved = !sameBox(box, entry.box);
  const url = `/app/${itemId}/what-if?${whatIfSearch(query)}`;
  const { load } = preview;
  // The page's own preview (or none) stands until the box or the goal changes.
  const loadedWith = useRef(url);

  useEffect(() => {
    if (!interactive || !moved || url === loadedWith.current) return;
    const timer = setTimeout(() => {
      loadedWith.current = url;
      load(url);
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [interactive, moved, url, load]);

  const answer = preview.data ?? (moved ? shown?.answer : undefined) ?? null;
  const added = variant.data?.ok ? variant.data.added : null;
  const fieldId = (side: string) => `what-if-${idx}-${side}-${entry.name.replace(/\W+/g, "-")}`;

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      {interactive ? (
        <BoxDragger src={result.input_image} label={label} name={entry.name} original={entry.box} box={box} onChange={setBox} />
      ) : (
        <WhatIfPicture src={result.input_image} label={label} name={entry.name} size={size} from={entry.box} to={box} />
      )}
      <div className="min-w-0">
        <form
          method="get"
          action={`#${changesAnchor(idx)}`}
          onSubmit={(event) => {
            if (!interactive) return;
            event.preventDefault();
            load(url);
          }}
        >
          <input type="hidden" name="open" value={idx} />
          <input type="hidden" name="move" value={entry.name} />
          <input type="hidden" name="from" value={boxField(entry.box)} />
          <label htmlFor={fieldId("goal")} className="block text-xs font-medium text-gray-900">
            Goal
          </label>
          <select
            id={fieldId("goal")}
            name="goal"
            value={goal}
            onChange={(event) => setGoal(event.target.value as RecommendationGoal)}
            className={goalSelectClass}
          >
            <GoalOptions />
          </select>
          <fieldset className="mt-2">
            <legend className="text-xs font-medium text-gray-900">Box (was {boxField(entry.box).replaceAll(",", ", ")})</legend>
            <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {SIDES.map(([side, text]) => (
                <label key={side} htmlFor={fieldId(side)} className="block text-xs text-gray-700">
                  {text}
                  <input
                    id={fieldId(side)}
                    name={side}
                    type="number"
                    inputMode="numeric"
                    min={side === "x" || side === "y" ? 0 : 1}
                    step={1}
                    required
                    value={box[side]}
                    onChange={(event) =>
                      setBox((current) => ({ ...current, [side]: Math.max(0, Math.round(Number(event.target.value) || 0)) }))
                    }
                    className="mt-0.5 block w-full rounded-md border-0 py-1 pl-2 text-sm tabular-nums text-gray-900 ring-1 ring-inset ring-gray-300 focus:ring-2 focus:ring-brand-600"
                  />
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" }, "mt-3")}>
            Preview
          </button>
        </form>
        <div aria-live="polite" className="mt-3" data-testid="what-if-preview">
          {preview.state === "loading" ? <p className="text-xs text-gray-600">Previewing…</p> : null}
          {answer?.ok ? (
            <FigureChanges figures={answer.preview.figures} viewers={answer.preview.viewers} label="Predicted changes" />
          ) : answer ? (
            <p role="alert" className="text-sm text-red-700">
              {answer.message}
            </p>
          ) : null}
        </div>
        {moved ? (
          <variant.Form method="post" action={`/app/${itemId}/what-if`} className="mt-3">
            <AuthenticityTokenInput />
            <input type="hidden" name="idx" value={idx} />
            <input type="hidden" name="edits" value={JSON.stringify(whatIfRequest(query).edits)} />
            {interactive ? <input type="hidden" name="via" value="fetcher" /> : null}
            <button type="submit" disabled={variant.state !== "idle"} className={buttonClass({ size: "sm" })}>
              {variant.state !== "idle" ? "Adding…" : "Add as a variant"}
            </button>
            {variant.data && !variant.data.ok ? (
              <span role="alert" className="ms-2 text-sm text-red-700">
                {variant.data.message}
              </span>
            ) : null}
            {added ? <VariantAdded itemId={itemId} className="mt-2" /> : null}
          </variant.Form>
        ) : null}
      </div>
    </div>
  );
}

const pick = ({ x, y, width, height }: PixelBox): PixelBox => ({ x, y, width, height });
const sameBox = (a: PixelBox, b: PixelBox) => a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;

interface DraggerProps {
  src: string;
  label: string;
  name: string;
  original: PixelBox;
  box: PixelBox;
  onChange: (box: PixelBox) => void;
}

// The image with the eye catcher's box on it: drag the box to move it, its corner to resize it; arrow keys too.
function BoxDragger({ src, label, name, original, box, onChange }: DraggerProps) {
  const picture = useRef<HTMLImageElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const gesture = useRef<{ mode: "move" | "resize"; x: number; y: number; start: PixelBox; scale: number } | null>(null);
  // The picture may have loaded before the page hydrated: its load event is then gone.
  useEffect(() => {
    const image = picture.current;
    if (image?.complete && image.naturalWidth > 0) setSize({ width: image.naturalWidth, height: image.naturalHeight });
  }, []);

  // Where a box in image pixels sits on the picture, whatever size it is shown at.
  const placed = (at: PixelBox, image: { width: number; height: number }) => ({
    left: `${(at.x / image.width) * 100}%`,
    top: `${(at.y / image.height) * 100}%`,
    width: `${(at.width / image.width) * 100}%`,
    height: `${(at.height / image.height) * 100}%`,
  });
  const begin = (event: PointerEvent<HTMLElement>, mode: "move" | "resize") => {
    const frame = picture.current?.getBoundingClientRect();
    if (!size || !frame || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    gesture.current = { mode, x: event.clientX, y: event.clientY, start: box, scale: size.width / frame.width };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const current = gesture.current;
    if (!current || !size) return;
    const dx = (event.clientX - current.x) * current.scale;
    const dy = (event.clientY - current.y) * current.scale;
    const { start } = current;
    onChange(
      clampBox(
        current.mode === "move"
          ? { ...start, x: start.x + dx, y: start.y + dy }
          : {
              ...start,
              width: Math.min(start.width + dx, size.width - start.x),
              height: Math.min(start.height + dy, size.height - start.y),
            },
        size,
      ),
    );
  };
  const end = () => (gesture.current = null);
  const keys = (event: KeyboardEvent<HTMLElement>) => {
    if (!size) return;
    const next = nudge(box, event.key, event.shiftKey, size);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <div className="relative min-w-0 select-none self-start overflow-hidden rounded-md bg-gray-100 ring-1 ring-gray-200">
      <img
        ref={picture}
        src={src}
        alt={label}
        draggable={false}
        onLoad={(event) => setSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        className="block h-auto w-full"
      />
      {size ? (
        <>
          <div
            aria-hidden="true"
            className="pointer-events-none absolute border-2 border-dashed border-white/90 mix-blend-difference"
            style={placed(original, size)}
          />
          <div
            role="button"
            tabIndex={0}
            aria-label={`${name}: at ${box.x}, ${box.y}, ${box.width} by ${box.height} pixels. Arrow keys move it, Shift and the arrow keys resize it.`}
            data-testid="what-if-box"
            onPointerDown={(event) => begin(event, "move")}
            onPointerMove={move}
            onPointerUp={end}
            onPointerCancel={end}
            onKeyDown={keys}
            className="absolute cursor-move touch-none bg-brand-500/20 outline-none ring-2 ring-brand-600 focus-visible:ring-4 focus-visible:ring-brand-400"
            style={placed(box, size)}
          >
            <span
              aria-hidden="true"
              data-testid="what-if-corner"
              onPointerDown={(event) => begin(event, "resize")}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              className="absolute -bottom-2 -right-2 h-4 w-4 cursor-nwse-resize rounded-sm border-2 border-brand-600 bg-white"
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
