import type { CountryId, CourseLevel, Language } from '../../shared/constants';

/**
 * Demo courses. Each has a description and three key lessons written in its language of instruction;
 * the seed builds the outline around them (welcome video, overview, the key lessons, wrap-up).
 * `category` is the English title of a category in categoriesData.ts.
 */
export interface SeedCourse {
  slug: string;
  title: string;
  subtitle: string;
  category: string;
  level: CourseLevel;
  language: Language;
  price: number;
  hue: number;
  daysAgo: number;
  description: string;
  points: [title: string, body: string][];
  /** What a learner needs before starting (the course page's "Requirements"); none when absent. */
  requirements?: string[];
}

/**
 * The courses the demo features on the home page's "Featured courses" row (an admin's choice in a real
 * academy), first shown first: one or two per language of instruction, free and paid.
 */
export const FEATURED_COURSES: readonly string[] = ['python-data-science-intro', 'python-data-analysis-thai', 'lap-trinh-javascript-co-ban', 'financial-literacy-tl', 'technical-trading-charts', 'offshore-stocks-thai'];

export const COURSES: SeedCourse[] = [
  // ---- English ------------------------------------------------------------------------------
  {
    slug: 'javascript-from-zero', title: 'JavaScript from Zero', subtitle: 'Variables, functions and the DOM for complete beginners', category: 'JavaScript', level: 'beginner', language: 'en', price: 0, hue: 48, daysAgo: 2,
    description: 'Start programming with the language of the web. You will write small programs in the browser console, then make a page react to clicks and typing.',
    points: [
      ['Values and variables', 'JavaScript has numbers, strings, booleans, null, undefined, objects and arrays. Declare values that never change with const and values that do with let; avoid var, whose function scope surprises beginners.\n\nUse typeof to ask what kind of value you hold, and remember that "5" + 1 is "51" while "5" * 1 is 5: the + operator prefers strings.'],
      ['Functions', 'A function packages steps under a name: function area(w, h) { return w * h; }. Arrow functions such as (w, h) => w * h are shorter and do not rebind this.\n\nFunctions are values, so you can pass them to other functions. array.map(x => x * 2) is exactly that: map calls your function once for every element.'],
      ['Talking to the page', 'document.querySelector finds an element with a CSS selector, and addEventListener runs your function when something happens to it.\n\nChange textContent to show text safely; reach for innerHTML only with content you control, because it parses HTML and can run injected markup.'],
    ],
  },
  {
    slug: 'modern-javascript-async', title: 'Modern JavaScript: Promises and async/await', subtitle: 'Write asynchronous code that reads like a story', category: 'JavaScript', level: 'intermediate', language: 'en', price: 19.99, hue: 52, daysAgo: 20,
    description: 'Callbacks, promises and async functions explained with network requests and timers, including error handling and running work in parallel.',
    points: [
      ['Promises', 'A promise is a value that arrives later. It is pending, then fulfilled with a value or rejected with an error, and it settles only once.\n\nthen() receives the value and returns a new promise, which is why promise chains read top to bottom.'],
      ['async and await', 'An async function always returns a promise. Inside it, await pauses until a promise settles and gives you its value, so asynchronous code looks sequential.\n\nWrap awaits in try/catch to handle rejections, exactly as you would handle a thrown error.'],
      ['Parallel work', 'Awaiting requests one after another adds their times together. Start them first and await Promise.all([...]) to wait for all of them at once.\n\nPromise.allSettled reports every result even when some fail, which suits dashboards that should show what they can.'],
    ],
  },
  {
    slug: 'react-fundamentals', title: 'React Fundamentals', subtitle: 'Components, props, state and hooks', category: 'React', level: 'beginner', language: 'en', price: 0, hue: 195, daysAgo: 5,
    description: 'Build interfaces from small components. Learn how data flows down through props, how state changes trigger renders, and how effects talk to the outside world.',
    points: [
      ['Components and JSX', 'A React component is a function that returns JSX, a syntax that looks like HTML but is JavaScript. Component names start with a capital letter so React can tell them from HTML tags.\n\nKeep components small: one that fits on a screen is easy to read and test.'],
      ['State with useState', 'useState returns the current value and a setter. Calling the setter schedules a new render with the new value; it does not change the variable you already hold.\n\nWhen the next value depends on the previous one, pass a function: setCount(c => c + 1).'],
      ['Effects', 'useEffect runs after React has updated the screen. Use it to subscribe to events, start timers or fetch data, and return a cleanup function that undoes the work.\n\nList every value the effect reads in its dependency array, or it will run with stale data.'],
    ],
  },
  {
    slug: 'react-state-management', title: 'React State Management with Redux Toolkit', subtitle: 'Slices, selectors and side effects in real apps', category: 'React', level: 'advanced', language: 'en', price: 29.99, hue: 200, daysAgo: 40,
    requirements: ['Comfortable with React components, props and hooks', 'Modern JavaScript (modules, arrow functions, destructuring)'],
    description: 'When many screens share data, a single store keeps it consistent. This course builds a store with Redux Toolkit and connects it to React with typed hooks.',
    points: [
      ['Slices', 'createSlice generates action creators and a reducer from one object. Reducers look like they mutate state, but Immer turns those writes into a new immutable state.\n\nName actions as events that happened, such as cart/itemAdded, not as commands.'],
      ['Selectors', 'A selector reads a piece of state. Keep components ignorant of the state shape by always reading through selectors, and memoise derived data with createSelector.'],
      ['Side effects', 'Reducers must be pure. Network calls belong in thunks, sagas or listeners, which dispatch actions when the work starts, succeeds or fails.'],
    ],
  },
  {
    slug: 'css-layout-flexbox-grid', title: 'CSS Layout with Flexbox and Grid', subtitle: 'Responsive pages without hacks', category: 'CSS', level: 'beginner', language: 'en', price: 0, hue: 280, daysAgo: 9,
    description: 'Lay out navigation bars, card grids and full page templates with the two modern layout systems, and make them adapt from phones to wide screens.',
    points: [
      ['Flexbox in one dimension', 'display: flex lines children up in a row or a column. justify-content spreads them along that main axis and align-items places them across it.\n\ngap adds space between items without margins on the edges.'],
      ['Grid in two dimensions', 'display: grid with grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)) gives a card grid that reflows on its own as the screen narrows.\n\nNamed grid areas make a page template readable at a glance.'],
      ['Responsive thinking', 'Design for the narrow screen first, then add media queries where the layout starts to look stretched, not at the widths of particular devices.'],
    ],
  },
  {
    slug: 'html-accessible-pages', title: 'Accessible HTML Pages', subtitle: 'Semantic markup that works for everyone', category: 'HTML', level: 'beginner', language: 'en', price: 0, hue: 15, daysAgo: 30,
    description: 'Semantic HTML is the cheapest accessibility win. Learn landmarks, headings, forms and images that screen readers and keyboards understand.',
    points: [
      ['Landmarks and headings', 'header, nav, main and footer let assistive technology jump around a page. Use one h1 and keep heading levels in order, like a table of contents.'],
      ['Forms', 'Every input needs a label connected by for and id. Group related radio buttons in a fieldset with a legend, and put error messages next to the field they describe.'],
      ['Images and links', 'Describe what an image tells the reader in its alt text, or leave alt empty for decoration. Link text should make sense out of context: "Download the timetable", not "click here".'],
    ],
  },
  {
    slug: 'php-web-apps', title: 'Building Web Apps with PHP 8', subtitle: 'Forms, sessions and databases the safe way', category: 'PHP', level: 'intermediate', language: 'en', price: 14.99, hue: 240, daysAgo: 60,
    description: 'PHP still runs a large part of the web. Build a small booking site with modern PHP 8 features, prepared statements and password hashing.',
    points: [
      ['Modern PHP', 'PHP 8 brings named arguments, match expressions, union types and the nullsafe operator. Turn on declare(strict_types=1) so wrong types fail loudly.'],
      ['Databases with PDO', 'Always use prepared statements: $stmt = $pdo->prepare("select * from users where email = ?"); the database receives the value separately, so it can never be read as SQL.'],
      ['Passwords', 'password_hash and password_verify choose a strong algorithm and a salt for you. Never store or log a plain password.'],
    ],
  },
  {
    slug: 'angular-essentials', title: 'Angular Essentials', subtitle: 'Components, services and RxJS in a structured framework', category: 'Angular', level: 'intermediate', language: 'en', price: 24.99, hue: 350, daysAgo: 75,
    description: 'Angular gives large teams a common structure. Learn standalone components, dependency injection, signals and the router.',
    points: [
      ['Standalone components', 'A standalone component declares its own imports, so you no longer need NgModules for most apps. Templates bind data with {{ }} and events with ( ).'],
      ['Services and injection', 'Put shared logic and HTTP calls in services and let Angular inject them. Components stay small and services are easy to replace in tests.'],
      ['Signals', 'A signal holds a value and tells Angular exactly what to update when it changes. computed() derives values and effect() reacts to them.'],
    ],
  },
  {
    slug: 'python-data-science-intro', title: 'Data Science with Python', subtitle: 'pandas, charts and your first model', category: 'Data Science', level: 'beginner', language: 'en', price: 0, hue: 130, daysAgo: 12,
    description: 'Load a real data set, clean it, explore it with charts and fit a simple model, all in a Jupyter notebook.',
    points: [
      ['DataFrames', 'A pandas DataFrame is a table with named columns. read_csv loads one, head() shows the first rows and describe() summarises every numeric column.'],
      ['Cleaning', 'Real data has gaps and typos. Count missing values with isna().sum(), decide per column whether to drop or fill them, and fix types before any analysis.'],
      ['A first model', 'Split the data into training and test sets, fit a linear regression on the training part and judge it only on the test part, so you measure how it does on data it has not seen.'],
    ],
  },
  {
    slug: 'machine-learning-practical', title: 'Practical Machine Learning', subtitle: 'From features to deployed models', category: 'Data Science', level: 'advanced', language: 'en', price: 39.99, hue: 140, daysAgo: 90,
    requirements: ['Python basics', 'Some experience with pandas', 'High-school algebra'],
    description: 'Feature engineering, cross-validation, gradient boosting and model monitoring for people who already know Python.',
    points: [
      ['Features', 'Models learn from the columns you give them. Dates become day of week and month, categories become one-hot columns, and ratios often beat raw counts.'],
      ['Validation', 'k-fold cross-validation trains k models on different splits and averages their scores, which gives a steadier estimate than a single split.'],
      ['Monitoring', 'A model degrades when the world changes. Log its inputs and predictions and compare their distributions with the training data every week.'],
    ],
  },
  {
    slug: 'flutter-mobile-apps', title: 'Mobile Apps with Flutter', subtitle: 'One code base for Android and iOS', category: 'Mobile', level: 'beginner', language: 'en', price: 0, hue: 205, daysAgo: 18,
    description: 'Build a habit tracker for Android and iOS with Flutter and Dart, from widgets and layouts to local storage.',
    points: [
      ['Widgets', 'Everything on a Flutter screen is a widget. Stateless widgets draw from their inputs; stateful widgets keep state and call setState to redraw.'],
      ['Layouts', 'Row, Column and Stack arrange children; Expanded shares space. Wrap long content in a ListView so it scrolls instead of overflowing.'],
      ['Saving data', 'shared_preferences stores small settings; a SQLite database suits lists that grow. Load data asynchronously and show a progress indicator meanwhile.'],
    ],
  },
  {
    slug: 'go-programming-language', title: 'The Go Programming Language', subtitle: 'Simple, fast services with goroutines', category: 'Programming Language', level: 'intermediate', language: 'en', price: 19.99, hue: 185, daysAgo: 45,
    description: 'Go is small enough to learn in a week and fast enough for busy services. Learn its types, interfaces, error handling and concurrency.',
    points: [
      ['Types and interfaces', 'Go interfaces are satisfied implicitly: any type with the right methods fits. Keep interfaces small, such as io.Reader with its single Read method.'],
      ['Errors', 'Functions return an error as their last value and callers check it right away. Wrap errors with fmt.Errorf("loading config: %w", err) to keep the cause.'],
      ['Goroutines and channels', 'go f() runs f concurrently. Channels pass values between goroutines, and a context cancels work that is no longer needed.'],
    ],
  },
  {
    slug: 'software-testing-basics', title: 'Software Testing Basics', subtitle: 'Unit, integration and end-to-end tests that pay off', category: 'Testing', level: 'beginner', language: 'en', price: 0, hue: 95, daysAgo: 25,
    description: 'Learn what to test, how much, and how to write tests that catch real bugs without breaking on every refactor.',
    points: [
      ['What a good test checks', 'Test behaviour that a user or caller can observe, not private details. A good test fails when the feature breaks and passes when you only restructure the code.'],
      ['Arrange, act, assert', 'Structure each test in three steps: set up the world, do one thing, check the outcome. One behaviour per test keeps failures easy to read.'],
      ['The testing pyramid', 'Many fast unit tests, fewer integration tests against real databases, and a handful of end-to-end tests through the browser give confidence at a reasonable cost.'],
    ],
  },
  {
    slug: 'system-design-fundamentals', title: 'System Design Fundamentals', subtitle: 'Caching, queues and databases at scale', category: 'Engineering', level: 'advanced', language: 'en', price: 34.99, hue: 220, daysAgo: 100,
    requirements: ['Experience building a web application', 'Basic SQL'],
    description: 'How large services stay fast and available: load balancing, caching, replication, partitioning and asynchronous processing.',
    points: [
      ['Caching', 'A cache keeps hot answers close to where they are needed. Decide how stale data may be, and how the cache learns that something changed.'],
      ['Queues', 'A queue lets a fast front end accept work that a slower back end processes later, and absorbs bursts of traffic.'],
      ['Replication', 'Read replicas spread read traffic but lag behind the primary. Send reads that must see a user\'s own writes to the primary.'],
    ],
  },
  {
    slug: 'git-for-teams', title: 'Git for Teams', subtitle: 'Branches, reviews and a clean history', category: 'Tools', level: 'beginner', language: 'en', price: 0, hue: 20, daysAgo: 7,
    description: 'Use Git confidently with a team: commits that tell a story, branches, pull requests and fixing mistakes without panic.',
    points: [
      ['Good commits', 'A commit should do one thing and say why in its message. Stage parts of files with git add -p to keep unrelated changes apart.'],
      ['Branches and merges', 'Work on a short-lived branch, rebase it on the main branch before review, and merge once tests pass.'],
      ['Undoing things', 'git restore discards local edits, git revert undoes a pushed commit with a new one, and git reflog finds commits you thought were lost.'],
    ],
  },
  {
    slug: 'ui-design-principles', title: 'UI Design Principles', subtitle: 'Hierarchy, spacing, colour and type', category: 'Design', level: 'beginner', language: 'en', price: 0, hue: 320, daysAgo: 14,
    description: 'Make interfaces that look calm and are easy to use by applying a few principles consistently.',
    points: [
      ['Visual hierarchy', 'Size, weight and colour tell people what to read first. Give each screen one primary action and make it the most prominent element.'],
      ['Spacing', 'Use a spacing scale such as 4, 8, 16, 24 and 32 pixels. Related items sit closer together than unrelated ones.'],
      ['Colour and contrast', 'Start in greyscale, then add one brand colour for actions. Body text needs a contrast ratio of at least 4.5 to 1.'],
    ],
  },
  {
    slug: 'digital-marketing-essentials', title: 'Digital Marketing Essentials', subtitle: 'SEO, social media and email that convert', category: 'Marketing', level: 'beginner', language: 'en', price: 0, hue: 30, daysAgo: 22,
    description: 'Plan a simple marketing funnel for a small business and measure what works.',
    points: [
      ['Know your audience', 'Write down who buys, what problem they have and where they spend time online before choosing any channel.'],
      ['Search engine optimisation', 'Answer the questions people search for, use clear titles and fast pages, and earn links from sites your audience trusts.'],
      ['Email', 'An email list is an audience you own. Send useful content regularly and measure clicks, not only opens.'],
    ],
  },
  {
    slug: 'guitar-for-beginners', title: 'Guitar for Beginners', subtitle: 'Your first chords and strumming patterns', category: 'Music', level: 'beginner', language: 'en', price: 0, hue: 35, daysAgo: 35,
    description: 'Play simple songs within weeks: tuning, open chords, changing chords smoothly and steady rhythm.',
    points: [
      ['Tuning', 'Standard tuning from the thickest string is E A D G B E. Use a clip-on tuner and tune up to each note rather than down.'],
      ['Open chords', 'Learn G, C, D and E minor first: together they play hundreds of songs. Press just behind the fret with your fingertips.'],
      ['Rhythm', 'Keep your strumming hand moving down and up all the time, and only touch the strings on the beats you want. Practise slowly with a metronome.'],
    ],
  },
  {
    slug: 'cybersecurity-basics', title: 'Cybersecurity Basics for Everyone', subtitle: 'Passwords, phishing and safe devices', category: 'IT & Software', level: 'beginner', language: 'en', price: 0, hue: 0, daysAgo: 11,
    description: 'Protect your accounts and devices from the most common attacks with habits that take minutes to learn.',
    points: [
      ['Passwords and managers', 'Use a password manager and a different long password for every site. Turn on two-factor sign-in for email and banking first.'],
      ['Phishing', 'Check the sender and the link address before you click. Real banks never ask for your password or a one-time code by message.'],
      ['Updates and backups', 'Install updates promptly; most attacks use holes that are already fixed. Keep a backup that is not always connected to your computer.'],
    ],
  },
  {
    slug: 'time-management-mastery', title: 'Time Management Mastery', subtitle: 'Plan your week and protect deep work', category: 'Personal Development', level: 'all', language: 'en', price: 9.99, hue: 60, daysAgo: 50,
    description: 'Practical methods to decide what matters, plan it and finish it without burning out.',
    points: [
      ['Weekly planning', 'Every week, list your commitments, pick three outcomes that matter most and book time for them in your calendar first.'],
      ['Deep work', 'Block 90-minute periods without notifications for demanding tasks. Batch email and messages into two or three short sessions a day.'],
      ['Saying no', 'Every yes spends time you could give to your priorities. Offer an alternative or a later date instead of an automatic yes.'],
    ],
  },
  {
    slug: 'home-workout-fitness', title: 'Home Workout Fitness', subtitle: 'Strength and mobility without equipment', category: 'Health & Fitness', level: 'all', language: 'en', price: 0, hue: 110, daysAgo: 16,
    description: 'A progressive plan of bodyweight exercises you can do in a small room three times a week.',
    points: [
      ['Warm-up', 'Spend five minutes raising your pulse and moving every joint: marching, arm circles, hip circles and bodyweight squats.'],
      ['The basic four', 'Squats, push-ups, lunges and planks train the whole body. Start with versions you can do for ten clean repetitions.'],
      ['Progression', 'When an exercise gets easy, add repetitions, slow it down or move to a harder version. Rest one day between strength sessions.'],
    ],
  },
  {
    slug: 'teaching-online-effectively', title: 'Teaching Online Effectively', subtitle: 'Design lessons that keep learners engaged', category: 'Teaching', level: 'intermediate', language: 'en', price: 0, hue: 170, daysAgo: 28,
    description: 'Plan short lessons, mix activities, give feedback and build a community around an online course.',
    points: [
      ['Short lessons', 'Attention drops after a few minutes of video. Split content into lessons of five to ten minutes, each with one clear goal.'],
      ['Active learning', 'Follow each explanation with something to do: a question, a small exercise or a discussion prompt.'],
      ['Feedback', 'Timely, specific feedback is what learners value most. Automate checks for simple exercises and spend your time on open questions.'],
    ],
  },
  {
    slug: 'intro-to-economics', title: 'Introduction to Economics', subtitle: 'Supply, demand and everyday decisions', category: 'Social Science', level: 'beginner', language: 'en', price: 0, hue: 75, daysAgo: 33,
    description: 'Understand prices, markets, inflation and trade with examples from South-East Asian economies.',
    points: [
      ['Supply and demand', 'When a price rises, people want less and sellers offer more. The market price settles where the two meet.'],
      ['Inflation', 'Inflation is a general rise in prices. Central banks raise interest rates to cool spending when inflation runs too high.'],
      ['Trade', 'Countries gain by specialising in what they produce relatively cheaply and trading for the rest, which is why regional trade agreements matter.'],
    ],
  },
  {
    slug: 'logic-and-problem-solving', title: 'Logic and Problem Solving', subtitle: 'Think clearly, argue precisely', category: 'Math & Logic', level: 'beginner', language: 'en', price: 0, hue: 260, daysAgo: 38,
    description: 'Propositional logic, common fallacies and strategies for puzzles and real problems.',
    points: [
      ['Statements and connectives', 'A statement is true or false. And, or, not and if-then combine statements, and truth tables show when the combination holds.'],
      ['Fallacies', 'Attacking the person, false dilemmas and hasty generalisations sound convincing but do not support the conclusion.'],
      ['Problem-solving strategies', 'Restate the problem, try a smaller case, look for patterns and work backwards from the goal.'],
    ],
  },

  // ---- Thai ----------------------------------------------------------------------------------
  {
    slug: 'javascript-programming-thai', title: 'พื้นฐานการเขียนโปรแกรม JavaScript', subtitle: 'เริ่มเขียนโค้ดสำหรับเว็บตั้งแต่ศูนย์', category: 'JavaScript', level: 'beginner', language: 'th', price: 0, hue: 45, daysAgo: 4,
    description: 'เรียนรู้การเขียนโปรแกรมด้วยภาษา JavaScript ตั้งแต่ตัวแปร ฟังก์ชัน ไปจนถึงการควบคุมหน้าเว็บ เหมาะสำหรับผู้ที่ไม่เคยเขียนโค้ดมาก่อน',
    points: [
      ['ตัวแปรและชนิดข้อมูล', 'JavaScript มีข้อมูลหลายชนิด เช่น ตัวเลข ข้อความ และค่าความจริง ใช้ const สำหรับค่าที่ไม่เปลี่ยน และ let สำหรับค่าที่เปลี่ยนได้\n\nใช้ typeof เพื่อตรวจสอบชนิดของข้อมูลก่อนนำไปคำนวณ'],
      ['ฟังก์ชัน', 'ฟังก์ชันคือชุดคำสั่งที่ตั้งชื่อไว้เพื่อเรียกใช้ซ้ำได้ ฟังก์ชันรับค่าเข้ามาและส่งผลลัพธ์กลับด้วย return\n\nการแบ่งงานเป็นฟังก์ชันเล็ก ๆ ทำให้โค้ดอ่านง่ายและทดสอบง่าย'],
      ['ควบคุมหน้าเว็บ', 'ใช้ document.querySelector เพื่อเลือกองค์ประกอบบนหน้าเว็บ และ addEventListener เพื่อตอบสนองเมื่อผู้ใช้คลิกหรือพิมพ์\n\nเปลี่ยนข้อความด้วย textContent เพื่อความปลอดภัย'],
    ],
  },
  {
    slug: 'react-for-thai-developers', title: 'สร้างเว็บแอปด้วย React', subtitle: 'คอมโพเนนต์ สเตต และฮุกสำหรับนักพัฒนาชาวไทย', category: 'React', level: 'intermediate', language: 'th', price: 12.99, hue: 190, daysAgo: 21,
    requirements: ['เขียน JavaScript สมัยใหม่ได้ (ES2015 ขึ้นไป)', 'รู้จัก HTML และ CSS เบื้องต้น'],
    description: 'สร้างเว็บแอปพลิเคชันสมัยใหม่ด้วย React ตั้งแต่การออกแบบคอมโพเนนต์ การจัดการสเตต ไปจนถึงการดึงข้อมูลจาก API',
    points: [
      ['คอมโพเนนต์', 'คอมโพเนนต์ใน React คือฟังก์ชันที่คืนค่า JSX ควรแบ่งหน้าจอออกเป็นคอมโพเนนต์เล็ก ๆ ที่ทำหน้าที่เดียว'],
      ['สเตตและการเรนเดอร์', 'useState เก็บค่าที่เปลี่ยนแปลงได้ เมื่อเรียกฟังก์ชันตั้งค่า React จะเรนเดอร์คอมโพเนนต์ใหม่ด้วยค่าล่าสุด'],
      ['ดึงข้อมูลจาก API', 'ใช้ useEffect เพื่อดึงข้อมูลหลังจากหน้าจอแสดงผลแล้ว และแสดงสถานะกำลังโหลดหรือข้อผิดพลาดให้ผู้ใช้เห็น'],
    ],
  },
  {
    slug: 'python-data-analysis-thai', title: 'วิเคราะห์ข้อมูลด้วย Python', subtitle: 'ใช้ pandas และกราฟเพื่อหาคำตอบจากข้อมูลจริง', category: 'Data Science', level: 'beginner', language: 'th', price: 0, hue: 125, daysAgo: 10,
    description: 'เรียนรู้การวิเคราะห์ข้อมูลด้วย Python ตั้งแต่การโหลดไฟล์ การทำความสะอาดข้อมูล จนถึงการสร้างกราฟเพื่อนำเสนอผลลัพธ์',
    points: [
      ['รู้จัก pandas', 'pandas ช่วยจัดการข้อมูลแบบตาราง ใช้ read_csv เพื่อโหลดข้อมูล และ describe เพื่อดูสรุปค่าทางสถิติของแต่ละคอลัมน์'],
      ['ทำความสะอาดข้อมูล', 'ข้อมูลจริงมักมีค่าที่หายไปหรือพิมพ์ผิด ตรวจสอบด้วย isna และตัดสินใจว่าจะลบหรือเติมค่าในแต่ละคอลัมน์'],
      ['สร้างกราฟ', 'กราฟที่ดีตอบคำถามเดียวอย่างชัดเจน ใช้กราฟแท่งเพื่อเปรียบเทียบ และกราฟเส้นเพื่อแสดงแนวโน้มตามเวลา'],
    ],
  },
  {
    slug: 'graphic-design-thai', title: 'การออกแบบกราฟิกเบื้องต้น', subtitle: 'สี ตัวอักษร และองค์ประกอบภาพ', category: 'Design', level: 'beginner', language: 'th', price: 0, hue: 330, daysAgo: 17,
    description: 'หลักการออกแบบกราฟิกที่ใช้ได้จริงกับโปสเตอร์ โซเชียลมีเดีย และงานนำเสนอ',
    points: [
      ['ทฤษฎีสี', 'เลือกสีหลักหนึ่งสีและสีรองไม่เกินสองสี ใช้สีตัดกันเพื่อดึงความสนใจไปยังข้อความสำคัญ'],
      ['ตัวอักษร', 'ใช้ฟอนต์ไม่เกินสองแบบในงานเดียว ฟอนต์ไทยที่มีหัวอ่านง่ายในเนื้อหายาว ส่วนฟอนต์ไม่มีหัวเหมาะกับหัวข้อ'],
      ['การจัดองค์ประกอบ', 'จัดวางองค์ประกอบให้ตรงแนวกัน และเว้นพื้นที่ว่างให้งานดูสะอาดตา'],
    ],
  },
  {
    slug: 'online-marketing-thai', title: 'การตลาดออนไลน์สำหรับธุรกิจขนาดเล็ก', subtitle: 'ขายของผ่านโซเชียลมีเดียอย่างมีกลยุทธ์', category: 'Marketing', level: 'beginner', language: 'th', price: 9.99, hue: 25, daysAgo: 27,
    description: 'วางแผนการตลาดออนไลน์สำหรับร้านค้าขนาดเล็ก ตั้งแต่การรู้จักลูกค้า การสร้างคอนเทนต์ จนถึงการวัดผล',
    points: [
      ['รู้จักลูกค้า', 'ก่อนเลือกช่องทาง ให้เขียนว่าลูกค้าคือใคร มีปัญหาอะไร และใช้เวลาออนไลน์ที่ไหน'],
      ['คอนเทนต์ที่ได้ผล', 'คอนเทนต์ที่ดีช่วยแก้ปัญหาของลูกค้า ไม่ใช่แค่โฆษณาสินค้า วางแผนโพสต์ล่วงหน้าเป็นรายสัปดาห์'],
      ['วัดผล', 'ติดตามยอดคลิกและยอดขายจากแต่ละช่องทาง แล้วลงทุนเพิ่มในช่องทางที่ได้ผลจริง'],
    ],
  },
  {
    slug: 'thai-cooking-healthy', title: 'ทำอาหารไทยเพื่อสุขภาพ', subtitle: 'เมนูอร่อย ลดหวาน มัน เค็ม', category: 'Lifestyle', level: 'all', language: 'th', price: 0, hue: 90, daysAgo: 8,
    description: 'ปรุงอาหารไทยแบบดั้งเดิมให้ดีต่อสุขภาพมากขึ้น โดยยังคงรสชาติที่คุ้นเคย',
    points: [
      ['ลดน้ำตาลและเกลือ', 'ค่อย ๆ ลดน้ำตาลและน้ำปลาลงทีละน้อย และใช้สมุนไพรอย่างตะไคร้ ใบมะกรูด และพริกช่วยเพิ่มรสชาติ'],
      ['เลือกวิธีปรุง', 'เลือกต้ม นึ่ง หรือย่างแทนการทอด และใช้น้ำมันน้อยลงเมื่อผัด'],
      ['จัดจานให้สมดุล', 'ครึ่งจานเป็นผัก หนึ่งในสี่เป็นโปรตีน และอีกหนึ่งในสี่เป็นข้าว ควรเลือกข้าวกล้องเมื่อทำได้'],
    ],
  },
  {
    slug: 'personal-finance-thai', title: 'วางแผนการเงินส่วนบุคคล', subtitle: 'ออม ลงทุน และปลดหนี้อย่างมีระบบ', category: 'Personal Development', level: 'beginner', language: 'th', price: 0, hue: 150, daysAgo: 19,
    description: 'จัดการรายรับรายจ่าย สร้างเงินสำรองฉุกเฉิน และเริ่มลงทุนอย่างเข้าใจความเสี่ยง',
    points: [
      ['บันทึกรายรับรายจ่าย', 'จดทุกรายการเป็นเวลาหนึ่งเดือนเพื่อให้เห็นว่าเงินไปที่ไหน แล้วตั้งงบประมาณสำหรับเดือนถัดไป'],
      ['เงินสำรองฉุกเฉิน', 'เก็บเงินสำรองอย่างน้อยสามถึงหกเดือนของค่าใช้จ่าย ในบัญชีที่ถอนได้ทันที'],
      ['เริ่มลงทุน', 'กระจายความเสี่ยงด้วยกองทุนรวม และลงทุนสม่ำเสมอทุกเดือนแทนการพยายามจับจังหวะตลาด'],
    ],
  },
  {
    slug: 'yoga-thai', title: 'โยคะสำหรับคนทำงาน', subtitle: 'คลายปวดหลังและคอใน 15 นาที', category: 'Health & Fitness', level: 'beginner', language: 'th', price: 0, hue: 160, daysAgo: 13,
    description: 'ท่าโยคะง่าย ๆ ที่ทำได้ที่บ้านหรือที่ทำงาน ช่วยลดอาการปวดจากการนั่งนาน',
    points: [
      ['การหายใจ', 'หายใจเข้าทางจมูกช้า ๆ ให้ท้องพองออก แล้วหายใจออกยาวกว่าหายใจเข้า ช่วยให้ร่างกายผ่อนคลาย'],
      ['ยืดคอและไหล่', 'เอียงศีรษะไปด้านข้างค้างไว้ห้าลมหายใจ แล้วหมุนไหล่ไปข้างหลังช้า ๆ สิบครั้ง'],
      ['ท่าแมวและวัว', 'คุกเข่าและวางมือบนพื้น สลับแอ่นหลังและโก่งหลังตามจังหวะลมหายใจ ช่วยคลายกล้ามเนื้อหลัง'],
    ],
  },
  {
    slug: 'mathematics-thai', title: 'คณิตศาสตร์สำหรับการเขียนโปรแกรม', subtitle: 'ตรรกะ เซต และความน่าจะเป็น', category: 'Math & Logic', level: 'intermediate', language: 'th', price: 14.99, hue: 270, daysAgo: 55,
    description: 'คณิตศาสตร์ที่นักพัฒนาใช้จริง ทั้งตรรกศาสตร์ เซต ฟังก์ชัน และความน่าจะเป็นเบื้องต้น',
    points: [
      ['ตรรกศาสตร์', 'ประพจน์มีค่าความจริงเป็นจริงหรือเท็จ ตัวเชื่อม และ หรือ ไม่ และ ถ้า...แล้ว ใช้สร้างเงื่อนไขในโปรแกรม'],
      ['เซต', 'เซตคือกลุ่มของสิ่งที่ไม่ซ้ำกัน ยูเนียน อินเตอร์เซกชัน และผลต่าง เป็นพื้นฐานของการค้นหาข้อมูล'],
      ['ความน่าจะเป็น', 'ความน่าจะเป็นบอกโอกาสที่เหตุการณ์จะเกิดขึ้น ใช้ในการทดสอบ A/B และการสุ่มข้อมูล'],
    ],
  },

  // ---- Vietnamese ----------------------------------------------------------------------------
  {
    slug: 'lap-trinh-javascript-co-ban', title: 'Lập trình JavaScript cơ bản', subtitle: 'Biến, hàm và thao tác với trang web', category: 'JavaScript', level: 'beginner', language: 'vi', price: 0, hue: 55, daysAgo: 3,
    description: 'Khóa học giúp bạn bắt đầu lập trình với JavaScript: từ biến, hàm đến xử lý sự kiện trên trang web.',
    points: [
      ['Biến và kiểu dữ liệu', 'Dùng const cho giá trị không thay đổi và let cho giá trị có thể thay đổi. JavaScript có số, chuỗi, boolean, mảng và đối tượng.'],
      ['Hàm', 'Hàm gom các bước xử lý dưới một cái tên để dùng lại. Hàm nhận tham số và trả kết quả bằng return.'],
      ['Sự kiện trên trang', 'document.querySelector chọn phần tử, addEventListener chạy hàm khi người dùng nhấp chuột hoặc gõ phím.'],
    ],
  },
  {
    slug: 'python-cho-nguoi-moi', title: 'Lập trình Python cho người mới bắt đầu', subtitle: 'Học lập trình qua các bài tập thực tế', category: 'Programming Language', level: 'beginner', language: 'vi', price: 0, hue: 210, daysAgo: 6,
    description: 'Python dễ đọc và dễ học. Bạn sẽ viết chương trình tính toán, xử lý văn bản và tự động hóa công việc hằng ngày.',
    points: [
      ['Câu lệnh điều kiện', 'if, elif và else cho phép chương trình chọn hướng xử lý. Python dùng thụt lề để xác định khối lệnh.'],
      ['Vòng lặp', 'for duyệt qua từng phần tử của danh sách, while lặp lại khi điều kiện còn đúng. Dùng range để lặp một số lần nhất định.'],
      ['Tự động hóa', 'Với vài dòng Python, bạn có thể đổi tên hàng loạt tệp, đọc bảng tính và gửi báo cáo tự động.'],
    ],
  },
  {
    slug: 'thiet-ke-ui-ux', title: 'Thiết kế giao diện UI/UX', subtitle: 'Từ nghiên cứu người dùng đến bản mẫu', category: 'Design', level: 'intermediate', language: 'vi', price: 15.99, hue: 300, daysAgo: 24,
    requirements: ['Biết sử dụng máy tính cơ bản', 'Không cần kinh nghiệm thiết kế trước'],
    description: 'Quy trình thiết kế trải nghiệm người dùng: phỏng vấn, sơ đồ luồng, wireframe và kiểm thử bản mẫu.',
    points: [
      ['Nghiên cứu người dùng', 'Phỏng vấn năm người dùng thật thường đủ để phát hiện phần lớn vấn đề. Hỏi về việc họ đã làm, không hỏi họ muốn gì.'],
      ['Wireframe', 'Phác thảo bố cục bằng khung xám trước khi chọn màu sắc, để tập trung vào cấu trúc và luồng thao tác.'],
      ['Kiểm thử bản mẫu', 'Giao nhiệm vụ cụ thể cho người dùng và quan sát họ thao tác. Chỗ họ dừng lại là chỗ cần cải thiện.'],
    ],
  },
  {
    slug: 'tiep-thi-noi-dung', title: 'Tiếp thị nội dung trên mạng xã hội', subtitle: 'Xây dựng thương hiệu bằng nội dung hữu ích', category: 'Marketing', level: 'beginner', language: 'vi', price: 0, hue: 10, daysAgo: 15,
    description: 'Lên kế hoạch nội dung, viết bài thu hút và đo lường hiệu quả trên Facebook, TikTok và Zalo.',
    points: [
      ['Chân dung khách hàng', 'Xác định khách hàng mục tiêu: họ là ai, gặp khó khăn gì và thường xem nội dung ở đâu.'],
      ['Lịch nội dung', 'Lập lịch đăng bài theo tuần, xen kẽ bài hướng dẫn, câu chuyện khách hàng và giới thiệu sản phẩm.'],
      ['Đo lường', 'Theo dõi lượt tiếp cận, tương tác và đơn hàng từ từng kênh để quyết định nên đầu tư vào đâu.'],
    ],
  },
  {
    slug: 'hoc-dan-piano', title: 'Học đàn piano từ đầu', subtitle: 'Đọc nốt nhạc và chơi những bài hát đầu tiên', category: 'Music', level: 'beginner', language: 'vi', price: 0, hue: 40, daysAgo: 29,
    description: 'Làm quen với bàn phím, đọc nốt nhạc, giữ nhịp và chơi bằng hai tay.',
    points: [
      ['Bàn phím', 'Các phím đen xếp thành nhóm hai và ba. Nốt Đô nằm ngay bên trái nhóm hai phím đen.'],
      ['Đọc nốt nhạc', 'Khuông nhạc có năm dòng kẻ; khóa Sol dành cho tay phải và khóa Fa dành cho tay trái.'],
      ['Giữ nhịp', 'Đếm to khi tập và dùng máy đếm nhịp. Chơi chậm mà đều tốt hơn chơi nhanh mà vấp.'],
    ],
  },
  {
    slug: 'quan-tri-mang-can-ban', title: 'Quản trị mạng căn bản', subtitle: 'Địa chỉ IP, định tuyến và bảo mật mạng', category: 'IT & Software', level: 'intermediate', language: 'vi', price: 19.99, hue: 230, daysAgo: 42,
    description: 'Hiểu cách mạng máy tính hoạt động và cấu hình một mạng văn phòng nhỏ an toàn.',
    points: [
      ['Địa chỉ IP', 'Mỗi thiết bị trong mạng có một địa chỉ IP. Mặt nạ mạng con cho biết phần nào là mạng và phần nào là thiết bị.'],
      ['Định tuyến', 'Bộ định tuyến chuyển gói tin giữa các mạng dựa trên bảng định tuyến.'],
      ['Tường lửa', 'Chỉ mở những cổng thật sự cần thiết và cập nhật phần mềm thiết bị mạng thường xuyên.'],
    ],
  },
  {
    slug: 'ky-nang-giao-tiep', title: 'Kỹ năng giao tiếp hiệu quả', subtitle: 'Lắng nghe, trình bày và thuyết phục', category: 'Personal Development', level: 'all', language: 'vi', price: 0, hue: 80, daysAgo: 31,
    description: 'Rèn luyện kỹ năng lắng nghe chủ động, trình bày rõ ràng và góp ý mang tính xây dựng trong công việc.',
    points: [
      ['Lắng nghe chủ động', 'Tập trung vào người nói, không ngắt lời và tóm tắt lại ý của họ để chắc rằng bạn hiểu đúng.'],
      ['Trình bày rõ ràng', 'Nói kết luận trước, sau đó đưa ra lý do và ví dụ. Người nghe nhớ tốt nhất ba ý chính.'],
      ['Góp ý xây dựng', 'Mô tả hành vi cụ thể và tác động của nó, thay vì nhận xét về tính cách của người khác.'],
    ],
  },
  {
    slug: 'dinh-duong-the-hinh', title: 'Dinh dưỡng và thể hình', subtitle: 'Ăn uống khoa học để khỏe mạnh hơn', category: 'Health & Fitness', level: 'beginner', language: 'vi', price: 0, hue: 115, daysAgo: 36,
    description: 'Những nguyên tắc dinh dưỡng cơ bản kết hợp với luyện tập để cải thiện sức khỏe lâu dài.',
    points: [
      ['Năng lượng', 'Cân nặng thay đổi theo chênh lệch giữa năng lượng ăn vào và tiêu hao. Thay đổi nhỏ nhưng đều đặn bền vững hơn ăn kiêng khắt khe.'],
      ['Chất đạm', 'Chất đạm giúp xây dựng cơ bắp. Mỗi bữa nên có một nguồn đạm như cá, trứng, đậu phụ hoặc thịt nạc.'],
      ['Nước và giấc ngủ', 'Uống đủ nước và ngủ bảy đến tám tiếng mỗi đêm giúp cơ thể phục hồi sau luyện tập.'],
    ],
  },
  {
    slug: 'phuong-phap-giang-day', title: 'Phương pháp giảng dạy trực tuyến', subtitle: 'Thiết kế bài giảng hấp dẫn cho học viên', category: 'Teaching', level: 'intermediate', language: 'vi', price: 0, hue: 175, daysAgo: 47,
    description: 'Thiết kế bài học ngắn, hoạt động tương tác và đánh giá phù hợp cho lớp học trực tuyến.',
    points: [
      ['Mục tiêu bài học', 'Mỗi bài học cần một mục tiêu rõ ràng mà học viên có thể kiểm tra được sau khi học xong.'],
      ['Hoạt động tương tác', 'Sau mỗi phần giảng, hãy đặt câu hỏi hoặc giao bài tập nhỏ để học viên thực hành ngay.'],
      ['Đánh giá', 'Kết hợp bài kiểm tra ngắn và dự án cuối khóa để đo lường cả kiến thức và kỹ năng.'],
    ],
  },

  // ---- Tagalog -------------------------------------------------------------------------------
  {
    slug: 'javascript-para-sa-baguhan', title: 'JavaScript para sa mga Baguhan', subtitle: 'Matutong mag-code para sa web', category: 'JavaScript', level: 'beginner', language: 'tl', price: 0, hue: 50, daysAgo: 23,
    description: 'Simulan ang programming gamit ang JavaScript: mga variable, function at pakikipag-ugnayan sa web page.',
    points: [
      ['Mga variable', 'Gamitin ang const para sa halagang hindi nagbabago at let para sa halagang nagbabago. May mga numero, string at boolean sa JavaScript.'],
      ['Mga function', 'Ang function ay grupo ng mga hakbang na may pangalan para magamit muli. Tumatanggap ito ng input at nagbabalik ng resulta gamit ang return.'],
      ['Ang web page', 'Hanapin ang isang elemento gamit ang document.querySelector at tumugon sa pag-click gamit ang addEventListener.'],
    ],
  },
  {
    slug: 'web-design-tagalog', title: 'Disenyo ng Website para sa Negosyo', subtitle: 'Gumawa ng malinis at madaling gamiting website', category: 'Design', level: 'beginner', language: 'tl', price: 0, hue: 310, daysAgo: 26,
    description: 'Matutunan ang mga prinsipyo ng disenyo para sa website ng maliit na negosyo: kulay, layout at malinaw na mensahe.',
    points: [
      ['Malinaw na mensahe', 'Sa unang tingin, dapat malaman ng bisita kung ano ang inyong inaalok at ano ang susunod niyang gagawin.'],
      ['Kulay at font', 'Pumili ng isang pangunahing kulay at hindi hihigit sa dalawang font para sa buong website.'],
      ['Para sa cellphone', 'Karamihan ng bisita ay gumagamit ng cellphone, kaya idisenyo muna para sa maliit na screen.'],
    ],
  },
  {
    slug: 'social-media-marketing-tl', title: 'Social Media Marketing para sa Maliit na Negosyo', subtitle: 'Palaguin ang benta gamit ang Facebook at TikTok', category: 'Marketing', level: 'beginner', language: 'tl', price: 7.99, hue: 5, daysAgo: 32,
    description: 'Gumawa ng plano sa social media, sumulat ng nakakaengganyong post at sukatin ang resulta.',
    points: [
      ['Kilalanin ang customer', 'Isulat kung sino ang inyong customer, ano ang kanyang problema at saan siya madalas online.'],
      ['Regular na pag-post', 'Mas mabuti ang regular at kapaki-pakinabang na post kaysa sa maraming post na puro benta.'],
      ['Sukatin ang resulta', 'Tingnan kung aling post ang nagdadala ng mensahe at order, at gumawa pa ng ganoong uri ng content.'],
    ],
  },
  {
    slug: 'ukulele-tagalog', title: 'Pagtugtog ng Ukulele', subtitle: 'Mga unang chord at kanta', category: 'Music', level: 'beginner', language: 'tl', price: 0, hue: 28, daysAgo: 39,
    description: 'Matutong tumugtog ng ukulele: pag-tune, mga pangunahing chord at simpleng strumming.',
    points: [
      ['Pag-tune', 'Ang karaniwang tuning ng ukulele ay G C E A. Gumamit ng tuner app o clip-on tuner.'],
      ['Mga unang chord', 'Magsimula sa C, A minor, F at G. Sapat na ang apat na ito para sa maraming awitin.'],
      ['Strumming', 'Panatilihing gumagalaw pataas at pababa ang kamay at magsanay nang mabagal kasama ang metronome.'],
    ],
  },
  {
    slug: 'financial-literacy-tl', title: 'Matalinong Paghawak ng Pera', subtitle: 'Pag-iipon, pagbabadyet at pamumuhunan', category: 'Personal Development', level: 'all', language: 'tl', price: 0, hue: 145, daysAgo: 44,
    description: 'Matutong magbadyet, mag-ipon para sa emergency at magsimulang mamuhunan nang may kaalaman.',
    points: [
      ['Badyet', 'Isulat ang lahat ng kita at gastos sa loob ng isang buwan para makita kung saan napupunta ang pera.'],
      ['Emergency fund', 'Mag-ipon ng tatlo hanggang anim na buwang gastos sa account na madaling makuha.'],
      ['Pamumuhunan', 'Magsimula sa maliit at regular na halaga, at ikalat ang panganib sa iba\'t ibang investment.'],
    ],
  },
  {
    slug: 'excel-for-work-tl', title: 'Excel para sa Trabaho', subtitle: 'Mga formula, table at chart', category: 'IT & Software', level: 'beginner', language: 'tl', price: 0, hue: 135, daysAgo: 48,
    description: 'Gamitin ang Excel nang mas mabilis at tama: mga formula, table, filter at chart para sa ulat.',
    points: [
      ['Mga formula', 'Nagsisimula ang bawat formula sa =. Ang SUM, AVERAGE at IF ang pinakamadalas gamitin.'],
      ['Mga table', 'Gawing table ang data gamit ang Ctrl+T para madaling mag-sort, mag-filter at magdagdag ng row.'],
      ['Mga chart', 'Gumamit ng bar chart para maghambing at line chart para ipakita ang pagbabago sa paglipas ng panahon.'],
    ],
  },

  // ---- Trading and investing: every popular topic of the mega menu finds these ----------------
  {
    slug: 'investing-in-offshore-stocks', title: 'Investing in Offshore Stocks', subtitle: 'Buy shares on foreign markets: brokers, currency and tax', category: 'Trading & Investing', level: 'beginner', language: 'en', price: 19.99, hue: 215, daysAgo: 48,
    description: 'Your home market is a small slice of the world. Learn how to buy shares listed abroad, what the currency does to your returns and which costs and taxes to expect.',
    points: [
      ['Why look abroad', 'Most of the world\'s listed companies trade outside any single country. Owning some of them spreads your risk across economies, currencies and industries your home market lacks.\n\nStart with broad index funds listed abroad before picking single foreign companies.'],
      ['Brokers and accounts', 'Choose a regulated broker that gives you direct access to the exchanges you need. Compare trading fees, custody fees and the rate at which it converts your money.\n\nCheck how your shares are held: in your own name or pooled by the broker.'],
      ['Currency and tax', 'A foreign share earns or loses twice: its price moves and the exchange rate moves. A 10 % gain in dollars can shrink when the dollar weakens against your currency.\n\nDividends are often taxed where the company is listed; a tax treaty may let you reclaim part of it.'],
    ],
  },
  {
    slug: 'offshore-stocks-thai', title: 'ลงทุนหุ้นต่างประเทศ (Offshore stocks)', subtitle: 'เปิดบัญชี เลือกตลาด และกระจายความเสี่ยงอย่างเป็นระบบ', category: 'Trading & Investing', level: 'intermediate', language: 'th', price: 14.99, hue: 220, daysAgo: 52,
    description: 'เรียนรู้การลงทุนในหุ้นต่างประเทศสำหรับนักลงทุนไทย ตั้งแต่การเลือกโบรกเกอร์ ความเสี่ยงจากอัตราแลกเปลี่ยน ไปจนถึงภาษีเงินปันผล',
    points: [
      ['เลือกโบรกเกอร์', 'เลือกโบรกเกอร์ที่ได้รับอนุญาตจาก ก.ล.ต. และเปรียบเทียบค่าธรรมเนียมการซื้อขาย ค่ารักษาหลักทรัพย์ และอัตราแลกเปลี่ยนที่ใช้\n\nตรวจสอบว่าหุ้นถูกเก็บไว้ในชื่อของเราหรือรวมไว้ในบัญชีของโบรกเกอร์'],
      ['ความเสี่ยงจากค่าเงิน', 'ผลตอบแทนของหุ้นต่างประเทศขึ้นอยู่กับทั้งราคาหุ้นและค่าเงินบาท หากเงินบาทแข็งค่าขึ้น กำไรที่แปลงกลับมาเป็นบาทจะลดลง'],
      ['กระจายความเสี่ยง', 'เริ่มจากกองทุนดัชนีที่ลงทุนทั่วโลก แล้วค่อยเพิ่มหุ้นรายตัวในสัดส่วนที่รับความเสี่ยงได้ ทบทวนพอร์ตปีละหนึ่งถึงสองครั้ง'],
    ],
  },
  {
    slug: 'currencies-exchange-basics', title: 'Currencies Exchange Basics', subtitle: 'How exchange rates move and how currency pairs are quoted', category: 'Trading & Investing', level: 'beginner', language: 'en', price: 14.99, hue: 100, daysAgo: 55,
    description: 'Understand the foreign exchange market: what moves exchange rates, how to read a currency pair and why leverage makes small moves matter.',
    points: [
      ['Reading a pair', 'EUR/USD 1.0850 means one euro costs 1.0850 US dollars. The first currency is the base, the second the quote; buying the pair means buying the base currency.\n\nThe spread, the gap between the buy and sell price, is what every trade costs you first.'],
      ['What moves rates', 'Interest rates matter most: money flows towards currencies that pay more. Inflation, trade balances and surprises in economic data move rates too, often within minutes of a release.'],
      ['Leverage and risk', 'With leverage of 1:30, a 1 % move against you costs 30 % of your margin. Decide the largest loss you accept before you open a trade and place the stop there.'],
    ],
  },
  {
    slug: 'ty-gia-va-ngoai-hoi', title: 'Tỷ giá và thị trường ngoại hối', subtitle: 'Currencies exchange cho người mới: cặp tiền, pip và đòn bẩy', category: 'Trading & Investing', level: 'beginner', language: 'vi', price: 9.99, hue: 105, daysAgo: 58,
    description: 'Tìm hiểu thị trường ngoại hối: cách đọc cặp tiền tệ, điều gì làm tỷ giá thay đổi và vì sao phải quản lý rủi ro khi dùng đòn bẩy.',
    points: [
      ['Cặp tiền tệ', 'USD/VND 25.400 nghĩa là một đô la Mỹ bằng 25.400 đồng. Đồng tiền đứng trước là tiền cơ sở, đồng đứng sau là tiền định giá.'],
      ['Pip và chênh lệch giá', 'Pip là đơn vị thay đổi nhỏ nhất của tỷ giá. Chênh lệch giữa giá mua và giá bán là chi phí đầu tiên của mỗi giao dịch.'],
      ['Đòn bẩy', 'Đòn bẩy làm tăng cả lãi lẫn lỗ. Hãy xác định mức lỗ tối đa chấp nhận được trước khi vào lệnh và luôn đặt lệnh cắt lỗ.'],
    ],
  },
  {
    slug: 'technical-trading-charts', title: 'Technical Trading with Price Charts', subtitle: 'Trends, support and resistance, and indicators that help', category: 'Trading & Investing', level: 'intermediate', language: 'en', price: 24.99, hue: 20, daysAgo: 62,
    description: 'Read what a price chart says about supply and demand, find entries and exits with support and resistance, and use a few indicators without drowning in them.',
    points: [
      ['Candles and trends', 'A candlestick shows the open, high, low and close of a period. A trend is a series of higher highs and higher lows, or lower ones; trade with it rather than against it.'],
      ['Support and resistance', 'Prices often pause where buyers or sellers stepped in before. Mark those levels on a daily chart and wait for price to react to them instead of guessing.'],
      ['Indicators', 'Moving averages smooth the trend and RSI shows momentum. Both are calculated from price, so they confirm what the chart shows; two or three are plenty.'],
    ],
  },
  {
    slug: 'fundamental-trading-valuation', title: 'Fundamental Trading: Valuing Companies', subtitle: 'Read financial statements and estimate what a business is worth', category: 'Trading & Investing', level: 'intermediate', language: 'en', price: 29.99, hue: 245, daysAgo: 66,
    description: 'Trade on what a company is worth, not only on its chart. Read the three financial statements, compare valuations and react to earnings reports.',
    points: [
      ['Three statements', 'The income statement shows profit, the balance sheet what the company owns and owes, the cash flow statement where the money really went. Profit without cash flow is a warning sign.'],
      ['Valuation ratios', 'The price-to-earnings ratio compares the share price with profit per share. Compare it with the company\'s own history and with its peers, never in isolation.'],
      ['Earnings season', 'Prices move on the difference between results and expectations. Read the guidance for the next quarter: it often moves the share more than the last one.'],
    ],
  },
  {
    slug: 'trading-mindset-tl', title: 'Trading Mindset: Disiplina at Tamang Pag-iisip', subtitle: 'Kontrolin ang takot at kasakiman sa bawat trade', category: 'Trading & Investing', level: 'beginner', language: 'tl', price: 9.99, hue: 330, daysAgo: 70,
    description: 'Ang pinakamalaking kalaban ng trader ay ang sarili niyang emosyon. Matutong gumawa ng plano, sundin ito at matuto sa bawat talo.',
    points: [
      ['Trading plan', 'Isulat bago mag-trade kung bakit ka papasok, saan ka lalabas kapag tama ka at saan kapag mali. Kapag walang plano, emosyon ang magpapasya.'],
      ['Takot at kasakiman', 'Ang takot ay nagpapasara ng panalong trade nang masyadong maaga; ang kasakiman ay nagpapalaki ng posisyon. Gumamit ng parehong laki ng panganib sa bawat trade.'],
      ['Trading journal', 'Itala ang bawat trade, ang dahilan at ang naramdaman mo. Basahin ito linggo-linggo para makita ang mga pagkakamaling paulit-ulit.'],
    ],
  },
  {
    slug: 'market-outlook-seminar-video', title: 'Market Outlook: the Seminar Video Series', subtitle: 'Recorded seminars on the year ahead for stocks, bonds and currencies', category: 'Trading & Investing', level: 'all', language: 'en', price: 12.99, hue: 180, daysAgo: 74,
    description: 'Recordings of our market outlook seminars: analysts walk through the economy, interest rates and the sectors to watch, with the questions the audience asked.',
    points: [
      ['The economic cycle', 'Growth, inflation and interest rates move in cycles. Knowing where we are in the cycle tells you which assets have tended to do well next.'],
      ['Sectors to watch', 'Banks earn more when rates rise; technology shares are valued on distant profits and suffer more from higher rates. Match the sector to the stage of the cycle.'],
      ['Questions from the floor', 'The most asked question was how to prepare for a downturn: keep cash for six months of expenses, diversify, and never invest money you need soon.'],
    ],
  },
  {
    slug: 'trading-classics-reading-course', title: 'Trading Classics: a Reading Course', subtitle: 'Ten books every trader should read, summarised and discussed', category: 'Trading & Investing', level: 'beginner', language: 'en', price: 7.99, hue: 35, daysAgo: 78,
    description: 'A course to read at your own pace: the key ideas of the classic books on markets, investing and trading psychology, with questions to think about after each one.',
    points: [
      ['The intelligent investor', 'Treat a share as part of a business and demand a margin of safety: buy only when the price is well below a sober estimate of value.'],
      ['Random walks and indexes', 'Over long periods most professional funds fail to beat a low-cost index fund after fees. Beating the market is possible, but rare and hard to spot in advance.'],
      ['Psychology of trading', 'Every classic on trading agrees on one thing: losses must stay small. Cut the losing trades early and let the winning ones run.'],
    ],
  },
  {
    slug: 'markets-podcast-lessons', title: 'Markets in Your Ears: Podcast Lessons', subtitle: 'Short audio-style lessons on investing for your commute', category: 'Trading & Investing', level: 'beginner', language: 'en', price: 7.99, hue: 290, daysAgo: 82,
    description: 'Lessons in the style of our podcast: short conversations with traders and investors about their first mistakes, their routines and the habits that lasted.',
    points: [
      ['Episode 1: first mistakes', 'Almost every guest lost money on their first trades by risking too much on one idea. The fix was the same for all of them: a fixed, small share of the account per trade.'],
      ['Episode 2: a daily routine', 'Good routines are boring: read the calendar of economic releases, check open positions against the plan, and stop trading after a set number of losses.'],
      ['Episode 3: habits that last', 'Investing a fixed amount every month, whatever the market does, was the habit guests were most glad to have started early.'],
    ],
  },
];

