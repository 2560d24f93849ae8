// The slices that join the store with their pages (useSlice), joined up front in tests, so that a test
// may preload their state and read it before the page renders.
import { rootReducer } from '../app/rootReducer';
import { courseReducer } from '../features/course/courseSlice';
import { learningReducer } from '../features/learning/learningSlice';

rootReducer.inject('course', courseReducer);
rootReducer.inject('learning', learningReducer);
