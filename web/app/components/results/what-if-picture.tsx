import type { PixelBox } from "@adsight/shared";

const describe = (box: PixelBox) => `${box.x}, ${box.y}, ${box.width} by ${box.height} pixels`;
const placed = (box: PixelBox) => ({ x: box.x, y: box.y, width: box.width, height: box.height });

/**
 * The image with the eye catcher's box and the box asked for, drawn by the server: the picture the numeric form has
 * without JavaScript. In image pixels, so it scales with the page like the image does.
 */
export function WhatIfPicture({
  src,
  label,
  name,
  size,
  from,
  to,
}: {
  src: string;
  label: string;
  name: string;
  size: { width: number; height: number };
  from: PixelBox;
  to: PixelBox;
}) {
  return (
    <figure className="min-w-0 self-start">
      <svg
        viewBox={`0 0 ${size.width} ${size.height}`}
        role="img"
        aria-label={`${label}: ${name} now at ${describe(from)}; asked for at ${describe(to)}.`}
        data-testid="what-if-picture"
        className="block h-auto w-full rounded-md bg-gray-100 ring-1 ring-gray-200"
      >
        <image href={src} width={size.width} height={size.height} preserveAspectRatio="none" />
        <rect
          data-box="now"
          {...placed(from)}
          fill="none"
          strokeWidth={2}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          className="stroke-white"
          style={{ mixBlendMode: "difference" }}
        />
        <rect
          data-box="asked"
          {...placed(to)}
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="fill-brand-500/20 stroke-brand-600"
        />
      </svg>
      <figcaption className="mt-1 text-xs text-gray-600">Dashed: where {name} is now. Solid: the box asked for.</figcaption>
    </figure>
  );
}