/** Outline labels in each language of instruction. */
export const OUTLINE_LABELS: Record<Language, { transcript: string; start: string; welcome: string; overview: string; core: string; wrap: string; together: string; summary: string; learn: string; next: string }> = {
  en: { transcript: 'Transcript', start: 'Getting started', welcome: 'Welcome to the course', overview: 'What you will learn', core: 'Core lessons', wrap: 'Wrapping up', together: 'Putting it all together', summary: 'Summary and next steps', learn: 'In this course you will learn:', next: 'Practise each idea on a small project of your own before moving on; that is where it sticks.' },
  th: { transcript: 'คำบรรยายในวิดีโอ', start: 'เริ่มต้น', welcome: 'ยินดีต้อนรับสู่คอร์ส', overview: 'สิ่งที่คุณจะได้เรียนรู้', core: 'บทเรียนหลัก', wrap: 'สรุปท้ายคอร์ส', together: 'นำทุกอย่างมารวมกัน', summary: 'สรุปและก้าวต่อไป', learn: 'ในคอร์สนี้คุณจะได้เรียนรู้:', next: 'ลองนำแต่ละเรื่องไปใช้กับโปรเจกต์เล็ก ๆ ของคุณเองก่อนเรียนต่อ จะช่วยให้จำได้ดีขึ้น' },
  vi: { transcript: 'Lời thoại của video', start: 'Bắt đầu', welcome: 'Chào mừng bạn đến với khóa học', overview: 'Bạn sẽ học được gì', core: 'Bài học chính', wrap: 'Tổng kết', together: 'Kết hợp mọi thứ', summary: 'Tóm tắt và bước tiếp theo', learn: 'Trong khóa học này bạn sẽ học:', next: 'Hãy áp dụng từng ý vào một dự án nhỏ của riêng bạn trước khi học tiếp; đó là cách nhớ lâu nhất.' },
  tl: { transcript: 'Transcript ng video', start: 'Pagsisimula', welcome: 'Maligayang pagdating sa kurso', overview: 'Ano ang matututunan mo', core: 'Mga pangunahing aralin', wrap: 'Pagtatapos', together: 'Pagsasama-samahin ang lahat', summary: 'Buod at susunod na hakbang', learn: 'Sa kursong ito matututunan mo ang:', next: 'Subukan ang bawat ideya sa sarili mong maliit na proyekto bago magpatuloy; doon ito tumatatak.' },
};

