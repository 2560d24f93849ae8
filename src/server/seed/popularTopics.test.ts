import { POPULAR_TOPICS } from '../../shared/catalogueTopics';
import type { Page } from '../../shared/schemas/common';
import type { CourseSummary } from '../../shared/schemas/courses';
import { createTestApp, type TestApp } from '../test-support/testApp';
import { COURSES } from './coursesData';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());

/** What the catalogue shows for a topic link (/courses?search={keyword}): the API search with that keyword. */
async function search(keyword: string): Promise<Page<CourseSummary>> {
  const res = await t.request({ method: 'GET', url: `/api/Courses?search=${encodeURIComponent(keyword)}` });
  expect(res.statusCode).toBe(200);
  return res.json<Page<CourseSummary>>();
}

const normalise = (text: string) => text.toLowerCase();

describe("the mega menu's popular topics on the demo catalogue", () => {
  it.each(POPULAR_TOPICS.map((topic) => [topic.keyword]))('"%s" finds a course that is about it', async (keyword) => {
    const page = await search(keyword);
    expect(page.total).toBeGreaterThanOrEqual(1);
    // Found by its own title or subtitle, not only through its category's name.
    const words = normalise(keyword).split(/\s+/);
    const about = page.items.filter((c) => words.every((w) => normalise(`${c.title} ${c.subtitle}`).includes(w)));
    expect({ keyword, about: about.length > 0 }).toEqual({ keyword, about: true });
  });

  it('has demo courses for the topics in more than one language', () => {
    const topical = COURSES.filter((c) => POPULAR_TOPICS.some(({ keyword }) => normalise(keyword).split(/\s+/).every((w) => normalise(`${c.title} ${c.subtitle}`).includes(w))));
    expect(new Set(topical.map((c) => c.language))).toEqual(new Set(['en', 'th', 'vi', 'tl']));
  });
});
