// The site's own drawings (docs/decisions/0012-media-slots.md, amendment): flat shapes in the
// site's palette (app/shell/layout/global.css), written by hand as SVG markup. No text is drawn:
// what a drawing shows is said by the page, in its language (the slot's alt text and the note
// beside the picture). Each scene draws into a fixed view box; slot-drawings.ts frames it.
// Pure strings, no imports beyond the palette: a drawing costs nothing to make.
import { palette as p } from "./palette.ts";

/** A scene's view box: landscape 4:3, portrait 4:5 (the team), banner 16:9 (the hero). */
export type Frame = { w: number; h: number };
export const landscapeFrame: Frame = { w: 400, h: 300 };
export const portraitFrame: Frame = { w: 320, h: 400 };
export const bannerFrame: Frame = { w: 640, h: 360 };

const sky = (f: Frame, top: string, bottom: string, id = "sky") =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${f.w}" height="${f.h}" fill="url(#${id})"/>`;

/** Tiled roofs and a bell tower across the view at `base` (the city from a rooftop). */
function rooftops(f: Frame, base: number, fill: string, towerAt = 0.7): string {
  const unit = f.w / 10;
  const roofs = Array.from({ length: 11 }, (_, i) => {
    const x = i * unit - unit / 2;
    const h = unit * (0.35 + ((i * 37) % 5) * 0.07);
    return `M${x},${base} L${x + unit * 0.15},${base - h} L${x + unit * 0.85},${base - h} L${x + unit},${base} Z`;
  }).join(" ");
  const tx = f.w * towerAt;
  const t = unit * 0.7;
  const tower = `M${tx},${base} V${base - t * 3} H${tx + t * 0.12} V${base - t * 3.6} L${tx + t / 2},${base - t * 4.4} L${tx + t * 0.88},${base - t * 3.6} V${base - t * 3} H${tx + t} V${base} Z`;
  return `<path d="${roofs} ${tower}" fill="${fill}"/><rect y="${base}" width="${f.w}" height="${f.h - base}" fill="${fill}"/>`;
}

/** The rooftop terrace at sunset: sun, city, the railing and a laid table. */
export const terraceAtSunset = (f: Frame) => terrace(f, [p.wineDark, p.gold, p.sand, p.wine]);

/** The same terrace by day, for the location's own carousel (the banner above it is at sunset). */
export const terraceByDay = (f: Frame) => terrace(f, [p.sky, p.cream, p.white, p.terracotta]);

function terrace(f: Frame, [top, bottom, sun, city]: [string, string, string, string]): string {
  const base = f.h * 0.62;
  const rail = f.h * 0.7;
  const tx = f.w * 0.3;
  const ty = f.h * 0.8;
  const posts = Array.from({ length: 13 }, (_, i) => `M${(i * f.w) / 12},${rail} V${f.h * 0.86}`).join(" ");
  return `${sky(f, top, bottom)}
<circle cx="${f.w * 0.7}" cy="${f.h * 0.5}" r="${f.h * 0.16}" fill="${sun}"/>
${rooftops(f, base, city, 0.18)}
<rect y="${f.h * 0.86}" width="${f.w}" height="${f.h * 0.14}" fill="${p.terracotta}"/>
<path d="M0,${rail} H${f.w} ${posts}" stroke="${p.ink}" stroke-width="${f.h * 0.012}" fill="none"/>
<path d="M${tx},${f.h * 0.45} L${tx - f.w * 0.14},${f.h * 0.55} H${tx + f.w * 0.14} Z" fill="${p.cream}"/>
<path d="M${tx},${f.h * 0.45} V${ty}" stroke="${p.ink}" stroke-width="${f.h * 0.01}"/>
<ellipse cx="${tx}" cy="${ty}" rx="${f.w * 0.09}" ry="${f.h * 0.025}" fill="${p.cream}"/>
<path d="M${tx - f.w * 0.07},${ty} V${f.h * 0.95} M${tx + f.w * 0.07},${ty} V${f.h * 0.95}" stroke="${p.ink}" stroke-width="${f.h * 0.01}"/>
<path d="M${tx - f.w * 0.03},${ty - f.h * 0.055} h${f.w * 0.018} l-${f.w * 0.004},${f.h * 0.05} h-${f.w * 0.01} Z" fill="${p.gold}"/>
<path d="M${tx + f.w * 0.015},${ty - f.h * 0.055} h${f.w * 0.018} l-${f.w * 0.004},${f.h * 0.05} h-${f.w * 0.01} Z" fill="${p.lime}"/>`;
}

/** Bell towers over the roofs, seen from the rooftop. */
export function bellTowers(f: Frame): string {
  const tower = (x: number, s: number, fill: string) => {
    const b = f.h * 0.8;
    return `<path d="M${x},${b} V${b - s * 2.4} H${x + s * 0.1} V${b - s * 3} L${x + s / 2},${b - s * 3.7} L${x + s * 0.9},${b - s * 3} V${b - s * 2.4} H${x + s} V${b} Z" fill="${fill}"/>
<path d="M${x + s * 0.3},${b - s * 1.7} v-${s * 0.4} a${s * 0.2},${s * 0.2} 0 0 1 ${s * 0.4},0 v${s * 0.4} Z M${x + s * 0.35},${b - s * 2.6} v-${s * 0.25} a${s * 0.15},${s * 0.15} 0 0 1 ${s * 0.3},0 v${s * 0.25} Z" fill="${p.wineDark}"/>`;
  };
  return `${sky(f, p.sky, p.sand)}
<circle cx="${f.w * 0.15}" cy="${f.h * 0.22}" r="${f.h * 0.08}" fill="${p.cream}"/>
${tower(f.w * 0.22, f.h * 0.2, p.ochre)}
${tower(f.w * 0.6, f.h * 0.26, p.cream)}
${rooftops(f, f.h * 0.8, p.terracotta, 2)}`;
}

/** The cobbled street in front of the house: coloured façades, barred windows, the way to the door. */
export function cobbledStreet(f: Frame): string {
  const vx = f.w / 2;
  const vy = f.h * 0.45;
  const houses = [p.ochre, p.sky, p.rose, p.lime, p.sand];
  const left = houses
    .map((c, i) => {
      const x0 = (i * vx) / 5;
      const x1 = ((i + 1) * vx) / 5;
      const top = (x: number) => vy - (vx - x) * 0.55;
      const bottom = (x: number) => vy + (vx - x) * 0.55;
      return `<path d="M${x0},${top(x0)} L${x1},${top(x1)} L${x1},${bottom(x1)} L${x0},${bottom(x0)} Z" fill="${c}"/><path d="M${x0 + (x1 - x0) * 0.3},${top(x0) + (bottom(x0) - top(x0)) * 0.35} h${(x1 - x0) * 0.4} v${(bottom(x0) - top(x0)) * 0.35} h-${(x1 - x0) * 0.4} Z" fill="${p.wine}"/>`;
    })
    .join("");
  const cobbles = Array.from({ length: 24 }, (_, i) => {
    const row = Math.floor(i / 6);
    const y = vy + (f.h - vy) * ((row + 1) / 5);
    const spread = (y - vy) / (f.h - vy);
    const x = vx + (((i % 6) - 2.5) / 3) * spread * f.w * 0.22;
    return `<ellipse cx="${x}" cy="${y}" rx="${6 * spread + 2}" ry="${3 * spread + 1}" fill="${p.sandDark}"/>`;
  }).join("");
  return `${sky(f, p.sky, p.cream)}
<path d="M${vx - 6},${vy} L${vx + 6},${vy} L${f.w * 0.8},${f.h} L${f.w * 0.2},${f.h} Z" fill="${p.stone}"/>
${cobbles}
<g>${left}</g><g transform="translate(${f.w},0) scale(-1,1)">${left}</g>
<path d="M${f.w * 0.12},${f.h * 0.95} V${f.h * 0.55} h${f.w * 0.04}" stroke="${p.ink}" stroke-width="3" fill="none"/>
<circle cx="${f.w * 0.165}" cy="${f.h * 0.57}" r="${f.h * 0.025}" fill="${p.gold}"/>`;
}

/** The spiral staircase to the rooftop: wedge steps turning round a post, the sky above. */
export function spiralStaircase(f: Frame): string {
  const cx = f.w / 2;
  const steps = Array.from({ length: 9 }, (_, i) => {
    const y = f.h * 0.92 - i * f.h * 0.085;
    const side = i % 2 === 0 ? 1 : -1;
    const len = f.w * (0.2 + 0.04 * Math.sin(i));
    return `<path d="M${cx},${y} L${cx + side * len},${y - f.h * 0.02} L${cx + side * len},${y + f.h * 0.025} L${cx},${y + f.h * 0.045} Z" fill="${i % 2 ? p.terracotta : p.ochre}"/>`;
  }).join("");
  return `<rect width="${f.w}" height="${f.h}" fill="${p.cream}"/>
<rect x="${f.w * 0.1}" width="${f.w * 0.8}" height="${f.h * 0.18}" fill="${p.sky}"/>
<rect x="${f.w * 0.1}" y="${f.h * 0.18}" width="${f.w * 0.8}" height="${f.h * 0.82}" fill="${p.sand}"/>
<rect x="${cx - 4}" y="${f.h * 0.1}" width="8" height="${f.h * 0.9}" fill="${p.ink}"/>
${steps}
<path d="M${f.w * 0.75},${f.h * 0.5} q${f.w * 0.05},-${f.h * 0.1} ${f.w * 0.1},-${f.h * 0.02} q-${f.w * 0.03},${f.h * 0.06} -${f.w * 0.1},${f.h * 0.02} Z" fill="${p.leaf}"/>
<rect x="${f.w * 0.74}" y="${f.h * 0.5}" width="${f.w * 0.05}" height="${f.h * 0.07}" fill="${p.terracotta}"/>`;
}

/** Plaza Mayor: the church's yellow front with its tower, palms and a bench. */
export function plazaMayor(f: Frame): string {
  const palm = (x: number, s: number) =>
    `<path d="M${x},${f.h * 0.88} q${s * 0.1},-${s} -${s * 0.05},-${s * 1.6}" stroke="${p.trunk}" stroke-width="${s * 0.08}" fill="none"/>
<path d="M${x - s * 0.05},${f.h * 0.88 - s * 1.6} q-${s * 0.5},-${s * 0.2} -${s * 0.7},${s * 0.2} q${s * 0.4},-${s * 0.05} ${s * 0.7},-${s * 0.2} q${s * 0.1},-${s * 0.5} ${s * 0.6},-${s * 0.4} q-${s * 0.4},${s * 0.1} -${s * 0.6},${s * 0.4} q${s * 0.5},-${s * 0.1} ${s * 0.7},${s * 0.3} q-${s * 0.4},-${s * 0.15} -${s * 0.7},-${s * 0.3} Z" fill="${p.leaf}"/>`;
  const cx = f.w * 0.55;
  return `${sky(f, p.sky, p.cream)}
<path d="M${cx - f.w * 0.25},${f.h * 0.85} V${f.h * 0.45} L${cx},${f.h * 0.32} L${cx + f.w * 0.25},${f.h * 0.45} V${f.h * 0.85} Z" fill="${p.ochre}"/>
<path d="M${cx + f.w * 0.15},${f.h * 0.45} V${f.h * 0.15} L${cx + f.w * 0.2},${f.h * 0.08} L${cx + f.w * 0.25},${f.h * 0.15} V${f.h * 0.45} Z" fill="${p.sand}"/>
<path d="M${cx - f.w * 0.05},${f.h * 0.85} V${f.h * 0.66} a${f.w * 0.05},${f.w * 0.05} 0 0 1 ${f.w * 0.1},0 V${f.h * 0.85} Z" fill="${p.wine}"/>
<circle cx="${cx}" cy="${f.h * 0.5}" r="${f.h * 0.04}" fill="${p.cream}"/>
<rect y="${f.h * 0.85}" width="${f.w}" height="${f.h * 0.15}" fill="${p.stone}"/>
${palm(f.w * 0.12, f.h * 0.4)}${palm(f.w * 0.88, f.h * 0.34)}
<path d="M${f.w * 0.3},${f.h * 0.9} h${f.w * 0.15} M${f.w * 0.31},${f.h * 0.9} v${f.h * 0.05} M${f.w * 0.44},${f.h * 0.9} v${f.h * 0.05}" stroke="${p.wine}" stroke-width="4"/>`;
}

/** The streets around the restaurant: a grid, the plaza's green square and the pin (no names: the page says them). */
export function streetMap(f: Frame): string {
  const streets = Array.from({ length: 7 }, (_, i) => {
    const x = (f.w * (i + 1)) / 8;
    const y = (f.h * (i + 1)) / 8;
    return `M${x},0 L${x + f.w * 0.03},${f.h} M0,${y} L${f.w},${y - f.h * 0.03}`;
  }).join(" ");
  const [px, py] = [f.w * 0.72, f.h * 0.62];
  return `<rect width="${f.w}" height="${f.h}" fill="${p.sand}"/>
<path d="${streets}" stroke="${p.cream}" stroke-width="${f.h * 0.025}" fill="none"/>
<rect x="${f.w * 0.38}" y="${f.h * 0.36}" width="${f.w * 0.12}" height="${f.h * 0.14}" fill="${p.leaf}"/>
<path d="M${px},${py} c-${f.w * 0.05},-${f.h * 0.07} -${f.w * 0.04},-${f.h * 0.14} 0,-${f.h * 0.14} c${f.w * 0.04},0 ${f.w * 0.05},${f.h * 0.07} 0,${f.h * 0.14} Z" fill="${p.wine}"/>
<circle cx="${px}" cy="${py - f.h * 0.095}" r="${f.h * 0.02}" fill="${p.cream}"/>`;
}

// ---- the table: food on plates, drinks at the bar ----

/** A table seen from above at an angle, with a cloth, and a round plate holding `food`. */
function onPlate(f: Frame, cloth: string, food: string, plate = p.white): string {
  const cx = f.w / 2;
  const cy = f.h * 0.55;
  return `<rect width="${f.w}" height="${f.h}" fill="${cloth}"/>
<path d="M0,${f.h * 0.12} H${f.w} M0,${f.h * 0.92} H${f.w}" stroke="${p.cream}" stroke-width="${f.h * 0.03}" opacity="0.5"/>
<ellipse cx="${cx}" cy="${cy + 6}" rx="${f.w * 0.36}" ry="${f.h * 0.3}" fill="${p.ink}" opacity="0.18"/>
<ellipse cx="${cx}" cy="${cy}" rx="${f.w * 0.36}" ry="${f.h * 0.3}" fill="${plate}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${f.w * 0.27}" ry="${f.h * 0.22}" fill="${p.cream}"/>
<g transform="translate(${cx},${cy})">${food}</g>`;
}

/** `n` round bits spread over an oval round (dx, dy): rice, beans, chickpeas, cinnamon. */
const dots = (n: number, r: number, spread: number, fill: string, seed = 1, dx = 0, dy = 0) =>
  Array.from({ length: n }, (_, i) => {
    const a = i * 2.4 + seed;
    const d = spread * Math.sqrt((i + 0.5) / n);
    return `<circle cx="${(dx + Math.cos(a) * d * 1.4).toFixed(1)}" cy="${(dy + Math.sin(a) * d).toFixed(1)}" r="${r}" fill="${fill}"/>`;
  }).join("");

const herb = (x: number, y: number) => `<path d="M${x},${y} q6,-8 12,0 q-6,8 -12,0 Z" fill="${p.leaf}"/>`;

/** Dishes by what is on the plate; all centred on the plate, in plate units (about ±100 × ±60). */
export const dishes = {
  croquettes: () =>
    [-40, 0, 40].map((x, i) => `<rect x="${x - 18}" y="${-22 + (i % 2) * 14}" width="36" height="22" rx="11" fill="${p.fried}"/>`).join("") +
    herb(-10, 28) + `<circle cx="30" cy="30" r="9" fill="${p.lime}"/>`,
  tostones: () =>
    [-45, -15, 15, 45].map((x, i) => `<circle cx="${x}" cy="${(i % 2) * 14 - 7}" r="17" fill="${p.gold}"/><circle cx="${x}" cy="${(i % 2) * 14 - 7}" r="9" fill="${p.fried}"/>`).join("") +
    `<ellipse cx="0" cy="32" rx="22" ry="8" fill="${p.sand}"/>` + herb(-6, 30),
  chickpeas: () => dots(34, 6, 42, p.chickpea) + dots(8, 5, 38, p.red, 3),
  chorizo: () => dots(12, 12, 40, p.red, 2) + dots(12, 4, 40, p.fried, 2.6) + herb(20, 30),
  ceviche: () =>
    `<ellipse cx="0" cy="0" rx="60" ry="40" fill="${p.white}"/>` + dots(14, 7, 26, p.cream, 1) + dots(8, 3, 28, p.red, 4) + herb(-20, -4) + herb(10, 10) +
    `<path d="M40,-30 a14,14 0 0 1 20,14 Z" fill="${p.lime}"/>`,
  ropaVieja: () =>
    `<ellipse cx="-35" cy="0" rx="42" ry="30" fill="${p.white}"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${10 + i * 6},${-28 + (i % 3) * 4} q10,20 0,${48 - (i % 2) * 6}" stroke="${p.stew}" stroke-width="5" fill="none"/>`).join("") +
    dots(6, 4, 20, p.red, 5),
  fish: () =>
    `<path d="M-70,0 q40,-38 100,0 q-60,38 -100,0 Z M30,0 l28,-20 v40 Z" fill="${p.fried}"/><circle cx="-52" cy="-4" r="4" fill="${p.ink}"/>` +
    `<path d="M60,-34 a16,16 0 0 1 22,22 Z" fill="${p.lime}"/>` + herb(-20, 30) + herb(4, 32),
  lobster: () =>
    `<ellipse cx="0" cy="0" rx="62" ry="24" fill="${p.lobster}"/>` +
    [-36, -12, 12, 36].map((x) => `<path d="M${x},-22 v44" stroke="${p.red}" stroke-width="3"/>`).join("") +
    `<path d="M-62,0 l-22,-18 v36 Z" fill="${p.lobster}"/>` + dots(10, 3, 30, p.cream, 2) + herb(50, 24),
  chickenRice: () => dots(40, 7, 50, p.saffron) + dots(10, 4, 44, p.red, 3) + dots(8, 4, 44, p.pea, 5) + `<ellipse cx="18" cy="-4" rx="26" ry="16" fill="${p.fried}"/>`,
  porkCongri: () =>
    `<ellipse cx="-38" cy="0" rx="44" ry="32" fill="${p.sandDark}"/>` + dots(24, 3, 20, p.ink, 1, -38) +
    [0, 1, 2].map((i) => `<rect x="${12 + i * 6}" y="${-30 + i * 18}" width="54" height="20" rx="6" fill="${p.pork}"/>`).join("") + herb(40, 34),
  flan: () =>
    `<path d="M-50,25 L-36,-25 H36 L50,25 Z" fill="${p.flan}"/><path d="M-36,-25 H36 L38,-15 H-38 Z" fill="${p.caramel}"/>` +
    `<path d="M-70,30 q70,16 140,0" stroke="${p.caramel}" stroke-width="6" fill="none"/>`,
  ricePudding: () =>
    `<ellipse cx="0" cy="0" rx="62" ry="40" fill="${p.white}"/><ellipse cx="0" cy="0" rx="52" ry="32" fill="${p.cream}"/>` +
    dots(18, 2.5, 24, p.cinnamon, 2) + `<rect x="-40" y="-4" width="70" height="8" rx="4" transform="rotate(-20)" fill="${p.cinnamon}"/>`,
  guavaCheese: () =>
    `<path d="M-60,0 a28,22 0 0 1 56,0 Z M4,6 a28,22 0 0 1 56,0 Z" fill="${p.guava}"/>` +
    `<rect x="-30" y="8" width="50" height="28" rx="3" fill="${p.white}" stroke="${p.sand}" stroke-width="2"/>` + herb(30, -26),
  breadPudding: () =>
    `<rect x="-44" y="-26" width="88" height="52" rx="6" fill="${p.fried}"/><rect x="-44" y="-26" width="88" height="14" rx="6" fill="${p.caramel}"/>` +
    dots(6, 3, 18, p.raisin, 1),
  coconutIceCream: () =>
    `<path d="M-58,4 a58,40 0 0 0 116,0 Z" fill="${p.trunk}"/><path d="M-52,4 a52,30 0 0 0 104,0 Z" fill="${p.white}"/>` +
    `<circle cx="-18" cy="-8" r="26" fill="${p.white}"/><circle cx="20" cy="-12" r="24" fill="${p.cream}"/>` + dots(8, 2.5, 18, p.sandDark, 1),
  breakfast: () =>
    `<ellipse cx="-30" cy="0" rx="34" ry="24" fill="${p.white}"/><circle cx="-28" cy="-2" r="11" fill="${p.saffron}"/>` +
    `<rect x="14" y="-26" width="56" height="22" rx="8" fill="${p.fried}"/><rect x="14" y="2" width="56" height="22" rx="8" fill="${p.fried}"/>` +
    dots(5, 5, 12, p.guava, 3, -30, 38),
} satisfies Record<string, () => string>;

