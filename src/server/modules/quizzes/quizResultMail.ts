// The learner's mail when their result in a quiz changed after they submitted it, in their language:
// the instructor regraded the quiz, or graded the essay answer the attempt was waiting for.
import type { Language } from '../../../shared/constants';
import type { MailMessage } from '../../adapters/mail/mailAdapter';

interface Texts {
  subject: (quiz: string) => string;
  gradedSubject: (quiz: string) => string;
  greeting: (name: string) => string;
  body: (quiz: string, course: string) => string;
  gradedBody: (quiz: string, course: string) => string;
  grade: (percent: string, passed: boolean) => string;
  pending: string;
  action: string;
}

const TEXTS: Record<Language, Texts> = {
  th: {
    subject: (q) => `ผลแบบทดสอบ "${q}" ของคุณมีการปรับปรุง`,
    gradedSubject: (q) => `ผู้สอนให้คะแนนเรียงความของคุณใน "${q}" แล้ว`,
    greeting: (n) => `สวัสดีคุณ ${n}`,
    body: (q, c) => `ผู้สอนได้ตรวจแบบทดสอบ "${q}" ในคอร์ส "${c}" ใหม่ ผลของคุณจึงเปลี่ยนไป`,
    gradedBody: (q, c) => `ผู้สอนได้ให้คะแนนคำตอบแบบเรียงความของคุณในแบบทดสอบ "${q}" ของคอร์ส "${c}" แล้ว`,
    grade: (p, ok) => `คะแนนของคุณตอนนี้: ${p} % (${ok ? 'ผ่าน' : 'ยังไม่ผ่าน'})`,
    pending: 'ยังมีคำตอบแบบเรียงความที่รอผู้สอนให้คะแนน',
    action: 'ดูผลแบบทดสอบ',
  },
  en: {
    subject: (q) => `Your result in "${q}" was updated`,
    gradedSubject: (q) => `Your essay in "${q}" was graded`,
    greeting: (n) => `Hello ${n},`,
    body: (q, c) => `The instructor regraded the quiz "${q}" in "${c}", and your result changed.`,
    gradedBody: (q, c) => `The instructor graded your essay answer in the quiz "${q}" in "${c}".`,
    grade: (p, ok) => `Your grade now: ${p} % (${ok ? 'passed' : 'not passed yet'})`,
    pending: 'An essay answer is still waiting for the instructor’s grade.',
    action: 'See the quiz',
  },
  vi: {
    subject: (q) => `Kết quả bài kiểm tra "${q}" của bạn đã được cập nhật`,
    gradedSubject: (q) => `Bài tự luận của bạn trong "${q}" đã được chấm`,
    greeting: (n) => `Xin chào ${n},`,
    body: (q, c) => `Giảng viên đã chấm lại bài kiểm tra "${q}" trong khóa học "${c}" và kết quả của bạn đã thay đổi.`,
    gradedBody: (q, c) => `Giảng viên đã chấm câu trả lời tự luận của bạn trong bài kiểm tra "${q}" của khóa học "${c}".`,
    grade: (p, ok) => `Điểm của bạn hiện tại: ${p} % (${ok ? 'đạt' : 'chưa đạt'})`,
    pending: 'Một câu trả lời tự luận vẫn đang chờ giảng viên chấm.',
    action: 'Xem bài kiểm tra',
  },
  tl: {
    subject: (q) => `Na-update ang iyong resulta sa "${q}"`,
    gradedSubject: (q) => `Namarkahan na ang iyong sanaysay sa "${q}"`,
    greeting: (n) => `Kumusta ${n},`,
    body: (q, c) => `Muling minarkahan ng instructor ang pagsusulit na "${q}" sa "${c}", at nagbago ang iyong resulta.`,
    gradedBody: (q, c) => `Minarkahan na ng instructor ang iyong sagot na sanaysay sa pagsusulit na "${q}" sa "${c}".`,
    grade: (p, ok) => `Ang iyong marka ngayon: ${p} % (${ok ? 'pumasa' : 'hindi pa pumapasa'})`,
    pending: 'May sagot na sanaysay na naghihintay pa ng marka ng instructor.',
    action: 'Tingnan ang pagsusulit',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Why the result changed: the quiz was regraded, or an essay answer got its grade. */
export type QuizResultChange = 'regraded' | 'essay_graded';

/** `gradePercent` null: the learner's grade waits for an essay grade. */
export function quizResultMail(change: QuizResultChange, lang: Language, to: string, name: string, quiz: string, course: string, gradePercent: number | null, passed: boolean, link: string): MailMessage {
  const t = TEXTS[lang] ?? TEXTS.en;
  const grade = gradePercent === null ? t.pending : t.grade(String(gradePercent), passed);
  const body = change === 'regraded' ? t.body(quiz, course) : t.gradedBody(quiz, course);
  const text = `${t.greeting(name)}\n\n${body}\n\n${grade}\n\n${t.action}: ${link}\n\nAcademy`;
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(t.greeting(name))}</p><p>${escapeHtml(body)}</p><p><strong>${escapeHtml(grade)}</strong></p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#6c5ce7;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.action)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(link)}</p></body></html>`;
  return { to, subject: change === 'regraded' ? t.subject(quiz) : t.gradedSubject(quiz), text, html };
}
