import { asc, eq } from 'drizzle-orm';
import type { Category } from '../../../shared/schemas/catalog';
import type { Database } from '../../db/client';
import { categories, type CategoryRow } from '../../db/schema';

function toCategoryDto(row: CategoryRow): Category {
  return { id: row.id, title: row.title, titleTh: row.titleTh, titleVi: row.titleVi, titleTl: row.titleTl, parentId: row.parentId };
}

export class CategoryService {
  constructor(private readonly db: Database) {}

  async list(): Promise<Category[]> {
    const rows = await this.db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id));
    return rows.map(toCategoryDto);
  }

  async get(id: number): Promise<Category | null> {
    const [row] = await this.db.select().from(categories).where(eq(categories.id, id));
    return row ? toCategoryDto(row) : null;
  }
}
