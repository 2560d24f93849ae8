import type { ServerContext } from './context';
import { AuthService } from './modules/auth/authService';
import { CategoryService } from './modules/categories/categoryService';
import { CustomerService } from './modules/customers/customerService';
import { FileService } from './modules/files/fileService';
import { NewsService } from './modules/news/newsService';
import { JsonCache } from './modules/jsonCache';
import { CATALOGUE_CACHE, CourseService } from './modules/courses/courseService';
import { EnrollmentService } from './modules/enrollments/enrollmentService';
import { LessonService } from './modules/lessons/lessonService';
import { CertificateService } from './modules/certificates/certificateService';
import { WishlistService } from './modules/wishlist/wishlistService';
import { ReviewService } from './modules/reviews/reviewService';
import { PostService } from './modules/posts/postService';
import { EventService } from './modules/events/eventService';
import { ContactService } from './modules/contact/contactService';
import { SocialService } from './modules/social/socialService';
import { createFirebaseTokenVerifier, type FirebaseTokenVerifier } from './modules/social/firebaseTokenVerifier';
import { AuthoringService } from './modules/authoring/authoringService';
import { QuizAuthoringService } from './modules/quizzes/quizAuthoringService';
import { VideoUploadService } from './modules/videoUploads/videoUploadService';
import { AttachmentService } from './modules/videoUploads/attachmentService';
import { TeachingService } from './modules/teaching/teachingService';
import { AnnouncementService } from './modules/teaching/announcementService';
import { InstructorReviewService } from './modules/teaching/instructorReviewService';
import { PeopleService } from './modules/people/peopleService';
import { InstructorApplicationService } from './modules/instructorApplications/instructorApplicationService';
import { QuizAttemptService } from './modules/quizzes/quizAttemptService';
import { QuizResultsService } from './modules/quizzes/quizResultsService';
import { CartService } from './modules/cart/cartService';
import { CouponService } from './modules/cart/couponService';
import { OrderService } from './modules/orders/orderService';
import { RefundService } from './modules/orders/refundService';
import { Settlement } from './modules/orders/settlement';
import { PaymentService } from './modules/payments/paymentService';
import { createPaymentProviders } from './adapters/payments/createPaymentProviders';
import { LedgerService } from './modules/earnings/ledgerService';
import { EarningsService } from './modules/earnings/earningsService';
import { PayoutService } from './modules/payouts/payoutService';
import { AffiliateService } from './modules/affiliate/affiliateService';
import { AdminPeopleService } from './modules/adminPeople/adminPeopleService';
import { AdminCourseService } from './modules/adminCourses/adminCourseService';
import { AdminContentService } from './modules/adminContent/adminContentService';
import { AdminEventService } from './modules/adminEvents/adminEventService';
import { AdminOrderService } from './modules/adminOrders/adminOrderService';
import { AuditLogService } from './modules/audit/auditLogService';
import { SettingsService } from './modules/settings/settingsService';
import { TicketService } from './modules/tickets/ticketService';

export interface Services {
  customers: CustomerService;
  auth: AuthService;
  files: FileService;
  categories: CategoryService;
  news: NewsService;
  courses: CourseService;
  enrollments: EnrollmentService;
  lessons: LessonService;
  certificates: CertificateService;
  wishlist: WishlistService;
  reviews: ReviewService;
  posts: PostService;
  events: EventService;
  contact: ContactService;
  social: SocialService;
  /** Course authoring and review (instructor studio). */
  authoring: AuthoringService;
  /** Writing quizzes: settings, the question bank, question files, overrides. */
  quizAuthoring: QuizAuthoringService;
  /** Resumable lesson video uploads and lesson attachments (instructor studio). */
  videoUploads: VideoUploadService;
  attachments: AttachmentService;
  /** Instructor profiles, settings, account deletion. */
  people: PeopleService;
  /** Applying to teach and the admin's decision. */
  instructorApplications: InstructorApplicationService;
  /** Teaching: the instructor's dashboard and students, course announcements, replies to reviews. */
  teaching: TeachingService;
  announcements: AnnouncementService;
  instructorReviews: InstructorReviewService;
  /** Quizzes: taking them (attempts), and their results, regrades and essay grading. */
  quizAttempts: QuizAttemptService;
  quizResults: QuizResultsService;
  /** Buying courses: the cart, instructors' coupons, checkout and orders, how orders end, payments and webhooks, refunds. */
  cart: CartService;
  coupons: CouponService;
  orders: OrderService;
  settlement: Settlement;
  payments: PaymentService;
  refunds: RefundService;
  /** Money out: the earnings ledger (sales, refunds, releases, the balance check), payouts, the affiliate programme. */
  ledger: LedgerService;
  earnings: EarningsService;
  payouts: PayoutService;
  affiliates: AffiliateService;
  /** The admin console (issue 16): people, courses and categories, content, events, orders and figures, the audit trail, settings. */
  adminPeople: AdminPeopleService;
  adminCourses: AdminCourseService;
  adminContent: AdminContentService;
  adminEvents: AdminEventService;
  adminOrders: AdminOrderService;
  auditLog: AuditLogService;
  settings: SettingsService;
  /** Support tickets (learners, instructors, the staff). */
  tickets: TicketService;
  /** Serialized public lists, a few seconds old at most. */
  publicCache: JsonCache;
  /** Catalogue pages (search and category pages repeat a lot), CATALOGUE_CACHE_MS old at most. */
  catalogueCache: JsonCache | null;
}

