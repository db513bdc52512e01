import { type Aoi, AOI_MAX_PER_IMAGE, AOI_NAME_MAX, type DraftImage } from "@adsight/shared";
import { type PointerEvent as ReactPointerEvent, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { ErrorList, inputClass } from "~/components/ui/field";
import { addAreaFromForm, AREA_FIELDS, areaProblems, AOIS_FIELD, boxBetween, freeAreaName, percentBox } from "~/utils/editor/areas";
import { cn } from "~/utils/misc";

type Box = Pick<Aoi, "x" | "y" | "width" | "height">;
type Point = { x: number; y: number };
type Corner = "nw" | "ne" | "sw" | "se";

const COLOURS = ["#e11d48", "#2563eb", "#16a34a", "#d97706", "#7c3aed", "#0891b2", "#db2777", "#4d7c0f", "#9333ea", "#0f766e"];

// Screen px: a pointer moving less than this between press and release clicks instead of drawing.
const CLICK_SLOP_PX = 4;

// In image pixels: the SVG's viewBox is the image, fitted like the picture.
export function AreaOutlines({
  image,
  aois,
  selected,
  onSelect,
  onChange,
  clickedRef,
}: {
  image: DraftImage;
  aois: Aoi[];
  selected: number | null;
  onSelect?: (index: number | null) => void;
  onChange?: (aois: Aoi[], select: number) => void;
  // True when a press ended in a drag, so the picture's click does not open the viewer.
  clickedRef?: React.MutableRefObject<boolean>;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const gesture = useRef<{
    mode: "draw" | "move" | Corner;
    index: number;
    from: Point;
    start: Box;
    screen: Point;
    moved: boolean;
  } | null>(null);
  const [sketch, setSketch] = useState<Box | null>(null);
  const interactive = Boolean(onChange);
  const own = aois.map((aoi, index) => ({ aoi, index })).filter(({ aoi }) => aoi.image_id === image.id);
  const label = Math.max(12, Math.round(Math.max(image.width, image.height) / 45));

  const toImage = (event: ReactPointerEvent): Point => {
    const matrix = svg.current?.getScreenCTM();
    if (!svg.current || !matrix) return { x: 0, y: 0 };
    const point = svg.current.createSVGPoint();
    point.x = event.clientX;
    point.y = event.clientY;
    const local = point.matrixTransform(matrix.inverse());
    return { x: Math.min(image.width, Math.max(0, local.x)), y: Math.min(image.height, Math.max(0, local.y)) };
  };

  const begin = (event: ReactPointerEvent<SVGElement>, mode: "draw" | "move" | Corner, index: number) => {
    if (!onChange || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    svg.current?.setPointerCapture(event.pointerId);
    const start = index >= 0 ? aois[index]! : { x: 0, y: 0, width: 0, height: 0 };
    gesture.current = { mode, index, from: toImage(event), start, screen: { x: event.clientX, y: event.clientY }, moved: false };
    if (clickedRef) clickedRef.current = false;
    if (index >= 0) onSelect?.(index);
  };

  const boxOf = (event: ReactPointerEvent): Box | null => {
    const current = gesture.current;
    if (!current) return null;
    const to = toImage(event);
    const { start, from } = current;
    if (current.mode === "draw") return boxBetween(from, to, image);
    if (current.mode === "move") {
      const x = Math.min(image.width - start.width, Math.max(0, Math.round(start.x + to.x - from.x)));
      const y = Math.min(image.height - start.height, Math.max(0, Math.round(start.y + to.y - from.y)));
      return { ...start, x, y };
    }
    // A corner moves; the opposite corner stays.
    const fixed = {
      x: current.mode.endsWith("w") ? start.x + start.width : start.x,
      y: current.mode.startsWith("n") ? start.y + start.height : start.y,
    };
    return boxBetween(fixed, to, image);
  };

  const onPointerMove = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    if (!current || !onChange) return;
    if (Math.hypot(event.clientX - current.screen.x, event.clientY - current.screen.y) > CLICK_SLOP_PX) current.moved = true;
    if (!current.moved) return;
    const box = boxOf(event);
    if (!box) return;
    if (current.mode === "draw") setSketch(box);
    else
      onChange(
        aois.map((aoi, index) => (index === current.index ? { ...aoi, ...box } : aoi)),
        current.index,
      );
  };

  const onPointerUp = (event: ReactPointerEvent<SVGSVGElement>) => {
    const current = gesture.current;
    const box = boxOf(event);
    gesture.current = null;
    setSketch(null);
    if (!current || !box || !onChange) return;
    if (clickedRef) clickedRef.current = current.moved || current.mode !== "draw";
    if (!current.moved || current.mode !== "draw" || own.length >= AOI_MAX_PER_IMAGE) return;
    onChange([...aois, { image_id: image.id, name: freeAreaName(aois, image.id), ...box }], aois.length);
  };

  return (
    <svg
      ref={svg}
      viewBox={`0 0 ${image.width} ${image.height}`}
      preserveAspectRatio="xMidYMid meet"
      aria-hidden="true"
      data-testid="area-outlines"
      className={cn("absolute inset-0 h-full w-full", interactive ? "cursor-crosshair touch-none" : "pointer-events-none")}
      onPointerDown={(event) => begin(event, "draw", -1)}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
        setSketch(null);
      }}
    >
      {own.map(({ aoi, index }, position) => {
        const colour = COLOURS[position % COLOURS.length];
        const on = index === selected;
        return (
          <g key={index} data-area={aoi.name}>
            <rect
              x={aoi.x}
              y={aoi.y}
              width={aoi.width}
              height={aoi.height}
              fill={on ? `${colour}33` : `${colour}14`}
              stroke={colour}
              strokeWidth={on ? 3 : 2}
              vectorEffect="non-scaling-stroke"
              className={interactive ? "cursor-move" : undefined}
              onPointerDown={(event) => begin(event, "move", index)}
            />
            <text
              x={aoi.x + label * 0.3}
              y={aoi.y + label * 1.1}
              fontSize={label}
              fontWeight={600}
              fill="#fff"
              stroke={colour}
              strokeWidth={label / 5}
              paintOrder="stroke"
              className="pointer-events-none select-none"
            >
              {aoi.name}
            </text>
            {on && interactive
              ? (["nw", "ne", "sw", "se"] as const).map((corner) => (
                  <rect
                    key={corner}
                    data-corner={corner}
                    x={(corner.endsWith("w") ? aoi.x : aoi.x + aoi.width) - label / 2}
                    y={(corner.startsWith("n") ? aoi.y : aoi.y + aoi.height) - label / 2}
                    width={label}
                    height={label}
                    fill="#fff"
                    stroke={colour}
                    strokeWidth={2}
                    vectorEffect="non-scaling-stroke"
                    className={corner === "nw" || corner === "se" ? "cursor-nwse-resize" : "cursor-nesw-resize"}
                    onPointerDown={(event) => begin(event, corner, index)}
                  />
                ))
              : null}
          </g>
        );
      })}
      {sketch ? (
        <rect {...sketch} fill="#ffffff33" stroke="#111827" strokeDasharray="6 4" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      ) : null}
    </svg>
  );
}

