import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { FILE_FOLDERS, POINTS_PER_COURSE, POINTS_PER_LESSON, type Language, type LessonKind } from '../../shared/constants';
import type { Database } from '../db/client';
import { courseSections, courses, customers, enrollments, lessonProgress, lessons, reviews, wishlistItems } from '../db/schema';
import type { FileService } from '../modules/files/fileService';
import { issueCertificate } from '../modules/certificates/certificateService';
import { newEncryptId } from '../modules/customers/customerService';
import { DEMO_ASSETS_DIR } from '../paths';
import { COURSES, FEATURED_COURSES, OUTLINE_LABELS, REVIEW_TEXTS, SAMPLE_LEARNERS, type SeedCourse } from './coursesData';
import { escapeHtml, plainTextToHtml } from '../modules/authoring/richText';
import { seedQuizzes } from './seedQuizzes';
import { NARRATED_LESSONS, narratedLessonFile, type NarratedLesson } from './narratedLessons';
import { SHIPPED_ART, givePortraits, storeShippedArt } from './shippedArt';
import { bufferSource, readVideoDuration } from '../modules/videoUploads/videoContainer';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY = 86_400_000;
const VIDEOS = {
  welcome: { file: 'intro-lesson.webm', extension: 'webm' as const, contentType: 'video/webm', seconds: 5 },
  together: { file: 'demo-lesson.mp4', extension: 'mp4' as const, contentType: 'video/mp4', seconds: 5 },
};

/** Reading time of a text lesson, in seconds (about 15 characters a second, at least two minutes). */
function readingSeconds(text: string): number {
  return Math.max(120, Math.round(text.length / 15));
}

interface LessonPlan {
  title: string;
  kind: LessonKind;
  durationSeconds: number;
  isPreview: boolean;
  body: string;
  videoUrl: string | null;
}

interface SeedVideo {
  url: string;
  seconds: number;
  /** What is said in it, slide by slide (the narrated lessons): shown under the video for those who cannot or would rather not listen. */
  transcript?: NarratedLesson;
}

/** Welcome video and overview (free previews), the three key lessons, then a video and a summary. */
function outline(course: SeedCourse, videos: { welcome: SeedVideo; together: SeedVideo }): { title: string; lessons: LessonPlan[] }[] {
  const label = OUTLINE_LABELS[course.language];
  // Lesson bodies are HTML (the authoring service sanitises what authors write; these are ours, escaped).
  const text = (title: string, body: string, isPreview = false): LessonPlan => ({ title, kind: 'text', durationSeconds: readingSeconds(body), isPreview, body: plainTextToHtml(body), videoUrl: null });
  const video = (title: string, v: SeedVideo, notes: string, isPreview = false): LessonPlan => ({
    title,
    kind: 'video',
    durationSeconds: v.seconds,
    isPreview,
    body: plainTextToHtml(notes) + (v.transcript ? `<h3>${escapeHtml(label.transcript)}</h3>${v.transcript.slides.map((s) => `<p><strong>${escapeHtml(s.heading)}.</strong> ${escapeHtml(s.say)}</p>`).join('')}` : ''),
    videoUrl: v.url,
  });
  const firstSentence = (body: string) => body.split('\n')[0]!.split(/(?<=[.!?])\s/)[0]!;
  return [
    {
      title: label.start,
      lessons: [
        video(label.welcome, videos.welcome, course.description, true),
        text(label.overview, `${course.description}\n\n${label.learn}\n${course.points.map(([t]) => `- ${t}`).join('\n')}`, true),
      ],
    },
    { title: label.core, lessons: course.points.map(([title, body]) => text(title, body)) },
    {
      title: label.wrap,
      lessons: [
        video(label.together, videos.together, course.points.map(([t]) => t).join(' · ')),
        text(label.summary, `${course.points.map(([t, body]) => `${t}: ${firstSentence(body)}`).join('\n\n')}\n\n${label.next}`),
      ],
    },
  ];
}

/**
 * The demo catalogue: courses by the demo instructor with covers and lessons, sample learners who
 * enrolled and reviewed, and the demo student's enrolments, progress, certificate and wishlist.
 * Counters (enrolments, ratings, the student's points) are computed from the rows, so they obey
 * the same rules as the API.
 */