export type Dish = keyof typeof dishes;

/** A dish on its plate, on a table cloth of the palette. */
export function plated(dish: Dish, cloth: string) {
  return (f: Frame) => onPlate(f, cloth, dishes[dish]());
}

/** Tapas to share: three small plates. */
export function tapasToShare(f: Frame): string {
  const small = (x: number, y: number, food: string) =>
    `<ellipse cx="${x}" cy="${y + 4}" rx="80" ry="52" fill="${p.ink}" opacity="0.18"/><ellipse cx="${x}" cy="${y}" rx="80" ry="52" fill="${p.white}"/><g transform="translate(${x},${y}) scale(0.7)">${food}</g>`;
  return `<rect width="${f.w}" height="${f.h}" fill="${p.wine}"/>
${small(f.w * 0.27, f.h * 0.32, dishes.croquettes())}${small(f.w * 0.73, f.h * 0.35, dishes.chorizo())}${small(f.w * 0.5, f.h * 0.72, dishes.tostones())}`;
}

/** Breakfast on the terrace: the plate, a cup of coffee and a glass of juice. */
export function breakfastOnTheTerrace(f: Frame): string {
  return `${onPlate(f, p.sky, dishes.breakfast())}
<ellipse cx="${f.w * 0.86}" cy="${f.h * 0.2}" rx="34" ry="14" fill="${p.white}"/><path d="M${f.w * 0.86 - 20},${f.h * 0.2 - 26} h40 l-4,26 h-32 Z" fill="${p.white}"/><ellipse cx="${f.w * 0.86}" cy="${f.h * 0.2 - 26}" rx="20" ry="6" fill="${p.coffee}"/>
<path d="M${f.w * 0.1},${f.h * 0.12} h30 l-4,44 h-22 Z" fill="${p.saffron}" opacity="0.9"/>`;
}

