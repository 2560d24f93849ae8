import { COUNTRIES, type Language } from '../../shared/constants';

/** Analysis and news for every region, in the region's language. */
interface SeedNews {
  country: number;
  slug: string;
  title: string;
  summary: string;
  body: string[];
  daysAgo: number;
  hue: number;
}

export const NEWS: SeedNews[] = [
  // Global (999), English
  { country: 999, slug: 'global-markets-week-ahead', daysAgo: 0, hue: 250, title: 'The week ahead: what moves global markets',
    summary: 'Central bank meetings, inflation prints and earnings season: the five events our analysts are watching.',
    body: ['Three central banks meet this week, and markets price only one change in rates. The surprise, if any, will come from the language of their statements rather than the decisions themselves.', 'Inflation figures from the largest economies arrive on Wednesday. Core prices have cooled for four months in a row; a fifth would support the case for cuts early next year.', 'For learners: our Fundamental trading course explains how to read a central bank statement line by line.'] },
  { country: 999, slug: 'currencies-dollar-strength-explained', daysAgo: 3, hue: 200, title: 'Why the dollar stays strong, explained simply',
    summary: 'Interest-rate gaps, safe-haven demand and trade flows: a plain guide to the world’s reserve currency.',
    body: ['A currency is a price like any other: it rises when more people want to hold it. Higher interest rates in the United States make dollar deposits pay more than most others.', 'In uncertain times investors also seek safety, and the dollar is still the first place they look.', 'Watch the gap between two-year government bond yields: it explains more of the dollar’s moves than any headline.'] },
  { country: 999, slug: 'technical-trading-support-resistance', daysAgo: 6, hue: 160, title: 'Support and resistance: the first chart skill to learn',
    summary: 'Before indicators and patterns, learn where buyers and sellers have met before. A short lesson with examples.',
    body: ['Prices remember. Levels where a market turned before often slow it down again, because the traders who acted there are still watching.', 'Draw zones, not lines: a band of a few ticks captures how real orders sit around a level.', 'Combine levels with volume: a break on rising volume is more believable than one on a quiet afternoon.'] },
  { country: 999, slug: 'trading-mindset-losing-streaks', daysAgo: 10, hue: 320, title: 'Trading mindset: surviving a losing streak',
    summary: 'Every method has losing runs. Position sizing and a written plan keep a bad week from becoming a bad year.',
    body: ['A method that wins 55% of the time will still lose five trades in a row about once every hundred trades. Expect it.', 'Risk a fixed, small share of your account on each trade, so a streak costs you a few percent rather than your confidence.', 'Keep a journal: the notes you write during a streak are your best teacher afterwards.'] },
  { country: 999, slug: 'offshore-stocks-getting-started', daysAgo: 14, hue: 30, title: 'Offshore stocks: a beginner’s checklist',
    summary: 'Brokers, taxes, currencies and fees: what to check before you buy your first share abroad.',
    body: ['Choose a broker regulated where it operates and check how your shares are held on your behalf.', 'Every purchase abroad is also a currency trade. Know the conversion fee, and whether you can hold foreign cash.', 'Ask about withholding tax on dividends: a treaty between countries can halve it, but only if the paperwork is done.'] },

  // Thailand (174), Thai
  { country: 174, slug: 'th-set-index-outlook', daysAgo: 1, hue: 270, title: 'มุมมองตลาดหุ้นไทยสัปดาห์นี้',
    summary: 'ดัชนี SET เคลื่อนไหวในกรอบแคบ นักวิเคราะห์จับตาผลประกอบการกลุ่มธนาคารและทิศทางเงินทุนต่างชาติ',
    body: ['ดัชนีตลาดหลักทรัพย์แห่งประเทศไทยแกว่งตัวในกรอบแคบตลอดสัปดาห์ที่ผ่านมา โดยนักลงทุนต่างชาติยังคงขายสุทธิต่อเนื่อง', 'ปัจจัยที่ต้องติดตามคือผลประกอบการไตรมาสล่าสุดของกลุ่มธนาคาร และการประชุมคณะกรรมการนโยบายการเงิน', 'สำหรับผู้เริ่มต้น คอร์สการวิเคราะห์ปัจจัยพื้นฐานของเราอธิบายวิธีอ่านงบการเงินทีละขั้นตอน'] },
  { country: 174, slug: 'th-baht-exchange-rate', daysAgo: 4, hue: 190, title: 'ค่าเงินบาทกับการท่องเที่ยว: ความสัมพันธ์ที่ควรรู้',
    summary: 'รายได้จากนักท่องเที่ยวต่างชาติมีผลต่อค่าเงินบาทอย่างไร และนักลงทุนควรจับตาตัวเลขใด',
    body: ['เงินบาทมักแข็งค่าขึ้นในช่วงฤดูท่องเที่ยว เมื่อนักท่องเที่ยวต่างชาติแลกเงินเพื่อใช้จ่ายในประเทศ', 'ดุลบัญชีเดินสะพัดเป็นตัวเลขสำคัญที่สะท้อนกระแสเงินเข้าออก ควรติดตามทุกเดือน', 'การเข้าใจปัจจัยเหล่านี้ช่วยให้วางแผนการลงทุนต่างประเทศได้ดีขึ้น'] },
  { country: 174, slug: 'th-technical-trading-moving-average', daysAgo: 8, hue: 140, title: 'เส้นค่าเฉลี่ยเคลื่อนที่: เครื่องมือพื้นฐานของนักเทคนิค',
    summary: 'เรียนรู้การใช้เส้นค่าเฉลี่ย 50 และ 200 วันเพื่ออ่านแนวโน้มของราคา พร้อมข้อควรระวัง',
    body: ['เส้นค่าเฉลี่ยเคลื่อนที่ช่วยลดความผันผวนรายวัน ทำให้มองเห็นแนวโน้มหลักได้ชัดเจนขึ้น', 'เมื่อเส้น 50 วันตัดขึ้นเหนือเส้น 200 วัน นักเทคนิคเรียกว่า Golden Cross ซึ่งมักถูกมองว่าเป็นสัญญาณขาขึ้น', 'อย่างไรก็ตาม เส้นค่าเฉลี่ยเป็นสัญญาณที่ตามหลังราคา ควรใช้ร่วมกับการบริหารความเสี่ยงเสมอ'] },
  { country: 174, slug: 'th-trading-mindset-discipline', daysAgo: 12, hue: 340, title: 'วินัยในการเทรด: เขียนแผนก่อนกดซื้อ',
    summary: 'แผนการเทรดที่เขียนไว้ล่วงหน้าช่วยลดการตัดสินใจด้วยอารมณ์ นี่คือห้าข้อที่ควรมีในแผนของคุณ',
    body: ['ก่อนเปิดสถานะทุกครั้ง ให้ระบุจุดเข้า จุดตัดขาดทุน และเป้าหมายกำไรให้ชัดเจน', 'กำหนดความเสี่ยงต่อการเทรดไม่เกินร้อยละหนึ่งถึงสองของเงินทุน', 'บันทึกผลทุกการเทรดและทบทวนทุกสัปดาห์ เพื่อเรียนรู้จากทั้งกำไรและขาดทุน'] },
  { country: 174, slug: 'th-seminar-recap-bangkok', daysAgo: 16, hue: 20, title: 'สรุปสัมมนาการลงทุนที่กรุงเทพฯ',
    summary: 'ผู้เข้าร่วมกว่า 300 คนเรียนรู้การวางแผนการลงทุนระยะยาวจากวิทยากรของ Academy',
    body: ['สัมมนาครั้งนี้เน้นการสร้างพอร์ตการลงทุนระยะยาวด้วยการกระจายความเสี่ยง', 'วิทยากรแนะนำให้เริ่มจากเป้าหมายทางการเงินที่ชัดเจน แล้วจึงเลือกสินทรัพย์ที่เหมาะสม', 'ติดตามตารางสัมมนาครั้งถัดไปได้ที่หน้าสัมมนาของเรา'] },

  // Philippines (138), Tagalog
  { country: 138, slug: 'ph-psei-market-update', daysAgo: 2, hue: 230, title: 'Lagay ng merkado: PSEi ngayong linggo',
    summary: 'Bahagyang tumaas ang PSEi habang hinihintay ng mga mamumuhunan ang desisyon ng Bangko Sentral sa interes.',
    body: ['Bahagyang tumaas ang Philippine Stock Exchange index ngayong linggo, sa pangunguna ng mga bangko at kumpanya ng kuryente.', 'Inaabangan ng merkado ang susunod na pulong ng Bangko Sentral ng Pilipinas tungkol sa interes.', 'Para sa mga nagsisimula, ipinapaliwanag ng aming kurso sa pangunahing pagsusuri kung paano basahin ang ulat pinansyal.'] },
  { country: 138, slug: 'ph-peso-remittances', daysAgo: 5, hue: 180, title: 'Ang piso at ang padala ng mga OFW',
    summary: 'Paano nakaaapekto ang padala mula sa ibang bansa sa halaga ng piso, lalo na tuwing Disyembre.',
    body: ['Tuwing huling bahagi ng taon, dumarami ang padala ng mga Pilipinong nagtatrabaho sa ibang bansa.', 'Ang dagdag na dolyar na ipinapalit sa piso ay kadalasang nagpapalakas sa ating pera.', 'Mahalagang bantayan ito kung nagpaplano kang mamuhunan sa mga stock sa labas ng bansa.'] },
  { country: 138, slug: 'ph-technical-trading-candlesticks', daysAgo: 9, hue: 120, title: 'Pagbasa ng candlestick: gabay para sa baguhan',
    summary: 'Alamin ang ibig sabihin ng katawan at mitsa ng bawat kandila, at ang tatlong pattern na dapat mong kilalanin.',
    body: ['Ipinapakita ng bawat kandila ang bukas, sara, pinakamataas at pinakamababang presyo sa isang yugto.', 'Ang mahabang mitsa sa ibaba ay tanda na may mga bumili nang bumaba ang presyo.', 'Gamitin ang mga pattern kasama ng suporta at resistensya, hindi nang mag-isa.'] },
  { country: 138, slug: 'ph-marketing-for-small-business', daysAgo: 13, hue: 300, title: 'Marketing para sa maliit na negosyo online',
    summary: 'Mga praktikal na hakbang para makilala ang iyong negosyo sa social media nang hindi gumagastos nang malaki.',
    body: ['Kilalanin muna ang iyong mamimili: sino sila, saan sila nag-o-online, at ano ang kailangan nila.', 'Mas mabuti ang regular at tapat na pag-post kaysa sa paminsan-minsang malaking kampanya.', 'Sukatin ang resulta bawat buwan at ituloy ang gumagana.'] },
  { country: 138, slug: 'ph-seminar-manila-recap', daysAgo: 17, hue: 40, title: 'Buod ng seminar sa Maynila',
    summary: 'Mahigit 250 na kalahok ang natuto tungkol sa pag-iipon at pamumuhunan para sa kinabukasan.',
    body: ['Tinalakay ng seminar ang pagbuo ng emergency fund bago mamuhunan.', 'Ipinaliwanag din ang pagkakaiba ng pag-iipon sa bangko at pamumuhunan sa stock market.', 'Abangan ang susunod naming seminar sa aming pahina ng mga kaganapan.'] },

  // Vietnam (193), Vietnamese
  { country: 193, slug: 'vn-vnindex-weekly-outlook', daysAgo: 1, hue: 260, title: 'Triển vọng VN-Index tuần này',
    summary: 'Thanh khoản cải thiện khi dòng tiền quay lại nhóm ngân hàng và bất động sản; nhà đầu tư chờ số liệu vĩ mô.',
    body: ['VN-Index tăng nhẹ trong tuần qua với thanh khoản cải thiện rõ rệt so với tháng trước.', 'Nhóm ngân hàng và bất động sản dẫn dắt thị trường, trong khi khối ngoại vẫn bán ròng.', 'Với người mới, khóa học phân tích cơ bản của chúng tôi hướng dẫn cách đọc báo cáo tài chính từng bước.'] },
  { country: 193, slug: 'vn-dong-exchange-rate', daysAgo: 4, hue: 170, title: 'Tỷ giá đồng Việt Nam: những điều cần biết',
    summary: 'Lãi suất, cán cân thương mại và kiều hối ảnh hưởng thế nào đến giá trị của đồng Việt Nam.',
    body: ['Xuất khẩu tăng trưởng tốt giúp nguồn cung ngoại tệ dồi dào hơn.', 'Kiều hối vào cuối năm cũng là yếu tố hỗ trợ tỷ giá.', 'Hiểu các yếu tố này giúp bạn lập kế hoạch đầu tư ra nước ngoài hợp lý hơn.'] },
  { country: 193, slug: 'vn-technical-trading-rsi', daysAgo: 7, hue: 110, title: 'Chỉ báo RSI: dùng sao cho đúng',
    summary: 'RSI cho biết đà tăng giảm của giá. Tìm hiểu vùng quá mua, quá bán và những cái bẫy thường gặp.',
    body: ['RSI dao động từ 0 đến 100; trên 70 thường được coi là quá mua, dưới 30 là quá bán.', 'Trong xu hướng mạnh, RSI có thể ở vùng quá mua rất lâu mà giá vẫn tăng.', 'Hãy kết hợp RSI với xu hướng chính và quản lý rủi ro chặt chẽ.'] },
  { country: 193, slug: 'vn-trading-mindset-patience', daysAgo: 11, hue: 350, title: 'Tâm lý giao dịch: sự kiên nhẫn',
    summary: 'Chờ đợi đúng điểm vào lệnh là kỹ năng khó nhất. Năm thói quen giúp bạn giao dịch bình tĩnh hơn.',
    body: ['Viết kế hoạch giao dịch trước khi thị trường mở cửa.', 'Chỉ vào lệnh khi mọi điều kiện trong kế hoạch đều thỏa mãn.', 'Ghi nhật ký giao dịch và xem lại mỗi cuối tuần.'] },
  { country: 193, slug: 'vn-robo-camp-hanoi', daysAgo: 15, hue: 50, title: 'Trại robot tại Hà Nội thu hút học sinh',
    summary: 'Hơn 120 học sinh đã lắp ráp và lập trình robot đầu tiên của mình trong ba ngày trại hè.',
    body: ['Trại robot năm nay tập trung vào lập trình cảm biến và điều khiển động cơ.', 'Các đội đã thi đấu trong một đường đua mê cung vào ngày cuối.', 'Đăng ký trại tiếp theo trên trang sự kiện của chúng tôi.'] },
];

/** The language an item of `country` is written in: its region's (Global: English). */
export function newsLanguage(country: number): Language {
  return COUNTRIES.find((c) => c.id === country)?.defaultLanguage ?? 'en';
}
