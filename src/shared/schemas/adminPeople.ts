// The admin's People section (/api/Admin/Customers): the search, one person's detail, the changes an
// admin may make (role, disabled) and the mails an admin may send (activation, password reset). A person
// is named by the public encryptId only; no password or hash ever appears here.
import { Type, type Static } from '@sinclair/typebox';
import { CURRENCIES, ROLES } from '../constants';
import { IsoDateTime, LanguageSchema, CountryIdSchema, Nullable, PageOf, RoleSchema, literalUnion } from './common';
import { OrderStatusSchema } from './commerce';
import { TicketStatusSchema } from './tickets';
import { InstructorApplicationSchema } from './studio';

import { PEOPLE_PAGE_SIZE_MAX, PERSON_SEARCH_MAX_LENGTH, PERSON_STATUSES } from '../adminPeopleValues';

export { PEOPLE_PAGE_SIZE_MAX, PERSON_SEARCH_MAX_LENGTH, PERSON_STATUSES };
export type { PersonStatus } from '../adminPeopleValues';

export const AdminPeopleQuerySchema = Type.Object(
  {
    /** Part of a name, username or e-mail address, any case. */
    search: Type.Optional(Type.String({ maxLength: PERSON_SEARCH_MAX_LENGTH })),
    role: Type.Optional(literalUnion(ROLES)),
    /** active: enabled and verified; disabled: disabled by an admin; unverified: enabled, e-mail not confirmed. */
    status: Type.Optional(literalUnion(PERSON_STATUSES)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PEOPLE_PAGE_SIZE_MAX, default: 20 })),
  },
  { additionalProperties: false },
);
export type AdminPeopleQuery = Static<typeof AdminPeopleQuerySchema>;

export const AdminPersonSchema = Type.Object({
  encryptId: Type.String(),
  username: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  isEmailVerified: Type.Boolean(),
  disabled: Type.Boolean(),
  disabledAt: Nullable(IsoDateTime),
  createdAt: IsoDateTime,
  country: CountryIdSchema,
  lang: LanguageSchema,
  profileImage: Nullable(Type.String()),
});
export type AdminPerson = Static<typeof AdminPersonSchema>;

export const AdminPeoplePageSchema = PageOf(AdminPersonSchema);
export type AdminPeoplePage = Static<typeof AdminPeoplePageSchema>;

export const AdminPersonEnrollmentSchema = Type.Object({
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  courseSlug: Type.String(),
  /** The course's language: the title is written in it. */
  courseLang: LanguageSchema,
  completedLessons: Type.Integer(),
  totalLessons: Type.Integer(),
  /** 0-100, whole. */
  progress: Type.Integer(),
  completedAt: Nullable(IsoDateTime),
  enrolledAt: IsoDateTime,
});
export type AdminPersonEnrollment = Static<typeof AdminPersonEnrollmentSchema>;

export const AdminPersonOrderSchema = Type.Object({
  id: Type.String(),
  number: Type.String(),
  createdAt: IsoDateTime,
  status: OrderStatusSchema,
  /** In the currency's minor unit. */
  totalMinor: Type.Integer(),
  currency: literalUnion(CURRENCIES),
});
export type AdminPersonOrder = Static<typeof AdminPersonOrderSchema>;

export const AdminPersonTicketSchema = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  status: TicketStatusSchema,
  /** The last message's time (the ticket's last activity). */
  lastMessageAt: IsoDateTime,
});
export type AdminPersonTicket = Static<typeof AdminPersonTicketSchema>;

export const AdminPersonSignInSchema = Type.Object({
  password: Type.Boolean(),
  social: Type.Array(Type.Object({ provider: Type.Union([Type.Literal('Google'), Type.Literal('Facebook')]), email: Nullable(Type.String()), linkedAt: IsoDateTime })),
});

export const AdminPersonDetailSchema = Type.Object({
  person: AdminPersonSchema,
  /**
   * The version of the role and disabled state the page shows (the record's last change, in ms):
   * PUT sends it back in If-Match; 409 VERSION_CONFLICT when the person changed meanwhile.
   */
  version: Type.Integer(),
  /** Whether this is the admin looking at themself (role and disable are refused). */
  isSelf: Type.Boolean(),
  enrollments: Type.Array(AdminPersonEnrollmentSchema),
  /** Newest first (the latest 50). */
  orders: Type.Array(AdminPersonOrderSchema),
  /** The support tickets the person opened, the latest activity first (the latest 50). */
  tickets: Type.Array(AdminPersonTicketSchema),
  signIn: AdminPersonSignInSchema,
  /** The latest instructor application, if any (pending ones are decided through /Admin/InstructorApplications). */
  instructorApplication: Nullable(InstructorApplicationSchema),
});
export type AdminPersonDetail = Static<typeof AdminPersonDetailSchema>;

/** Exactly one of: a new role, or disabled true/false. */
export const AdminPersonUpdateSchema = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    disabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1, maxProperties: 1 },
);
export type AdminPersonUpdate = Static<typeof AdminPersonUpdateSchema>;

export const AdminPersonParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export const AdminPersonMailResultSchema = Type.Object({ ok: Type.Boolean(), email: Type.String() });
export type AdminPersonMailResult = Static<typeof AdminPersonMailResultSchema>;
