import type { ImageEdit, PixelBox } from "@adsight/shared";

export interface Size {
  width: number;
  height: number;
}

export function enlarged(box: PixelBox, factor: number, image: Size): PixelBox {
  const width = Math.min(image.width, Math.round(box.width * factor));
  const height = Math.min(image.height, Math.round(box.height * factor));
  return inside(
    { x: Math.round(box.x + box.width / 2 - width / 2), y: Math.round(box.y + box.height / 2 - height / 2), width, height },
    image,
  );
}

export function inside(box: PixelBox, image: Size): PixelBox {
  const width = Math.min(image.width, box.width);
  const height = Math.min(image.height, box.height);
  return {
    x: Math.max(0, Math.min(image.width - width, box.x)),
    y: Math.max(0, Math.min(image.height - height, box.y)),
    width,
    height,
  };
}

export const boxArea = (box: PixelBox) => box.width * box.height;

export function overlap(a: PixelBox, b: PixelBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export function boxAfter(box: PixelBox, edit: ImageEdit, image: Size): PixelBox {
  if (edit.kind === "place" && overlap(box, edit.box) >= 0.5 * boxArea(box)) {
    const sx = edit.to.width / edit.box.width;
    const sy = edit.to.height / edit.box.height;
    const moved = {
      x: Math.round(edit.to.x + (box.x - edit.box.x) * sx),
      y: Math.round(edit.to.y + (box.y - edit.box.y) * sy),
      width: Math.max(1, Math.round(box.width * sx)),
      height: Math.max(1, Math.round(box.height * sy)),
    };
    return clippedTo(moved, image);
  }
  if (edit.kind === "crop") {
    return clippedTo({ ...box, x: box.x - edit.box.x, y: box.y - edit.box.y }, { width: edit.box.width, height: edit.box.height });
  }
  return box;
}

export function clippedTo(box: PixelBox, image: Size): PixelBox {
  const x = Math.max(0, Math.min(image.width - 1, box.x));
  const y = Math.max(0, Math.min(image.height - 1, box.y));
  return {
    x,
    y,
    width: Math.max(1, Math.min(image.width, box.x + box.width) - x),
    height: Math.max(1, Math.min(image.height, box.y + box.height) - y),
  };
}