/** Sample learners who enrolled and left reviews (social sign-in accounts: no password). */
export const SAMPLE_LEARNERS: { username: string; firstName: string; lastName: string; country: CountryId; lang: Language }[] = [
  { username: 'nok.siri', firstName: 'Nok', lastName: 'Siriwan', country: 174, lang: 'th' },
  { username: 'minh.tran', firstName: 'Minh', lastName: 'Tran', country: 193, lang: 'vi' },
  { username: 'ana.reyes', firstName: 'Ana', lastName: 'Reyes', country: 138, lang: 'tl' },
  { username: 'david.lim', firstName: 'David', lastName: 'Lim', country: 999, lang: 'en' },
  { username: 'ploy.k', firstName: 'Ploy', lastName: 'Kittisak', country: 174, lang: 'th' },
  { username: 'linh.pham', firstName: 'Linh', lastName: 'Pham', country: 193, lang: 'vi' },
];

export const REVIEW_TEXTS: Record<Language, [rating: number, text: string][]> = {
  en: [[5, 'Clear explanations and just the right pace. The examples are practical.'], [4, 'Very good course; I would like a few more exercises.'], [5, 'Exactly what I needed to get started.'], [3, 'Good content, but the videos are short.']],
  th: [[5, 'อธิบายเข้าใจง่ายมาก ตัวอย่างนำไปใช้ได้จริง'], [4, 'เนื้อหาดี อยากให้มีแบบฝึกหัดเพิ่มอีก'], [5, 'เหมาะกับมือใหม่มากครับ']],
  vi: [[5, 'Giảng viên giải thích rất dễ hiểu, ví dụ thực tế.'], [4, 'Khóa học hay, mong có thêm bài tập.'], [5, 'Rất phù hợp cho người mới bắt đầu.']],
  tl: [[5, 'Malinaw ang paliwanag at madaling sundan.'], [4, 'Maganda ang kurso, sana may dagdag na ehersisyo.']],
};
