// Titles, descriptions and icons of the routed pages that later work will fill.
import type { IconComponent } from '../components/icons';
import { ArticleIcon, BusIcon, EditIcon, EventIcon, GroupIcon, InfoIcon, LockIcon, MailIcon, MicIcon, QuizIcon, RobotIcon, SlideshowIcon } from '../components/icons';

export interface PageDef {
  /** PAGES.<id>.TITLE and PAGES.<id>.DESCRIPTION */
  id: string;
  icon: IconComponent;
}

export const def = (id: string, icon: IconComponent): PageDef => ({ id, icon });

export const PUBLIC_PAGES = {
  seminars: def('SEMINARS', SlideshowIcon),
  podcasts: def('PODCASTS', MicIcon),
  blogs: def('BLOGS', EditIcon),
  roboCamps: def('ROBO_CAMPS', RobotIcon),
  roboRoadTrip: def('ROBO_ROAD_TRIP', BusIcon),
  events: def('EVENTS', EventIcon),
  aboutUs: def('ABOUT_US', InfoIcon),
  faqs: def('FAQS', QuizIcon),
  contactUs: def('CONTACT_US', MailIcon),
  privacyPolicy: def('PRIVACY_POLICY', LockIcon),
  termsAndConditions: def('TERMS_AND_CONDITIONS', ArticleIcon),
  affiliateAgreement: def('AFFILIATE_AGREEMENT', GroupIcon),
} as const;

