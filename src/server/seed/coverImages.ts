import { loadSharp } from '../modules/files/imageProcessing';

/** A cover picture drawn from shapes (no fonts needed): a gradient in the item's hue with soft circles. */
/** Drawn on a 1200x630 canvas and rendered at `width` x `height` (course cards are smaller than news covers). */
export async function drawCover(hue: number, seed: number, width = 1200, height = 630): Promise<Buffer> {
  const h2 = (hue + 40) % 360;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = (seed * 97 + i * 233) % 1200;
    const y = (seed * 53 + i * 151) % 630;
    const r = 60 + ((seed + i * 37) % 160);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsla(${(hue + i * 25) % 360},80%,70%,0.18)"/>`;
  }).join('');
  const bars = Array.from({ length: 14 }, (_, i) => {
    const height = 60 + ((seed * 31 + i * 47) % 220);
    return `<rect x="${120 + i * 68}" y="${560 - height}" width="40" height="${height}" rx="6" fill="hsla(${h2},90%,85%,0.35)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630" preserveAspectRatio="none">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,28%)"/><stop offset="1" stop-color="hsl(${h2},70%,45%)"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>${circles}${bars}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
