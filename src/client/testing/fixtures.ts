// Typed sample data for the client tests.
import type { AuthResponse } from '../../shared/schemas/auth';
import type { Category, NewsItem } from '../../shared/schemas/catalog';
import type { Customer } from '../../shared/schemas/customer';
import type { RuntimeConfig } from '../../shared/schemas/runtimeConfig';
import type { SocialAccounts, SocialIdentity } from '../../shared/schemas/social';

export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    encryptId: 'enc-123',
    username: 'student',
    email: 'student@academy.test',
    firstName: 'Stu',
    lastName: 'Dent',
    role: 'student',
    points: 10,
    completedCourses: 1,
    completedLessons: 4,
    isEmailVerified: true,
    profileImage: null,
    country: 174,
    lang: 'th',
    referralCode: 'REF123',
    socialLinks: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function anAuthResponse(overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    accessToken: 'token-abc',
    tokenType: 'Bearer',
    expiresAt: '2099-01-01T00:00:00.000Z',
    customer: aCustomer(),
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, title: 'Development', titleTh: 'การพัฒนา', titleVi: 'Phát triển', titleTl: null, parentId: null, ...overrides };
}

export function aNewsItem(overrides: Partial<NewsItem> = {}): NewsItem {
  return {
    id: 1,
    title: 'News',
    slug: 'news',
    coverImage: null,
    ctlCountryId: 999,
    summary: 'summary',
    body: '<p>body</p>',
    lang: 'en',
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aRuntimeConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return { storageBaseUrl: '/storage', chatWidgetUrl: null, passwordMinLength: 8, firebase: null, payments: { testMode: false, methods: [] }, ...overrides };
}

/** The identity service's web configuration (social sign-in enabled). */
export function aFirebaseConfig(overrides: Partial<NonNullable<RuntimeConfig['firebase']>> = {}): NonNullable<RuntimeConfig['firebase']> {
  return { apiKey: 'test-api-key', authDomain: 'demo-academy.firebaseapp.com', projectId: 'demo-academy', ...overrides };
}

export function aSocialIdentity(overrides: Partial<SocialIdentity> = {}): SocialIdentity {
  return { provider: 'Google', email: 'student@gmail.test', displayName: 'Stu Dent', linkedAt: '2026-03-15T10:00:00.000Z', ...overrides };
}

export function aSocialAccounts(overrides: Partial<SocialAccounts> = {}): SocialAccounts {
  return { identities: [], hasPassword: true, ...overrides };
}
