/**
 * The demo's artwork, drawn by the project as SVG: a cover per course (an illustration of its
 * subject in its own colours), a cover per event (its kind, in the region's colours) and an
 * illustrated portrait per demo person. Pure functions of the seed data, so the same data always
 * draws the same picture; `makeDemoAssets.ts` renders them once to WebP files that ship in
 * seed/assets (the seed copies those, so no start pays for drawing and no machine needs fonts).
 */

/** A deterministic random stream from a text (FNV-1a hash into mulberry32). */
export function seededRandom(text: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rnd = () => number;
const n = (v: number) => Math.round(v * 10) / 10;
const between = (rnd: Rnd, lo: number, hi: number) => lo + rnd() * (hi - lo);
const hsl = (h: number, s: number, l: number, a = 1) => (a === 1 ? `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)` : `hsla(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%,${a})`);
const FONT = "font-family=\"'DejaVu Sans',sans-serif\" font-weight=\"bold\"";

interface Palette {
  hue: number;
  deep: string;
  panel: string;
  light: string;
  a1: string;
  a2: string;
  a3: string;
  soft: string;
}

function palette(hue: number): Palette {
  return {
    hue,
    deep: hsl(hue, 45, 13),
    panel: hsl(hue, 30, 19),
    light: hsl(hue, 60, 95),
    a1: hsl(hue + 35, 92, 64),
    a2: hsl(hue + 185, 80, 66),
    a3: hsl(hue + 300, 78, 72),
    soft: hsl(hue, 50, 80, 0.55),
  };
}

/** What a course's cover shows: chosen by its category, refined by words of its slug. */
export type CourseMotif =
  | 'editor' | 'react' | 'phone' | 'checklist' | 'diagram' | 'branches' | 'scatter' | 'network' | 'geometry'
  | 'candles' | 'coins' | 'microphone' | 'books' | 'screen' | 'lightbulb' | 'artboard' | 'wireframe'
  | 'megaphone' | 'chat' | 'document' | 'guitar' | 'piano' | 'notes' | 'dumbbell' | 'lotus' | 'bowl'
  | 'shield' | 'spreadsheet' | 'mountain' | 'clock' | 'board' | 'curves';

const CATEGORY_MOTIF: Record<string, CourseMotif> = {
  JavaScript: 'editor', React: 'react', Angular: 'editor', PHP: 'editor', HTML: 'editor', CSS: 'editor',
  'Programming Language': 'editor', Mobile: 'phone', Testing: 'checklist', Engineering: 'diagram', Tools: 'branches',
  'Data Science': 'scatter', 'Math & Logic': 'geometry', 'Trading & Investing': 'candles', Design: 'artboard',
  Marketing: 'megaphone', Music: 'notes', 'Health & Fitness': 'dumbbell', Lifestyle: 'bowl', 'IT & Software': 'network',
  'Personal Development': 'mountain', Teaching: 'board', 'Social Science': 'curves',
};

/** Words of a slug that pick a closer picture than the category's (first match wins). */
const SLUG_MOTIF: [RegExp, CourseMotif][] = [
  [/machine-learning/, 'network'], [/cyber|security/, 'shield'], [/excel/, 'spreadsheet'], [/ui-ux|web-design|ui-design/, 'wireframe'],
  [/social-media/, 'chat'], [/content|noi-dung/, 'document'], [/guitar|ukulele/, 'guitar'], [/piano/, 'piano'], [/yoga/, 'lotus'],
  [/dinh-duong|nutrition|cooking/, 'bowl'], [/time-management/, 'clock'], [/giao-tiep|communication/, 'chat'],
  [/currenc|ty-gia|finance|financial/, 'coins'], [/podcast/, 'microphone'], [/reading|classics/, 'books'],
  [/seminar|video/, 'screen'], [/mindset/, 'lightbulb'], [/economics/, 'curves'], [/data-(science|analysis)/, 'scatter'], [/python/, 'editor'],
];

export function courseMotif(course: { slug: string; category: string }): CourseMotif {
  for (const [pattern, motif] of SLUG_MOTIF) if (pattern.test(course.slug)) return motif;
  return CATEGORY_MOTIF[course.category] ?? 'lightbulb';
}

/** The short label a code course's editor wears (its language), if any. */
function codeBadge(slug: string, category: string): { text: string; bg: string; ink: string } | null {
  const text = /javascript|lap-trinh/.test(slug) ? 'JS' : /python/.test(slug) ? 'Py' : /go-programming/.test(slug) ? 'Go' : /php/.test(slug) ? 'php' : /angular/.test(slug) ? 'A' : /html/.test(slug) ? '</>' : /css/.test(slug) ? '{ }' : category === 'Tools' ? 'git' : null;
  if (!text) return null;
  const colours: Record<string, [string, string]> = { JS: ['#f7df1e', '#222'], Py: ['#ffd43b', '#234'], Go: ['#00add8', '#fff'], php: ['#777bb4', '#fff'], A: ['#dd0031', '#fff'], '</>': ['#e34f26', '#fff'], '{ }': ['#2965f1', '#fff'], git: ['#f05032', '#fff'] };
  const [bg, ink] = colours[text]!;
  return { text, bg, ink };
}

// ---- Motifs: each draws inside a 400 x 400 box ------------------------------------------------

function window(p: Palette, x: number, y: number, w: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${p.panel}" stroke="${hsl(p.hue, 40, 32)}" stroke-width="3"/>`
    + `<path d="M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v22h${-w}z" fill="${hsl(p.hue, 30, 26)}"/>`
    + [p.a3, p.a1, p.a2].map((c, i) => `<circle cx="${x + 24 + i * 22}" cy="${y + 20}" r="7" fill="${c}"/>`).join('');
}

function codeLines(rnd: Rnd, p: Palette, x: number, y: number, w: number, rows: number): string {
  const colours = [p.a1, p.a2, p.a3, p.light, hsl(p.hue, 20, 60)];
  let out = '';
  for (let i = 0; i < rows; i++) {
    const indent = i === 0 || i === rows - 1 ? 0 : Math.floor(rnd() * 3) * 22;
    let cx = x + indent;
    const end = x + between(rnd, 0.45, 1) * (w - indent);
    while (cx < end - 20) {
      const len = Math.min(end - cx, between(rnd, 24, 90));
      out += `<rect x="${n(cx)}" y="${y + i * 26}" width="${n(len)}" height="11" rx="5.5" fill="${colours[Math.floor(rnd() * colours.length)]}"/>`;
      cx += len + 10;
    }
  }
  return out;
}

const MOTIFS: Record<CourseMotif, (rnd: Rnd, p: Palette, course: { slug: string; category: string }) => string> = {
  editor: (rnd, p, c) => {
    const badge = codeBadge(c.slug, c.category);
    const size = badge && badge.text.length > 2 ? 30 : 40;
    // Three layouts, so courses of one language do not look alike: the badge on either side, or a terminal in front.
    const layout = Math.floor(rnd() * 3);
    const bx = [282, 18, 36][layout]!;
    const by = layout === 2 ? 268 : 22;
    const terminal = layout === 2
      ? `<rect x="170" y="250" width="220" height="130" rx="14" fill="${p.deep}" stroke="${p.a2}" stroke-width="3"/><path d="M190 290l16 12-16 12" fill="none" stroke="${p.a2}" stroke-width="6" stroke-linecap="round"/><rect x="218" y="306" width="${n(between(rnd, 60, 140))}" height="10" rx="5" fill="${p.a2}" opacity="0.8"/><rect x="190" y="336" width="${n(between(rnd, 80, 160))}" height="10" rx="5" fill="${p.light}" opacity="0.4"/>`
      : '';
    const tag = badge ? `<rect x="${bx}" y="${by}" width="100" height="100" rx="22" fill="${badge.bg}" transform="rotate(${layout === 1 ? -8 : 8} ${bx + 50} ${by + 50})"/><text x="${bx + 50}" y="${n(by + 50 + size * 0.36)}" text-anchor="middle" font-size="${size}" fill="${badge.ink}" ${FONT} transform="rotate(${layout === 1 ? -8 : 8} ${bx + 50} ${by + 50})">${badge.text.replace('<', '&lt;').replace('>', '&gt;')}</text>` : '';
    const win = layout === 2 ? window(p, 10, 30, 330, 250) + codeLines(rnd, p, 36, 90, 280, 6) : window(p, 20, 70, 360, 270) + codeLines(rnd, p, 46, 132, 300, 7);
    return win + terminal + tag;
  },
  react: (rnd, p) => window(p, 20, 110, 300, 230) + codeLines(rnd, p, 44, 170, 250, 6)
    + `<g transform="translate(300 110)"><circle r="92" fill="${p.deep}" opacity="0.85"/>${[0, 60, 120].map((a) => `<ellipse rx="74" ry="28" fill="none" stroke="#61dafb" stroke-width="7" transform="rotate(${a})"/>`).join('')}<circle r="13" fill="#61dafb"/></g>`,
  phone: (rnd, p) => `<rect x="120" y="20" width="170" height="340" rx="30" fill="${p.deep}" stroke="${p.light}" stroke-width="6"/><rect x="135" y="55" width="140" height="270" rx="10" fill="${p.panel}"/>`
    + Array.from({ length: 4 }, (_, i) => `<rect x="147" y="${68 + i * 64}" width="116" height="52" rx="10" fill="${[p.a1, p.a2, p.a3, p.light][(i + Math.floor(rnd() * 4)) % 4]}" opacity="0.9"/><circle cx="170" cy="${94 + i * 64}" r="12" fill="${p.deep}" opacity="0.35"/><rect x="190" y="${86 + i * 64}" width="${n(between(rnd, 30, 62))}" height="8" rx="4" fill="${p.deep}" opacity="0.4"/>`).join('')
    + `<rect x="180" y="34" width="50" height="8" rx="4" fill="${p.light}" opacity="0.6"/><circle cx="320" cy="90" r="34" fill="${p.a2}" opacity="0.8"/><path d="M306 90l10 10 20-22" fill="none" stroke="${p.deep}" stroke-width="8" stroke-linecap="round"/>`,
  checklist: (rnd, p) => `<rect x="70" y="40" width="260" height="320" rx="20" fill="${p.light}"/><rect x="150" y="24" width="100" height="36" rx="10" fill="${p.a1}"/>`
    + Array.from({ length: 5 }, (_, i) => {
      const ok = rnd() > 0.25 || i === 0;
      const y = 90 + i * 52;
      return `<rect x="100" y="${y}" width="32" height="32" rx="8" fill="${ok ? p.a2 : '#f87171'}"/>${ok ? `<path d="M107 ${y + 16}l7 7 12-14" fill="none" stroke="${p.deep}" stroke-width="5" stroke-linecap="round"/>` : `<path d="M108 ${y + 8}l16 16M124 ${y + 8}l-16 16" stroke="${p.deep}" stroke-width="5" stroke-linecap="round"/>`}<rect x="148" y="${y + 10}" width="${n(between(rnd, 80, 150))}" height="12" rx="6" fill="${p.panel}" opacity="0.5"/>`;
    }).join(''),
  diagram: (rnd, p) => {
    const boxes = [[40, 60], [240, 40], [150, 180], [40, 290], [260, 280]] as const;
    const links = [[0, 2], [1, 2], [2, 3], [2, 4], [0, 1]] as const;
    return links.map(([a, b]) => `<path d="M${boxes[a][0] + 55} ${boxes[a][1] + 35}L${boxes[b][0] + 55} ${boxes[b][1] + 35}" stroke="${p.light}" stroke-width="5" stroke-dasharray="12 9" opacity="0.8"/>`).join('')
      + boxes.map(([x, y], i) => `<rect x="${x}" y="${y}" width="110" height="70" rx="14" fill="${[p.a1, p.a2, p.light, p.a3, p.a2][i]}"/><rect x="${x + 18}" y="${y + 22}" width="${n(between(rnd, 40, 74))}" height="10" rx="5" fill="${p.deep}" opacity="0.45"/><rect x="${x + 18}" y="${y + 40}" width="${n(between(rnd, 30, 60))}" height="10" rx="5" fill="${p.deep}" opacity="0.3"/>`).join('');
  },
  branches: (rnd, p) => {
    const main = `<path d="M60 360V40" stroke="${p.light}" stroke-width="10" stroke-linecap="round"/>`;
    const branch = (from: number, to: number, x: number, colour: string) => `<path d="M60 ${from}C${x} ${from} ${x} ${from - 40} ${x} ${from - 80}V${to + 60}C${x} ${to + 20} 60 ${to + 30} 60 ${to}" fill="none" stroke="${colour}" stroke-width="10" stroke-linecap="round"/>`;
    const dots = (xs: number[], ys: number[], colour: string) => xs.map((x, i) => `<circle cx="${x}" cy="${ys[i]}" r="16" fill="${p.deep}" stroke="${colour}" stroke-width="8"/>`).join('');
    const x1 = n(between(rnd, 170, 220));
    const x2 = n(between(rnd, 280, 340));
    return main + branch(330, 90, x1, p.a1) + branch(250, 150, x2, p.a2)
      + dots([60, 60, 60, 60], [330, 250, 150, 70], p.light) + dots([x1, x1], [220, 150], p.a1) + dots([x2], [170], p.a2) + window(p, 230, 250, 150, 110).replace(/rx="18"/, 'rx="14"') + codeLines(rnd, p, 246, 300, 120, 2);
  },
  scatter: (rnd, p) => {
    const slope = between(rnd, 0.55, 0.85);
    const pts = Array.from({ length: 26 }, () => {
      const x = between(rnd, 70, 360);
      const y = 340 - (x - 60) * slope - between(rnd, -45, 45);
      return `<circle cx="${n(x)}" cy="${n(Math.min(340, Math.max(40, y)))}" r="${n(between(rnd, 6, 11))}" fill="${rnd() > 0.5 ? p.a1 : p.a2}" opacity="0.9"/>`;
    }).join('');
    return `<rect x="20" y="20" width="360" height="360" rx="24" fill="${p.deep}" opacity="0.7"/><path d="M60 40V350H370" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>${pts}<path d="M60 ${n(350 - 0 * slope)}L370 ${n(350 - 310 * slope)}" stroke="${p.a3}" stroke-width="7" stroke-linecap="round"/>`;
  },
  network: (rnd, p) => {
    const layers = [3, 4, 4, 2];
    const nodes = layers.map((count, li) => Array.from({ length: count }, (_, i) => [60 + li * 95, 200 + (i - (count - 1) / 2) * 78] as const));
    let edges = '';
    for (let l = 0; l < nodes.length - 1; l++) for (const [x1, y1] of nodes[l]!) for (const [x2, y2] of nodes[l + 1]!) edges += `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${p.light}" stroke-width="${n(between(rnd, 1.5, 5))}" opacity="${n(between(rnd, 0.25, 0.8))}"/>`;
    return edges + nodes.flatMap((layer, li) => layer.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="24" fill="${[p.a1, p.a2, p.a3, p.light][li]}" stroke="${p.deep}" stroke-width="5"/>`)).join('');
  },
  geometry: (rnd, p) => `<circle cx="150" cy="170" r="${n(between(rnd, 95, 115))}" fill="${p.a2}" opacity="0.85"/><path d="M210 340L350 100L390 340z" fill="${p.a1}" opacity="0.9"/><rect x="40" y="250" width="120" height="120" rx="8" fill="${p.light}" transform="rotate(${n(between(rnd, -12, 12))} 100 310)"/>`
    + `<path d="M150 170L${n(150 + 105 * Math.cos(rnd() * 6))} ${n(170 + 105 * Math.sin(rnd() * 6))}" stroke="${p.deep}" stroke-width="5" stroke-dasharray="10 7"/><circle cx="150" cy="170" r="7" fill="${p.deep}"/><text x="80" y="330" font-size="64" fill="${p.deep}" ${FONT}>π</text>`,
  candles: (rnd, p) => {
    // A random walk with a drift, stretched to fill the chart.
    const drift = between(rnd, -0.6, 1);
    const closes = [0];
    for (let i = 0; i < 11; i++) closes.push(closes[i]! + drift + between(rnd, -1.4, 1.4));
    const lo = Math.min(...closes);
    const hi = Math.max(...closes);
    const y = (v: number) => 300 - ((v - lo) / (hi - lo || 1)) * 200;
    let out = `<rect x="10" y="30" width="380" height="340" rx="24" fill="${p.deep}" opacity="0.75"/>` + [110, 190, 270].map((gy) => `<path d="M30 ${gy}H370" stroke="${p.light}" stroke-width="1.5" opacity="0.25"/>`).join('');
    const avg: string[] = [];
    for (let i = 1; i < closes.length; i++) {
      const open = y(closes[i - 1]!);
      const close = y(closes[i]!);
      const up = close < open;
      const top = Math.min(open, close) - between(rnd, 6, 24);
      const bottom = Math.max(open, close) + between(rnd, 6, 24);
      const x = 45 + (i - 1) * 31;
      out += `<path d="M${x} ${n(top)}V${n(bottom)}" stroke="${up ? '#34d399' : '#f87171'}" stroke-width="3"/><rect x="${x - 10}" y="${n(Math.min(open, close))}" width="20" height="${n(Math.max(4, Math.abs(close - open)))}" rx="3" fill="${up ? '#34d399' : '#f87171'}"/>`;
      avg.push(`${x} ${n((open + close) / 2 - 10)}`);
    }
    return out + `<path d="M${avg.join('L')}" fill="none" stroke="${p.a1}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`;
  },
  coins: (rnd, p) => {
    const symbols = ['฿', '$', '₫', '₱', '€', '¥'];
    const start = Math.floor(rnd() * symbols.length);
    const flip = rnd() > 0.5;
    const spots = [[120, 250, 95], [270, 170, 85], [250, 320, 60], [110, 100, 55]].map(([x, y, r]) => [flip ? 400 - x! : x!, y!, r!] as const);
    return `<path d="${flip ? 'M370 380C280 360 200 300 20 60' : 'M30 380C120 360 200 300 380 60'}" fill="none" stroke="${p.light}" stroke-width="6" stroke-dasharray="14 10" opacity="0.7"/>`
      + spots.map(([x, y, r], i) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${[p.a1, p.light, p.a2, p.a3][i]}" stroke="${p.deep}" stroke-width="6"/><circle cx="${x}" cy="${y}" r="${r - 14}" fill="none" stroke="${p.deep}" stroke-width="3" opacity="0.4"/><text x="${x}" y="${n(y + r * 0.36)}" text-anchor="middle" font-size="${n(r * 1.05)}" fill="${p.deep}" ${FONT}>${symbols[(start + i) % symbols.length]}</text>`).join('');
  },
  microphone: (rnd, p) => `<rect x="150" y="30" width="100" height="190" rx="50" fill="${p.light}"/>${[70, 100, 130, 160].map((y) => `<path d="M160 ${y}H240" stroke="${p.deep}" stroke-width="5" opacity="0.3"/>`).join('')}<path d="M110 170a90 90 0 0 0 180 0" fill="none" stroke="${p.a1}" stroke-width="14" stroke-linecap="round"/><path d="M200 260V330M140 340H260" stroke="${p.a1}" stroke-width="14" stroke-linecap="round"/>`
    + Array.from({ length: 5 }, (_, i) => `<rect x="${i < 3 ? 20 + i * 28 : 300 + (i - 3) * 28}" y="${n(200 - (i % 3) * 22 - rnd() * 30)}" width="16" height="${n(60 + (i % 3) * 44 + rnd() * 40)}" rx="8" fill="${p.a2}" opacity="0.85"/>`).join(''),
  books: (rnd, p) => Array.from({ length: 5 }, (_, i) => {
    const h = n(between(rnd, 200, 290));
    const w = n(between(rnd, 44, 62));
    return `<rect x="${40 + i * 66}" y="${360 - h}" width="${w}" height="${h}" rx="6" fill="${[p.a1, p.a2, p.a3, p.light, p.a1][i]}" transform="rotate(${i === 4 ? 12 : 0} ${40 + i * 66} 360)"/><rect x="${40 + i * 66 + 8}" y="${360 - h + 30}" width="${n(Number(w) - 16)}" height="10" rx="3" fill="${p.deep}" opacity="0.4"/>`;
  }).join('') + `<rect x="20" y="358" width="360" height="14" rx="7" fill="${p.light}" opacity="0.9"/>`,
  screen: (rnd, p) => `<rect x="20" y="50" width="360" height="230" rx="18" fill="${p.deep}" stroke="${p.light}" stroke-width="6"/><path d="M40 240L110 ${n(between(rnd, 150, 200))}L170 ${n(between(rnd, 170, 220))}L240 ${n(between(rnd, 100, 150))}L300 ${n(between(rnd, 120, 170))}L360 90" fill="none" stroke="${p.a2}" stroke-width="6" opacity="0.6"/><circle cx="200" cy="165" r="52" fill="${p.a1}"/><path d="M184 138v54l44-27z" fill="${p.deep}"/><path d="M200 280v50M130 340h140" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>`,
  lightbulb: (rnd, p) => `<path d="M200 40a115 115 0 0 0-68 208c14 11 22 26 22 42v12h92v-12c0-16 8-31 22-42A115 115 0 0 0 200 40z" fill="${p.a1}"/><rect x="154" y="312" width="92" height="20" rx="6" fill="${p.light}"/><rect x="166" y="338" width="68" height="20" rx="6" fill="${p.light}"/><path d="M178 250v-44l22 20 22-20v44" fill="none" stroke="${p.deep}" stroke-width="8" stroke-linejoin="round" opacity="0.45"/>`
    + Array.from({ length: 7 }, (_, i) => {
      const a = (-160 + i * 23.3 + between(rnd, -4, 4)) * (Math.PI / 180);
      return `<path d="M${n(200 + 140 * Math.cos(a))} ${n(155 + 140 * Math.sin(a))}L${n(200 + 175 * Math.cos(a))} ${n(155 + 175 * Math.sin(a))}" stroke="${p.light}" stroke-width="9" stroke-linecap="round"/>`;
    }).join(''),
  artboard: (rnd, p) => {
    const y1 = n(between(rnd, 80, 160));
    const y2 = n(between(rnd, 220, 300));
    return `<rect x="30" y="40" width="340" height="300" rx="20" fill="${p.light}"/><path d="M70 280C130 ${y1} 200 ${y2} 330 110" fill="none" stroke="${p.a3}" stroke-width="10" stroke-linecap="round"/><path d="M70 280L130 ${y1}M330 110L200 ${y2}" stroke="${p.panel}" stroke-width="3" stroke-dasharray="8 6"/>`
      + [[70, 280], [330, 110]].map(([x, y]) => `<rect x="${x! - 11}" y="${y! - 11}" width="22" height="22" fill="#fff" stroke="${p.panel}" stroke-width="4"/>`).join('') + [[130, y1], [200, y2]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="${p.a2}" stroke="${p.panel}" stroke-width="4"/>`).join('')
      + [p.a1, p.a2, p.a3, p.deep].map((c, i) => `<circle cx="${70 + i * 50}" cy="375" r="20" fill="${c}" stroke="#fff" stroke-width="4"/>`).join('');
  },
  wireframe: (rnd, p) => window(p, 20, 40, 360, 320) + `<rect x="40" y="82" width="320" height="70" rx="10" fill="${p.a1}"/><rect x="60" y="104" width="${n(between(rnd, 110, 190))}" height="14" rx="7" fill="${p.deep}" opacity="0.5"/>`
    + [0, 1, 2].map((i) => `<rect x="${40 + i * 110}" y="166" width="100" height="90" rx="10" fill="${[p.a2, p.light, p.a3][i]}"/><rect x="${52 + i * 110}" y="270" width="${n(between(rnd, 50, 84))}" height="10" rx="5" fill="${p.light}" opacity="0.6"/>`).join('') + `<rect x="40" y="300" width="120" height="36" rx="18" fill="${p.a1}"/>`
    + `<path d="M300 250l50 60-26 4 14 30-14 6-14-30-18 18z" fill="#fff" stroke="${p.deep}" stroke-width="4" stroke-linejoin="round"/>`,
  megaphone: (rnd, p) => `<path d="M80 160L260 70V330L80 240z" fill="${p.a1}"/><rect x="40" y="150" width="60" height="100" rx="16" fill="${p.light}"/><path d="M110 240l24 90h40l-18-80" fill="${p.light}"/><rect x="254" y="60" width="30" height="280" rx="15" fill="${p.light}"/>`
    + [0, 1, 2].map((i) => `<path d="M${310 + i * 24} ${n(150 - i * 20 - rnd() * 10)}q${20 + i * 6} ${50 + i * 20} 0 ${100 + i * 40}" fill="none" stroke="${p.a2}" stroke-width="9" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`).join(''),
  chat: (rnd, p) => `<path d="M30 60h230a24 24 0 0 1 24 24v100a24 24 0 0 1-24 24H110l-50 40v-40H54a24 24 0 0 1-24-24V84a24 24 0 0 1 24-24z" fill="${p.light}"/><rect x="60" y="100" width="${n(between(rnd, 120, 190))}" height="14" rx="7" fill="${p.panel}" opacity="0.5"/><rect x="60" y="132" width="${n(between(rnd, 80, 160))}" height="14" rx="7" fill="${p.panel}" opacity="0.35"/>`
    + `<path d="M370 180H170a24 24 0 0 0-24 24v90a24 24 0 0 0 24 24h140l50 40v-40h10z" fill="${p.a2}"/><path d="M250 230c-14-20-48-4-30 22l30 28 30-28c18-26-16-42-30-22z" fill="#f43f5e"/><circle cx="330" cy="80" r="36" fill="${p.a1}"/><text x="330" y="95" text-anchor="middle" font-size="40" fill="${p.deep}" ${FONT}>${1 + Math.floor(rnd() * 9)}</text>`,
  document: (rnd, p) => `<path d="M70 30h190l70 70v270H70z" fill="${p.light}"/><path d="M260 30v70h70" fill="${p.soft}"/>` + Array.from({ length: 7 }, (_, i) => `<rect x="100" y="${130 + i * 30}" width="${n(i === 0 ? 150 : between(rnd, 120, 200))}" height="${i === 0 ? 18 : 11}" rx="5" fill="${i === 0 ? p.a1 : p.panel}" opacity="${i === 0 ? 1 : 0.4}"/>`).join('')
    + `<g transform="rotate(40 310 260)"><rect x="290" y="150" width="40" height="190" rx="8" fill="${p.a2}"/><path d="M290 340l20 40 20-40z" fill="${p.deep}"/></g>`,
  guitar: (rnd, p) => `<g transform="rotate(${n(between(rnd, -38, -28))} 200 200)"><rect x="186" y="10" width="28" height="200" fill="${hsl(p.hue + 20, 40, 35)}"/><rect x="178" y="-10" width="44" height="40" rx="8" fill="${p.deep}"/><circle cx="200" cy="250" r="95" fill="${p.a1}"/><circle cx="200" cy="180" r="72" fill="${p.a1}"/><circle cx="200" cy="220" r="28" fill="${p.deep}"/><rect x="160" y="290" width="80" height="14" rx="4" fill="${p.deep}"/>${[-9, -3, 3, 9].map((dx) => `<path d="M${200 + dx} 0V297" stroke="${p.light}" stroke-width="2"/>`).join('')}</g>`
    + `<path d="M320 60v80" stroke="${p.light}" stroke-width="8"/><ellipse cx="306" cy="142" rx="18" ry="13" fill="${p.light}"/><path d="M320 60q30 10 30 40" fill="none" stroke="${p.light}" stroke-width="8"/>`,
  piano: (rnd, p) => `<rect x="20" y="150" width="360" height="210" rx="16" fill="${p.light}"/>` + Array.from({ length: 7 }, (_, i) => `<path d="M${20 + (i + 1) * 51.4} 150V360" stroke="${p.panel}" stroke-width="3" opacity="0.4"/>`).join('')
    + [0, 1, 3, 4, 5].map((i) => `<rect x="${n(56 + i * 51.4)}" y="150" width="32" height="120" rx="5" fill="${p.deep}"/>`).join('')
    + `<path d="M${n(between(rnd, 90, 140))} 40v80" stroke="${p.a1}" stroke-width="8"/><ellipse cx="${n(between(rnd, 60, 110))}" cy="122" rx="22" ry="15" fill="${p.a1}"/><path d="M270 30v86M330 20v86M270 30l60-10" stroke="${p.a2}" stroke-width="8" fill="none"/><ellipse cx="254" cy="118" rx="20" ry="14" fill="${p.a2}"/><ellipse cx="314" cy="108" rx="20" ry="14" fill="${p.a2}"/>`,
  notes: (rnd, p) => [90, 130, 170, 210, 250].map((y) => `<path d="M20 ${y}H380" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`).join('')
    + Array.from({ length: 5 }, (_, i) => {
      const x = 60 + i * 70;
      const y = 90 + Math.floor(rnd() * 8) * 20;
      return `<ellipse cx="${x}" cy="${y + 60}" rx="22" ry="16" fill="${[p.a1, p.a2, p.a3][i % 3]}" transform="rotate(-20 ${x} ${y + 60})"/><path d="M${x + 19} ${y + 54}V${y - 30}" stroke="${[p.a1, p.a2, p.a3][i % 3]}" stroke-width="7"/>`;
    }).join('') + `<path d="M40 330q40-50 80 0t80 0 80 0 80 0" fill="none" stroke="${p.a1}" stroke-width="8" stroke-linecap="round"/>`,
  dumbbell: (rnd, p) => `<path d="M200 360c-90-60-160-110-160-180a80 80 0 0 1 160-40 80 80 0 0 1 160 40c0 70-70 120-160 180z" fill="${p.a3}" opacity="0.85"/><path d="M60 200h70l25-${n(between(rnd, 50, 80))} 35 110 25-70h125" fill="none" stroke="${p.deep}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`
    + `<g transform="translate(0 330)"><rect x="90" y="-20" width="220" height="16" rx="8" fill="${p.light}"/>${[70, 100, 286, 316].map((x, i) => `<rect x="${x}" y="${i % 3 === 0 ? -48 : -58}" width="22" height="${i % 3 === 0 ? 72 : 92}" rx="8" fill="${p.light}"/>`).join('')}</g>`,
  lotus: (rnd, p) => `<circle cx="200" cy="140" r="${n(between(rnd, 70, 90))}" fill="${p.a1}" opacity="0.9"/>` + [-60, -30, 0, 30, 60].map((a, i) => `<path d="M200 330C150 290 150 210 200 170 250 210 250 290 200 330z" fill="${[p.a3, p.a2, p.light, p.a2, p.a3][i]}" opacity="0.9" transform="rotate(${a} 200 330)"/>`).join('')
    + `<path d="M60 350h280" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/>`,
  bowl: (rnd, p) => `<path d="M40 200h320a160 130 0 0 1-320 0z" fill="${p.a1}"/><path d="M40 200h320" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/><path d="M150 320h100l-12 30h-76z" fill="${p.a1}"/>`
    + [[120, 175, p.a2], [170, 165, '#34d399'], [230, 172, p.a3], [280, 178, '#34d399']].map(([x, y, c]) => `<ellipse cx="${x}" cy="${y}" rx="${n(between(rnd, 26, 40))}" ry="20" fill="${c}"/>`).join('')
    + [140, 200, 260].map((x) => `<path d="M${x} 130c-20-25 20-40 0-70" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`).join('') + `<path d="M310 40L230 190M340 50L250 195" stroke="${hsl(p.hue + 20, 40, 40)}" stroke-width="8" stroke-linecap="round"/>`,
  shield: (rnd, p) => `<path d="M200 20l150 55v95c0 100-65 170-150 210C115 340 50 270 50 170V75z" fill="${p.a2}"/><path d="M200 50l120 44v76c0 82-52 140-120 174z" fill="${p.deep}" opacity="0.25"/><rect x="140" y="180" width="120" height="100" rx="14" fill="${p.light}"/><path d="M160 180v-30a40 40 0 0 1 80 0v30" fill="none" stroke="${p.light}" stroke-width="16"/><circle cx="200" cy="222" r="14" fill="${p.deep}"/><rect x="194" y="226" width="12" height="30" rx="5" fill="${p.deep}"/>`
    + Array.from({ length: 6 }, () => `<text x="${n(between(rnd, 10, 370))}" y="${n(between(rnd, 30, 390))}" font-size="22" fill="${p.light}" opacity="0.35" ${FONT}>${rnd() > 0.5 ? '1' : '0'}</text>`).join(''),
  spreadsheet: (rnd, p) => `<rect x="20" y="40" width="360" height="320" rx="16" fill="${p.light}"/><rect x="20" y="40" width="360" height="46" rx="16" fill="#16a34a"/>` + [1, 2, 3].map((i) => `<path d="M${20 + i * 90} 86V360" stroke="${p.panel}" stroke-width="2" opacity="0.3"/>`).join('') + [1, 2, 3, 4, 5].map((i) => `<path d="M20 ${86 + i * 46}H380" stroke="${p.panel}" stroke-width="2" opacity="0.3"/>`).join('')
    + Array.from({ length: 4 }, (_, i) => { const h = n(between(rnd, 50, 190)); return `<rect x="${140 + i * 54}" y="${340 - Number(h)}" width="36" height="${h}" rx="5" fill="${[p.a1, p.a2, p.a3, '#16a34a'][i]}"/>`; }).join(''),
  mountain: (rnd, p) => { const peak = n(between(rnd, 60, 100)); return `<path d="M10 370L150 ${peak}l50 70 40-50 150 280z" fill="${p.light}"/><path d="M150 ${peak}l-34 70 24-10 18 22 26-12z" fill="#fff"/><path d="M150 ${peak}V${Number(peak) - 60}" stroke="${p.deep}" stroke-width="6"/><path d="M150 ${Number(peak) - 60}h50l-12 16 12 16h-50z" fill="${p.a1}"/>`
    + `<path d="M40 370C120 320 100 270 170 250S230 200 200 160" fill="none" stroke="${p.a2}" stroke-width="8" stroke-dasharray="2 16" stroke-linecap="round"/><circle cx="320" cy="80" r="40" fill="${p.a3}" opacity="0.9"/>`; },
  clock: (rnd, p) => { const h = rnd() * 360; const m = rnd() * 360; return `<circle cx="200" cy="200" r="170" fill="${p.light}"/><circle cx="200" cy="200" r="150" fill="none" stroke="${p.a1}" stroke-width="10"/>` + Array.from({ length: 12 }, (_, i) => `<path d="M200 62v${i % 3 === 0 ? 26 : 14}" stroke="${p.deep}" stroke-width="${i % 3 === 0 ? 8 : 4}" transform="rotate(${i * 30} 200 200)"/>`).join('')
    + `<path d="M200 200V110" stroke="${p.deep}" stroke-width="12" stroke-linecap="round" transform="rotate(${n(h)} 200 200)"/><path d="M200 200V80" stroke="${p.a2}" stroke-width="7" stroke-linecap="round" transform="rotate(${n(m)} 200 200)"/><circle cx="200" cy="200" r="12" fill="${p.deep}"/>`; },
  board: (rnd, p) => `<rect x="20" y="30" width="360" height="240" rx="14" fill="${hsl(150, 35, 22)}" stroke="${hsl(30, 45, 45)}" stroke-width="12"/><path d="M50 220L120 ${n(between(rnd, 140, 190))}L190 ${n(between(rnd, 150, 200))}L260 ${n(between(rnd, 90, 130))}L340 70" fill="none" stroke="#fff" stroke-width="5" opacity="0.85"/><rect x="50" y="60" width="${n(between(rnd, 90, 150))}" height="10" rx="5" fill="#fff" opacity="0.7"/>`
    + `<circle cx="320" cy="300" r="32" fill="${p.a1}"/><path d="M270 400v-40a50 50 0 0 1 100 0v40z" fill="${p.a2}"/><path d="M292 330L230 210" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/><path d="M20 290h200" stroke="${hsl(30, 45, 45)}" stroke-width="10" stroke-linecap="round"/>`,
  curves: (rnd, p) => { const s = between(rnd, -30, 30); return `<rect x="20" y="20" width="360" height="360" rx="24" fill="${p.deep}" opacity="0.7"/><path d="M60 40V350H370" fill="none" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/><path d="M80 ${n(80 + s)}C180 ${n(160 + s)} 260 260 350 320" fill="none" stroke="${p.a1}" stroke-width="8" stroke-linecap="round"/><path d="M80 320C180 ${n(260 - s)} 260 160 350 ${n(80 - s)}" fill="none" stroke="${p.a2}" stroke-width="8" stroke-linecap="round"/><circle cx="215" cy="${n(200 + 0)}" r="14" fill="${p.a3}" stroke="${p.light}" stroke-width="4"/><path d="M215 214V350M60 200H201" stroke="${p.a3}" stroke-width="4" stroke-dasharray="8 8"/>`; },
};

// ---- Backgrounds ------------------------------------------------------------------------------

function backdrop(rnd: Rnd, p: Palette, w: number, h: number): string {
  const h2 = p.hue + between(rnd, 20, 50);
  const pattern = Math.floor(rnd() * 4);
  let texture = '';
  if (pattern === 0) for (let y = 30; y < h; y += 44) for (let x = 30; x < w; x += 44) texture += `<circle cx="${x}" cy="${y}" r="3" fill="#fff" opacity="0.08"/>`;
  else if (pattern === 1) for (let x = -h; x < w; x += 56) texture += `<path d="M${x} ${h}L${x + h} 0" stroke="#fff" stroke-width="14" opacity="0.05"/>`;
  else if (pattern === 2) for (let r = 80; r < w; r += 70) texture += `<circle cx="${n(w * 0.15)}" cy="${n(h * 0.9)}" r="${r}" fill="none" stroke="#fff" stroke-width="3" opacity="0.07"/>`;
  else for (let y = 40; y < h; y += 60) texture += `<path d="M0 ${y}q${w / 8} -30 ${w / 4} 0t${w / 4} 0 ${w / 4} 0 ${w / 4} 0" fill="none" stroke="#fff" stroke-width="3" opacity="0.07"/>`;
  const sparkles = Array.from({ length: 7 }, () => {
    const x = n(between(rnd, 20, w - 20));
    const y = n(between(rnd, 20, h - 20));
    const kind = Math.floor(rnd() * 3);
    const c = [p.a1, p.a2, p.a3][Math.floor(rnd() * 3)];
    if (kind === 0) return `<circle cx="${x}" cy="${y}" r="${n(between(rnd, 6, 16))}" fill="${c}" opacity="0.5"/>`;
    if (kind === 1) return `<path d="M${x - 12} ${y}h24M${x} ${y - 12}v24" stroke="${c}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>`;
    return `<rect x="${x}" y="${y}" width="18" height="18" rx="4" fill="none" stroke="${c}" stroke-width="5" opacity="0.5" transform="rotate(${n(rnd() * 90)} ${x} ${y})"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(p.hue, 60, 25)}"/><stop offset="1" stop-color="${hsl(h2, 66, 43)}"/></linearGradient>`
    + `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="url(#bg)"/>${texture}<ellipse cx="${w / 2}" cy="${h / 2}" rx="${n(h * 0.62)}" ry="${n(h * 0.56)}" fill="url(#glow)"/>${sparkles}`;
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** A course's cover (16:9): its subject drawn in its hue over a textured gradient. */
export function courseCoverSvg(course: { slug: string; category: string; hue: number }): string {
  const rnd = seededRandom(course.slug);
  // A few degrees either way, so courses of one colour family still differ.
  const p = palette(course.hue + between(rnd, -14, 14));
  const w = 1280;
  const h = 720;
  const motif = MOTIFS[courseMotif(course)](rnd, p, course);
  const scale = 1.5;
  const x = n(w / 2 - 200 * scale + between(rnd, -40, 40));
  return svg(w, h, `${backdrop(rnd, p, w, h)}<g transform="translate(${x} ${n(h / 2 - 200 * scale)}) scale(${scale})">${motif}</g>`);
}

export type EventArtKind = 'seminar' | 'robo-camp' | 'road-trip' | 'event';

const EVENT_MOTIFS: Record<EventArtKind, (rnd: Rnd, p: Palette) => string> = {
  seminar: (rnd, p) => MOTIFS.screen(rnd, p, { slug: '', category: '' }) + Array.from({ length: 5 }, (_, i) => `<circle cx="${40 + i * 80}" cy="372" r="22" fill="${[p.a1, p.a2, p.a3, p.light, p.a1][i]}"/><path d="M${12 + i * 80} 400a28 24 0 0 1 56 0z" fill="${[p.a1, p.a2, p.a3, p.light, p.a1][i]}"/>`).join(''),
  'robo-camp': (rnd, p) => `<path d="M200 20v40" stroke="${p.light}" stroke-width="8"/><circle cx="200" cy="20" r="14" fill="${p.a1}"/><rect x="110" y="60" width="180" height="130" rx="30" fill="${p.light}"/><circle cx="160" cy="120" r="24" fill="${p.deep}"/><circle cx="240" cy="120" r="24" fill="${p.deep}"/><circle cx="${n(160 + between(rnd, -8, 8))}" cy="118" r="9" fill="${p.a2}"/><circle cx="${n(240 + between(rnd, -8, 8))}" cy="118" r="9" fill="${p.a2}"/><rect x="165" y="160" width="70" height="12" rx="6" fill="${p.deep}" opacity="0.5"/>`
    + `<rect x="100" y="200" width="200" height="130" rx="24" fill="${p.a1}"/><circle cx="200" cy="255" r="26" fill="${p.deep}" opacity="0.3"/><path d="M100 230L40 ${n(between(rnd, 170, 290))}M300 230l60 ${n(between(rnd, -60, 60))}" stroke="${p.light}" stroke-width="22" stroke-linecap="round"/><rect x="120" y="330" width="50" height="50" rx="10" fill="${p.light}"/><rect x="230" y="330" width="50" height="50" rx="10" fill="${p.light}"/>`,
  'road-trip': (rnd, p) => `<path d="M0 330H400" stroke="${p.deep}" stroke-width="40"/><path d="M10 330h40M90 330h40M170 330h40M250 330h40M330 330h40" stroke="${p.light}" stroke-width="6"/><rect x="60" y="170" width="270" height="130" rx="26" fill="${p.a1}"/><rect x="80" y="190" width="${n(between(rnd, 150, 170))}" height="50" rx="10" fill="${p.light}" opacity="0.9"/><rect x="270" y="190" width="44" height="50" rx="10" fill="${p.light}" opacity="0.9"/><circle cx="120" cy="305" r="30" fill="${p.deep}" stroke="${p.light}" stroke-width="8"/><circle cx="280" cy="305" r="30" fill="${p.deep}" stroke="${p.light}" stroke-width="8"/>`
    + `<path d="M320 40a44 44 0 0 0-44 44c0 34 44 74 44 74s44-40 44-74a44 44 0 0 0-44-44z" fill="${p.a3}"/><circle cx="320" cy="84" r="16" fill="${p.deep}"/><path d="M40 140C100 100 160 150 250 100" fill="none" stroke="${p.light}" stroke-width="5" stroke-dasharray="10 10"/>`,
  event: (rnd, p) => `<path d="M40 110h320v50a30 30 0 0 0 0 60v50H40v-50a30 30 0 0 0 0-60z" fill="${p.light}" transform="rotate(${n(between(rnd, -10, -4))} 200 190)"/><path d="M130 120v140" stroke="${p.a1}" stroke-width="5" stroke-dasharray="10 8" transform="rotate(-7 200 190)"/>`
    + `<g transform="rotate(-7 200 190)"><rect x="170" y="150" width="${n(between(rnd, 120, 160))}" height="18" rx="9" fill="${p.a2}"/><rect x="170" y="185" width="110" height="12" rx="6" fill="${p.panel}" opacity="0.5"/><rect x="170" y="210" width="80" height="12" rx="6" fill="${p.panel}" opacity="0.35"/><circle cx="85" cy="190" r="24" fill="${p.a3}"/></g>`
    + Array.from({ length: 12 }, () => `<rect x="${n(between(rnd, 10, 390))}" y="${n(between(rnd, 10, 100))}" width="10" height="16" rx="2" fill="${[p.a1, p.a2, p.a3][Math.floor(rnd() * 3)]}" transform="rotate(${n(rnd() * 180)} 200 50)"/>`).join(''),
};

/** An event's cover (1.9:1): its kind drawn in a hue of its own, greyed a little once it is over. */
export function eventCoverSvg(event: { slug: string; kind: EventArtKind; past: boolean }): string {
  const rnd = seededRandom(event.slug);
  const base = { seminar: 205, 'robo-camp': 25, 'road-trip': 140, event: 280 }[event.kind];
  const p = palette(base + between(rnd, -28, 28));
  const w = 1200;
  const h = 630;
  const scale = 1.28;
  const art = `${backdrop(rnd, p, w, h)}<g transform="translate(${n(w / 2 - 200 * scale + between(rnd, -140, 140))} ${n(h / 2 - 200 * scale)}) scale(${scale})">${EVENT_MOTIFS[event.kind](rnd, p)}</g>`;
  return svg(w, h, event.past ? `<g style="filter:saturate(0.55)">${art}</g><rect width="${w}" height="${h}" fill="#000" opacity="0.12"/>` : art);
}

/** An illustrated head-and-shoulders portrait: face, hair and clothes chosen from the name. */
export function portraitSvg(person: { username: string; hair: 'short' | 'long' | 'bun' | 'bob' }): string {
  const rnd = seededRandom(person.username);
  const skins = ['#f1c6a5', '#e0ac82', '#c98e62', '#a8704a', '#8a5a3b'];
  const hairs = ['#1f1a17', '#2e211b', '#4a3224', '#17120f'];
  const skin = skins[Math.floor(rnd() * skins.length)]!;
  const hairColour = hairs[Math.floor(rnd() * hairs.length)]!;
  const bgHue = Math.floor(rnd() * 360);
  const shirt = hsl(bgHue + 160, 55, 45);
  const face = `<ellipse cx="200" cy="190" rx="78" ry="92" fill="${skin}"/><ellipse cx="122" cy="196" rx="14" ry="20" fill="${skin}"/><ellipse cx="278" cy="196" rx="14" ry="20" fill="${skin}"/>`;
  const eyes = `<ellipse cx="170" cy="195" rx="8" ry="9" fill="#2b1d16"/><ellipse cx="230" cy="195" rx="8" ry="9" fill="#2b1d16"/><path d="M154 172q16-10 32 0M214 172q16-10 32 0" fill="none" stroke="${hairColour}" stroke-width="6" stroke-linecap="round"/>`;
  const mouth = `<path d="M176 238q24 ${n(between(rnd, 14, 22))} 48 0" fill="none" stroke="#8b3a2e" stroke-width="6" stroke-linecap="round"/><ellipse cx="150" cy="228" rx="14" ry="8" fill="#f08080" opacity="0.25"/><ellipse cx="250" cy="228" rx="14" ry="8" fill="#f08080" opacity="0.25"/>`;
  const glasses = rnd() > 0.7 ? `<circle cx="170" cy="195" r="22" fill="none" stroke="#333" stroke-width="5"/><circle cx="230" cy="195" r="22" fill="none" stroke="#333" stroke-width="5"/><path d="M192 195h16" stroke="#333" stroke-width="5"/>` : '';
  const back = { long: `<path d="M112 170q-20 150 20 190h136q40-40 20-190z" fill="${hairColour}"/>`, bob: `<path d="M110 180q-10 90 30 110h120q40-20 30-110z" fill="${hairColour}"/>`, bun: `<circle cx="200" cy="86" r="40" fill="${hairColour}"/>`, short: '' }[person.hair];
  const top = person.hair === 'short'
    ? `<path d="M122 180q-6-96 78-98 84 2 78 98q-20-50-78-54-58 4-78 54z" fill="${hairColour}"/>`
    : `<path d="M118 196q-8-112 82-112t82 112q-30-70-82-76-52 6-82 76z" fill="${hairColour}"/>`;
  const body = `<path d="M60 400q10-110 140-120 130 10 140 120z" fill="${shirt}"/><path d="M176 262h48v34q-24 18-48 0z" fill="${skin}"/><path d="M170 288l30 30 30-30" fill="none" stroke="#fff" stroke-width="6" opacity="0.7"/>`;
  return svg(400, 400, `<rect width="400" height="400" fill="${hsl(bgHue, 60, 82)}"/><circle cx="${n(between(rnd, 40, 360))}" cy="${n(between(rnd, 30, 120))}" r="60" fill="${hsl(bgHue + 30, 70, 72)}" opacity="0.6"/>${back}${body}${face}${eyes}${mouth}${glasses}${top}`);
}

/** The site's own link card (1200 x 630), for pages without a picture of their own: the mark, the name, the four languages and a few subjects. */
export function siteCardSvg(): string {
  const w = 1200;
  const h = 630;
  const subjects: [CourseMotif, number][] = [['editor', 48], ['candles', 210], ['guitar', 330], ['scatter', 160]];
  const tiles = subjects.map(([motif, hue], i) => {
    const p = palette(hue);
    const x = 92 + i * 262;
    return `<g transform="translate(${x} 352)"><rect width="230" height="190" rx="22" fill="${hsl(hue, 55, 30)}"/><g transform="translate(25 5) scale(0.45)">${MOTIFS[motif](seededRandom(`site-${motif}`), p, { slug: motif === 'editor' ? 'javascript' : '', category: '' })}</g></g>`;
  }).join('');
  const mark = `<g transform="translate(92 92) scale(2.6)"><rect width="64" height="64" rx="14" fill="#151b33"/><path d="M32 12 8 24l24 12 20-10v14h4V24z" fill="url(#mark)"/><path d="M18 33v9c0 4 6.3 8 14 8s14-4 14-8v-9l-14 7z" fill="url(#mark)" opacity=".8"/></g>`;
  return svg(w, h, `<defs><linearGradient id="mark" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7c8cff"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>`
    + `<radialGradient id="glowA" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="#22d3ee" stop-opacity="0.28"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="glowB" cx="0.1" cy="0.95" r="0.6"><stop offset="0" stop-color="#7c8cff" stop-opacity="0.3"/><stop offset="1" stop-color="#7c8cff" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${w}" height="${h}" fill="#0b1020"/><rect width="${w}" height="${h}" fill="url(#glowA)"/><rect width="${w}" height="${h}" fill="url(#glowB)"/>${mark}`
    + `<text x="290" y="196" font-family="'DejaVu Sans',sans-serif" font-weight="bold" font-size="92" fill="#f1f5f9">Academy</text>`
    + `<text x="292" y="256" font-family="'Waree','DejaVu Sans',sans-serif" font-size="34" fill="#94a3b8">ไทย · English · Tiếng Việt · Tagalog</text>${tiles}`);
}
