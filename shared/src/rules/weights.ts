import type { Category } from "../schemas/simulation.js";

export type WeightChange = { ok: true; category: Category } | { ok: false; reason: string };

/**
 * Sets one label's share and spreads the remainder proportionally over the unlocked other labels.
 * Locked labels keep their value. Rejected when the total would pass 100% or nothing unlocked can absorb the remainder.
 */
export function redistributeWeights(category: Category, label: string, share: number): WeightChange {
  if (!(label in category.values)) return { ok: false, reason: `Unknown label: ${label}` };
  if (!Number.isFinite(share) || share < 0 || share > 1) return { ok: false, reason: "A share must be between 0% and 100%" };

  const others = Object.keys(category.values).filter((other) => other !== label);
  const locked = others.filter((other) => category.locks[other]);
  const unlocked = others.filter((other) => !category.locks[other]);
  const lockedTotal = locked.reduce((total, other) => total + (category.values[other] ?? 0), 0);
  const remainder = 1 - share - lockedTotal;

  if (remainder < -1e-9) return { ok: false, reason: "The total would exceed 100%" };
  if (unlocked.length === 0 && remainder > 1e-9) return { ok: false, reason: "No unlocked item is left to absorb the remainder" };

  const unlockedTotal = unlocked.reduce((total, other) => total + (category.values[other] ?? 0), 0);
  const values: Record<string, number> = { ...category.values, [label]: share };
  for (const other of unlocked) {
    const weight = unlockedTotal > 0 ? (category.values[other] ?? 0) / unlockedTotal : 1 / unlocked.length;
    values[other] = Math.max(0, remainder) * weight;
  }
  return { ok: true, category: { values, locks: { ...category.locks } } };
}
