// The home page's course rows (featured, popular in the region, new), loaded lazily by /home (its own chunk).
export { default, FEATURED_ON_HOME, featuredCoursesRequest, newCoursesRequest, popularCoursesRequest } from './FeaturedCoursesRow';
