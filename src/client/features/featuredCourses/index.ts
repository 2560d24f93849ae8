// The home page's "Featured courses" row, loaded lazily by /home (its own chunk).
export { default, FEATURED_ON_HOME, featuredCoursesRequest } from './FeaturedCoursesRow';
