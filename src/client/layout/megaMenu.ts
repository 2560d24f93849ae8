// The mega menu's grouped link columns, loaded with the header's dropdowns.
import { ArticleIcon, BusIcon, EditIcon, EventIcon, MicIcon, RobotIcon, SchoolIcon, SlideshowIcon, StarIcon } from '../components/icons';
import { type MenuItem } from './siteLinks';
import { paths } from '../app/paths';
import { POPULAR_TOPICS } from '../../shared/catalogueTopics';

export const MEGA_MENU: readonly MenuItem[] = [
  {
    key: 'learn',
    title: 'MEGA.LEARN.TITLE',
    description: 'MEGA.LEARN.DESCRIPTION',
    icon: SchoolIcon,
    link: paths.courses(),
    subItems: [
      { key: 'courses', title: 'PAGES.COURSES.TITLE', link: paths.courses(), icon: SchoolIcon, parentKey: 'learn' },
      { key: 'seminars', title: 'PAGES.SEMINARS.TITLE', link: paths.content('seminar'), icon: SlideshowIcon, parentKey: 'learn' },
      { key: 'podcasts', title: 'PAGES.PODCASTS.TITLE', link: paths.content('podcast'), icon: MicIcon, parentKey: 'learn' },
      { key: 'robo-camps', title: 'PAGES.ROBO_CAMPS.TITLE', link: paths.content('robo-camp'), icon: RobotIcon, parentKey: 'learn' },
    ],
  },
  {
    key: 'topics',
    title: 'MEGA.TOPICS.TITLE',
    description: 'MEGA.TOPICS.DESCRIPTION',
    icon: StarIcon,
    link: paths.courses(),
    // Each topic searches the catalogue for its keyword.
    subItems: POPULAR_TOPICS.map(({ key, keyword }) => ({
      key: `topic-${key}`,
      title: `MEGA.TOPICS.${key}`,
      link: paths.courses(),
      queryParams: { search: keyword },
      parentKey: 'topics',
    })),
  },
  {
    key: 'community',
    title: 'MEGA.COMMUNITY.TITLE',
    description: 'MEGA.COMMUNITY.DESCRIPTION',
    icon: EventIcon,
    link: paths.content('event'),
    subItems: [
      { key: 'events', title: 'PAGES.EVENTS.TITLE', link: paths.content('event'), icon: EventIcon, parentKey: 'community' },
      { key: 'robo-road-trip', title: 'PAGES.ROBO_ROAD_TRIP.TITLE', link: paths.content('road-trip'), icon: BusIcon, parentKey: 'community' },
      { key: 'analysis', title: 'PAGES.ANALYSIS_AND_NEWS.TITLE', link: paths.news(), icon: ArticleIcon, parentKey: 'community', divider: true },
      { key: 'blogs', title: 'PAGES.BLOGS.TITLE', link: paths.content('blog'), icon: EditIcon, parentKey: 'community' },
    ],
  },
];

