import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { OSIE_DIR } from "../paths";
import { parseArgs } from "@adsight/engine/tools/args";

/**
 * `npm run compose-ads -w @adsight/research -- --out DIR`: composes ad-like test images (product shot, headline, price,
 * logo, call to action) from SVG, so that where the model puts attention on designed content can be checked
 * without borrowing anyone's artwork. Photo ads place an OSIE photograph (MIT licence, NUS VIP lab) under the layout.
 */

interface Ad {
  name: string;
  width: number;
  height: number;
  /** Drawn first. */
  svg: string;
  /** An OSIE photograph resized (cover) into this box over `svg`. */
  photo?: { file: string; x: number; y: number; w: number; h: number };
  /** Drawn over the photograph: text and buttons set on the picture. */
  overlay?: string;
}

const font = "font-family='DejaVu Sans, Arial, sans-serif'";

function bottle(x: number, y: number, scale: number, colour: string): string {
  return `<g transform='translate(${x},${y}) scale(${scale})'>
    <rect x='35' y='0' width='30' height='40' rx='4' fill='#333'/>
    <path d='M30 40 h40 q10 20 10 40 v150 q0 15 -15 15 h-30 q-15 0 -15 -15 v-150 q0 -20 10 -40z' fill='${colour}'/>
    <rect x='22' y='110' width='56' height='60' fill='#fff' opacity='0.85'/>
    <text x='50' y='147' ${font} font-size='16' text-anchor='middle' fill='#222'>FIZZ</text>
  </g>`;
}

function sneaker(x: number, y: number, scale: number): string {
  return `<g transform='translate(${x},${y}) scale(${scale})'>
    <path d='M10 120 q10 -70 60 -80 q30 40 90 40 q60 5 80 40 v25 h-230z' fill='#e4572e'/>
    <rect x='5' y='140' width='240' height='22' rx='8' fill='#f4f4f4' stroke='#999'/>
    <path d='M80 60 l30 30 M95 55 l30 30 M110 52 l30 30' stroke='#fff' stroke-width='5'/>
  </g>`;
}

function logo(x: number, y: number, text: string, colour: string): string {
  return `<g transform='translate(${x},${y})'>
    <circle cx='18' cy='18' r='18' fill='${colour}'/>
    <path d='M8 18 l8 8 l12 -16' stroke='#fff' stroke-width='4' fill='none'/>
    <text x='44' y='27' ${font} font-size='24' font-weight='bold' fill='${colour}'>${text}</text>
  </g>`;
}

function button(x: number, y: number, w: number, text: string, colour: string): string {
  return `<g transform='translate(${x},${y})'>
    <rect width='${w}' height='54' rx='27' fill='${colour}'/>
    <text x='${w / 2}' y='35' ${font} font-size='22' font-weight='bold' text-anchor='middle' fill='#fff'>${text}</text>
  </g>`;
}

