// The categories feature as other parts of the SPA see it.
export { categoriesActions, categoryTitle, selectCategories, selectCategoriesError, selectCategoriesLoading } from './categoriesSlice';
