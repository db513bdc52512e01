import { Detectors, initBackend } from "@adsight/engine/src/simulation/stages";
import { parseArgs } from "@adsight/engine/tools/args";
import { cachedDetectorPass, ratedOrder } from "../emotion-data";

/**
 * `npm run emotion:extract -w @adsight/research [-- --shard i/n]`: fills the detector-pass cache of both rated sets
 * (engine/.cache/emotion), which `npm run emotion` reads; n shards run side by side. Images go in a seeded shuffled order
 * of both sets, so a partly filled cache is a random sample of each.
 */
async function main() {
  const args = parseArgs(process.argv.slice(2), ["shard"]);
  await initBackend();
  const [shard, shards] = (args.shard ?? "0/1").split("/").map(Number);
  const images = ratedOrder().filter((_, i) => i % shards === shard);
  const detectors = () => Detectors.load();
  const started = Date.now();
  for (const [i, image] of images.entries()) {
    await cachedDetectorPass(image, detectors);
    if (i % 100 === 99) console.log(`${i + 1}/${images.length} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log(`${images.length} images done`);
}

void main();