export const ADS: Ad[] = [
  {
    name: "ad-drink-banner",
    width: 800,
    height: 600,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
      <defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='#bde0fe'/><stop offset='1' stop-color='#ffffff'/></linearGradient></defs>
      <rect width='800' height='600' fill='url(#g)'/>
      ${logo(40, 36, "FizzCo", "#1d3557")}
      <text x='40' y='190' ${font} font-size='54' font-weight='bold' fill='#1d3557'>Cool down</text>
      <text x='40' y='250' ${font} font-size='54' font-weight='bold' fill='#1d3557'>this summer</text>
      <text x='40' y='300' ${font} font-size='22' fill='#457b9d'>Sparkling lemon, zero sugar.</text>
      <text x='40' y='400' ${font} font-size='64' font-weight='bold' fill='#e63946'>$1.99</text>
      ${button(40, 460, 220, "Shop now", "#e63946")}
      ${bottle(520, 120, 1.8, "#2a9d8f")}
    </svg>`,
  },
  {
    name: "ad-sneaker-sale",
    width: 800,
    height: 600,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
      <rect width='800' height='600' fill='#f1faee'/>
      <rect x='0' y='0' width='800' height='70' fill='#222'/>
      ${logo(24, 17, "Stride", "#f1faee")}
      ${sneaker(60, 180, 1.6)}
      <text x='520' y='200' ${font} font-size='46' font-weight='bold' fill='#222'>Run</text>
      <text x='520' y='255' ${font} font-size='46' font-weight='bold' fill='#222'>lighter.</text>
      <g transform='translate(560,300) rotate(-8)'><rect width='170' height='80' fill='#ffbe0b'/><text x='85' y='54' ${font} font-size='40' font-weight='bold' text-anchor='middle' fill='#222'>-40%</text></g>
      <text x='520' y='450' ${font} font-size='30' fill='#555' text-decoration='line-through'>$120</text>
      <text x='620' y='450' ${font} font-size='40' font-weight='bold' fill='#e4572e'>$72</text>
      ${button(520, 490, 230, "Buy today", "#222")}
    </svg>`,
  },
  {
    name: "ad-two-offers",
    width: 800,
    height: 600,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
      <rect width='800' height='600' fill='#ffffff'/>
      ${[0, 1]
        .map((i) => {
          const x = i * 400;
          const colour = i ? "#3a86ff" : "#8338ec";
          return `<rect x='${x + 10}' y='10' width='380' height='580' fill='${i ? "#eef4ff" : "#f5eefe"}'/>
          ${logo(x + 30, 30, i ? "Nimbus" : "Orion", colour)}
          <text x='${x + 200}' y='130' ${font} font-size='34' font-weight='bold' text-anchor='middle' fill='#222'>${i ? "Ultrabook 14" : "Gamer Pro 16"}</text>
          <rect x='${x + 90}' y='170' width='220' height='140' rx='6' fill='#333'/><rect x='${x + 100}' y='180' width='200' height='120' fill='${colour}'/>
          <rect x='${x + 60}' y='310' width='280' height='14' rx='4' fill='#888'/>
          <text x='${x + 200}' y='400' ${font} font-size='44' font-weight='bold' text-anchor='middle' fill='#d00000'>$${i ? 300 : 100} OFF</text>
          <text x='${x + 200}' y='450' ${font} font-size='28' text-anchor='middle' fill='#222'>now $${i ? 899 : 1299}</text>
          ${button(x + 90, 490, 220, "See deal", colour)}`;
        })
        .join("")}
    </svg>`,
  },
  {
    name: "ad-poster-portrait",
    width: 600,
    height: 800,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='800'>
      <rect width='600' height='800' fill='#264653'/>
      <text x='300' y='110' ${font} font-size='58' font-weight='bold' text-anchor='middle' fill='#e9c46a'>JAZZ NIGHT</text>
      <text x='300' y='160' ${font} font-size='26' text-anchor='middle' fill='#fff'>Friday 12 June · 8 pm</text>
      <circle cx='300' cy='400' r='150' fill='#2a9d8f'/>
      <path d='M240 480 q-20 -120 40 -200 l60 -40 l10 20 l-50 40 q-40 60 -20 180z' fill='#e9c46a'/>
      <circle cx='250' cy='500' r='40' fill='#e9c46a'/>
      <text x='300' y='640' ${font} font-size='30' text-anchor='middle' fill='#fff'>Tickets from</text>
      <text x='300' y='690' ${font} font-size='48' font-weight='bold' text-anchor='middle' fill='#f4a261'>€15</text>
      ${logo(210, 730, "BlueRoom", "#e9c46a")}
    </svg>`,
  },
  {
    name: "ad-food-face",
    width: 800,
    height: 600,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'><rect width='800' height='600' fill='#fff8e7'/></svg>`,
    photo: { file: "1108.jpg", x: 0, y: 0, w: 440, h: 600 },
    overlay: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
      ${logo(470, 40, "Wokit", "#d62828")}
      <text x='470' y='170' ${font} font-size='44' font-weight='bold' fill='#222'>Dinner in</text>
      <text x='470' y='222' ${font} font-size='44' font-weight='bold' fill='#222'>15 minutes</text>
      <text x='470' y='268' ${font} font-size='20' fill='#555'>Fresh kits, delivered daily.</text>
      <text x='470' y='380' ${font} font-size='58' font-weight='bold' fill='#d62828'>$6.90</text>
      <text x='470' y='412' ${font} font-size='20' fill='#555'>per serving</text>
      ${button(470, 470, 250, "Order now", "#d62828")}
    </svg>`,
  },
  {
    name: "ad-travel-photo",
    width: 800,
    height: 600,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'/>`,
    photo: { file: "1144.jpg", x: 0, y: 0, w: 800, h: 600 },
    overlay: `<svg xmlns='http://www.w3.org/2000/svg' width='800' height='600'>
      <rect x='0' y='0' width='800' height='120' fill='#003049' opacity='0.8'/>
      <text x='400' y='78' ${font} font-size='50' font-weight='bold' text-anchor='middle' fill='#fff'>Island Escape</text>
      <g transform='translate(560,420)'><circle cx='90' cy='60' r='80' fill='#f77f00'/>
        <text x='90' y='52' ${font} font-size='22' text-anchor='middle' fill='#fff'>7 nights</text>
        <text x='90' y='92' ${font} font-size='38' font-weight='bold' text-anchor='middle' fill='#fff'>$799</text></g>
      ${button(40, 510, 230, "Book now", "#f77f00")}
    </svg>`,
  },
  {
    name: "ad-drink-photo",
    width: 600,
    height: 800,
    svg: `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='800'><rect width='600' height='800' fill='#fefae0'/></svg>`,
    photo: { file: "1043.jpg", x: 0, y: 180, w: 600, h: 450 },
    overlay: `<svg xmlns='http://www.w3.org/2000/svg' width='600' height='800'>
      <text x='300' y='80' ${font} font-size='46' font-weight='bold' text-anchor='middle' fill='#283618'>Peach Iced Tea</text>
      <text x='300' y='130' ${font} font-size='24' text-anchor='middle' fill='#606c38'>Brewed cold, never from powder</text>
      <text x='160' y='710' ${font} font-size='52' font-weight='bold' text-anchor='middle' fill='#bc6c25'>2 for $5</text>
      ${button(340, 660, 220, "Find a store", "#283618")}
      ${logo(40, 740, "Orchard", "#606c38")}
    </svg>`,
  },
];

/** The ad as JPEG bytes: its layout, the photograph if any, then what is set over it. */
export async function renderAd(ad: Ad): Promise<Buffer> {
  const layers: sharp.OverlayOptions[] = [];
  if (ad.photo) {
    const { file, x, y, w, h } = ad.photo;
    layers.push({
      input: await sharp(path.join(OSIE_DIR, "stimuli", file))
        .resize(w, h, { fit: "cover" })
        .toBuffer(),
      left: x,
      top: y,
    });
  }
  if (ad.overlay) layers.push({ input: Buffer.from(ad.overlay), left: 0, top: 0 });
  return sharp(Buffer.from(ad.svg)).composite(layers).jpeg({ quality: 92 }).toBuffer();
}

async function main(argv: string[]): Promise<void> {
  const args = parseArgs(argv, ["out"]);
  if (!args.out) throw new Error("--out DIR is required");
  mkdirSync(args.out, { recursive: true });
  for (const ad of ADS) await sharp(await renderAd(ad)).toFile(path.join(args.out, `${ad.name}.jpg`));
  console.log(`wrote ${ADS.length} ads to ${args.out}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
