import * as tf from "@tensorflow/tfjs";
import { describe, expect, it } from "vitest";
import { decodeObjects } from "./coco-objects";

describe("CenterNet decoding", () => {
  it("keeps the best of overlapping boxes whatever their class, drops weak ones and scales to the image", async () => {
    // x1, y1, x2, y2 in the 512-pixel input, score, class.
    const output = tf.tensor3d([
      [
        [0, 0, 256, 256, 0.9, 0],
        [10, 10, 266, 266, 0.8, 16],
        [300, 300, 400, 500, 0.567, 41],
        [100, 400, 200, 500, 0.1, 2],
      ],
    ]);
    const objects = await decodeObjects(output, 512, 800, 600);
    // Scores are truncated as human truncates them: 0.9 in float32 is 0.89999998.
    expect(objects).toEqual([
      { label: "person", score: 0.89, box: [0, 0, 400, 300] },
      { label: "cup", score: 0.56, box: [468, 351, 156, 234] },
    ]);
    expect(output.isDisposed).toBe(true);
  });
});
