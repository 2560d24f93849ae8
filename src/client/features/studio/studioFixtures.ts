// Test data for the studio: an editable course with two sections and three lessons.
import type { EditableCourse, EditableLesson, EditableSection } from '../../../shared/schemas/studio';

export function aLesson(overrides: Partial<EditableLesson> = {}): EditableLesson {
  return { id: 11, sectionId: 1, kind: 'text', version: 1, attachment: null, title: 'Welcome', duration: 300, isPreview: false, body: '<p>Hello</p>', video: null, ...overrides };
}

export function aSection(overrides: Partial<EditableSection> = {}): EditableSection {
  return { id: 1, title: 'Basics', version: 1, lessons: [], ...overrides };
}

export function anEditableCourse(overrides: Partial<EditableCourse> = {}): EditableCourse {
  return {
    id: 5,
    slug: 'thai-cooking',
    status: 'draft',
    hasDraftChanges: false,
    review: { state: null, reason: null, submittedAt: null },
    version: 3,
    updatedAt: '2026-11-01T00:00:00.000Z',
    publishedAt: null,
    title: 'Thai cooking',
    subtitle: 'From the market to the wok',
    description: 'Learn to cook.',
    outcomes: ['Green curry'],
    requirements: [],
    level: 'beginner',
    language: 'en',
    categoryId: 1,
    coverImage: null,
    isFree: true,
    prices: {},
    titleTranslations: {},
    sections: [
      aSection({ id: 1, title: 'Basics', lessons: [aLesson({ id: 11, title: 'Welcome' }), aLesson({ id: 12, title: 'Knives' })] }),
      aSection({ id: 2, title: 'Curries', lessons: [aLesson({ id: 21, sectionId: 2, title: 'Green curry', kind: 'video' })] }),
    ],
    ...overrides,
  };
}
