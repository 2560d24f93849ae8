import { screen } from '@testing-library/react';
import { aCourseSummary } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CourseCard } from './CourseCard';

// The card's title and subtitle are the author's text: marked with the course's language when the UI's differs.
describe('CourseCard language', () => {
  const english = aCourseSummary({ title: 'Chart reading', subtitle: 'Support and resistance', language: 'en', ratingCount: 12345, lessonCount: 1200 });

  it('marks an English course in the Thai UI with lang="en", and writes its counts the Thai way', () => {
    renderWithProviders(<CourseCard course={english} lang="th" country={174} storageBaseUrl="/storage" />);
    expect(screen.getByRole('heading', { name: 'Chart reading' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Support and resistance')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('course-card')).toHaveTextContent(`(${new Intl.NumberFormat('th').format(12345)})`);
  });

  it('leaves the lang to the page when the course is in the UI language, and groups digits in English', () => {
    renderWithProviders(<CourseCard course={english} lang="en" country={999} storageBaseUrl="/storage" />);
    expect(screen.getByRole('heading', { name: 'Chart reading' })).not.toHaveAttribute('lang');
    expect(screen.getByTestId('course-card')).toHaveTextContent('(12,345)');
    expect(screen.getByTestId('course-card')).toHaveTextContent('1,200');
  });
});
