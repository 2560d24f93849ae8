// Navigation data of the public site: the mega menu's item type, the company and footer link lists
// (paths from app/paths.ts). Titles are translation keys.
import type { IconComponent } from '../components/icons';
import { paths } from '../app/paths';
import { queryString } from '../../shared/apiPaths';

/** A menu item. */
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
  return `${item.link}${queryString(item.queryParams)}`;
}

export interface SiteLink {
  key: string;
  title: string;
  link: string;
}

/** The header's company column (labels are the header's keys). */
export const COMPANY_LINKS: readonly SiteLink[] = [
  { key: 'about-us', title: 'HEADER.ABOUT_US', link: paths.page('about-us') },
  { key: 'faqs', title: 'HEADER.FAQS', link: paths.page('faqs') },
  { key: 'contact-us', title: 'HEADER.CONTACT_US', link: paths.contactUs() },
  { key: 'privacy-policy', title: 'HEADER.PRIVACY_POLICY', link: paths.page('privacy-policy') },
  { key: 'terms-and-conditions', title: 'HEADER.TERMS_AND_CONDITIONS', link: paths.page('terms-and-conditions') },
  { key: 'affiliate-agreement', title: 'HEADER.AFFILIATE_AGREEMENT', link: paths.page('affiliate-agreement') },
];

export const FOOTER_COLUMNS: readonly { key: string; title: string; links: readonly SiteLink[] }[] = [
  { key: 'company', title: 'FOOTER.COMPANY', links: COMPANY_LINKS },
  {
    key: 'community',
    title: 'FOOTER.COMMUNITY',
    links: [
      { key: 'seminars', title: 'PAGES.SEMINARS.TITLE', link: paths.content('seminar') },
      { key: 'robo-camps', title: 'PAGES.ROBO_CAMPS.TITLE', link: paths.content('robo-camp') },
      { key: 'robo-road-trip', title: 'PAGES.ROBO_ROAD_TRIP.TITLE', link: paths.content('road-trip') },
      { key: 'events', title: 'PAGES.EVENTS.TITLE', link: paths.content('event') },
    ],
  },
  {
    key: 'analysis',
    title: 'FOOTER.ANALYSIS',
    links: [
      { key: 'analysis-and-news', title: 'PAGES.ANALYSIS_AND_NEWS.TITLE', link: paths.news() },
      { key: 'blogs', title: 'PAGES.BLOGS.TITLE', link: paths.content('blog') },
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
