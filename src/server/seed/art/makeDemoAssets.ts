/**
 * Renders the demo's artwork and narrated lessons into seed/assets, where the seed reads them:
 *   covers/courses/<slug>.webp   a cover per course (coverArt.courseCoverSvg)
 *   covers/events/<slug>.webp    a cover per event
 *   people/<username>.webp       a portrait per demo account and sample learner
 *   lessons/<file>.mp4           the narrated welcome lessons (narratedLessons.ts)
 * and the site's default link card, public/images/og-card.jpg (pages without a picture of their own).
 *
 *   npm run demo:assets [covers|events|people|lessons|site ...]
 *
 * A maintainer's tool, not part of start-up: the files are committed, so `npm start` needs neither
 * fonts nor the speech and video tools. Covers and portraits need only sharp (and a font for the
 * few badge letters); the lessons need espeak-ng, ffmpeg and fonts with Thai and Vietnamese
 * (Debian: apt-get install espeak-ng ffmpeg fonts-dejavu fonts-thai-tlwg).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSharp } from '../../modules/files/imageProcessing';
import { COURSES, SAMPLE_LEARNERS } from '../coursesData';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { EVENTS } from '../eventsData';
import { NARRATED_LESSONS, narratedLessonFile, type NarratedLesson, type NarratedSlide } from '../narratedLessons';
import { SHIPPED_ART } from '../shippedArt';
import { PUBLIC_DIR } from '../../paths';
import { courseCoverSvg, eventCoverSvg, portraitSvg, siteCardSvg } from './coverArt';

/** Hair for each portrait (the rest is chosen from the username). */
const HAIR: Record<string, 'short' | 'long' | 'bun' | 'bob'> = {
  student: 'short', instructor: 'long', admin: 'bob',
  'nok.siri': 'long', 'minh.tran': 'short', 'ana.reyes': 'bun', 'david.lim': 'short', 'ploy.k': 'bob', 'linh.pham': 'long',
};

const out = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
};

async function renderWebp(svg: string, art: (typeof SHIPPED_ART)[keyof typeof SHIPPED_ART], key: string): Promise<number> {
  const sharp = await loadSharp();
  const data = await sharp(Buffer.from(svg)).resize(art.size.width, art.size.height).webp({ quality: 80, effort: 6 }).toBuffer();
  fs.writeFileSync(out(art.file(key)), data);
  return data.length;
}

async function covers(): Promise<void> {
  let bytes = 0;
  for (const course of COURSES) bytes += await renderWebp(courseCoverSvg(course), SHIPPED_ART.courseCover, course.slug);
  console.log(`covers/courses: ${COURSES.length} files, ${Math.round(bytes / 1024)} KB`);
}

async function events(): Promise<void> {
  let bytes = 0;
  for (const event of EVENTS) bytes += await renderWebp(eventCoverSvg({ slug: event.slug, kind: event.kind, past: event.inDays < 0 }), SHIPPED_ART.eventCover, event.slug);
  console.log(`covers/events: ${EVENTS.length} files, ${Math.round(bytes / 1024)} KB`);
}

