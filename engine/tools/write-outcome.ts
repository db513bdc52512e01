import { writeFileSync } from "node:fs";
import path from "node:path";
import type { EncodedImage, ImageOutcome, SyntheticViewer } from "#src/simulation/types";

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function isEncodedImage(value: unknown): value is EncodedImage {
  return typeof value === "object" && value !== null && Buffer.isBuffer((value as Partial<EncodedImage>).bytes);
}

/** The file's middle part for an image found at `at` in the outcome, e.g. `saliency-first-1s` for `saliency_map_jet_first_1s`. */
function fileStem(at: string[]): string {
  return slug(
    at
      .join("-")
      .replace(/^saliency_map_jet/, "saliency")
      .replace(/^consensus_global_overlay/, "consensus"),
  );
}

function imageSaver(out: string, name: string) {
  return (stem: string, image: EncodedImage) => {
    const file = `${name}.${stem}.${image.contentType === "image/png" ? "png" : "jpg"}`;
    writeFileSync(path.join(out, file), image.bytes);
    return file;
  };
}

/** `value` with every image in it written to `out` as `NAME.<where it was>.png|jpg` and replaced by that file's name. */
export function withImageFiles(out: string, name: string, value: unknown): unknown {
  const save = imageSaver(out, name);
  const replaceImages = (entry: unknown, at: string[]): unknown => {
    if (isEncodedImage(entry)) return save(fileStem(at), entry);
    if (Array.isArray(entry)) return entry.map((item, index) => replaceImages(item, [...at, String(index)]));
    if (typeof entry === "object" && entry !== null)
      return Object.fromEntries(Object.entries(entry).map(([key, item]) => [key, replaceImages(item, [...at, key])]));
    return entry;
  };
  return replaceImages(value, []);
}

/**
 * Writes one image's files to `out` and `NAME.json` beside them, every image (maps found later included) as its own
 * file and named in the JSON by that file, so the JSON holds no image bytes.
 */
export function writeOutcome(out: string, name: string, outcome: ImageOutcome & { viewers?: SyntheticViewer[] }): Record<string, unknown> {
  const save = imageSaver(out, name);
  const { unique_objects, consensus_clusters, viewers, ...fields } = outcome;
  const json = {
    ...(withImageFiles(out, name, fields) as Record<string, unknown>),
    unique_objects: Object.fromEntries(
      Object.entries(unique_objects).map(([object, image]) => [
        object,
        { segment_salience_map_jet: save(`object-${slug(object)}`, image) },
      ]),
    ),
    consensus_clusters: consensus_clusters.map((cluster) => ({
      cluster_id: cluster.cluster_id,
      cluster_overlay: save(`cluster-${cluster.cluster_id}`, cluster.overlay),
      cluster_members_desc: cluster.cluster_members_desc,
    })),
    viewers,
  };
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(json)}\n`);
  return json;
}
