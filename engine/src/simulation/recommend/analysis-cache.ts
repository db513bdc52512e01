import { createHash } from "node:crypto";
import type { ImageAnalysis } from "../features/analysis";
import type { LineReader } from "../features/text-reading";
import { decodeRgb, type RgbImage } from "../image";
import type { Scored } from "./figure-change";
import { type KeptReading, recordingReader } from "./kept-readings";

export interface KeptAnalysis {
  decoded: RgbImage;
  analysis: ImageAnalysis;
}

export type Analyse = (image: RgbImage, reader: LineReader) => Promise<ImageAnalysis>;

export interface KeptText extends KeptAnalysis {
  readings: KeptReading[];
}

/** A kept analysis with the unedited creative's quick runs, by what they were asked (each what-if compares with one). */
export interface KeptCreative extends KeptText {
  baselines: Map<string, Promise<Scored>>;
}

export async function keepAnalysis(bytes: Buffer, analyse: Analyse, reader: LineReader): Promise<KeptText> {
  const decoded = await decodeRgb(bytes);
  const readings: KeptReading[] = [];
  return { decoded, analysis: await analyse(decoded, recordingReader(reader, decoded.width, readings)), readings };
}

// A decoded 2 000 px image and its maps are tens of MB: a few creatives at a time, the ones being edited.
export const KEPT_ANALYSES = 4;

export class AnalysisCache {
  private readonly kept = new Map<string, Promise<KeptCreative>>();

  constructor(
    private readonly analyse: (bytes: Buffer) => Promise<KeptText>,
    private readonly size = KEPT_ANALYSES,
  ) {}

  get(bytes: Buffer): Promise<KeptCreative> {
    const key = createHash("sha256").update(bytes).digest("hex");
    const found = this.kept.get(key);
    this.kept.delete(key);
    const analysis = found ?? this.analyse(bytes).then((kept) => ({ ...kept, baselines: new Map<string, Promise<Scored>>() }));
    this.kept.set(key, analysis);
    // A failed analysis is not kept, so the next call tries again.
    analysis.catch(() => this.kept.delete(key));
    while (this.kept.size > this.size) this.kept.delete(this.kept.keys().next().value as string);
    return analysis;
  }
}
