import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Language } from '../../../shared/constants';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { aCourseDetail, aReview, aReviewPage } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import CoursePage from './CoursePage';
import { initialCourseState } from './courseSlice';

// The author's text (title, subtitle, description, sections and lessons) carries the course's language when the
// UI's differs, and none when they agree; counts are written the UI language's way.
function renderCourse(detail: CourseDetail, lang: Language, reviews = [aReview()]) {
  return renderWithProviders(
    <Routes>
      <Route path="/courses/:idOrSlug" element={<CoursePage />} />
    </Routes>,
    {
      route: `/courses/${detail.slug}`,
      preloadedState: {
        locale: { lang, country: 999 },
        auth: { ...initialAuthState, initialized: true },
        course: {
          ...initialCourseState,
          detail: { status: 'succeeded', key: detail.slug, data: detail, error: null },
          reviews: { status: 'succeeded', key: String(detail.id), data: aReviewPage(reviews, { pageSize: 10 }), error: null },
        },
      },
    },
  );
}

describe('CoursePage language marks', () => {
  it('marks a Tagalog course in the English UI, down to its lesson titles', () => {
    renderCourse(aCourseDetail({ language: 'tl', title: 'Batayan ng React', subtitle: 'Mula sa simula', sections: [{ id: 1, title: 'Simula', lessons: [{ id: 101, title: 'Maligayang pagdating', kind: 'video', duration: 5, isPreview: true }] }] }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'Batayan ng React' })).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('Mula sa simula')).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('Simula').closest('[lang]')).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('Maligayang pagdating').closest('[lang]')).toHaveAttribute('lang', 'tl');
  });

  it("marks each review with the language its author wrote in, and the instructor's reply with the course's", () => {
    const reply = { text: 'Salamat po!', updatedAt: '2026-02-11T00:00:00.000Z', instructorName: 'Teacher' };
    renderCourse(aCourseDetail({ language: 'tl' }), 'en', [aReview({ id: 1, text: 'ดีมากครับ', lang: 'th', reply }), aReview({ id: 2, text: 'Clear', lang: 'en' }), aReview({ id: 3, text: 'Old one', lang: null })]);
    expect(screen.getByText('ดีมากครับ')).toHaveAttribute('lang', 'th');
    expect(screen.getByText('Salamat po!')).toHaveAttribute('lang', 'tl');
    expect(screen.getByText('Clear')).not.toHaveAttribute('lang');
    expect(screen.getByText('Old one')).not.toHaveAttribute('lang');
  });

  it('adds no lang when the course is in the UI language, and groups the counts', () => {
    renderCourse(aCourseDetail({ language: 'en', ratingCount: 1234, enrollmentCount: 56789 }), 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'React Fundamentals' })).not.toHaveAttribute('lang');
    expect(screen.getByText('Getting started').closest('[lang]')).toBeNull();
    expect(screen.getByText(/1,234 ratings · 56,789 students/)).toBeInTheDocument();
  });
});
