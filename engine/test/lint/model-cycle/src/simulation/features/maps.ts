import { cellCount } from "./grid";
import { shareOf } from "../results/figures";

export interface CellMap {
  values: number[];
}

export const mapTotal = (map: CellMap) => map.values.reduce((sum, value) => sum + value, 0);

export const meanShare = (map: CellMap) => shareOf(mapTotal(map), cellCount(map));
