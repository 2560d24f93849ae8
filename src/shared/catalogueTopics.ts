/**
 * The mega menu's popular topics: each links to the catalogue searched for its keyword (English, as
 * the demo catalogue's course titles in every language carry it). `key` names its label,
 * MEGA.TOPICS.{key} in the translations. The demo seed has courses for each.
 */
export const POPULAR_TOPICS = [
  { key: 'OFFSHORE_STOCKS', keyword: 'Offshore stocks' },
  { key: 'CURRENCIES_EXCHANGE', keyword: 'Currencies exchange' },
  { key: 'TECHNICAL_TRADING', keyword: 'Technical trading' },
  { key: 'FUNDAMENTAL_TRADING', keyword: 'Fundamental trading' },
  { key: 'MARKETING', keyword: 'Marketing' },
  { key: 'TRADING_MINDSET', keyword: 'Trading mindset' },
  { key: 'SEMINAR_VIDEO', keyword: 'Seminar video' },
  { key: 'READING_COURSE', keyword: 'Reading course' },
  { key: 'PODCAST', keyword: 'Podcast' },
] as const;
