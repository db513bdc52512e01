import type { EyeCatcher, EyeCatcherKind, PixelBox } from "@adsight/shared";
import type { Box } from "../geometry";
import type { CustomArea } from "../types";
import type { AreaOfInterest } from "./eye-catchers";
import type { AreaTimes } from "./time-figures";

export interface MarkedArea {
  name: string;
  kind: EyeCatcherKind;
  box: Box;
  text: string | null;
  lineHeight?: number;
}

// Names key the result maps: an automatic name a custom one uses (any case) becomes "Logo (detected)", "Logo (detected 2)" …
export function withCustomAreas(automatic: readonly AreaOfInterest[], custom: readonly CustomArea[]): MarkedArea[] {
  const taken = new Set(custom.map((area) => area.name.toLowerCase()));
  const free = (name: string) => !taken.has(name.toLowerCase());
  const renamed = automatic.map((area): MarkedArea => {
    let name = area.name;
    for (let n = 1; !free(name); n++) name = `${area.name} (detected${n > 1 ? ` ${n}` : ""})`;
    taken.add(name.toLowerCase());
    return { ...area, name };
  });
  const own = custom.map(({ name, x, y, width, height }): MarkedArea => ({
    name,
    kind: "custom",
    box: { x, y, w: width, h: height },
    text: null,
  }));
  return [...own, ...renamed];
}

export function pixelBox(box: Box, width: number, height: number): PixelBox {
  const x = Math.min(width - 1, Math.max(0, Math.floor(box.x)));
  const y = Math.min(height - 1, Math.max(0, Math.floor(box.y)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(width, Math.ceil(box.x + box.w)) - x),
    height: Math.max(1, Math.min(height, Math.ceil(box.y + box.h)) - y),
  };
}

export function eyeCatcherList(
  areas: readonly MarkedArea[],
  times: readonly AreaTimes[],
  shares: Record<string, number>,
  size: { width: number; height: number },
): EyeCatcher[] {
  const list = areas.map((area, i): EyeCatcher => ({
    name: area.name,
    kind: area.kind,
    box: pixelBox(area.box, size.width, size.height),
    text: area.text,
    ...(area.lineHeight !== undefined && { line_height: Math.round(area.lineHeight) }),
    time: times[i].time,
    segments: times[i].segments,
  }));
  const custom = list.filter((eyeCatcher) => eyeCatcher.kind === "custom");
  const automatic = list.filter((eyeCatcher) => eyeCatcher.kind !== "custom");
  return [...custom, ...automatic.sort((a, b) => (shares[b.name] ?? 0) - (shares[a.name] ?? 0))];
}
