// What keeps the public pages from shifting as they load (Lighthouse's CLS): every cover <img> carries its
// intrinsic size, below-the-fold covers are lazy, a list's first cover is fetched at once with a high
// priority, and the layouts' main area is at least a screen tall (the footer never jumps down).
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { aCourseSummary } from '../testing/courseFixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { paths } from '../app/paths';
import { AccountLayout } from '../layout/AccountLayout';
import { PublicLayout } from '../layout/PublicLayout';
import { CourseCard } from './course/CourseCard';
import { CourseCover } from './course/CourseCover';
import { CoverCard, CoverImage } from './CoverCard';
import { COVER_HEIGHT, COVER_WIDTH } from './coverSize';

/** The one <img> rendered (covers are decorative: alt=""). */
const image = (container: HTMLElement) => {
  const imgs = container.querySelectorAll('img');
  expect(imgs).toHaveLength(1);
  return imgs[0]!;
};

function expectSized(img: HTMLImageElement) {
  expect(img).toHaveAttribute('width', String(COVER_WIDTH));
  expect(img).toHaveAttribute('height', String(COVER_HEIGHT));
  expect(img).toHaveAttribute('alt', '');
  expect(img).toHaveAttribute('decoding', 'async');
}

describe('cover images', () => {
  const course = aCourseSummary({ coverImage: 'react.webp' });

  it('a course card cover is lazy with its intrinsic size; the first card of a list is eager and fetched first', () => {
    const lazy = renderWithProviders(<CourseCard course={course} lang="en" country={999} storageBaseUrl="/storage" />);
    const img = image(lazy.container);
    expectSized(img);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    lazy.unmount();

    const first = renderWithProviders(<CourseCard course={course} lang="en" country={999} storageBaseUrl="/storage" priority />);
    const eager = image(first.container);
    expectSized(eager);
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('fetchpriority', 'high');
  });

  it("the course page's cover (CourseCover eager) is fetched first", () => {
    const { container } = renderWithProviders(<CourseCover coverImage="react.webp" storageBaseUrl="/storage" eager />);
    expect(image(container)).toHaveAttribute('fetchpriority', 'high');
  });

  it('a cover card (news, blogs, events) is lazy unless it is the first of its list', () => {
    const props = { to: paths.news(), cover: '/storage/a.webp', title: 'A title', meta: <span>today</span> };
    const lazy = renderWithProviders(<CoverCard {...props} />);
    const img = image(lazy.container);
    expectSized(img);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
    lazy.unmount();

    const first = renderWithProviders(<CoverCard {...props} priority />);
    expect(image(first.container)).toHaveAttribute('loading', 'eager');
    expect(image(first.container)).toHaveAttribute('fetchpriority', 'high');
  });

  it("an article's cover (CoverImage eager) has its size and is fetched first", () => {
    const { container } = renderWithProviders(<CoverImage src="/storage/a.webp" eager />);
    expectSized(image(container));
    expect(image(container)).toHaveAttribute('fetchpriority', 'high');
  });
});

describe.each<[string, ComponentType, string]>([
  ['public', PublicLayout, paths.courses()],
  ['account', AccountLayout, paths.student.dashboard()],
])('the %s layout', (_name, Layout, route) => {
  it('keeps the main area at least a screen tall, so the footer starts below the fold', () => {
    renderWithProviders(<Layout />, { route });
    expect(getComputedStyle(screen.getByRole('main')).minHeight).toBe('100vh');
  });
});
