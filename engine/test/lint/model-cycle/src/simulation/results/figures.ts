import { type CellMap, mapTotal } from "../features/maps";

export const shareOf = (value: number, total: number) => (total === 0 ? 0 : value / total);

export const cellShares = (map: CellMap) => map.values.map((value) => shareOf(value, mapTotal(map)));