/** The cache of categories, news and posts: whatever changes them invalidates it on every node. */
export const PUBLIC_CACHE = 'public';

/** `firebaseVerifier`: tests pass one with their own keys; by default one is made when Firebase is configured. */
export function createServices(ctx: ServerContext, firebaseVerifier?: FirebaseTokenVerifier | null): Services {
  // First: the services below read the settings in force (money, features) through it.
  const settings = new SettingsService(ctx);
  const customers = new CustomerService(ctx);
  const auth = new AuthService(ctx, customers);
  const verifier = firebaseVerifier !== undefined ? firebaseVerifier : ctx.config.firebase ? createFirebaseTokenVerifier(ctx.config.firebase) : null;
  const courses = new CourseService(ctx.db, ctx.config.catalogueCacheMs, ctx.cacheBus);
  const publicCache = new JsonCache(5_000);
  const catalogueCache = ctx.config.catalogueCacheMs > 0 ? new JsonCache(ctx.config.catalogueCacheMs) : null;
  ctx.cacheBus.register(PUBLIC_CACHE, () => publicCache.clear());
  if (catalogueCache) ctx.cacheBus.register(CATALOGUE_CACHE, () => catalogueCache.clear());
  // Shared with the video upload, which sets a lesson's video through it.
  const authoring = new AuthoringService(ctx, courses);
  const lessons = new LessonService(ctx.db, ctx.mediaUrls);
  const quizAttempts = new QuizAttemptService(ctx.db, lessons, ctx.warn);
  lessons.quizzes = quizAttempts;
  const providers = createPaymentProviders(ctx.config.payments);
  const cart = new CartService(ctx.db, () => providers.methods, (country) => settings.taxRate(country));
  const ledger = new LedgerService(ctx, settings);
  const refunds = new RefundService(ctx, providers, ledger);
  const settlement = new Settlement(ctx, cart, ledger, refunds);
  const payments = new PaymentService(ctx, providers, settlement);
  const services: Omit<Services, AdminServiceName> = {
    ledger,
    earnings: new EarningsService(ctx, ledger),
    payouts: new PayoutService(ctx, ledger),
    affiliates: new AffiliateService(ctx, ledger),
    cart,
    coupons: new CouponService(ctx.db),
    orders: new OrderService(ctx, cart, settlement, payments, settings),
    settlement,
    payments,
    refunds,
    customers,
    auth,
    files: new FileService(ctx),
    categories: new CategoryService(ctx.db),
    news: new NewsService(ctx.db),
    courses,
    enrollments: new EnrollmentService(ctx.db, courses),
    lessons,
    certificates: new CertificateService(ctx.db),
    wishlist: new WishlistService(ctx.db, courses),
    reviews: new ReviewService(ctx.db, courses),
    posts: new PostService(ctx.db),
    events: new EventService(ctx.db, ctx.cacheBus),
    contact: new ContactService(ctx, settings),
    social: new SocialService(ctx, customers, auth, verifier, settings),
    authoring,
    quizAuthoring: new QuizAuthoringService(ctx),
    videoUploads: new VideoUploadService(ctx, authoring),
    attachments: new AttachmentService(ctx, authoring),
    teaching: new TeachingService(ctx.db),
    announcements: new AnnouncementService(ctx),
    instructorReviews: new InstructorReviewService(ctx.db),
    people: new PeopleService(ctx),
    instructorApplications: new InstructorApplicationService(ctx, settings),
    quizAttempts,
    quizResults: new QuizResultsService(ctx, quizAttempts),
    publicCache,
    catalogueCache,
    settings,
  };
  // The admin console's services reach the others through the finished object.
  const all = services as Services;
  all.adminPeople = new AdminPeopleService(ctx, all);
  all.adminCourses = new AdminCourseService(ctx, all);
  all.adminContent = new AdminContentService(ctx, all);
  all.adminEvents = new AdminEventService(ctx, all);
  all.adminOrders = new AdminOrderService(ctx, all);
  all.auditLog = new AuditLogService(ctx, all);
  all.tickets = new TicketService(ctx, all);
  return all;
}

type AdminServiceName = 'adminPeople' | 'adminCourses' | 'adminContent' | 'adminEvents' | 'adminOrders' | 'auditLog' | 'tickets';