/** A glass on the bar at dusk: its shape, its drink, its garnish. */
export type Glass = "highball" | "coupe" | "clayCup" | "hurricane";

export function cocktail(glass: Glass, drink: string, garnish: "mint" | "lime" | "pineapple" | "none") {
  return (f: Frame): string => {
    const cx = f.w / 2;
    const bar = f.h * 0.82;
    const shapes: Record<Glass, { outline: string; fill: string }> = {
      highball: { outline: `M${cx - 40},${bar - 150} h80 l-6,150 h-68 Z`, fill: `M${cx - 38},${bar - 120} h76 l-5,120 h-66 Z` },
      coupe: {
        outline: `M${cx - 70},${bar - 140} h140 q-10,60 -64,66 v64 h40 v10 h-92 v-10 h40 v-64 q-54,-6 -64,-66 Z`,
        fill: `M${cx - 64},${bar - 130} h128 q-12,46 -64,52 q-52,-6 -64,-52 Z`,
      },
      clayCup: { outline: `M${cx - 48},${bar - 110} h96 q0,110 -48,110 q-48,0 -48,-110 Z`, fill: `M${cx - 42},${bar - 96} h84 q-4,86 -42,86 q-38,0 -42,-86 Z` },
      hurricane: {
        outline: `M${cx - 40},${bar - 170} h80 q-20,50 0,100 q10,40 -30,50 v10 h24 v10 h-68 v-10 h24 v-10 q-40,-10 -30,-50 q20,-50 0,-100 Z`,
        fill: `M${cx - 34},${bar - 150} h68 q-18,44 0,90 q8,32 -34,42 q-42,-10 -34,-42 q18,-46 0,-90 Z`,
      },
    };
    const g = shapes[glass];
    const garnishes = {
      mint: `${herb(cx - 30, bar - 150)}${herb(cx - 14, bar - 160)}${herb(cx + 2, bar - 152)}<path d="M${cx + 20},${bar - 190} L${cx + 6},${bar - 40}" stroke="${p.white}" stroke-width="6"/>`,
      lime: `<path d="M${cx + 30},${bar - 150} a26,26 0 0 1 40,22 Z" fill="${p.lime}"/><path d="M${cx + 20},${bar - 190} L${cx + 6},${bar - 40}" stroke="${p.white}" stroke-width="6"/>`,
      pineapple: `<path d="M${cx + 26},${bar - 172} l30,-24 l6,30 Z" fill="${p.saffron}"/><path d="M${cx + 50},${bar - 198} l8,-20 l6,20 l8,-14 l0,18 Z" fill="${p.leaf}"/><circle cx="${cx - 16}" cy="${bar - 176}" r="9" fill="${p.red}"/>`,
      none: "",
    };
    return `${sky(f, p.wineDark, p.wineLight)}
<circle cx="${f.w * 0.82}" cy="${f.h * 0.26}" r="${f.h * 0.1}" fill="${p.gold}" opacity="0.8"/>
<rect y="${bar}" width="${f.w}" height="${f.h - bar}" fill="${p.trunk}"/><rect y="${bar}" width="${f.w}" height="6" fill="${p.fried}"/>
<path d="${g.outline}" fill="${p.white}" opacity="0.35"/><path d="${g.fill}" fill="${drink}"/>
${garnishes[garnish]}`;
  };
}

