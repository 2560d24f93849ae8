import { sql } from 'drizzle-orm';
import { FILE_FOLDERS } from '../../shared/constants';
import type { Database } from '../db/client';
import { categories, customers, instructorProfiles, newsItems } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { newEncryptId } from '../modules/customers/customerService';
import type { FileService } from '../modules/files/fileService';
import { CATEGORY_TREE, type SeedCategory } from './categoriesData';
import { DEMO_ACCOUNTS, DEMO_INSTRUCTOR_PROFILE } from './demoAccounts';
import { NEWS, newsLanguage } from './newsData';
import { drawCover } from './coverImages';
import { seedCourses } from './seedCourses';
import { seedCommerce } from './seedCommerce';
import { seedContent } from './seedContent';
import { givePortraits } from './shippedArt';

const SEED_LOCK = 7_042_001;

/**
 * Loads the demo content into an empty database: categories in four languages, news for every
 * region with covers stored through the storage layer, one account per role, and the course
 * catalogue with sample learners and the demo student's progress (seedCourses.ts), blogs, podcasts and
 * events with registrations (seedContent.ts). A database that
 * already has customers or categories is left alone; an advisory lock keeps two starts from seeding twice.
 */
export async function seedDemoContent(db: Database, files: FileService, log: (msg: string) => void = () => undefined): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [{ n }] = (await tx.execute<{ n: number }>(sql`select (select count(*) from customers) + (select count(*) from categories) as n`)).rows as [{ n: number }];
    if (Number(n) > 0) return false;

    const accountIds: Record<string, string> = {};
    for (const account of DEMO_ACCOUNTS) {
      const { password, ...rest } = account;
      const [row] = await tx
        .insert(customers)
        .values({ ...rest, encryptId: newEncryptId(), passwordHash: await hashPassword(password), isEmailVerified: true })
        .returning({ id: customers.id });
      accountIds[account.username] = row!.id;
    }
    await givePortraits(tx, files, Object.entries(accountIds).map(([username, id]) => ({ id, username })));

    let order = 0;
    const categoryIds = new Map<string, number>();
    const insertTree = async (nodes: SeedCategory[], parentId: number | null) => {
      for (const node of nodes) {
        const [row] = await tx
          .insert(categories)
          .values({ title: node.title, titleTh: node.th, titleVi: node.vi, titleTl: node.tl, parentId, sortOrder: order++ })
          .returning({ id: categories.id });
        categoryIds.set(node.title, row!.id);
        if (node.children) await insertTree(node.children, row!.id);
      }
    };
    await insertTree(CATEGORY_TREE, null);

    const now = Date.now();
    for (const [i, item] of NEWS.entries()) {
      const cover = await files.store(accountIds.admin ?? null, FILE_FOLDERS.analysisAndNewsCoverImage, await drawCover(item.hue, i + 1), tx);
      await tx.insert(newsItems).values({
        title: item.title,
        slug: item.slug,
        coverImage: cover.nameBySystem,
        ctlCountryId: item.country,
        summary: item.summary,
        body: item.body.join('\n\n'),
        lang: newsLanguage(item.country),
        publishedAt: new Date(now - item.daysAgo * 86_400_000 - i * 60_000),
      });
    }
    const catalogue = await seedCourses(tx, files, { instructor: accountIds.instructor!, student: accountIds.student!, categories: categoryIds });
    // The demo instructor's public profile (their page and every course page's "Your instructor"), in the four languages.
    await tx.insert(instructorProfiles).values({ customerId: accountIds.instructor!, ...DEMO_INSTRUCTOR_PROFILE });
    // Prices in every region's currency for the paid courses, and the demo coupons.
    await seedCommerce(tx, { instructor: accountIds.instructor! });
    const content = await seedContent(tx, files, { instructor: accountIds.instructor!, admin: accountIds.admin!, student: accountIds.student! });
    log(
      `demo content loaded: ${DEMO_ACCOUNTS.length} accounts, ${order} categories, ${NEWS.length} news items, ${catalogue.courses} courses with ${catalogue.lessons} lessons, ` +
        `${content.posts} posts, ${content.events} events with ${content.registrations} registrations`,
    );
    return true;
  });
}
