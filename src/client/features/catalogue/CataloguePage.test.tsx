import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/apiError';
import { toRequestError } from '../../app/request';
import type { AppStore } from '../../app/store';
import { aCategory } from '../../testing/fixtures';
import { aCourseSummary, pageOf } from '../../testing/courseFixtures';
import { LocationProbe, renderWithProviders } from '../../testing/renderWithProviders';
import { initialCategoriesState } from '../categories/categoriesSlice';
import CataloguePage from './CataloguePage';
import { catalogueActions } from './catalogueSlice';

const categories = { ...initialCategoriesState, status: 'succeeded' as const, data: [aCategory({ id: 1, title: 'Development' }), aCategory({ id: 12, title: 'React', titleTh: null, titleVi: null, parentId: 1 })] };

/** The query of the list the page asked for (the request's key is its JSON). */
const shownQuery = (store: AppStore): unknown => JSON.parse(store.getState().catalogue.key ?? 'null');

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/courses" element={<CataloguePage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, preloadedState: { categories } },
  );
}

describe('CataloguePage', () => {
  it('asks for the list of ?courses= (category) and ?search=, showing skeleton cards meanwhile', () => {
    const { store } = renderAt('/courses?courses=12&search=react');
    expect(shownQuery(store)).toEqual({ categoryId: 12, search: 'react', sort: 'relevance', page: 1, pageSize: 12 });
    expect(screen.getAllByTestId('course-card-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Courses for “react”');
    expect(screen.getByLabelText('Category')).toHaveValue('12');
  });

  it("shows each card's price in the visitor's region currency (USD without one)", () => {
    const { store } = renderWithProviders(<CataloguePage />, { route: '/courses', preloadedState: { categories, locale: { lang: 'en', country: 174 } } });
    act(() => {
      store.dispatch(
        catalogueActions.fetchSucceeded(
          pageOf([
            aCourseSummary({ id: 1, slug: 'thai', title: 'Thai priced', isFree: false, price: 19.99, prices: { USD: 1999, THB: 59000 } }),
            aCourseSummary({ id: 2, slug: 'usd', title: 'USD only', isFree: false, price: 9.99, prices: { USD: 999 } }),
          ]),
        ),
      );
    });
    const [thai, usd] = screen.getAllByTestId('course-card');
    expect(thai).toHaveTextContent('฿590.00');
    expect(thai).not.toHaveTextContent('$19.99');
    expect(usd).toHaveTextContent('$9.99');
  });

  it('shows the courses with their stars, and writes filter, sort and page changes to the URL', () => {
    const { store } = renderAt('/courses?courses=12');
    act(() => {
      store.dispatch(catalogueActions.fetchSucceeded(pageOf([aCourseSummary({ ratingAvg: 4.4 })], { total: 30, pageSize: 12 })));
    });
    const card = screen.getByTestId('course-card');
    expect(within(card).getByRole('link', { name: 'React Fundamentals' })).toHaveAttribute('href', '/courses/react-fundamentals');
    expect(within(card).getByTestId('star-rating')).toHaveTextContent('★★★★☆');
    expect(screen.getByText('Courses found: 30')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?courses=12&sort=newest');
    expect(shownQuery(store)).toMatchObject({ categoryId: 12, sort: 'newest', page: 1 });

    act(() => {
      store.dispatch(catalogueActions.fetchSucceeded(pageOf([aCourseSummary()], { total: 30, pageSize: 12 })));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?courses=12&sort=newest&page=3');

    // A filter change goes back to page 1.
    fireEvent.change(screen.getByLabelText('Price'), { target: { value: 'free' } });
    expect(screen.getByTestId('location')).toHaveTextContent('/courses?courses=12&price=free&sort=newest');
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'advanced' } });
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'th' } });
    expect(shownQuery(store)).toEqual({ categoryId: 12, level: 'advanced', price: 'free', language: 'th', sort: 'newest', page: 1, pageSize: 12 });
  });

  it('shows an empty state whose action clears the filters', () => {
    const { store } = renderAt('/courses?search=zzz&level=advanced');
    act(() => {
      store.dispatch(catalogueActions.fetchSucceeded(pageOf([])));
    });
    expect(screen.getByText('No courses found')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1]!);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/courses$/);
  });

  it('shows a failure with a retry', () => {
    const { store } = renderAt('/courses');
    act(() => {
      store.dispatch(catalogueActions.fetchFailed(toRequestError(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))));
    });
    expect(screen.getByText('The courses could not be loaded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(store.getState().catalogue.status).toBe('loading');
  });
});