// ---- people: the team one by one, the family in couples ----

export type Person = { skin: string; hair: string; style: "short" | "long" | "bun" | "curly"; wear: string };

/** One person from the waist up, centred at `x`, with the head at `y` and size `s`. */
function person(x: number, y: number, s: number, who: Person, apron: boolean): string {
  const hair = {
    short: `<path d="M${x - s},${y} a${s},${s} 0 0 1 ${2 * s},0 q-${s},-${s * 0.5} -${2 * s},0 Z" fill="${who.hair}"/>`,
    long: `<path d="M${x - s * 1.1},${y + s * 1.6} V${y} a${s * 1.1},${s * 1.1} 0 0 1 ${s * 2.2},0 V${y + s * 1.6} Z" fill="${who.hair}"/>`,
    bun: `<circle cx="${x}" cy="${y - s * 1.15}" r="${s * 0.45}" fill="${who.hair}"/><path d="M${x - s},${y} a${s},${s} 0 0 1 ${2 * s},0 Z" fill="${who.hair}"/>`,
    curly: `${[-0.8, -0.3, 0.3, 0.8, -0.55, 0.55].map((dx, i) => `<circle cx="${x + dx * s}" cy="${y - (i < 4 ? 0.75 : 0.3) * s}" r="${s * 0.45}" fill="${who.hair}"/>`).join("")}`,
  }[who.style];
  const behind = who.style === "long" ? hair : "";
  const front = who.style === "long" ? `<path d="M${x - s},${y} a${s},${s} 0 0 1 ${2 * s},0 Z" fill="${who.hair}"/>` : hair;
  return `${behind}<path d="M${x - s * 2},${y + s * 4.2} q0,-${s * 2.4} ${s * 2},-${s * 2.4} q${s * 2},0 ${s * 2},${s * 2.4} Z" fill="${who.wear}"/>
${apron ? `<path d="M${x - s * 0.9},${y + s * 2.3} h${s * 1.8} v${s * 1.9} h-${s * 1.8} Z" fill="${p.wine}"/>` : ""}
<rect x="${x - s * 0.3}" y="${y + s * 0.8}" width="${s * 0.6}" height="${s * 0.9}" fill="${who.skin}"/>
<circle cx="${x}" cy="${y + s * 0.15}" r="${s}" fill="${who.skin}"/>${front}
<circle cx="${x - s * 0.35}" cy="${y + s * 0.2}" r="${s * 0.08}" fill="${p.ink}"/><circle cx="${x + s * 0.35}" cy="${y + s * 0.2}" r="${s * 0.08}" fill="${p.ink}"/>
<path d="M${x - s * 0.3},${y + s * 0.55} q${s * 0.3},${s * 0.25} ${s * 0.6},0" stroke="${p.ink}" stroke-width="${s * 0.07}" fill="none"/>`;
}

