import type { Language } from '../../shared/constants';
import type { PostKind } from '../../shared/schemas/content';

/** Demo blogs and podcasts in the four languages. A podcast's body is its show notes. */
interface SeedPost {
  kind: PostKind;
  slug: string;
  lang: Language;
  author: 'instructor' | 'admin';
  title: string;
  summary: string;
  body: string[];
  daysAgo: number;
  hue: number;
  /** Podcasts: a file in seed/assets and its length in seconds. */
  audio?: { file: string; seconds: number };
}

const PODCAST_AUDIO = {
  en: { file: 'podcast-en.mp3', seconds: 18 },
  th: { file: 'podcast-th.mp3', seconds: 20 },
  vi: { file: 'podcast-vi.mp3', seconds: 17 },
} as const;

export const POSTS: SeedPost[] = [
  // ---- Blogs ----
  { kind: 'blog', slug: 'blog-first-trading-plan', lang: 'en', author: 'instructor', daysAgo: 2, hue: 210,
    title: 'How to write your first trading plan', summary: 'A one-page plan beats a head full of ideas. Here is the template our students use.',
    body: ['Most beginners trade on impulse: a headline, a tip, a chart that looks exciting. A written plan turns those impulses into rules you decided on when you were calm.', 'Your plan needs only five lines: what you trade, when you enter, where you exit with a loss, where you take profit, and how much of your account you risk.', 'Print it, keep it next to your screen, and review it every weekend. Change the plan on Saturday, never in the middle of a trade.'] },
  { kind: 'blog', slug: 'blog-robotics-for-teens', lang: 'en', author: 'admin', daysAgo: 9, hue: 150,
    title: 'Why robotics is the best first step into programming', summary: 'A robot that moves gives instant feedback. That is why our camps start with motors, not screens.',
    body: ['When a program runs on a screen, a mistake is a line of red text. When it runs on a robot, the robot drives into the wall, and everyone in the room laughs and learns.', 'Robotics mixes programming with physics, electronics and teamwork. Teenagers who would never sit through a lecture on loops will happily tune a line-following loop for an hour.', 'Our robo camps and road trips are built on this idea: build something real in three days, then show it to your family.'] },
  { kind: 'blog', slug: 'blog-th-saving-before-investing', lang: 'th', author: 'instructor', daysAgo: 4, hue: 30,
    title: 'ออมก่อนลงทุน: เงินสำรองฉุกเฉินต้องมีเท่าไร', summary: 'ก่อนซื้อหุ้นตัวแรก ควรมีเงินสำรองฉุกเฉินอย่างน้อยสามถึงหกเดือนของค่าใช้จ่าย',
    body: ['หลายคนเริ่มลงทุนด้วยเงินทั้งหมดที่มี แล้วต้องขายหุ้นขาดทุนเมื่อเกิดเหตุฉุกเฉิน เงินสำรองช่วยให้คุณไม่ต้องตัดสินใจภายใต้แรงกดดัน', 'เริ่มจากคำนวณค่าใช้จ่ายจำเป็นต่อเดือน แล้วคูณด้วยสามถึงหก เก็บเงินก้อนนี้ไว้ในบัญชีที่ถอนได้ทันที', 'เมื่อมีเงินสำรองครบแล้ว การลงทุนจะกลายเป็นเรื่องของแผน ไม่ใช่เรื่องของความกลัว'] },
  { kind: 'blog', slug: 'blog-th-robot-camp-diary', lang: 'th', author: 'admin', daysAgo: 15, hue: 280,
    title: 'บันทึกโรโบแคมป์: สามวันที่เด็ก ๆ สร้างหุ่นยนต์ของตัวเอง', summary: 'เรื่องเล่าจากแคมป์ช่วงปิดเทอมที่กรุงเทพฯ ตั้งแต่น็อตตัวแรกจนถึงการแข่งขันวันสุดท้าย',
    body: ['วันแรกเต็มไปด้วยความตื่นเต้น น้อง ๆ ได้รับกล่องชิ้นส่วนและเริ่มประกอบโครงหุ่นยนต์กันเป็นทีม', 'วันที่สองเป็นวันของการเขียนโปรแกรม หุ่นยนต์หลายตัววิ่งออกนอกเส้น แต่ทุกทีมแก้ปัญหาได้ด้วยตัวเอง', 'วันสุดท้ายผู้ปกครองมาร่วมชมการแข่งขัน และทุกคนได้รับเกียรติบัตรกลับบ้าน'] },
  { kind: 'blog', slug: 'blog-vi-dau-tu-dinh-ky', lang: 'vi', author: 'instructor', daysAgo: 6, hue: 100,
    title: 'Đầu tư định kỳ: cách đơn giản để bắt đầu', summary: 'Mua một số tiền cố định mỗi tháng giúp bạn bớt lo về thời điểm thị trường.',
    body: ['Không ai đoán được đáy của thị trường. Đầu tư định kỳ nghĩa là mua một số tiền cố định vào cùng một ngày mỗi tháng, dù giá cao hay thấp.', 'Khi giá thấp, số tiền đó mua được nhiều chứng chỉ quỹ hơn; khi giá cao, mua được ít hơn. Về lâu dài, giá mua trung bình của bạn trở nên hợp lý.', 'Điều quan trọng nhất là kỷ luật: hãy đặt lệnh tự động và kiểm tra danh mục mỗi quý, không phải mỗi ngày.'] },
  { kind: 'blog', slug: 'blog-tl-unang-hakbang-sa-stocks', lang: 'tl', author: 'instructor', daysAgo: 11, hue: 0,
    title: 'Unang hakbang sa stock market', summary: 'Paano magbukas ng account, pumili ng broker at bumili ng unang share nang hindi nagmamadali.',
    body: ['Bago bumili ng kahit anong stock, tiyaking may emergency fund ka na katumbas ng tatlo hanggang anim na buwang gastusin.', 'Pumili ng broker na rehistrado sa SEC at alamin ang lahat ng bayarin: komisyon, buwis at iba pa.', 'Magsimula sa maliit na halaga at isulat kung bakit mo binili ang bawat stock. Ang talaang ito ang magiging pinakamahusay mong guro.'] },

  // ---- Podcasts (body = show notes) ----
  { kind: 'podcast', slug: 'podcast-trading-mindset-losing-streaks', lang: 'en', author: 'instructor', daysAgo: 1, hue: 330, audio: PODCAST_AUDIO.en,
    title: 'Academy Podcast #12: surviving a losing streak', summary: 'Why a written plan, small positions and a journal keep a bad week from becoming a bad year.',
    body: ['In this episode: the three habits that protect you during a losing streak.', '00:00 Intro\n00:04 Why every method has losing runs\n00:10 Position size, the plan and the journal\n00:16 Where to read more', 'Mentioned: our Trading mindset course and the free trading-plan template on the blog.'] },
  { kind: 'podcast', slug: 'podcast-th-baht-and-offshore-investing', lang: 'th', author: 'instructor', daysAgo: 5, hue: 45, audio: PODCAST_AUDIO.th,
    title: 'พอดแคสต์อะคาเดมี ตอนที่ 8: ค่าเงินบาทกับการลงทุนต่างประเทศ', summary: 'ค่าเงินบาทมีผลต่อผลตอบแทนจากหุ้นต่างประเทศอย่างไร และควรป้องกันความเสี่ยงเมื่อไร',
    body: ['ในตอนนี้ เราคุยกันเรื่องค่าเงินบาทและผลกระทบต่อการลงทุนในหุ้นต่างประเทศ', '00:00 เปิดรายการ\n00:05 ทำไมค่าเงินจึงสำคัญต่อผลตอบแทน\n00:12 การป้องกันความเสี่ยงค่าเงิน\n00:18 ปิดรายการ', 'อ่านเพิ่มเติม: คอร์สหุ้นต่างประเทศสำหรับผู้เริ่มต้นของเรา'] },
  { kind: 'podcast', slug: 'podcast-vi-phan-tich-ky-thuat', lang: 'vi', author: 'admin', daysAgo: 8, hue: 120, audio: PODCAST_AUDIO.vi,
    title: 'Podcast Academy số 5: phân tích kỹ thuật cơ bản', summary: 'Hỗ trợ, kháng cự và đường trung bình động trong mười lăm giây đầu tiên của bạn.',
    body: ['Trong tập này, chúng tôi giới thiệu ba công cụ cơ bản của phân tích kỹ thuật.', '00:00 Mở đầu\n00:04 Hỗ trợ và kháng cự\n00:09 Đường trung bình động\n00:14 Kết thúc', 'Tìm hiểu thêm trong khóa học Phân tích kỹ thuật của Academy.'] },
  { kind: 'podcast', slug: 'podcast-tl-pera-at-pangarap', lang: 'tl', author: 'instructor', daysAgo: 13, hue: 190, audio: PODCAST_AUDIO.en,
    title: 'Academy Podcast: Pera at Pangarap, Episode 3', summary: 'Paano manatiling kalmado kapag sunod-sunod ang talo sa trading.',
    body: ['Sa episode na ito, pinag-uusapan namin ang tatlong gawi na nagpoprotekta sa iyo kapag sunod-sunod ang talo: nakasulat na plano, maliit na posisyon at trading journal.', '00:00 Panimula\n00:04 Bakit may sunod-sunod na talo ang bawat paraan\n00:10 Plano, laki ng posisyon at journal\n00:16 Pangwakas', 'Ang audio ng episode na ito ay nasa Ingles.'] },
];
