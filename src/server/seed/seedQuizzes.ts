// Demo quizzes: two free courses the demo student has not started end with a graded quiz in the
// course's language (Vietnamese JavaScript, Thai data analysis), so a fresh start shows quizzes.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { courseSections, lessons, quizQuestionLinks, quizQuestions, quizzes } from '../db/schema';
import { questionData, type KeyedQuestion } from '../modules/quizzes/questionModel';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type DemoQuestion = KeyedQuestion extends infer Q ? (Q extends KeyedQuestion ? Omit<Q, 'id'> : never) : never;

const base = { image: null, explanation: '' };
const loose = { ignoreCase: true, ignoreSpaces: true, ignoreDiacritics: true };

/** The demo quizzes by course slug: the quiz lesson's title and its questions. */
export const DEMO_QUIZZES: { slug: string; title: string; tags: string[]; questions: DemoQuestion[] }[] = [
  {
    slug: 'lap-trinh-javascript-co-ban',
    title: 'Bài kiểm tra: JavaScript cơ bản',
    tags: ['javascript', 'co-ban'],
    questions: [
      {
        ...base, tags: [], type: 'single', points: 1, prompt: '<p>Từ khóa nào khai báo một hằng số trong JavaScript?</p>', explanation: '<p><code>const</code> khai báo một biến không thể gán lại.</p>',
        options: [{ id: 'v1a', text: 'var', correct: false }, { id: 'v1b', text: 'let', correct: false }, { id: 'v1c', text: 'const', correct: true }],
      },
      {
        ...base, tags: [], type: 'multiple', points: 2, scoring: 'partial', prompt: '<p>Những giá trị nào là kiểu nguyên thủy (primitive)?</p>',
        options: [{ id: 'v2a', text: 'string', correct: true }, { id: 'v2b', text: 'number', correct: true }, { id: 'v2c', text: 'object', correct: false }, { id: 'v2d', text: 'boolean', correct: true }],
      },
      { ...base, tags: [], type: 'true_false', points: 1, prompt: '<p><code>"5" === 5</code> cho kết quả <code>true</code>.</p>', explanation: '<p><code>===</code> so sánh cả kiểu dữ liệu.</p>', correct: false },
      { ...base, tags: [], type: 'short', points: 1, prompt: '<p>Hàm nào in một giá trị ra cửa sổ console? (viết <code>console.___</code>)</p>', accepted: ['log', 'console.log'], matching: loose },
      { ...base, tags: [], type: 'numeric', points: 1, prompt: '<p><code>[1, 2, 3].length</code> bằng bao nhiêu?</p>', value: 3, tolerance: 0 },
      {
        ...base, tags: [], type: 'ordering', points: 2, prompt: '<p>Sắp xếp các bước xử lý một sự kiện nhấn nút theo đúng thứ tự.</p>',
        items: [{ id: 'v6a', text: 'Tìm phần tử nút bằng querySelector' }, { id: 'v6b', text: 'Gắn addEventListener("click", ...)' }, { id: 'v6c', text: 'Người dùng nhấn nút' }, { id: 'v6d', text: 'Hàm xử lý chạy' }],
      },
    ],
  },
  {
    slug: 'python-data-analysis-thai',
    title: 'แบบทดสอบ: วิเคราะห์ข้อมูลด้วย Python',
    tags: ['python', 'pandas'],
    questions: [
      {
        ...base, tags: [], type: 'single', points: 1, prompt: '<p>คำสั่งใดอ่านไฟล์ CSV เข้ามาเป็น DataFrame?</p>', explanation: '<p><code>pd.read_csv()</code> อ่านไฟล์ CSV เป็น DataFrame</p>',
        options: [{ id: 't1a', text: 'pd.read_csv()', correct: true }, { id: 't1b', text: 'pd.open()', correct: false }, { id: 't1c', text: 'pd.load_csv()', correct: false }],
      },
      { ...base, tags: [], type: 'true_false', points: 1, prompt: '<p><code>df.head()</code> แสดง 5 แถวแรกของตารางโดยค่าเริ่มต้น</p>', correct: true },
      { ...base, tags: [], type: 'short', points: 1, prompt: '<p>ไลบรารีที่นิยมใช้วาดกราฟคู่กับ pandas ชื่ออะไร?</p>', accepted: ['matplotlib', 'แมตพล็อตลิบ'], matching: loose },
      {
        ...base, tags: [], type: 'fill_blanks', points: 2, prompt: '<p>เขียน <code>df[[1]]()</code> เพื่อดูสถิติสรุป และ <code>df.[[2]]</code> เพื่อดูจำนวนแถวและคอลัมน์</p>',
        blanks: [{ accepted: ['describe'] }, { accepted: ['shape'] }], matching: { ignoreCase: true, ignoreSpaces: true, ignoreDiacritics: false },
      },
      {
        ...base, tags: [], type: 'matching', points: 3, prompt: '<p>จับคู่คำสั่งกับสิ่งที่ทำ</p>',
        pairs: [
          { leftId: 't5l1', left: 'groupby', rightId: 't5r1', right: 'จัดกลุ่มข้อมูลตามคอลัมน์' },
          { leftId: 't5l2', left: 'dropna', rightId: 't5r2', right: 'ลบแถวที่มีค่าว่าง' },
          { leftId: 't5l3', left: 'sort_values', rightId: 't5r3', right: 'เรียงลำดับข้อมูล' },
        ],
      },
      { ...base, tags: [], type: 'numeric', points: 1, prompt: '<p>ค่าเฉลี่ยของ 2, 4 และ 9 เท่ากับเท่าใด? (ทศนิยม 1 ตำแหน่ง)</p>', value: 5, tolerance: 0.05 },
    ],
  },
];

