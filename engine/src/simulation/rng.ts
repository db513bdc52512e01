// sfc32 for every draw, so a seed gives byte-identical results per backend; never Math.random or tfjs random ops.
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(...seeds: number[]) {
    const mixed = mixSeeds(seeds);
    this.a = mixed;
    this.b = 0x9e3779b9;
    this.c = 0x243f6a88;
    this.d = 1;
    for (let i = 0; i < 15; i++) this.next();
  }

  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  pick(weights: readonly number[]): number {
    const total = weights.reduce((sum, w) => sum + w, 0);
    let u = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      u -= weights[i];
      if (u < 0) return i;
    }
    return weights.length - 1;
  }
}

function mixSeeds(seeds: number[]): number {
  let h = 0x811c9dc5;
  for (const seed of seeds) {
    const text = String(seed);
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2c;
  }
  return h >>> 0;
}