export function AreaPanel({
  image,
  images,
  aois,
  selected,
  errors,
  values,
  onSelect,
  onChange,
}: {
  image: DraftImage;
  images: DraftImage[];
  aois: Aoi[];
  selected: number | null;
  errors: Record<string, string[] | null | undefined>;
  values: Record<string, unknown>;
  onSelect?: (index: number | null) => void;
  onChange?: (aois: Aoi[], select: number | null) => void;
}) {
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const own = aois.map((aoi, index) => ({ aoi, index })).filter(({ aoi }) => aoi.image_id === image.id);
  const problems = areaProblems(aois, images);
  const shownErrors: Record<string, string[] | null | undefined> = onChange ? { [AOIS_FIELD]: errors[AOIS_FIELD], ...localErrors } : errors;
  const text = (name: string) => (typeof values[name] === "string" ? values[name] : "");
  const headingId = `areas-heading-${image.id}`;

  const addInPlace = () => {
    if (!onChange || !fieldset.current) return;
    const data = new FormData();
    for (const input of fieldset.current.querySelectorAll("input")) data.set(input.name, input.value);
    const added = addAreaFromForm(data, aois, image, images);
    if (!added.ok) return setLocalErrors(added.errors);
    setLocalErrors({});
    for (const input of fieldset.current.querySelectorAll("input")) input.value = "";
    onChange(added.aois, added.aois.length - 1);
  };

  return (
    <section id="areas" aria-labelledby={headingId} className="mt-4 scroll-mt-20 rounded-md bg-gray-50 p-4 ring-1 ring-inset ring-gray-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-gray-900">
          Your areas on image {image.index + 1}
        </h3>
        <p className="text-xs text-gray-600">
          {own.length} of {AOI_MAX_PER_IMAGE}
        </p>
      </div>
      <p className="mt-1 text-xs text-gray-600">
        {onChange
          ? "Drag on the image to draw an area (the logo, the call to action…); drag an area to move it, its corners to resize it. "
          : "Mark the logo, the call to action or any part you want measured. "}
        The results tell who sees each area and how fast. Areas cost no credits.
      </p>
      <ErrorList id={`aois-error-${image.id}`} errors={shownErrors[AOIS_FIELD]} />

      {own.length > 0 ? (
        <ul className="mt-1 space-y-2" aria-label={`Areas on image ${image.index + 1}`}>
          {own.map(({ aoi, index }) => {
            const box = percentBox(aoi, image);
            const issues = problems.get(index);
            return (
              <li
                key={index}
                className={cn("rounded-md bg-white p-2 ring-inset", index === selected ? "ring-2 ring-gray-800" : "ring-1 ring-gray-200")}
                onFocusCapture={() => onSelect?.(index)}
              >
                <div className="flex flex-wrap items-center gap-2">
                  {onChange ? (
                    <input
                      aria-label={`Name of area ${aoi.name}`}
                      value={aoi.name}
                      maxLength={AOI_NAME_MAX}
                      aria-invalid={issues ? true : undefined}
                      onChange={(event) =>
                        onChange(
                          aois.map((other, at) => (at === index ? { ...other, name: event.currentTarget.value } : other)),
                          index,
                        )
                      }
                      className={cn(inputClass, "min-w-0 py-1 sm:w-auto sm:flex-1")}
                    />
                  ) : (
                    <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{aoi.name}</span>
                  )}
                  <span className="flex-1 text-xs tabular-nums text-gray-600 sm:flex-none">
                    x {box.x}%, y {box.y}%, {box.width} × {box.height}%
                  </span>
                  <button
                    type="submit"
                    name="removeArea"
                    value={String(index)}
                    aria-label={`Remove area ${aoi.name}`}
                    onClick={(event) => {
                      if (!onChange) return;
                      event.preventDefault();
                      onChange(
                        aois.filter((_, at) => at !== index),
                        null,
                      );
                    }}
                    className="rounded-md px-2 py-1 text-xs font-semibold text-gray-700 ring-1 ring-inset ring-gray-300 hover:bg-brand-50 hover:text-brand-700"
                  >
                    Remove
                  </button>
                </div>
                {issues ? <ErrorList errors={issues} /> : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      {own.length < AOI_MAX_PER_IMAGE ? (
        <fieldset ref={fieldset} className="mt-3">
          <legend className="text-xs font-medium text-gray-900">Add an area by numbers (% of the image, from its top left corner)</legend>
          <div className="mt-1.5 grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,2fr)_repeat(4,minmax(0,1fr))_auto] sm:items-start">
            <AreaInput
              name={AREA_FIELDS.name}
              label="Name"
              defaultValue={text(AREA_FIELDS.name)}
              errors={shownErrors[AREA_FIELDS.name]}
              className="col-span-2 sm:col-span-1"
              maxLength={AOI_NAME_MAX}
            />
            <AreaInput name={AREA_FIELDS.x} label="X %" defaultValue={text(AREA_FIELDS.x)} errors={shownErrors[AREA_FIELDS.x]} numeric />
            <AreaInput name={AREA_FIELDS.y} label="Y %" defaultValue={text(AREA_FIELDS.y)} errors={shownErrors[AREA_FIELDS.y]} numeric />
            <AreaInput
              name={AREA_FIELDS.width}
              label="Width %"
              defaultValue={text(AREA_FIELDS.width)}
              errors={shownErrors[AREA_FIELDS.width]}
              numeric
            />
            <AreaInput
              name={AREA_FIELDS.height}
              label="Height %"
              defaultValue={text(AREA_FIELDS.height)}
              errors={shownErrors[AREA_FIELDS.height]}
              numeric
            />
            <Button
              type="submit"
              name="addArea"
              value={image.id}
              variant="secondary"
              className="col-span-2 sm:col-span-1 sm:mt-5"
              onClick={(event) => {
                if (!onChange) return;
                event.preventDefault();
                addInPlace();
              }}
            >
              Add area
            </Button>
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}

function AreaInput({
  name,
  label,
  defaultValue,
  errors,
  numeric,
  className,
  maxLength,
}: {
  name: string;
  label: string;
  defaultValue: string;
  errors?: string[] | null;
  numeric?: boolean;
  className?: string;
  maxLength?: number;
}) {
  const id = `area-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs text-gray-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        defaultValue={defaultValue}
        inputMode={numeric ? "decimal" : undefined}
        maxLength={maxLength}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? `${id}-error` : undefined}
        className={cn(inputClass, "mt-1 py-1")}
      />
      {errors?.length ? <ErrorList id={`${id}-error`} errors={errors} /> : null}
    </div>
  );
}