/** Adds each demo quiz as the last lesson of its course's last section. Answers how many quiz lessons it added. */
export async function seedQuizzes(tx: Tx, instructorId: string, courseIdBySlug: ReadonlyMap<string, number>): Promise<number> {
  let added = 0;
  for (const demo of DEMO_QUIZZES) {
    const courseId = courseIdBySlug.get(demo.slug);
    if (courseId === undefined) throw new Error(`demo quiz: no course ${demo.slug}`);
    const [section] = await tx.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, courseId)).orderBy(desc(courseSections.sortOrder)).limit(1);
    const [last] = await tx.select({ sortOrder: lessons.sortOrder }).from(lessons).where(eq(lessons.sectionId, section!.id)).orderBy(desc(lessons.sortOrder)).limit(1);
    const [lesson] = await tx
      .insert(lessons)
      .values({ courseId, sectionId: section!.id, title: demo.title, kind: 'quiz', durationSeconds: 600, isPreview: false, sortOrder: (last?.sortOrder ?? 0) + 1, body: '' })
      .returning({ id: lessons.id });
    const [quiz] = await tx
      .insert(quizzes)
      .values({
        lessonId: lesson!.id,
        courseId,
        timeLimitSeconds: 600,
        attemptsAllowed: 3,
        cooldownSeconds: 0,
        passMarkPercent: 70,
        gradingMethod: 'highest',
        shuffleQuestions: false,
        shuffleOptions: true,
        feedbackMode: 'submit',
        showCorrectAnswers: 'after_submit',
        layout: 'one_per_page',
      })
      .returning({ id: quizzes.id });
    const rows = await tx
      .insert(quizQuestions)
      .values(demo.questions.map((q) => ({ ownerId: instructorId, type: q.type, prompt: q.prompt, points: q.points, explanation: q.explanation, image: null, tags: demo.tags, data: questionData({ ...q, id: 0 } as KeyedQuestion) })))
      .returning({ id: quizQuestions.id });
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await tx.insert(quizQuestionLinks).values(ids.map((questionId, sortOrder) => ({ quizId: quiz!.id, questionId, sortOrder })));
    added++;
  }
  return added;
}