async function people(): Promise<void> {
  const usernames = [...DEMO_ACCOUNTS.map((a) => a.username), ...SAMPLE_LEARNERS.map((l) => l.username)];
  let bytes = 0;
  for (const username of usernames) {
    const hair = HAIR[username];
    if (!hair) throw new Error(`no portrait hair for ${username}`);
    bytes += await renderWebp(portraitSvg({ username, hair }), SHIPPED_ART.portrait, username);
  }
  console.log(`people: ${usernames.length} files, ${Math.round(bytes / 1024)} KB`);
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One slide, 1280 x 720: the course's cover behind the first, then white slides with its colour. */
function slideSvg(lesson: NarratedLesson, index: number): string {
  const slide: NarratedSlide = lesson.slides[index]!;
  const course = COURSES.find((c) => c.slug === lesson.course)!;
  const font = lesson.lang === 'th' ? "'Waree','Loma','DejaVu Sans',sans-serif" : "'DejaVu Sans',sans-serif";
  const accent = `hsl(${course.hue},85%,42%)`;
  if (index === 0) {
    const cover = courseCoverSvg(course).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">${cover}<rect width="1280" height="720" fill="#0b1020" opacity="0.62"/>`
      + `<text x="640" y="330" text-anchor="middle" font-family="${font}" font-weight="bold" font-size="${slide.heading.length > 24 ? 52 : 64}" fill="#fff">${escapeXml(slide.heading)}</text>`
      + `<text x="640" y="410" text-anchor="middle" font-family="${font}" font-size="36" fill="#e2e8f0">${escapeXml(slide.lines[0] ?? '')}</text>`
      + `<text x="640" y="640" text-anchor="middle" font-family="'DejaVu Sans',sans-serif" font-weight="bold" font-size="26" fill="#fff" opacity="0.85">Academy</text></svg>`;
  }
  let y = 250;
  const bullets = slide.lines.map((line) => {
    const row = `${slide.lines.length > 1 ? `<circle cx="112" cy="${y - 12}" r="9" fill="${accent}"/>` : ''}<text x="${slide.lines.length > 1 ? 140 : 100}" y="${y}" font-family="${font}" font-size="38" fill="#1e293b">${escapeXml(line)}</text>`;
    y += 66;
    return row;
  }).join('');
  const code = slide.code
    ? (() => {
      const rows = slide.code.split('\n');
      const top = y - 20;
      return `<rect x="100" y="${top}" width="1080" height="${rows.length * 52 + 48}" rx="16" fill="#0f172a"/>`
        + rows.map((row, i) => `<text x="136" y="${top + 62 + i * 52}" font-family="'DejaVu Sans Mono',monospace" font-size="34" fill="#e2e8f0">${escapeXml(row)}</text>`).join('');
    })()
    : '';
  const progress = ((index + 1) / lesson.slides.length) * 1280;
  // Slides of bullets only keep the course's picture in their free corner.
  const picture = slide.code
    ? ''
    : `<svg x="840" y="400" width="340" height="191" viewBox="0 0 1280 720" preserveAspectRatio="xMidYMid slice"><clipPath id="r"><rect width="1280" height="720" rx="48"/></clipPath><g clip-path="url(#r)">${courseCoverSvg(course).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')}</g></svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="#f8fafc"/><rect width="24" height="720" fill="${accent}"/>`
    + `<text x="100" y="150" font-family="${font}" font-weight="bold" font-size="56" fill="#0f172a">${escapeXml(slide.heading)}</text><rect x="100" y="178" width="120" height="8" rx="4" fill="${accent}"/>${bullets}${code}${picture}`
    + `<text x="100" y="670" font-family="${font}" font-size="24" fill="#64748b">${escapeXml(course.title)}</text><text x="1180" y="670" text-anchor="end" font-family="'DejaVu Sans',sans-serif" font-size="24" fill="#64748b">${index + 1} / ${lesson.slides.length}</text>`
    + `<rect y="712" width="${Math.round(progress)}" height="8" fill="${accent}"/></svg>`;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { stdio: ['ignore', 'ignore', 'inherit'] });

function seconds(file: string): number {
  return Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]).toString().trim());
}

async function lessons(): Promise<void> {
  const sharp = await loadSharp();
  for (const lesson of NARRATED_LESSONS) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'narrated-'));
    const parts: string[] = [];
    for (const [i, slide] of lesson.slides.entries()) {
      await sharp(Buffer.from(slideSvg(lesson, i))).png().toFile(path.join(work, `s${i}.png`));
      run('espeak-ng', ['-v', lesson.voice, '-s', lesson.lang === 'th' ? '165' : '150', '-p', '45', '-w', path.join(work, `s${i}.wav`), slide.say]);
      // Each slide stays for its sentence and a breath after it.
      const length = seconds(path.join(work, `s${i}.wav`)) + 0.9;
      const part = path.join(work, `p${i}.mp4`);
      run('ffmpeg', ['-y', '-loglevel', 'error', '-loop', '1', '-framerate', '10', '-i', path.join(work, `s${i}.png`), '-i', path.join(work, `s${i}.wav`),
        '-af', 'apad,aresample=22050', '-t', length.toFixed(2), '-c:v', 'libx264', '-tune', 'stillimage', '-crf', '30', '-pix_fmt', 'yuv420p', '-r', '10',
        '-c:a', 'aac', '-b:a', '32k', '-ac', '1', part]);
      parts.push(part);
    }
    const list = path.join(work, 'parts.txt');
    fs.writeFileSync(list, parts.map((p) => `file '${p}'`).join('\n'));
    const file = out(narratedLessonFile(lesson));
    run('ffmpeg', ['-y', '-loglevel', 'error', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', '-movflags', '+faststart', file]);
    fs.rmSync(work, { recursive: true, force: true });
    console.log(`lessons/${lesson.file}: ${seconds(file).toFixed(1)} s, ${Math.round(fs.statSync(file).size / 1024)} KB`);
  }
}

/** JPEG: every link-preview crawler reads it (not all read WebP), and its gradients stay smooth. */
async function site(): Promise<void> {
  const sharp = await loadSharp();
  const file = out(path.join(PUBLIC_DIR, 'images', 'og-card.jpg'));
  const info = await sharp(Buffer.from(siteCardSvg())).jpeg({ quality: 86, mozjpeg: true }).toFile(file);
  console.log(`public/images/og-card.jpg: ${info.width}x${info.height}, ${Math.round(info.size / 1024)} KB`);
}

const STEPS: Record<string, () => Promise<void>> = { covers, events, people, lessons, site };

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  for (const name of wanted.length ? wanted : Object.keys(STEPS)) {
    const step = STEPS[name];
    if (!step) throw new Error(`unknown step ${name}: one of ${Object.keys(STEPS).join(', ')}`);
    await step();
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
