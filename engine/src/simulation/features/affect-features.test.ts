import { describe, expect, it } from "vitest";
import { affectFeatures } from "./affect-features";
import type { ImageAppearance } from "./appearance";

describe("affect features", () => {
  it("reads the channels over the whole image, where the attention readout looks, and the gist, each by its signed square root", () => {
    const appearance: ImageAppearance = {
      brightness: 0.5,
      saturation: 0.2,
      colourfulness: 0.3,
      complexity: 0.1,
      contrast: 0.2,
      dark: 0.1,
      warm: 0.3,
      green: 0.1,
      blue: 0.2,
    };
    const features = affectFeatures({
      width: 100,
      height: 100,
      appearance,
      detections: [],
      deepMean: { stride8: [4, -9] },
      deepLooked: { stride8: [0.25, 0] },
      gist: { block11: [16] },
    });
    expect(features.get("deep.stride8.0")).toBe(2);
    expect(features.get("deep.stride8.1")).toBe(-3);
    expect(features.get("looked.stride8.0")).toBe(0.5);
    expect(features.get("looked.stride8.1")).toBe(0);
    expect(features.get("gist.block11.0")).toBe(4);
    expect(features.get("colour.brightness")).toBe(0.5);
    expect(features.get("faces.count")).toBe(0);
  });
});
