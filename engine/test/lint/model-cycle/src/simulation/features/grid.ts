import type { CellMap } from "./maps";

export const cellCount = (map: CellMap) => map.values.length;
