import { COUNTRIES, type Language } from '../../shared/constants';
import type { EventKind } from '../../shared/schemas/content';

/**
 * Demo events for every region and kind, in the region's language (Thai for 174, Tagalog/English for
 * 138, Vietnamese for 193, English for Global 999). Dates are relative to the seed: `inDays` > 0 is
 * upcoming, < 0 past. `taken` is how many sample learners hold a seat (registrations are real rows).
 */
interface SeedEvent {
  country: number;
  kind: EventKind;
  slug: string;
  title: string;
  summary: string;
  description: string[];
  place: string;
  inDays: number;
  /** Start hour in UTC and length in hours. */
  startHourUtc: number;
  hours: number;
  capacity: number;
  taken: number;
  /** The language title, summary and description are written in, when not the region's (English events in the Philippines). */
  lang?: Language;
}

export const EVENTS: SeedEvent[] = [
  // ---- Thailand (174), Thai: Bangkok and Chiang Mai -------------------------------------------
  { country: 174, kind: 'seminar', slug: 'th-seminar-chart-reading-bangkok', inDays: 9, startHourUtc: 6, hours: 3, capacity: 80, taken: 3, place: 'Academy Hall, Bangkok',
    title: 'สัมมนาอ่านกราฟเบื้องต้น กรุงเทพฯ', summary: 'สามชั่วโมงกับแนวรับ แนวต้าน และเส้นค่าเฉลี่ย พร้อมฝึกกับกราฟจริงของตลาดหุ้นไทย',
    description: ['สัมมนาครึ่งวันสำหรับผู้เริ่มต้นที่อยากอ่านกราฟราคาให้เป็น เราเริ่มจากแนวรับและแนวต้าน แล้วต่อด้วยเส้นค่าเฉลี่ยเคลื่อนที่ 50 และ 200 วัน', 'ช่วงท้ายเป็นเวิร์กช็อป ผู้เข้าร่วมจะวางแผนการเทรดหนึ่งแผนพร้อมจุดตัดขาดทุน โดยมีวิทยากรคอยให้คำแนะนำ', 'โปรดนำโน้ตบุ๊กมาด้วย มีอาหารว่างและเครื่องดื่มบริการ'] },
  { country: 174, kind: 'seminar', slug: 'th-seminar-risk-management-chiang-mai', inDays: -21, startHourUtc: 6, hours: 3, capacity: 50, taken: 4, place: 'Nimman Conference Room, Chiang Mai',
    title: 'สัมมนาการบริหารความเสี่ยง เชียงใหม่', summary: 'วิธีกำหนดขนาดการลงทุนและจุดตัดขาดทุน เพื่อให้พอร์ตอยู่รอดในช่วงที่ตลาดผันผวน',
    description: ['สัมมนานี้อธิบายว่าทำไมการเสี่ยงเพียงหนึ่งถึงสองเปอร์เซ็นต์ของพอร์ตต่อการเทรดหนึ่งครั้งจึงสำคัญ', 'ผู้เข้าร่วมได้ทดลองคำนวณขนาดการลงทุนจากตัวอย่างจริง และเขียนบันทึกการเทรดเป็นครั้งแรก'] },
  { country: 174, kind: 'robo-camp', slug: 'th-robo-camp-chiang-mai-weekend', inDays: 16, startHourUtc: 2, hours: 56, capacity: 7, taken: 6, place: 'Maker Space, Chiang Mai',
    title: 'โรโบแคมป์สุดสัปดาห์ เชียงใหม่', summary: 'แคมป์สามวันสำหรับเยาวชนอายุ 12–16 ปี ประกอบและเขียนโปรแกรมหุ่นยนต์เดินตามเส้นของตัวเอง',
    description: ['ทุกทีมจะได้รับชุดหุ่นยนต์ บอร์ดไมโครคอนโทรลเลอร์ และเซนเซอร์วัดแสง เพื่อสร้างหุ่นยนต์เดินตามเส้น', 'วันสุดท้ายมีการแข่งขันเล็ก ๆ และผู้ปกครองร่วมชมได้ ที่นั่งมีจำนวนจำกัด'] },
  { country: 174, kind: 'robo-camp', slug: 'th-robo-camp-bangkok-school-break', inDays: -45, startHourUtc: 2, hours: 56, capacity: 20, taken: 5, place: 'Academy Lab, Bangkok',
    title: 'โรโบแคมป์ช่วงปิดเทอม กรุงเทพฯ', summary: 'เยาวชนยี่สิบคนได้สร้างแขนกลและเรียนรู้พื้นฐานการเขียนโปรแกรมด้วยภาษา Python',
    description: ['แคมป์ช่วงปิดเทอมที่ผ่านมา ผู้เข้าร่วมได้ประกอบแขนกลสี่แกนและสั่งงานด้วยภาษา Python', 'ขอบคุณผู้ปกครองและน้อง ๆ ทุกคนที่มาร่วมกิจกรรม'] },
  { country: 174, kind: 'road-trip', slug: 'th-road-trip-northern-schools', inDays: 30, startHourUtc: 1, hours: 100, capacity: 30, taken: 2, place: 'Chiang Mai – Lampang – Phitsanulok',
    title: 'โรโบโรดทริป โรงเรียนภาคเหนือ', summary: 'ทีมงานตระเวนสอนหุ่นยนต์และการเขียนโปรแกรมให้โรงเรียนสามแห่งในภาคเหนือ อาสาสมัครร่วมเดินทางได้',
    description: ['ห้าวันบนถนน เราจะนำชุดหุ่นยนต์ไปจัดเวิร์กช็อปให้นักเรียนมัธยมในเชียงใหม่ ลำปาง และพิษณุโลก', 'อาสาสมัครที่มีพื้นฐานการเขียนโปรแกรมช่วยเป็นพี่เลี้ยงได้ ค่าเดินทางและที่พักรวมอยู่แล้ว'] },
  { country: 174, kind: 'road-trip', slug: 'th-road-trip-eastern-seaboard', inDays: -60, startHourUtc: 1, hours: 76, capacity: 24, taken: 3, place: 'Chonburi – Rayong',
    title: 'โรโบโรดทริป ภาคตะวันออก', summary: 'เยี่ยมชมโรงงานหุ่นยนต์อุตสาหกรรมและจัดเวิร์กช็อปที่โรงเรียนในชลบุรีและระยอง',
    description: ['ผู้เข้าร่วมได้เห็นหุ่นยนต์เชื่อมในสายการผลิตรถยนต์ และได้พูดคุยกับวิศวกรผู้ดูแลระบบ', 'ช่วงบ่ายเป็นเวิร์กช็อปกับนักเรียนในพื้นที่'] },
  { country: 174, kind: 'event', slug: 'th-event-academy-open-day-bangkok', inDays: 23, startHourUtc: 3, hours: 6, capacity: 200, taken: 1, place: 'Academy Hall, Bangkok',
    title: 'วันเปิดบ้านอะคาเดมี กรุงเทพฯ', summary: 'พบผู้สอน ทดลองเรียนฟรี และชมการสาธิตหุ่นยนต์ตลอดทั้งวัน',
    description: ['ครั้งแรกของวันเปิดบ้านที่รวมทุกหลักสูตรไว้ในที่เดียว ทั้งการลงทุน การเขียนโปรแกรม และหุ่นยนต์', 'มีบูธแนะแนวหลักสูตรและส่วนลดพิเศษสำหรับผู้ลงทะเบียนภายในงาน'] },
  { country: 174, kind: 'event', slug: 'th-event-traders-meetup-bangkok', inDays: -14, startHourUtc: 11, hours: 3, capacity: 60, taken: 2, place: 'Co-working Space, Sukhumvit, Bangkok',
    title: 'พบปะนักเทรด กรุงเทพฯ', summary: 'ค่ำคืนแลกเปลี่ยนประสบการณ์การเทรดระหว่างนักเรียนและผู้สอน',
    description: ['นักเรียนสามคนเล่าแผนการเทรดของตัวเอง และผู้สอนให้ความเห็นแบบสด ๆ', 'ขอบคุณทุกคนที่มาร่วมงาน พบกันใหม่ครั้งหน้า'] },

  // ---- Philippines (138), Tagalog and English: Manila and Cebu --------------------------------
  { country: 138, kind: 'seminar', slug: 'ph-seminar-investing-basics-manila', inDays: 12, startHourUtc: 6, hours: 3, capacity: 100, taken: 2, place: 'Academy Center, Makati, Manila',
    title: 'Seminar: Mga Batayan ng Pamumuhunan sa Manila', summary: 'Tatlong oras tungkol sa stocks, pondo at pamamahala ng panganib para sa mga nagsisimula.',
    description: ['Sa seminar na ito, matututunan mo kung paano pumili ng broker, magbasa ng financial statement at magtakda ng stop-loss.', 'May maikling workshop sa dulo kung saan gagawa ka ng sariling plano sa pamumuhunan. Magdala ng laptop.'] },
  { country: 138, kind: 'seminar', slug: 'ph-seminar-forex-cebu', lang: 'en', inDays: -30, startHourUtc: 6, hours: 3, capacity: 60, taken: 3, place: 'IT Park, Cebu City',
    title: 'Forex Fundamentals Seminar, Cebu', summary: 'How interest rates and remittances move the peso, explained with real charts.',
    description: ['We looked at why the peso strengthens in December, when remittances peak, and how central bank decisions change the picture.', 'Thank you to everyone who joined us in Cebu.'] },
  { country: 138, kind: 'robo-camp', slug: 'ph-robo-camp-cebu-summer', inDays: 19, startHourUtc: 1, hours: 56, capacity: 24, taken: 2, place: 'IT Park, Cebu City',
    title: 'Robo Camp sa Cebu ngayong Tag-init', summary: 'Tatlong araw na camp para sa edad 12–16: bumuo at mag-program ng sariling line-following robot.',
    description: ['Bawat koponan ay bibigyan ng robot kit, microcontroller at mga light sensor.', 'Sa huling araw, may munting paligsahan at puwedeng manood ang mga magulang.'] },
  { country: 138, kind: 'robo-camp', slug: 'ph-robo-camp-manila-coding', lang: 'en', inDays: -50, startHourUtc: 1, hours: 56, capacity: 20, taken: 4, place: 'Academy Center, Makati, Manila',
    title: 'Robo Camp: Coding with Robots, Manila', summary: 'Twenty young makers built robot arms and wrote their first Python programs.',
    description: ['Over three days the campers assembled four-axis robot arms and controlled them with Python.', 'Photos from the camp are on our social pages.'] },
  { country: 138, kind: 'road-trip', slug: 'ph-road-trip-visayas', inDays: 40, startHourUtc: 0, hours: 100, capacity: 6, taken: 6, place: 'Cebu – Bohol – Iloilo',
    title: 'Robo Road Trip: Visayas', summary: 'Limang araw ng robotics workshops sa mga paaralan sa Cebu, Bohol at Iloilo. Puno na ang lahat ng upuan.',
    description: ['Dadalhin namin ang mga robot kit sa tatlong pampublikong paaralan at magtuturo kasama ang mga guro roon.', 'Kasama na ang biyahe sa barko, tirahan at pagkain.'] },
  { country: 138, kind: 'road-trip', slug: 'ph-road-trip-north-luzon', lang: 'en', inDays: -75, startHourUtc: 0, hours: 76, capacity: 25, taken: 2, place: 'Baguio – Vigan',
    title: 'Robo Road Trip: North Luzon', summary: 'Workshops in Baguio and Vigan with local schools and a visit to a solar farm.',
    description: ['Students programmed small rovers to follow the sun, inspired by the solar farm we visited on day two.', 'Thank you to our partner schools in Baguio and Vigan.'] },
  { country: 138, kind: 'event', slug: 'ph-event-open-day-manila', inDays: 26, startHourUtc: 2, hours: 6, capacity: 150, taken: 1, place: 'Academy Center, Makati, Manila',
    title: 'Academy Open Day sa Manila', summary: 'Kilalanin ang mga instructor, subukan ang libreng klase at manood ng robot demo.',
    description: ['Isang buong araw ng libreng mini-class sa pamumuhunan, programming at robotics.', 'May espesyal na diskwento para sa mga magpaparehistro sa mismong araw.'] },
  { country: 138, kind: 'event', slug: 'ph-event-alumni-night-cebu', lang: 'en', inDays: -10, startHourUtc: 10, hours: 3, capacity: 80, taken: 2, place: 'Ayala Center, Cebu City',
    title: 'Alumni Night, Cebu', summary: 'Graduates shared how they use what they learned at work and in their own investing.',
    description: ['Three alumni told their stories, from a first trading plan to a career in robotics.', 'See you at the next alumni night.'] },

  // ---- Vietnam (193), Vietnamese: Hanoi and Ho Chi Minh City ----------------------------------
  { country: 193, kind: 'seminar', slug: 'vn-seminar-phan-tich-ky-thuat-hanoi', inDays: 7, startHourUtc: 2, hours: 3, capacity: 70, taken: 2, place: 'Hội trường Academy, Hà Nội',
    title: 'Hội thảo phân tích kỹ thuật cơ bản tại Hà Nội', summary: 'Ba giờ về hỗ trợ, kháng cự và đường trung bình động, thực hành trên biểu đồ cổ phiếu Việt Nam.',
    description: ['Hội thảo dành cho người mới bắt đầu muốn đọc biểu đồ giá. Chúng ta bắt đầu với hỗ trợ và kháng cự, sau đó là đường trung bình động.', 'Phần cuối là thực hành: mỗi người lập một kế hoạch giao dịch có điểm cắt lỗ. Hãy mang theo máy tính xách tay.'] },
  { country: 193, kind: 'seminar', slug: 'vn-seminar-quan-ly-von-hcm', inDays: -25, startHourUtc: 2, hours: 3, capacity: 90, taken: 3, place: 'Trung tâm Academy, Quận 1, TP. Hồ Chí Minh',
    title: 'Hội thảo quản lý vốn, TP. Hồ Chí Minh', summary: 'Cách xác định khối lượng giao dịch và điểm cắt lỗ để tài khoản sống sót qua giai đoạn biến động.',
    description: ['Người tham dự đã tính khối lượng giao dịch từ các ví dụ thực tế và viết nhật ký giao dịch đầu tiên.', 'Cảm ơn mọi người đã tham gia.'] },
  { country: 193, kind: 'robo-camp', slug: 'vn-robo-camp-hcm-he', inDays: 14, startHourUtc: 1, hours: 56, capacity: 20, taken: 3, place: 'Trung tâm Academy, Quận 1, TP. Hồ Chí Minh',
    title: 'Trại hè robot tại TP. Hồ Chí Minh', summary: 'Trại ba ngày cho các bạn 12–16 tuổi: lắp ráp và lập trình robot dò line của riêng mình.',
    description: ['Mỗi đội nhận một bộ robot, bo mạch vi điều khiển và cảm biến ánh sáng.', 'Ngày cuối có cuộc thi nhỏ, phụ huynh được mời đến xem.'] },
  { country: 193, kind: 'robo-camp', slug: 'vn-robo-camp-hanoi-dong', inDays: -40, startHourUtc: 1, hours: 56, capacity: 16, taken: 4, place: 'Không gian sáng tạo, Cầu Giấy, Hà Nội',
    title: 'Trại robot mùa đông, Hà Nội', summary: 'Mười sáu bạn nhỏ đã chế tạo cánh tay robot và học lập trình Python cơ bản.',
    description: ['Trong ba ngày, các bạn lắp ráp cánh tay robot bốn trục và điều khiển bằng Python.', 'Cảm ơn phụ huynh và các bạn đã tham gia.'] },
  { country: 193, kind: 'road-trip', slug: 'vn-road-trip-mien-trung', inDays: 35, startHourUtc: 0, hours: 100, capacity: 30, taken: 1, place: 'Đà Nẵng – Huế – Quảng Ngãi',
    title: 'Hành trình robot miền Trung', summary: 'Năm ngày mang các bộ robot đến trường học ở Đà Nẵng, Huế và Quảng Ngãi. Tình nguyện viên có thể tham gia.',
    description: ['Chúng tôi tổ chức workshop robot cho học sinh trung học cùng giáo viên địa phương.', 'Chi phí đi lại và chỗ ở đã bao gồm.'] },
  { country: 193, kind: 'road-trip', slug: 'vn-road-trip-mekong', inDays: -80, startHourUtc: 0, hours: 76, capacity: 24, taken: 2, place: 'Cần Thơ – Vĩnh Long',
    title: 'Hành trình robot đồng bằng sông Cửu Long', summary: 'Workshop tại Cần Thơ và Vĩnh Long: robot tưới cây tự động cho vườn trường.',
    description: ['Học sinh lập trình robot tưới cây dựa trên cảm biến độ ẩm đất.', 'Cảm ơn các trường đối tác.'] },
  { country: 193, kind: 'event', slug: 'vn-event-ngay-hoi-academy-hcm', inDays: 21, startHourUtc: 2, hours: 6, capacity: 180, taken: 2, place: 'Trung tâm Academy, Quận 1, TP. Hồ Chí Minh',
    title: 'Ngày hội Academy tại TP. Hồ Chí Minh', summary: 'Gặp giảng viên, học thử miễn phí và xem trình diễn robot suốt cả ngày.',
    description: ['Các lớp học thử miễn phí về đầu tư, lập trình và robot.', 'Ưu đãi đặc biệt cho người đăng ký tại sự kiện.'] },
  { country: 193, kind: 'event', slug: 'vn-event-gap-go-nha-dau-tu-hanoi', inDays: -12, startHourUtc: 11, hours: 3, capacity: 60, taken: 2, place: 'Hội trường Academy, Hà Nội',
    title: 'Gặp gỡ nhà đầu tư, Hà Nội', summary: 'Buổi tối chia sẻ kinh nghiệm giao dịch giữa học viên và giảng viên.',
    description: ['Ba học viên trình bày kế hoạch giao dịch của mình và nhận góp ý trực tiếp.', 'Hẹn gặp lại lần sau.'] },

  // ---- Global (999), English: online --------------------------------------------------------
  { country: 999, kind: 'seminar', slug: 'global-seminar-central-banks-online', inDays: 5, startHourUtc: 12, hours: 2, capacity: 500, taken: 3, place: 'Online (live stream)',
    title: 'Online seminar: reading central bank statements', summary: 'Two hours on how rate decisions and their wording move currencies and stocks, with live Q&A.',
    description: ['We read three recent central bank statements line by line and compare them with how markets reacted.', 'The link to the live stream is mailed to registered students the day before.'] },
  { country: 999, kind: 'seminar', slug: 'global-seminar-trading-journal-online', inDays: -18, startHourUtc: 12, hours: 2, capacity: 500, taken: 4, place: 'Online (live stream)',
    title: 'Online seminar: keeping a trading journal', summary: 'What to write down before, during and after a trade, and how to learn from it.',
    description: ['A practical session with templates you can copy.', 'The recording is available to registered students.'] },
  { country: 999, kind: 'robo-camp', slug: 'global-robo-camp-online-kits', inDays: 28, startHourUtc: 8, hours: 52, capacity: 40, taken: 2, place: 'Online (kits shipped to your home)',
    title: 'Online Robo Camp: build at home', summary: 'A three-day camp over video: we ship the robot kit, you build and program it with our mentors.',
    description: ['Kits ship two weeks before the camp to Thailand, the Philippines and Vietnam.', 'Mentors answer questions in small video groups of six.'] },
  { country: 999, kind: 'robo-camp', slug: 'global-robo-camp-online-autumn', inDays: -55, startHourUtc: 8, hours: 52, capacity: 40, taken: 3, place: 'Online (kits shipped to your home)',
    title: 'Online Robo Camp: autumn edition', summary: 'Forty makers across the region built line-following robots from home.',
    description: ['Thank you to every family who joined the autumn camp.'] },
  { country: 999, kind: 'road-trip', slug: 'global-road-trip-asean-tour', inDays: 60, startHourUtc: 0, hours: 196, capacity: 20, taken: 1, place: 'Bangkok – Ho Chi Minh City – Manila',
    title: 'Robo Road Trip: ASEAN tour', summary: 'Nine days, three capitals, six schools: our biggest road trip, with volunteers from every region.',
    description: ['We start in Bangkok, continue to Ho Chi Minh City and finish in Manila, running robotics workshops in two schools per city.', 'Flights, hotels and meals are included for volunteers.'] },
  { country: 999, kind: 'road-trip', slug: 'global-road-trip-virtual-factory-tours', inDays: -35, startHourUtc: 9, hours: 4, capacity: 300, taken: 2, place: 'Online (live video)',
    title: 'Virtual road trip: robot factory tours', summary: 'Live video visits to two robot factories, with engineers answering questions.',
    description: ['The recording of both tours is available to registered students.'] },
  { country: 999, kind: 'event', slug: 'global-event-academy-live-qa', inDays: 3, startHourUtc: 12, hours: 1, capacity: 1000, taken: 3, place: 'Online (live stream)',
    title: 'Academy Live: ask the instructors', summary: 'One hour of questions and answers with instructors from every region.',
    description: ['Send your questions in advance when you register, or ask them live in the chat.'] },
  { country: 999, kind: 'event', slug: 'global-event-year-in-review', inDays: -20, startHourUtc: 12, hours: 1, capacity: 1000, taken: 4, place: 'Online (live stream)',
    title: 'Academy year in review', summary: 'Highlights of the year: new courses, camps, road trips and our students’ stories.',
    description: ['Thank you for a wonderful year of learning together.'] },
];

/** The demo student (Thailand) holds a seat at this upcoming seminar. */
export const DEMO_STUDENT_EVENT = 'th-seminar-chart-reading-bangkok';

/** The language an event's texts are in: its own when given, else its region's (Global: English). */
export function eventLanguage(event: { country: number; lang?: Language }): Language {
  return event.lang ?? COUNTRIES.find((c) => c.id === event.country)?.defaultLanguage ?? 'en';
}

/**
 * The venue's IANA time zone: the region's (a Global event is online or starts in Bangkok, so Bangkok's;
 * an online event's times are shown in the viewer's own zone anyway).
 */
export const EVENT_TIME_ZONES: Record<number, string> = { 174: 'Asia/Bangkok', 138: 'Asia/Manila', 193: 'Asia/Ho_Chi_Minh', 999: 'Asia/Bangkok' };
export const eventTimeZone = (country: number): string => EVENT_TIME_ZONES[country] ?? 'Asia/Bangkok';
