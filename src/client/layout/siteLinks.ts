// Navigation data of the public site: page paths, the mega menu's grouped columns, the company and
// footer link lists. Titles are translation keys.
import type { IconComponent } from '../components/icons';

export const PATHS = {
  home: '/home',
  courses: '/courses',
  analysisAndNews: '/analysis-and-news',
  seminars: '/seminars',
  podcasts: '/podcasts',
  blogs: '/blogs',
  roboCamps: '/robo-camps',
  roboRoadTrip: '/robo-road-trip',
  events: '/events',
  aboutUs: '/about-us',
  faqs: '/faqs',
  contactUs: '/contact-us',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  affiliateAgreement: '/affiliate-agreement',
  logIn: '/auth/log-in',
  signUp: '/auth/sign-up',
  signOut: '/auth/sign-out',
  studentDashboard: '/student/dashboard',
  studentCourseList: '/student/course-list',
  instructorDashboard: '/instructor/dashboard',
  instructorCreateCourse: '/instructor/create-course',
} as const;

export const newsArticlePath = (slug: string) => `${PATHS.analysisAndNews}/${encodeURIComponent(slug)}`;
export const coursesByCategoryPath = (id: number) => `${PATHS.courses}?courses=${id}`;
export const coursesSearchPath = (keyword: string) =>
  keyword.trim() === '' ? PATHS.courses : `${PATHS.courses}?search=${encodeURIComponent(keyword.trim())}`;

/** Spec section 3: a menu item. */
export interface MenuItem {
  key: string;
  /** Translation key. */
  title: string;
  icon?: IconComponent;
  logo?: string;
  link: string;
  /** Translation key. */
  description?: string;
  queryParams?: Record<string, string>;
  parentKey?: string;
  divider?: boolean;
  subItems?: MenuItem[];
}

export function menuHref(item: Pick<MenuItem, 'link' | 'queryParams'>): string {
  const qs = item.queryParams ? new URLSearchParams(item.queryParams).toString() : '';
  return qs ? `${item.link}?${qs}` : item.link;
}

export interface SiteLink {
  key: string;
  title: string;
  link: string;
}

/** The header's company column (labels are the spec's header keys). */
export const COMPANY_LINKS: readonly SiteLink[] = [
  { key: 'about-us', title: 'HEADER.ABOUT_US', link: PATHS.aboutUs },
  { key: 'faqs', title: 'HEADER.FAQS', link: PATHS.faqs },
  { key: 'contact-us', title: 'HEADER.CONTACT_US', link: PATHS.contactUs },
  { key: 'privacy-policy', title: 'HEADER.PRIVACY_POLICY', link: PATHS.privacyPolicy },
  { key: 'terms-and-conditions', title: 'HEADER.TERMS_AND_CONDITIONS', link: PATHS.termsAndConditions },
  { key: 'affiliate-agreement', title: 'HEADER.AFFILIATE_AGREEMENT', link: PATHS.affiliateAgreement },
];

export const FOOTER_COLUMNS: readonly { key: string; title: string; links: readonly SiteLink[] }[] = [
  { key: 'company', title: 'FOOTER.COMPANY', links: COMPANY_LINKS },
  {
    key: 'community',
    title: 'FOOTER.COMMUNITY',
    links: [
      { key: 'seminars', title: 'PAGES.SEMINARS.TITLE', link: PATHS.seminars },
      { key: 'robo-camps', title: 'PAGES.ROBO_CAMPS.TITLE', link: PATHS.roboCamps },
      { key: 'robo-road-trip', title: 'PAGES.ROBO_ROAD_TRIP.TITLE', link: PATHS.roboRoadTrip },
      { key: 'events', title: 'PAGES.EVENTS.TITLE', link: PATHS.events },
    ],
  },
  {
    key: 'analysis',
    title: 'FOOTER.ANALYSIS',
    links: [
      { key: 'analysis-and-news', title: 'PAGES.ANALYSIS_AND_NEWS.TITLE', link: PATHS.analysisAndNews },
      { key: 'blogs', title: 'PAGES.BLOGS.TITLE', link: PATHS.blogs },
    ],
  },
];

/** Contact details shown in the footer and on the contact page (one place to change them). */
export const SITE_CONTACT = {
  email: 'hello@academy.asia',
  phone: '+66 2 123 4567',
  phoneHref: 'tel:+6621234567',
} as const;

export const SOCIAL_LINKS = [
  { key: 'line', label: 'LINE', href: 'https://line.me/' },
  { key: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/' },
  { key: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/' },
  { key: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/' },
  { key: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** Languages in their own script (the same in every UI language). */
export const LANGUAGE_NAMES = { th: 'ไทย', en: 'English', vi: 'Tiếng Việt', tl: 'Tagalog' } as const;
export const REGION_KEYS = { 999: 'REGIONS.GLOBAL', 174: 'REGIONS.THAILAND', 138: 'REGIONS.PHILIPPINES', 193: 'REGIONS.VIETNAM' } as const;
