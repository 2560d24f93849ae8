import type { ServerContext } from './context';
import { AuthService } from './modules/auth/authService';
import { CategoryService } from './modules/categories/categoryService';
import { CustomerService } from './modules/customers/customerService';
import { FileService } from './modules/files/fileService';
import { NewsService } from './modules/news/newsService';
import { JsonCache } from './modules/jsonCache';

export interface Services {
  customers: CustomerService;
  auth: AuthService;
  files: FileService;
  categories: CategoryService;
  news: NewsService;
  /** Serialized public lists, a few seconds old at most. */
  publicCache: JsonCache;
}

export function createServices(ctx: ServerContext): Services {
  const customers = new CustomerService(ctx);
  return {
    customers,
    auth: new AuthService(ctx, customers),
    files: new FileService(ctx),
    categories: new CategoryService(ctx.db),
    news: new NewsService(ctx.db),
    publicCache: new JsonCache(5_000),
  };
}
