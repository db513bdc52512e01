import type { Rng } from "../rng";
import type { Fixation } from "../viewers/scanpaths";

const CODE_GRID = 5;
const SAMPLE = 300;
const MAX_CLUSTERS = 5;

type Position = Pick<Fixation, "x" | "y">;

export interface Consensus {
  medoid: number;
  clusters: { medoid: number; members: number[] }[];
}

export function encode(path: readonly Position[], width: number, height: number): string {
  return path
    .map((f) => {
      const gx = Math.min(CODE_GRID - 1, Math.floor((f.x / width) * CODE_GRID));
      const gy = Math.min(CODE_GRID - 1, Math.floor((f.y / height) * CODE_GRID));
      return String.fromCharCode(65 + gy * CODE_GRID + gx);
    })
    .join("");
}

// Reused: the distance runs for every viewer.
let rows = [new Int32Array(64), new Int32Array(64)];

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const longest = Math.max(a.length, b.length);
  if (a.length === 0 || b.length === 0) return 1;
  if (rows[0].length <= b.length) rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const substitute = previous[j - 1] + (ai === b.charCodeAt(j - 1) ? 0 : 1);
      const shorter = previous[j] < current[j - 1] ? previous[j] : current[j - 1];
      current[j] = shorter + 1 < substitute ? shorter + 1 : substitute;
    }
    const done = current;
    current = previous;
    previous = done;
  }
  return previous[b.length] / longest;
}

function medoidOf(members: number[], distance: Float32Array, n: number): number {
  let best = members[0];
  let bestSum = Infinity;
  for (const i of members) {
    let sum = 0;
    for (const j of members) sum += distance[i * n + j];
    if (sum < bestSum) [best, bestSum] = [i, sum];
  }
  return best;
}

// Farthest-first start; indices into the sample.
function kMedoids(k: number, distance: Float32Array, n: number, start: number): { medoids: number[]; label: Int32Array } {
  const medoids = [start];
  while (medoids.length < k) {
    let far = 0;
    let farDistance = -1;
    for (let i = 0; i < n; i++) {
      const d = Math.min(...medoids.map((m) => distance[i * n + m]));
      if (d > farDistance) [far, farDistance] = [i, d];
    }
    medoids.push(far);
  }
  const label = new Int32Array(n);
  for (let iteration = 0; iteration < 20; iteration++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      for (let c = 1; c < k; c++) if (distance[i * n + medoids[c]] < distance[i * n + medoids[best]]) best = c;
      label[i] = best;
    }
    let changed = false;
    for (let c = 0; c < k; c++) {
      const members = [...label.keys()].filter((i) => label[i] === c);
      if (members.length === 0) continue;
      const m = medoidOf(members, distance, n);
      if (m !== medoids[c]) [medoids[c], changed] = [m, true];
    }
    if (!changed) break;
  }
  return { medoids, label };
}

function silhouette(k: number, label: Int32Array, distance: Float32Array, n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) {
    const sums = new Float64Array(k);
    const counts = new Float64Array(k);
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      sums[label[j]] += distance[i * n + j];
      counts[label[j]]++;
    }
    if (counts[label[i]] === 0) continue;
    const a = sums[label[i]] / counts[label[i]];
    let b = Infinity;
    for (let c = 0; c < k; c++) if (c !== label[i] && counts[c] > 0) b = Math.min(b, sums[c] / counts[c]);
    if (Number.isFinite(b)) total += (b - a) / Math.max(a, b, 1e-9);
  }
  return total / n;
}

// On a random sample of viewers so that cost does not grow with the square of the audience.
export function consensusOf(paths: readonly (readonly Position[])[], width: number, height: number, rng: Rng): Consensus | null {
  const codes = paths.map((p) => encode(p, width, height));
  const candidates = codes.map((_, i) => i).filter((i) => codes[i].length > 0);
  if (candidates.length === 0) return null;
  const sample: number[] = [];
  if (candidates.length <= SAMPLE) sample.push(...candidates);
  else {
    // Partial Fisher-Yates: a uniform sample without replacement.
    const pool = [...candidates];
    for (let i = 0; i < SAMPLE; i++) {
      const j = i + Math.floor(rng.next() * (pool.length - i));
      [pool[i], pool[j]] = [pool[j], pool[i]];
      sample.push(pool[i]);
    }
  }
  const n = sample.length;
  const distance = new Float32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) distance[i * n + j] = distance[j * n + i] = editDistance(codes[sample[i]], codes[sample[j]]);
  }
  const all = sample.map((_, i) => i);
  const medoid = medoidOf(all, distance, n);
  let best: { medoids: number[]; score: number } = { medoids: [medoid], score: -Infinity };
  for (let k = 2; k <= Math.min(MAX_CLUSTERS, n - 1); k++) {
    const { medoids, label } = kMedoids(k, distance, n, medoid);
    const score = silhouette(k, label, distance, n);
    if (score > best.score) best = { medoids, score };
  }
  const medoidCodes = best.medoids.map((m) => codes[sample[m]]);
  const members: number[][] = best.medoids.map(() => []);
  codes.forEach((code, v) => {
    let nearest = 0;
    let nearestDistance = Infinity;
    medoidCodes.forEach((mc, c) => {
      const d = editDistance(code, mc);
      if (d < nearestDistance) [nearest, nearestDistance] = [c, d];
    });
    members[nearest].push(v);
  });
  const clusters = best.medoids
    .map((m, c) => ({ medoid: sample[m], members: members[c] }))
    .filter((c) => c.members.length > 0)
    .sort((a, b) => b.members.length - a.members.length || a.medoid - b.medoid);
  return { medoid: sample[medoid], clusters };
}
