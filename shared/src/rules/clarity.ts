import type { z } from "zod";
import type { ClarityDriverSchema } from "../schemas/creative-scores.js";

export type ClarityDriver = z.infer<typeof ClarityDriverSchema>;

export function clarityDriversText(drivers: readonly ClarityDriver[], count = 3): string {
  return [...drivers]
    .filter((driver) => Math.round(driver.effect) !== 0)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, count)
    .map((driver) => `${driver.label.toLowerCase()} ${driver.effect > 0 ? "+" : "−"}${Math.abs(Math.round(driver.effect))}`)
    .join(", ");
}
