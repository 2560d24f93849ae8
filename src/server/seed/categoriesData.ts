/** The demo category tree, titled in the four languages (null falls back to English). */
export interface SeedCategory {
  title: string;
  th: string | null;
  vi: string | null;
  tl: string | null;
  children?: SeedCategory[];
}

const tech = (title: string): SeedCategory => ({ title, th: null, vi: null, tl: null });

export const CATEGORY_TREE: SeedCategory[] = [
  {
    title: 'Development', th: 'การพัฒนาซอฟต์แวร์', vi: 'Phát triển phần mềm', tl: 'Pagbuo ng Software',
    children: [
      { title: 'Web Development', th: 'การพัฒนาเว็บ', vi: 'Phát triển web', tl: 'Pagbuo ng Web', children: ['CSS', 'JavaScript', 'Angular', 'PHP', 'HTML', 'React'].map(tech) },
      { title: 'Data Science', th: 'วิทยาการข้อมูล', vi: 'Khoa học dữ liệu', tl: 'Agham ng Datos' },
      { title: 'Mobile', th: 'การพัฒนาแอปมือถือ', vi: 'Phát triển ứng dụng di động', tl: 'Pagbuo ng Mobile App' },
      { title: 'Programming Language', th: 'ภาษาโปรแกรม', vi: 'Ngôn ngữ lập trình', tl: 'Wika ng Programming' },
      { title: 'Testing', th: 'การทดสอบซอฟต์แวร์', vi: 'Kiểm thử phần mềm', tl: 'Pagsubok ng Software' },
      { title: 'Engineering', th: 'วิศวกรรมซอฟต์แวร์', vi: 'Kỹ thuật phần mềm', tl: 'Inhinyeriya ng Software' },
      { title: 'Tools', th: 'เครื่องมือสำหรับนักพัฒนา', vi: 'Công cụ phát triển', tl: 'Mga Kasangkapan ng Developer' },
    ],
  },
  { title: 'Design', th: 'การออกแบบ', vi: 'Thiết kế', tl: 'Disenyo' },
  { title: 'Marketing', th: 'การตลาด', vi: 'Tiếp thị', tl: 'Pagmemerkado' },
  { title: 'Music', th: 'ดนตรี', vi: 'Âm nhạc', tl: 'Musika' },
  { title: 'Lifestyle', th: 'ไลฟ์สไตล์', vi: 'Phong cách sống', tl: 'Pamumuhay' },
  { title: 'IT & Software', th: 'ไอทีและซอฟต์แวร์', vi: 'CNTT và phần mềm', tl: 'IT at Software' },
  { title: 'Personal Development', th: 'การพัฒนาตนเอง', vi: 'Phát triển bản thân', tl: 'Pagpapaunlad ng Sarili' },
  { title: 'Health & Fitness', th: 'สุขภาพและฟิตเนส', vi: 'Sức khỏe và thể hình', tl: 'Kalusugan at Fitness' },
  { title: 'Teaching', th: 'การสอน', vi: 'Giảng dạy', tl: 'Pagtuturo' },
  { title: 'Social Science', th: 'สังคมศาสตร์', vi: 'Khoa học xã hội', tl: 'Agham Panlipunan' },
  { title: 'Math & Logic', th: 'คณิตศาสตร์และตรรกศาสตร์', vi: 'Toán học và logic', tl: 'Matematika at Lohika' },
  { title: 'Trading & Investing', th: 'การเทรดและการลงทุน', vi: 'Giao dịch và đầu tư', tl: 'Trading at Pamumuhunan' },
];
