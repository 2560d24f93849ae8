// An instructor's coupons (/api/Instructor/Coupons): their own courses only; an admin manages any.
import { Type } from '@sinclair/typebox';
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import { CouponListSchema, CouponSchema, CouponWriteSchema } from '../../../shared/schemas/commerce';
import { IdParamSchema } from '../../../shared/schemas/common';
import { caller } from '../../plugins/auth';
import { requireIfMatch, setVersionTag } from '../../plugins/versioning';
import type { RouteModule } from '../typedApp';

const tags = ['Instructor: coupons'];
const security = [{ bearer: [] }];
const ifMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 40, description: 'The version the edit started from: 3 or "3"' })) });

export const couponRoutes: RouteModule = (app, { coupons }) => {
  const teach = app.requireRole('instructor', 'admin');

  app.get(
    COMMERCE_API_ROUTES.instructorCoupons,
    { onRequest: teach, schema: { tags, security, summary: "The caller's coupons, newest first (an admin: every coupon)", response: { 200: CouponListSchema } } },
    async (req) => coupons.list(caller(req)),
  );

  app.post(
    COMMERCE_API_ROUTES.instructorCoupons,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "Create a coupon for the caller's courses (empty courseIds: all of them). 409 COUPON_CODE_TAKEN (codes are unique in any case); 400 COUPON_INVALID (percent without `percent`, fixed without `amounts`, a course not the caller's)",
        body: CouponWriteSchema,
        response: { 201: CouponSchema },
      },
    },
    async (req, reply) => {
      const coupon = await coupons.create(caller(req), req.body);
      setVersionTag(reply, coupon.version);
      return reply.code(201).send(coupon);
    },
  );

  app.put(
    COMMERCE_API_ROUTES.instructorCoupon,
    {
      onRequest: teach,
      schema: {
        tags,
        security,
        summary: "Edit a coupon. If-Match: its version (428 without; 409 VERSION_CONFLICT with currentVersion and current when stale); 404 COUPON_NOT_FOUND for another's coupon; 409 COUPON_CODE_TAKEN; 400 COUPON_INVALID",
        params: IdParamSchema,
        headers: ifMatch,
        body: CouponWriteSchema,
        response: { 200: CouponSchema },
      },
    },
    async (req, reply) => {
      const expected = requireIfMatch(req);
      const coupon = await coupons.update(caller(req), req.params.id, expected, req.body);
      setVersionTag(reply, coupon.version);
      return coupon;
    },
  );

  app.delete(
    COMMERCE_API_ROUTES.instructorCoupon,
    { onRequest: teach, schema: { tags, security, summary: 'Delete a coupon never used, or deactivate one that was (its orders keep it) (204); 404 COUPON_NOT_FOUND for another\'s coupon', params: IdParamSchema } },
    async (req, reply) => {
      await coupons.remove(caller(req), req.params.id);
      return reply.code(204).send();
    },
  );
};
