import fs from 'node:fs';
import path from 'node:path';
import { asc, inArray } from 'drizzle-orm';
import { FILE_FOLDERS } from '../../shared/constants';
import type { Database } from '../db/client';
import { customers, eventRegistrations, events, posts } from '../db/schema';
import type { FileService } from '../modules/files/fileService';
import { DEMO_ASSETS_DIR } from '../paths';
import { drawCover } from './coverImages';
import { SHIPPED_ART, storeShippedArt } from './shippedArt';
import { SAMPLE_LEARNERS } from './coursesData';
import { DEMO_STUDENT_EVENT, EVENTS, eventLanguage, eventTimeZone } from './eventsData';
import { POSTS } from './postsData';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
const HOUR = 3_600_000;

/**
 * Blogs and podcasts (covers, podcast audio in podcast-audio), and events for every region and kind
 * with covers and real registrations by the sample learners and the demo student; each event's
 * registered_count is the number of its registration rows. Needs seedCourses() first (the learners).
 */
export async function seedContent(tx: Tx, files: FileService, ids: { instructor: string; admin: string; student: string }): Promise<{ posts: number; events: number; registrations: number }> {
  const now = Date.now();
  // Posts get a cover drawn here (in parallel, CPU in sharp's threads); each event has its own drawn
  // cover in seed/assets/covers/events, stored as it ships.
  const postImages = await Promise.all(POSTS.map((p, i) => drawCover(p.hue, i + 61, 800, 420)));
  const eventCover = new Map<string, string>();
  for (const e of EVENTS) eventCover.set(e.slug, await storeShippedArt(files, tx, ids.admin, FILE_FOLDERS.eventCoverImage, SHIPPED_ART.eventCover, e.slug));
  const postCovers: string[] = [];
  for (const image of postImages) postCovers.push((await files.store(ids.admin, FILE_FOLDERS.postCoverImage, image, tx)).nameBySystem);

  // Each shipped recording is stored once, even when two podcasts use it.
  const audioNames = new Map<string, string>();
  for (const post of POSTS) {
    if (!post.audio || audioNames.has(post.audio.file)) continue;
    const data = fs.readFileSync(path.join(DEMO_ASSETS_DIR, post.audio.file));
    audioNames.set(post.audio.file, await files.storeShippedFile(ids.admin, FILE_FOLDERS.podcastAudio, data, 'mp3', 'audio/mpeg', tx));
  }

  await tx.insert(posts).values(
    POSTS.map((p, i) => ({
      kind: p.kind,
      slug: p.slug,
      title: p.title,
      summary: p.summary,
      body: p.body.join('\n\n'),
      coverImage: postCovers[i] ?? null,
      audioFile: p.audio ? audioNames.get(p.audio.file)! : null,
      durationSeconds: p.audio?.seconds ?? null,
      lang: p.lang,
      authorId: p.author === 'admin' ? ids.admin : ids.instructor,
      publishedAt: new Date(now - p.daysAgo * DAY - i * 60_000),
    })),
  );

  const learners = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(inArray(customers.username, SAMPLE_LEARNERS.map((l) => l.username)))
    .orderBy(asc(customers.username));
  const plan = EVENTS.map((e, i) => {
    if (e.taken > learners.length || e.taken > e.capacity) throw new Error(`seed event ${e.slug}: ${e.taken} seats taken is more than the learners or the capacity`);
    // Whole hours in UTC, so the times read well in every region.
    const day = new Date(now + e.inDays * DAY);
    const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), e.startHourUtc));
    // Vary who holds the seats a little, from event to event.
    const offset = e.taken < learners.length ? i % 2 : 0;
    const holders = learners.slice(offset, offset + e.taken);
    const seats = holders.map((l, j) => ({ customerId: l.id, registeredAt: new Date(Math.min(now, startsAt.getTime()) - (j + 2) * DAY - j * HOUR) }));
    if (e.slug === DEMO_STUDENT_EVENT) seats.push({ customerId: ids.student, registeredAt: new Date(now - DAY) });
    return { e, startsAt, seats };
  });
  const eventRows = await tx
    .insert(events)
    .values(
      plan.map(({ e, startsAt, seats }) => ({
        kind: e.kind,
        slug: e.slug,
        title: e.title,
        summary: e.summary,
        description: e.description.join('\n\n'),
        coverImage: eventCover.get(e.slug) ?? null,
        startsAt,
        endsAt: new Date(startsAt.getTime() + e.hours * HOUR),
        place: e.place,
        ctlCountryId: e.country,
        lang: eventLanguage(e),
        timeZone: eventTimeZone(e.country),
        capacity: e.capacity,
        registeredCount: seats.length,
      })),
    )
    .returning({ id: events.id, slug: events.slug });
  const eventId = new Map(eventRows.map((r) => [r.slug, r.id]));
  const registrations = plan.flatMap(({ e, seats }) => seats.map((s) => ({ ...s, eventId: eventId.get(e.slug)! })));
  if (registrations.length) await tx.insert(eventRegistrations).values(registrations);
  return { posts: POSTS.length, events: EVENTS.length, registrations: registrations.length };
}