/** One of the team, in the restaurant's apron, before a wall of their own colour. */
export function teamMember(who: Person, wall: string) {
  return (f: Frame): string =>
    `<rect width="${f.w}" height="${f.h}" fill="${wall}"/>
<path d="M${f.w * 0.1},${f.h * 0.55} V${f.h * 0.2} a${f.w * 0.18},${f.w * 0.18} 0 0 1 ${f.w * 0.36},0 V${f.h * 0.55} Z" fill="${p.cream}" opacity="0.35"/>
${person(f.w / 2, f.h * 0.42, f.w * 0.13, who, true)}`;
}

/** Two people side by side: the owners, and each couple of the family, each against their own scene. */
export function couple(a: Person, b: Person, scene: "sunset" | "garden" | "kitchen" | "street") {
  return (f: Frame): string => {
    const backgrounds = {
      sunset: `${sky(f, p.wineLight, p.gold)}<circle cx="${f.w * 0.5}" cy="${f.h * 0.62}" r="${f.h * 0.2}" fill="${p.sand}"/>${rooftops(f, f.h * 0.78, p.wine, 0.82)}`,
      garden: `<rect width="${f.w}" height="${f.h}" fill="${p.sky}"/>${[0.1, 0.3, 0.7, 0.9].map((x) => `<circle cx="${f.w * x}" cy="${f.h * 0.75}" r="${f.h * 0.18}" fill="${p.leaf}"/>`).join("")}<rect y="${f.h * 0.85}" width="${f.w}" height="${f.h * 0.15}" fill="${p.leafDark}"/>`,
      kitchen: `<rect width="${f.w}" height="${f.h}" fill="${p.sand}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${(i * f.w) / 8 + 4}" y="${f.h * 0.1}" width="${f.w / 8 - 8}" height="${f.h * 0.18}" fill="${i % 2 ? p.sky : p.cream}"/>`).join("")}<rect y="${f.h * 0.85}" width="${f.w}" height="${f.h * 0.15}" fill="${p.terracotta}"/>`,
      street: `<rect width="${f.w}" height="${f.h}" fill="${p.rose}"/><path d="M${f.w * 0.06},${f.h} V${f.h * 0.2} a${f.w * 0.1},${f.w * 0.1} 0 0 1 ${f.w * 0.2},0 V${f.h} Z M${f.w * 0.74},${f.h} V${f.h * 0.2} a${f.w * 0.1},${f.w * 0.1} 0 0 1 ${f.w * 0.2},0 V${f.h} Z" fill="${p.ochre}"/><rect y="${f.h * 0.88}" width="${f.w}" height="${f.h * 0.12}" fill="${p.stone}"/>`,
    };
    const s = f.h * 0.1;
    return `${backgrounds[scene]}
${person(f.w * 0.38, f.h * 0.45, s, a, false)}${person(f.w * 0.62, f.h * 0.43, s, b, false)}`;
  };
}
