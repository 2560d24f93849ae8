import { screen } from '@testing-library/react';
import type { CountryId, Language } from '../../../shared/constants';
import type { CourseSummary } from '../../../shared/schemas/courses';
import { aCourseSummary } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { CourseCard } from './CourseCard';

const paid = aCourseSummary({ price: 19.99, isFree: false, prices: { USD: 1999, THB: 59000, VND: 250000 } });

function priceOn(course: CourseSummary, country: CountryId, lang: Language = 'en'): string {
  const view = renderWithProviders(<CourseCard course={course} lang={lang} country={country} storageBaseUrl="/storage" />);
  const text = screen.getByTestId('course-card').lastElementChild?.textContent ?? '';
  view.unmount();
  return text;
}

describe('CourseCard price', () => {
  it("shows the price in the region's currency: Thailand THB, Vietnam VND, Global USD", () => {
    expect(priceOn(paid, 174)).toContain('฿590.00');
    expect(priceOn(paid, 193)).toContain('₫250,000');
    expect(priceOn(paid, 999)).toContain('$19.99');
  });

  it('shows USD in a region whose currency the course has no price in', () => {
    // The Philippines: no PHP price here.
    expect(priceOn(paid, 138)).toContain('$19.99');
    expect(priceOn(paid, 138)).not.toContain('₱');
  });

  it('formats the integer amount for the UI language', () => {
    const thai = new Intl.NumberFormat('th', { style: 'currency', currency: 'THB', currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(590);
    expect(priceOn(paid, 174, 'th')).toContain(thai);
  });

  it('shows "Free" for a free course, whatever the float price says', () => {
    expect(priceOn(aCourseSummary({ isFree: true, price: 0, prices: {} }), 174)).toContain('Free');
    expect(priceOn(aCourseSummary({ isFree: false, price: 19.99, prices: { USD: 1999 } }), 174)).toContain('$19.99');
  });
});
