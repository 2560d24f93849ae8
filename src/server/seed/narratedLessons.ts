import path from 'node:path';
import type { Language } from '../../shared/constants';
import { DEMO_ASSETS_DIR } from '../paths';

/**
 * The demo's narrated lessons: slides with a synthesised voice reading each one. `makeDemoAssets.ts`
 * renders them (slides drawn as SVG, speech by espeak-ng, joined by ffmpeg) into the MP4 files
 * under seed/assets/lessons; the seed uses each as its course's welcome video, with the length it
 * reads from the file. Kept short: a welcome is a taste of the course, not a lecture.
 */
export interface NarratedSlide {
  heading: string;
  /** Bullet points, or a short paragraph as one line. */
  lines: string[];
  /** A code sample shown under the lines, in a monospaced box. */
  code?: string;
  /** What the voice says while the slide shows. */
  say: string;
}

export interface NarratedLesson {
  course: string;
  file: string;
  lang: Language;
  /** espeak-ng voice. */
  voice: string;
  slides: NarratedSlide[];
}

export const NARRATED_LESSONS: NarratedLesson[] = [
  {
    course: 'javascript-from-zero',
    file: 'welcome-javascript-en.mp4',
    lang: 'en',
    voice: 'en-us+f3',
    slides: [
      { heading: 'JavaScript from Zero', lines: ['Welcome to the course'], say: 'Welcome to JavaScript from Zero. In the next few minutes you will see what this course covers, and write your very first line of code.' },
      { heading: 'What JavaScript does', lines: ['Runs in every web browser', 'Makes pages react to clicks and typing', 'Also runs on servers and phones'], say: 'JavaScript is the language of the web. It runs in every browser, it makes pages react to clicks and typing, and it also runs on servers and phones.' },
      { heading: 'Your first line', lines: ['Open the browser console and type:'], code: "console.log('Hello, Academy!');", say: 'Open your browser console and type console dot log, hello Academy. Press enter, and the browser answers you. That is a program.' },
      { heading: 'Values and variables', lines: ['const for values that never change', 'let for values that do'], code: "const name = 'Maria';\nlet lessonsDone = 0;\nlessonsDone = lessonsDone + 1;", say: 'Programs remember values in variables. Use const for a value that never changes, and let for a value that does, like the number of lessons you have finished.' },
      { heading: 'How this course works', lines: ['Short lessons, one idea each', 'Practise in the console as you go', 'Finish every lesson for your certificate'], say: 'Each lesson teaches one idea. Practise it in the console as you go, and when you finish every lesson, your certificate is waiting. Let us begin.' },
    ],
  },
  {
    course: 'javascript-programming-thai',
    file: 'welcome-javascript-th.mp4',
    lang: 'th',
    voice: 'th',
    slides: [
      { heading: 'พื้นฐานการเขียนโปรแกรม JavaScript', lines: ['ยินดีต้อนรับสู่คอร์ส'], say: 'ยินดีต้อนรับสู่คอร์สพื้นฐานการเขียนโปรแกรมจาวาสคริปต์ ในไม่กี่นาทีนี้ คุณจะได้รู้ว่าคอร์สนี้สอนอะไร และได้เขียนโค้ดบรรทัดแรกของคุณเอง' },
      { heading: 'JavaScript ทำอะไรได้บ้าง', lines: ['ทำงานในเว็บเบราว์เซอร์ทุกตัว', 'ทำให้หน้าเว็บตอบสนองต่อการคลิกและการพิมพ์', 'ใช้ได้ทั้งบนเซิร์ฟเวอร์และโทรศัพท์'], say: 'จาวาสคริปต์เป็นภาษาของเว็บ ทำงานในเบราว์เซอร์ทุกตัว ทำให้หน้าเว็บตอบสนองต่อการคลิกและการพิมพ์ และยังใช้ได้บนเซิร์ฟเวอร์และโทรศัพท์' },
      { heading: 'โค้ดบรรทัดแรก', lines: ['เปิดคอนโซลของเบราว์เซอร์แล้วพิมพ์:'], code: "console.log('สวัสดี Academy!');", say: 'เปิดคอนโซลของเบราว์เซอร์ แล้วพิมพ์คำสั่งนี้ กดเอนเทอร์ เบราว์เซอร์ก็จะตอบกลับ นี่แหละคือโปรแกรมแรกของคุณ' },
      { heading: 'ค่าและตัวแปร', lines: ['const สำหรับค่าที่ไม่เปลี่ยน', 'let สำหรับค่าที่เปลี่ยนได้'], code: "const name = 'สมชาย';\nlet lessonsDone = 0;\nlessonsDone = lessonsDone + 1;", say: 'โปรแกรมจำค่าต่าง ๆ ไว้ในตัวแปร ใช้คอนสต์สำหรับค่าที่ไม่เปลี่ยน และใช้เลตสำหรับค่าที่เปลี่ยนได้ เช่น จำนวนบทเรียนที่คุณเรียนจบแล้ว' },
      { heading: 'เรียนคอร์สนี้อย่างไร', lines: ['บทเรียนสั้น ๆ บทละหนึ่งเรื่อง', 'ฝึกในคอนโซลไปพร้อมกัน', 'เรียนครบทุกบทเพื่อรับใบประกาศนียบัตร'], say: 'แต่ละบทเรียนสอนหนึ่งเรื่อง ลองฝึกในคอนโซลไปพร้อมกัน และเมื่อเรียนครบทุกบท คุณจะได้รับใบประกาศนียบัตร มาเริ่มกันเลย' },
    ],
  },
  {
    course: 'lap-trinh-javascript-co-ban',
    file: 'welcome-javascript-vi.mp4',
    lang: 'vi',
    voice: 'vi',
    slides: [
      { heading: 'Lập trình JavaScript cơ bản', lines: ['Chào mừng bạn đến với khóa học'], say: 'Chào mừng bạn đến với khóa học lập trình JavaScript cơ bản. Trong vài phút tới, bạn sẽ biết khóa học dạy gì và viết dòng mã đầu tiên của mình.' },
      { heading: 'JavaScript làm được gì', lines: ['Chạy trong mọi trình duyệt web', 'Giúp trang web phản hồi khi nhấp và gõ phím', 'Chạy cả trên máy chủ và điện thoại'], say: 'JavaScript là ngôn ngữ của web. Nó chạy trong mọi trình duyệt, giúp trang web phản hồi khi bạn nhấp chuột và gõ phím, và còn chạy trên máy chủ và điện thoại.' },
      { heading: 'Dòng mã đầu tiên', lines: ['Mở bảng điều khiển của trình duyệt và gõ:'], code: "console.log('Xin chào Academy!');", say: 'Mở bảng điều khiển của trình duyệt và gõ lệnh này. Nhấn phím Enter, trình duyệt sẽ trả lời bạn. Đó chính là một chương trình.' },
      { heading: 'Giá trị và biến', lines: ['const cho giá trị không thay đổi', 'let cho giá trị có thể thay đổi'], code: "const name = 'Linh';\nlet lessonsDone = 0;\nlessonsDone = lessonsDone + 1;", say: 'Chương trình ghi nhớ giá trị trong biến. Dùng const cho giá trị không thay đổi, và let cho giá trị có thể thay đổi, như số bài học bạn đã hoàn thành.' },
      { heading: 'Cách học khóa này', lines: ['Bài học ngắn, mỗi bài một ý', 'Thực hành trong bảng điều khiển', 'Hoàn thành mọi bài để nhận chứng chỉ'], say: 'Mỗi bài học dạy một ý. Hãy thực hành ngay trong bảng điều khiển, và khi hoàn thành mọi bài, chứng chỉ đang chờ bạn. Chúng ta bắt đầu nhé.' },
    ],
  },
];

/** Where a narrated lesson's video ships. */
export function narratedLessonFile(lesson: NarratedLesson): string {
  return path.join(DEMO_ASSETS_DIR, 'lessons', lesson.file);
}
