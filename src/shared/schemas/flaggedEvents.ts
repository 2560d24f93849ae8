// The admin's list of flagged payment events (GET /Admin/Payments/Flagged): provider events, and the
// reconciliation job's answers, that were stored but never settled anything: an unknown payment, a
// wrong amount or currency, a second payment of an order paid another way.
import { Type, type Static } from '@sinclair/typebox';
import { PaymentProviderSchema } from './commerce';
import { IsoDateTime, Nullable, PageOf } from './common';

const Uuid = Type.String({ format: 'uuid' });

export const AdminFlaggedEventSchema = Type.Object({
  id: Type.Integer(),
  provider: PaymentProviderSchema,
  /** The provider's event id (or `reconcile:…` for the reconciliation job's answer). */
  eventId: Type.String(),
  type: Type.String(),
  reason: Nullable(Type.String()),
  amountMinor: Nullable(Type.Integer()),
  currency: Nullable(Type.String()),
  receivedAt: IsoDateTime,
  paymentId: Nullable(Uuid),
  /** The order of the payment the event names, when it is one of ours. */
  orderId: Nullable(Uuid),
  orderNumber: Nullable(Type.String()),
});
export type AdminFlaggedEvent = Static<typeof AdminFlaggedEventSchema>;

export const AdminFlaggedEventQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminFlaggedEventQuery = Static<typeof AdminFlaggedEventQuerySchema>;

export const AdminFlaggedEventPageSchema = PageOf(AdminFlaggedEventSchema);
