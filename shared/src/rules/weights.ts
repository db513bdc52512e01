import type { Categories, Category, WeightEdits } from "../schemas/simulation.js";

export type WeightChange = { ok: true; category: Category } | { ok: false; reason: string };

// Locked labels keep their value; the remainder spreads proportionally over the unlocked ones.
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

// Inputs show percentages to one decimal.
const SAME_SHARE = 0.0005;

// A form the browser balanced live is kept (scaled to 1); otherwise each change goes through redistributeWeights in turn.
export function applyWeightEdits(stored: Category, submitted: Category, { balanced = false }: { balanced?: boolean } = {}): WeightChange {
  const labels = Object.keys(stored.values);
  const locks = Object.fromEntries(labels.map((label) => [label, submitted.locks[label] ?? false]));
  const wanted = (label: string): number => submitted.values[label] ?? stored.values[label] ?? 0;
  if (labels.some((label) => !Number.isFinite(wanted(label)) || wanted(label) < 0 || wanted(label) > 1)) {
    return { ok: false, reason: "A share must be between 0% and 100%" };
  }
  const changed = labels.filter((label) => Math.abs(wanted(label) - (stored.values[label] ?? 0)) >= SAME_SHARE);
  if (changed.length === 0) return { ok: true, category: { values: { ...stored.values }, locks } };

  const total = labels.reduce((sum, label) => sum + wanted(label), 0);
  // Each shown share may be off by half a shown step, so the browser's live result can miss 100% by that much per label.
  if (balanced && Math.abs(total - 1) <= labels.length * SAME_SHARE + 1e-9 && total > 0) {
    return { ok: true, category: { values: Object.fromEntries(labels.map((label) => [label, wanted(label) / total])), locks } };
  }
  let category: Category = { values: { ...stored.values }, locks };
  for (const [position, label] of changed.entries()) {
    const held = new Set(changed.slice(0, position));
    const change = redistributeWeights(
      { values: category.values, locks: Object.fromEntries(labels.map((other) => [other, locks[other] || held.has(other)])) },
      label,
      wanted(label),
    );
    if (!change.ok) return change;
    category = { values: change.category.values, locks };
  }
  return { ok: true, category };
}

export function applyFormWeights(
  stored: Categories | null,
  edits: WeightEdits,
): { ok: true; categories: Categories | null } | { ok: false; category: string; reason: string } {
  if (!stored) return { ok: true, categories: null };
  const categories: Categories = {};
  for (const [name, category] of Object.entries(stored)) {
    const edit = edits.categories[name];
    if (!edit || !Object.keys(category.values).some((label) => label in edit.values)) {
      categories[name] = category;
      continue;
    }
    const values = Object.fromEntries(Object.entries(edit.values).map(([label, share]) => [label, share ?? Number.NaN]));
    const change = applyWeightEdits(category, { values, locks: edit.locks }, { balanced: edits.balanced });
    if (!change.ok) return { ok: false, category: name, reason: change.reason };
    categories[name] = change.category;
  }
  return { ok: true, categories };
}