export async function seedCourses(tx: Tx, files: FileService, ids: { instructor: string; student: string; categories: Map<string, number> }): Promise<{ courses: number; lessons: number }> {
  const now = Date.now();
  // Stored like an upload of the instructor's, under random names: lesson videos are protected files,
  // served only through the signed URLs GET /api/Lessons/{id} hands out.
  const storeVideo = async (data: Buffer, extension: 'mp4' | 'webm', contentType: string, seconds: number): Promise<SeedVideo> => {
    const name = await files.storeShippedFile(ids.instructor, FILE_FOLDERS.courseVideo, data, extension, contentType, tx);
    return { url: files.storedFileUrl(FILE_FOLDERS.courseVideo, name), seconds };
  };
  const shipped = (video: (typeof VIDEOS)[keyof typeof VIDEOS]) => storeVideo(fs.readFileSync(path.join(DEMO_ASSETS_DIR, video.file)), video.extension, video.contentType, video.seconds);
  const standard = { welcome: await shipped(VIDEOS.welcome), together: await shipped(VIDEOS.together) };
  // A few courses open with a narrated welcome (slides and a voice), its length read from the file.
  const narrated = new Map<string, SeedVideo>();
  for (const lesson of NARRATED_LESSONS) {
    const data = fs.readFileSync(narratedLessonFile(lesson));
    const seconds = await readVideoDuration(bufferSource(data), 'mp4');
    if (seconds === null) throw new Error(`narrated lesson ${lesson.file}: no duration in the file`);
    narrated.set(lesson.course, { ...(await storeVideo(data, 'mp4', 'video/mp4', seconds)), transcript: lesson });
  }
  // Each course has its own drawn cover (seed/assets/covers/courses), stored as it ships.
  const covers: string[] = [];
  for (const c of COURSES) covers.push(await storeShippedArt(files, tx, ids.instructor, FILE_FOLDERS.courseCoverImage, SHIPPED_ART.courseCover, c.slug));

  const courseRows = await tx
    .insert(courses)
    .values(
      COURSES.map((c, i) => {
        const categoryId = ids.categories.get(c.category);
        if (categoryId === undefined) throw new Error(`seed course ${c.slug}: unknown category ${c.category}`);
        return {
          slug: c.slug,
          title: c.title,
          subtitle: c.subtitle,
          description: c.description,
          // What the course page lists under "What you'll learn": the topics its lessons teach.
          outcomes: c.points.map(([title]) => title),
          requirements: c.requirements ?? [],
          categoryId,
          level: c.level,
          language: c.language,
          coverImage: covers[i] ?? null,
          price: c.price,
          instructorId: ids.instructor,
          isPublished: true,
          publishedAt: new Date(now - c.daysAgo * DAY),
          createdAt: new Date(now - (c.daysAgo + 3) * DAY),
          // Featured a minute apart, the first of the list last (the row shows the newest featured first).
          featuredAt: FEATURED_COURSES.includes(c.slug) ? new Date(now - (FEATURED_COURSES.indexOf(c.slug) + 1) * 60_000) : null,
        };
      }),
    )
    .returning({ id: courses.id, slug: courses.slug });
  const courseId = new Map(courseRows.map((r) => [r.slug, r.id]));

  const plans = COURSES.map((c) => ({ course: c, id: courseId.get(c.slug)!, sections: outline(c, { welcome: narrated.get(c.slug) ?? standard.welcome, together: standard.together }) }));
  const sectionRows = await tx
    .insert(courseSections)
    .values(plans.flatMap((p) => p.sections.map((s, order) => ({ courseId: p.id, title: s.title, sortOrder: order }))))
    .returning({ id: courseSections.id, courseId: courseSections.courseId, sortOrder: courseSections.sortOrder });
  const sectionId = new Map(sectionRows.map((r) => [`${r.courseId}:${r.sortOrder}`, r.id]));
  const lessonRows = await tx
    .insert(lessons)
    .values(
      plans.flatMap((p) =>
        p.sections.flatMap((s, si) => s.lessons.map((l, li) => ({ ...l, courseId: p.id, sectionId: sectionId.get(`${p.id}:${si}`)!, sortOrder: li }))),
      ),
    )
    .returning({ id: lessons.id, courseId: lessons.courseId });
  // Lessons came back in insertion order, which is the outline order.
  const lessonsOf = new Map<number, number[]>();
  for (const l of lessonRows) lessonsOf.set(l.courseId, [...(lessonsOf.get(l.courseId) ?? []), l.id]);

  // Sample learners enrol in free courses and review some of them.
  const learners = await tx
    .insert(customers)
    .values(
      SAMPLE_LEARNERS.map((l) => ({
        ...l,
        email: `${l.username}@academy.test`,
        encryptId: newEncryptId(),
        referralCode: l.username.replace(/\W/g, '').toUpperCase(),
        isEmailVerified: true,
      })),
    )
    .returning({ id: customers.id, username: customers.username });
  await givePortraits(tx, files, learners);
  const free = plans.filter((p) => p.course.price === 0);
  const learnerEnrollments: { customerId: string; courseId: number; enrolledAt: Date }[] = [];
  const learnerReviews: { customerId: string; courseId: number; rating: number; text: string; lang: Language; createdAt: Date }[] = [];
  free.forEach((p, i) => {
    learners.forEach((learner, j) => {
      if ((i + j) % 3 === 0) return;
      const when = new Date(now - Math.max(0, p.course.daysAgo - 1 - j) * DAY - j * 3_600_000);
      learnerEnrollments.push({ customerId: learner.id, courseId: p.id, enrolledAt: when });
      if ((i + j) % 2 === 0) {
        const texts = REVIEW_TEXTS[p.course.language];
        const [rating, text] = texts[(i + j) % texts.length]!;
        learnerReviews.push({ customerId: learner.id, courseId: p.id, rating, text, lang: p.course.language, createdAt: new Date(when.getTime() + 2 * 3_600_000) });
      }
    });
  });

  // The demo student: one course finished (certificate), two in progress, one just started.
  const lessonsIn = (slug: string) => lessonsOf.get(courseId.get(slug)!)!;
  const studentPlan: { slug: string; completed: number; last: number | null; position: number; daysAgo: number }[] = [
    { slug: 'javascript-from-zero', completed: lessonsIn('javascript-from-zero').length, last: lessonsIn('javascript-from-zero').length - 1, position: 0, daysAgo: 2 },
    { slug: 'react-fundamentals', completed: 3, last: 3, position: 40, daysAgo: 1 },
    { slug: 'javascript-programming-thai', completed: 1, last: 5, position: 3, daysAgo: 0 },
    { slug: 'python-data-science-intro', completed: 0, last: null, position: 0, daysAgo: 0 },
  ];
  let studentLessons = 0;
  let studentCourses = 0;
  const progress: { customerId: string; lessonId: number; courseId: number; positionSeconds: number; completedAt: Date | null }[] = [];
  const studentEnrollments = studentPlan.map((s) => {
    const id = courseId.get(s.slug)!;
    const list = lessonsOf.get(id)!;
    const at = new Date(now - s.daysAgo * DAY - 3_600_000);
    list.slice(0, s.completed).forEach((lessonId, k) => progress.push({ customerId: ids.student, lessonId, courseId: id, positionSeconds: 0, completedAt: new Date(at.getTime() + k * 600_000) }));
    const lastLessonId = s.last === null ? null : list[s.last]!;
    if (lastLessonId !== null && s.last! >= s.completed) progress.push({ customerId: ids.student, lessonId: lastLessonId, courseId: id, positionSeconds: s.position, completedAt: null });
    studentLessons += s.completed;
    const finished = s.completed === list.length;
    if (finished) studentCourses++;
    return {
      customerId: ids.student,
      courseId: id,
      completedLessons: s.completed,
      lastLessonId,
      lastAccessedAt: lastLessonId === null ? null : new Date(at.getTime() + s.completed * 600_000),
      completedAt: finished ? new Date(at.getTime() + s.completed * 600_000) : null,
      enrolledAt: new Date(at.getTime() - 2 * DAY),
    };
  });

  await tx.insert(enrollments).values([...learnerEnrollments, ...studentEnrollments]);
  await tx.insert(lessonProgress).values(progress);
  const finishedCourse = courseId.get('javascript-from-zero')!;
  await issueCertificate(tx, ids.student, finishedCourse, studentEnrollments[0]!.completedAt ?? new Date(now));
  await tx.insert(reviews).values([...learnerReviews, { customerId: ids.student, courseId: finishedCourse, rating: 5, text: 'สอนเข้าใจง่ายมาก ทำตามได้ทีละขั้น แนะนำสำหรับมือใหม่ครับ', lang: 'th', createdAt: new Date(now - DAY) }]);
  await tx.insert(wishlistItems).values([
    { customerId: ids.student, courseId: courseId.get('react-state-management')! },
    { customerId: ids.student, courseId: courseId.get('machine-learning-practical')! },
  ]);

  // Counters from the rows themselves, by the API's rules.
  await tx.execute(sql`update courses c set
      enrollment_count = (select count(*) from enrollments e where e.course_id = c.id),
      rating_sum = coalesce((select sum(r.rating) from reviews r where r.course_id = c.id), 0),
      rating_count = (select count(*) from reviews r where r.course_id = c.id)`);
  await tx
    .update(customers)
    .set({ completedLessons: studentLessons, completedCourses: studentCourses, points: studentLessons * POINTS_PER_LESSON + studentCourses * POINTS_PER_COURSE })
    .where(eq(customers.id, ids.student));
  // Two free courses the demo student has not started end with a graded quiz.
  const quizLessons = await seedQuizzes(tx, ids.instructor, courseId);
  return { courses: courseRows.length, lessons: lessonRows.length + quizLessons };
}
