import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { CountryId } from '../../../shared/constants';
import type { CourseDetail } from '../../../shared/schemas/courses';
import { ApiError } from '../../api/apiError';
import * as enrollmentsApi from '../../api/enrollmentsApi';
import { toRequestError } from '../../app/request';
import { aCustomer } from '../../testing/fixtures';
import { aCourseDetail, aCourseSummary, anEnrolledViewer, anEnrollment, aReview, aReviewPage } from '../../testing/courseFixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { initialAuthState } from '../auth/authSlice';
import { aCart, aCartLine } from '../cart/commerceFixtures';
import { cartActions, type CartState } from '../cart/cartSlice';
import CoursePage from './CoursePage';
import { courseActions, initialCourseState, selectCourse, type CourseState } from './courseSlice';

function renderCourse(detail: CourseDetail, { signedIn = true, course = {} as Partial<CourseState>, country = 999 as CountryId } = {}) {
  const auth = signedIn ? { ...initialAuthState, status: 'success' as const, user: aCustomer(), initialized: true } : { ...initialAuthState, initialized: true };
  return renderWithProviders(
    <Routes>
      <Route path="/courses/:idOrSlug" element={<CoursePage />} />
    </Routes>,
    { route: `/courses/${detail.slug}`, preloadedState: { locale: { lang: 'en', country }, auth, course: { ...initialCourseState, detail: { status: 'succeeded', key: detail.slug, data: detail, error: null }, ...course } } },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('CoursePage', () => {
  it('shows the header: stars (★ and ☆), instructor and enrolments, and the curriculum with preview badges', () => {
    renderCourse(aCourseDetail({ ratingAvg: 3.6, ratingCount: 12, enrollmentCount: 340 }));
    expect(screen.getByRole('heading', { level: 1, name: 'React Fundamentals' })).toBeInTheDocument();
    const stars = screen.getAllByTestId('star-rating')[0]!;
    expect(stars).toHaveTextContent('★★★★☆');
    expect(stars).toHaveAccessibleName('Rated 3.6 out of 5');
    expect(screen.getByTestId('course-instructor')).toHaveTextContent('Ada Teacher');
    // The instructor's name leads to their public page.
    expect(screen.getByTestId('course-instructor-link')).toHaveAttribute('href', expect.stringMatching(/^\/instructors\/[^/]+$/));
    expect(screen.getByText(/340 students/)).toBeInTheDocument();
    expect(screen.getAllByTestId('curriculum-lesson')).toHaveLength(3);
    expect(screen.getByText('Preview')).toBeInTheDocument();
  });

  it("shows what you'll learn, the requirements and the instructor's headline and bio (the reader's language, else another, marked)", () => {
    renderCourse(
      aCourseDetail({
        language: 'en',
        outcomes: ['Build components', 'Manage state'],
        requirements: ['Basic JavaScript'],
        instructorAbout: { headline: { th: 'วิศวกรซอฟต์แวร์' }, bio: { en: 'Ada has taught React for ten years.', th: 'สอน React มาสิบปี' } },
      }),
    );
    const outcomes = screen.getByRole('region', { name: "What you'll learn" });
    expect(within(outcomes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Build components', 'Manage state']);
    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect(within(requirements).getByRole('listitem')).toHaveTextContent('Basic JavaScript');
    const about = screen.getByRole('region', { name: 'Your instructor' });
    expect(within(about).getByRole('link', { name: 'Ada Teacher' })).toHaveAttribute('href', expect.stringMatching(/^\/instructors\//));
    // The headline exists in Thai only: shown, marked Thai; the bio in English, the reader's language.
    expect(within(about).getByTestId('instructor-headline')).toHaveAttribute('lang', 'th');
    expect(within(about).getByText('Ada has taught React for ten years.')).toBeInTheDocument();
    expect(within(about).queryByText('สอน React มาสิบปี')).not.toBeInTheDocument();
  });

  it('leaves out the outcomes and requirements a course does not have', () => {
    renderCourse(aCourseDetail());
    expect(screen.queryByRole('region', { name: "What you'll learn" })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requirements' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your instructor' })).toBeInTheDocument();
  });

  it('calls a course nobody has rated yet "New" instead of "0 ratings", with its students once it has some', () => {
    renderCourse(aCourseDetail({ ratingAvg: 0, ratingCount: 0, enrollmentCount: 0 }));
    const header = screen.getByTestId('course-rating');
    expect(header).toHaveTextContent(/^New$/);
    expect(within(header).queryByTestId('star-rating')).not.toBeInTheDocument();
  });

  it('shows how many reviews gave each number of stars, 5 first, with their share', () => {
    const reviews = aReviewPage([aReview({ id: 1, rating: 5 }), aReview({ id: 2, rating: 4 })], { total: 4, ratingCounts: [3, 1, 0, 0, 0] });
    renderCourse(aCourseDetail({ ratingAvg: 4.8, ratingCount: 4 }), { course: { reviews: { status: 'succeeded', key: '7', data: reviews, error: null } } });
    const breakdown = screen.getByRole('list', { name: 'Ratings by number of stars' });
    const rows = within(breakdown).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual(['5 stars75% (3)', '4 stars25% (1)', '3 stars0% (0)', '2 stars0% (0)', '1 star0% (0)']);
  });

  it('never locks a free preview: a signed-out visitor follows it through the log-in to the lesson', () => {
    renderCourse(aCourseDetail(), { signedIn: false });
    const [preview, locked] = screen.getAllByTestId('curriculum-lesson');
    expect(within(preview!).getByRole('link', { name: 'Welcome' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Flearn%2Freact-fundamentals%2F101');
    expect(within(preview!).queryByTitle('Locked')).not.toBeInTheDocument();
    expect(within(locked!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(locked!).getByTitle('Locked')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to the log-in page to enrol or save the course', () => {
    renderCourse(aCourseDetail(), { signedIn: false });
    expect(screen.getByRole('link', { name: 'Sign in to enrol' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Fcourses%2Freact-fundamentals');
    expect(screen.getByRole('link', { name: 'Add to wishlist' })).toHaveAttribute('href', '/auth/log-in?returnUrl=%2Fcourses%2Freact-fundamentals');
  });

  it('enrols a signed-in student in a free course', () => {
    const { store } = renderCourse(aCourseDetail({ viewer: { ...anEnrolledViewer(), isEnrolled: false } }));
    fireEvent.click(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(selectCourse(store.getState()).enrol.status).toBe('requested');
    expect(screen.getByRole('button', { name: 'Enrol for free' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps the focus while enrolling (a second click is ignored), then hands it to "Start learning"', async () => {
    jest.spyOn(enrollmentsApi, 'enroll').mockReturnValue(new Promise(() => undefined)); // still on its way
    const detail = aCourseDetail({ viewer: { ...anEnrolledViewer(), isEnrolled: false } });
    const { store } = renderCourse(detail);
    await act(async () => undefined); // the page's mount effects (its load request) first
    const dispatched = jest.spyOn(store, 'dispatch');
    const enrol = screen.getByRole('button', { name: 'Enrol for free' });
    act(() => enrol.focus());
    fireEvent.click(enrol);
    expect(document.activeElement).toBe(enrol);
    expect(enrol).not.toBeDisabled();
    fireEvent.click(enrol);
    expect(dispatched.mock.calls.filter(([a]) => courseActions.enrolRequested.match(a))).toHaveLength(1);

    act(() => {
      store.dispatch(courseActions.enrolled(anEnrollment({ course: aCourseSummary({ id: detail.id }), completedLessons: 0, lastLesson: null })));
    });
    const start = screen.getByRole('link', { name: 'Start learning' });
    expect(document.activeElement).toBe(start);
  });

  it('keeps the focus on the enrol button when enrolling fails', () => {
    const { store } = renderCourse(aCourseDetail({ viewer: { ...anEnrolledViewer(), isEnrolled: false } }));
    const enrol = screen.getByRole('button', { name: 'Enrol for free' });
    act(() => enrol.focus());
    fireEvent.click(enrol);
    act(() => {
      store.dispatch(courseActions.enrolFailed({ code: 'INTERNAL_ERROR', message: 'boom' }));
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enrol for free' }));
    expect(document.activeElement).not.toHaveAttribute('aria-disabled');
  });

  it('offers "continue" at the last lesson to an enrolled student, with ticks and progress', () => {
    const detail = aCourseDetail({ viewer: anEnrolledViewer({ completedLessons: 1, lastLessonId: 102 }) });
    detail.sections[0]!.lessons[0]!.isCompleted = true;
    renderCourse(detail);
    expect(screen.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/learn/react-fundamentals/102');
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('lesson-completed')).toHaveLength(1);
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByRole('link', { name: 'Summary' })).toHaveAttribute('href', '/learn/react-fundamentals/103');
  });

  it('puts the actions, the progress and what the course includes in one enrol card, with the reviews in the page beside it', () => {
    const detail = aCourseDetail({ viewer: anEnrolledViewer({ completedLessons: 1, lastLessonId: 102 }) });
    renderCourse(detail);
    const card = screen.getByRole('complementary', { name: 'This course includes' });
    expect(within(card).getByRole('link', { name: 'Continue learning' })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Course progress' })).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([expect.stringMatching(/^3 lessons · /), 'Beginner', 'A certificate when you finish']);
    // One set of actions on the page, and the reviews are not in the card.
    expect(screen.getAllByRole('link', { name: 'Continue learning' })).toHaveLength(1);
    expect(within(card).queryByRole('heading', { name: /review/i })).not.toBeInTheDocument();
  });

  it('starts a new student at the first lesson', () => {
    renderCourse(aCourseDetail({ viewer: anEnrolledViewer() }));
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/learn/react-fundamentals/101');
  });

  it('toggles the wishlist', () => {
    const { store } = renderCourse(aCourseDetail({ viewer: anEnrolledViewer({ isWishlisted: true }) }));
    const button = screen.getByRole('button', { name: 'In your wishlist' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(selectCourse(store.getState()).wishlist.busy).toBe(true);
  });

  it('keeps the focus on the wishlist button while saving and after (a click while busy is ignored)', async () => {
    const detail = aCourseDetail({ viewer: anEnrolledViewer({ isWishlisted: false }) });
    const { store } = renderCourse(detail, { course: { wishlist: { busy: true, error: null } } });
    await act(async () => undefined); // the page's mount effects first
    act(() => {
      store.dispatch(courseActions.wishlistToggleRequested({ courseId: detail.id, wishlisted: true }));
    });
    const button = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    const dispatched = jest.spyOn(store, 'dispatch');
    act(() => button.focus());
    fireEvent.click(button);
    expect(document.activeElement).toBe(button);
    expect(dispatched.mock.calls.filter(([a]) => courseActions.wishlistToggleRequested.match(a))).toHaveLength(0);

    act(() => {
      store.dispatch(courseActions.wishlistToggled({ courseId: detail.id, wishlisted: true }));
    });
    const saved = screen.getByRole('button', { name: 'In your wishlist' });
    expect(saved).toBe(button);
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).toBe(saved);
  });

  it('offers Buy now and Add to cart for a paid course; added, it is "In cart" with a link to the cart', () => {
    const { store } = renderCourse(aCourseDetail({ id: 7, price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: null }));
    expect(screen.queryByRole('button', { name: /^Enrol/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const cart = () => (store.getState() as unknown as { cart: CartState }).cart;
    expect(cart().busyIds).toEqual([7]);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    act(() => {
      store.dispatch(cartActions.lineChanged({ courseId: 7, added: true, cart: aCart({ lines: [aCartLine({ courseId: 7 })] }) }));
    });
    expect(screen.getByRole('link', { name: 'In cart · Go to cart' })).toHaveAttribute('href', '/cart');
    // Buy now then only goes to the cart.
    expect(screen.getByRole('link', { name: 'Buy now for $19.99' })).toHaveAttribute('href', '/cart');
  });

  it('Buy now asks for the course to be added and the cart page shown', () => {
    const { store } = renderCourse(aCourseDetail({ id: 7, price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: null }));
    const seen: unknown[] = [];
    store.subscribe(() => seen.push((store.getState() as unknown as { cart: CartState }).cart.busyIds));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now for $19.99' }));
    expect(seen.at(-1)).toEqual([7]);
  });

  it('lets a signed-out visitor put a paid course in the (local) cart', () => {
    renderCourse(aCourseDetail({ price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: null }), { signedIn: false });
    expect(screen.getByRole('button', { name: 'Buy now for $19.99' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('shows why a course cannot go in the cart', () => {
    const { store } = renderCourse(aCourseDetail({ id: 7, price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: null }));
    act(() => {
      store.dispatch(cartActions.lineFailed({ courseId: 7, error: { code: 'CART_COURSE_OWNED', message: 'x' } }));
    });
    expect(screen.getByTestId('cart-error')).toHaveTextContent('You already have this course, or you teach it.');
  });

  it('offers nothing to buy on a paid course the student owns or teaches', () => {
    renderCourse(aCourseDetail({ price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: { ...anEnrolledViewer(), isEnrolled: false, isInstructor: true } }));
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
    expect(screen.getByTestId('own-course-notice')).toBeInTheDocument();
  });

  it('lets an enrolled student review once; 409 shows the translated message', () => {
    const { store } = renderCourse(aCourseDetail({ viewer: anEnrolledViewer() }));
    const form = screen.getByRole('form', { name: 'Review this course' });
    const submit = within(form).getByRole('button', { name: 'Post review' });
    expect(submit).toBeDisabled();
    fireEvent.click(within(form).getByRole('radio', { name: '4 of 5 stars' }));
    fireEvent.change(within(form).getByLabelText('Your review (optional)'), { target: { value: ' Good ' } });
    fireEvent.click(submit);
    expect(selectCourse(store.getState()).reviewForm.status).toBe('requested');

    act(() => {
      store.dispatch(courseActions.reviewFailed({ code: 'REVIEW_EXISTS', message: 'x' }));
    });
    expect(screen.queryByRole('form', { name: 'Review this course' })).not.toBeInTheDocument();
    expect(screen.getByText("You've already reviewed this course.")).toBeInTheDocument();
  });

  it('lets an enrolled student leave a free course after confirming, and says how long the progress is kept', async () => {
    const { store } = renderCourse(aCourseDetail({ viewer: anEnrolledViewer({ completedLessons: 1 }) }));
    // The confirmation is a chunk of its own, loaded when the button shows (and rendered once it is in).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Leave course' }));
      await import('./LeaveCourseDialog');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave “React Fundamentals”?' });
    expect(dialog).toHaveTextContent('Your progress is kept for 30 days');
    // Cancelling changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay enrolled' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectCourse(store.getState()).leave.status).toBe('idle');

    fireEvent.click(screen.getByRole('button', { name: 'Leave course' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Leave' }));
    expect(selectCourse(store.getState()).leave.status).toBe('requested');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    act(() => {
      store.dispatch(courseActions.left({ courseId: 7 }));
    });
    expect(screen.getByTestId('left-notice')).toHaveTextContent('You have left this course. Your progress is kept for 30 days if you enrol again.');
    expect(screen.getByRole('button', { name: 'Enrol for free' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Leave course' })).not.toBeInTheDocument();
  });

  it('offers no leaving for a paid course, nor to a student not enrolled', () => {
    renderCourse(aCourseDetail({ price: 19.99, isFree: false, prices: { USD: 1999 }, viewer: anEnrolledViewer() }));
    expect(screen.queryByRole('button', { name: 'Leave course' })).not.toBeInTheDocument();
  });

  it("tells an instructor they teach the course instead of offering to enrol", () => {
    renderCourse(aCourseDetail({ viewer: anEnrolledViewer({ isEnrolled: false, isInstructor: true }) }));
    expect(screen.getByTestId('own-course-notice')).toHaveTextContent('You teach this course.');
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).not.toBeInTheDocument();
  });

  describe('price in the region currency', () => {
    const paid = (viewer: CourseDetail['viewer'] = null) => aCourseDetail({ price: 19.99, isFree: false, prices: { USD: 1999, THB: 59000, VND: 250000 }, viewer });

    it.each([
      [174 as CountryId, '฿590.00'],
      [193 as CountryId, '₫250,000'],
      [999 as CountryId, '$19.99'],
      // The Philippines has no PHP price here: USD.
      [138 as CountryId, '$19.99'],
    ])('region %s sees %s in the header and on the Buy now button', (country, text) => {
      renderCourse(paid({ ...anEnrolledViewer(), isEnrolled: false }), { country });
      expect(screen.getByTestId('course-price')).toHaveTextContent(text);
      expect(screen.getByRole('button', { name: `Buy now for ${text}` })).toBeInTheDocument();
    });

    it('shows "Free" for a free course, whatever the region', () => {
      renderCourse(aCourseDetail({ isFree: true, price: 0, prices: {} }), { country: 174 });
      expect(screen.getByTestId('course-price')).toHaveTextContent('Free');
      expect(screen.queryByText(/฿/)).not.toBeInTheDocument();
    });
  });

  describe('translated title', () => {
    const thaiCourse = (titleTranslations: CourseDetail['titleTranslations']) =>
      aCourseDetail({ language: 'th', title: 'พื้นฐาน React', subtitle: 'เรียน React ตั้งแต่ต้น', description: 'คำอธิบายคอร์ส', titleTranslations });

    it("shows the UI language's title, the original below it marked with the course language", () => {
      renderCourse(thaiCourse({ en: 'React Basics', vi: 'React cơ bản' }));
      const heading = screen.getByRole('heading', { level: 1, name: 'React Basics' });
      expect(heading).not.toHaveAttribute('lang');
      expect(screen.getByTestId('course-original-title')).toHaveTextContent('พื้นฐาน React');
      expect(screen.getByTestId('course-original-title')).toHaveAttribute('lang', 'th');
      expect(screen.getByText('เรียน React ตั้งแต่ต้น')).toHaveAttribute('lang', 'th');
      expect(screen.getByText('คำอธิบายคอร์ส').closest('[lang]')).toHaveAttribute('lang', 'th');
      expect(document.title).toContain('React Basics');
    });

    it('keeps the original title, marked with its language, without a translation into the UI language', () => {
      renderCourse(thaiCourse({ vi: 'React cơ bản' }));
      expect(screen.getByRole('heading', { level: 1, name: 'พื้นฐาน React' })).toHaveAttribute('lang', 'th');
      expect(screen.queryByTestId('course-original-title')).not.toBeInTheDocument();
      expect(screen.queryByText('React cơ bản')).not.toBeInTheDocument();
    });

    it('ignores a translation into the course language itself', () => {
      renderCourse(aCourseDetail({ language: 'en', titleTranslations: { en: 'Other title' } }));
      expect(screen.getByRole('heading', { level: 1, name: 'React Fundamentals' })).toBeInTheDocument();
      expect(screen.queryByTestId('course-original-title')).not.toBeInTheDocument();
    });
  });

  it('shows a not-found state', () => {
    const { store } = renderCourse(aCourseDetail());
    expect(selectCourse(store.getState()).detail.status).toBe('loading');
    act(() => {
      store.dispatch(courseActions.loadFailed(toRequestError(new ApiError({ status: 404, code: 'COURSE_NOT_FOUND', message: 'x' }))));
    });
    expect(screen.getByText("This course doesn't exist or is no longer available")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  });
});
