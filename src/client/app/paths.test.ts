import { CONTENT_SECTIONS, INSTRUCTOR_SECTIONS, landingPath, returnUrlHere, isInArea, pageId, paths, ROUTES, STATIC_PAGES, STUDENT_SECTIONS, type ContentKind } from './paths';

describe('paths: the SPA path builders', () => {
  it('spell the public pages', () => {
    expect(paths.root()).toBe('/');
    expect(paths.home()).toBe('/home');
    expect(paths.news()).toBe('/analysis-and-news');
    expect(paths.contactUs()).toBe('/contact-us');
    expect(STATIC_PAGES.map(paths.page)).toEqual(['/about-us', '/faqs', '/privacy-policy', '/terms-and-conditions', '/affiliate-agreement']);
  });

  it('encode what comes from data: slugs, ids and codes', () => {
    expect(paths.course('intro-to-react')).toBe('/courses/intro-to-react');
    expect(paths.course(42)).toBe('/courses/42');
    expect(paths.course('a b/c?d')).toBe('/courses/a%20b%2Fc%3Fd');
    expect(paths.lesson('ไทย', 7)).toBe(`/learn/${encodeURIComponent('ไทย')}/7`);
    expect(paths.certificate('AB-12#3')).toBe('/certificates/AB-12%233');
    expect(paths.newsArticle('q1 results')).toBe('/analysis-and-news/q1%20results');
    expect(paths.contentItem('road-trip', 'hanoi/2026')).toBe('/robo-road-trip/hanoi%2F2026');
  });

  it('log in and sign up carry the returnUrl encoded, and nothing when it is empty', () => {
    expect(paths.logIn()).toBe('/auth/log-in');
    expect(paths.logIn('')).toBe('/auth/log-in');
    expect(paths.logIn(null)).toBe('/auth/log-in');
    expect(paths.logIn('/student/dashboard')).toBe('/auth/log-in?returnUrl=%2Fstudent%2Fdashboard');
    expect(paths.logIn('/courses?courses=3&search=a b#top')).toBe('/auth/log-in?returnUrl=%2Fcourses%3Fcourses%3D3%26search%3Da+b%23top');
    expect(new URLSearchParams(paths.logIn('/x?y=1&z=ä').split('?')[1]).get('returnUrl')).toBe('/x?y=1&z=ä');
    expect(paths.signUp()).toBe('/auth/sign-up');
    expect(paths.signUp('/events/x')).toBe('/auth/sign-up?returnUrl=%2Fevents%2Fx');
    expect(paths.signOut()).toBe('/auth/sign-out');
    expect(paths.activate()).toBe('/auth/activate');
    expect(paths.forgotPassword()).toBe('/auth/forgot-password');
    expect(paths.resetPassword()).toBe('/auth/reset-password');
  });

  it('the catalogue link takes a category and a trimmed keyword, leaving out empty ones', () => {
    expect(paths.courses()).toBe('/courses');
    expect(paths.courses({ category: 12 })).toBe('/courses?courses=12');
    expect(paths.courses({ search: '  react hooks ' })).toBe('/courses?search=react+hooks');
    expect(paths.courses({ search: '   ' })).toBe('/courses');
    expect(paths.courses({ category: null, search: null })).toBe('/courses');
    expect(paths.courses({ category: 3, search: 'a&b' })).toBe('/courses?courses=3&search=a%26b');
  });

  it('one map of content kinds to sections', () => {
    const kinds: ContentKind[] = ['blog', 'podcast', 'seminar', 'robo-camp', 'road-trip', 'event'];
    expect(kinds.map((kind) => paths.content(kind))).toEqual(['/blogs', '/podcasts', '/seminars', '/robo-camps', '/robo-road-trip', '/events']);
    expect(Object.keys(CONTENT_SECTIONS).sort()).toEqual([...kinds].sort());
    expect(ROUTES.contentItem(CONTENT_SECTIONS.blog)).toBe('blogs/:slug');
  });

  it('the account areas: every section of the router has its builder', () => {
    expect(paths.student.home()).toBe('/student');
    expect(paths.student.dashboard()).toBe('/student/dashboard');
    expect(paths.student.courseList()).toBe('/student/course-list');
    expect(paths.student.bookmark()).toBe('/student/bookmark');
    expect(paths.student.socialLogin()).toBe('/student/social-login');
    expect(paths.instructor.home()).toBe('/instructor');
    expect(paths.instructor.dashboard()).toBe('/instructor/dashboard');
    expect(paths.instructor.createCourse()).toBe('/instructor/create-course');
    expect(paths.instructor.deleteProfile()).toBe('/instructor/delete-profile');
    expect(paths.admin.home()).toBe('/admin');
    for (const section of STUDENT_SECTIONS) expect(paths.student[pageId(section)]()).toBe(`/student/${section}`);
    for (const section of INSTRUCTOR_SECTIONS) expect(paths.instructor[pageId(section)]()).toBe(`/instructor/${section}`);
    expect(STUDENT_SECTIONS.map(pageId)).toEqual(['dashboard', 'courseList', 'certificates', 'bookmark', 'affiliate', 'editProfile', 'changePassword', 'socialLogin', 'paymentInfo', 'supportTicket', 'teach', 'settings', 'deleteProfile']);
    expect(pageId('delete-profile')).toBe('deleteProfile');
    expect([landingPath('student'), landingPath('instructor'), landingPath('admin'), landingPath(null)]).toEqual(['/student/dashboard', '/instructor/dashboard', '/admin', '/student/dashboard']);
    expect(returnUrlHere({ pathname: '/courses/robots', search: '?x=1', hash: '#a' })).toBe('/courses/robots?x=1#a');
    expect(returnUrlHere({ pathname: '/auth/log-in', search: '?returnUrl=%2Fhome', hash: '' })).toBeNull();
    expect(returnUrlHere({ pathname: '/sign-in', search: '', hash: '' })).toBeNull();
  });

  it('isInArea: the area root and what is under it, not a look-alike', () => {
    const root = paths.instructor.home();
    expect(isInArea('/instructor', root)).toBe(true);
    expect(isInArea('/instructor/quiz', root)).toBe(true);
    expect(isInArea('/instructors', root)).toBe(false);
    expect(isInArea('/student/dashboard', root)).toBe(false);
  });

  it('the router patterns and the builders agree', () => {
    const fill = (pattern: string, values: Record<string, string>) => `/${pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '')}`;
    expect(fill(ROUTES.course, { idOrSlug: 'x' })).toBe(paths.course('x'));
    expect(fill(ROUTES.lesson, { courseIdOrSlug: 'x', lessonId: '3' })).toBe(paths.lesson('x', 3));
    expect(fill(ROUTES.certificate, { code: 'C1' })).toBe(paths.certificate('C1'));
    expect(fill(ROUTES.newsArticle, { slug: 's' })).toBe(paths.newsArticle('s'));
    expect(fill(ROUTES.home, {})).toBe(paths.home());
    expect(fill(ROUTES.news, {})).toBe(paths.news());
  });
});
