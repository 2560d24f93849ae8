// The cart of a signed-in customer (/api/Cart), the pricing of a visitor's local cart, and coupons on it.
// Every call that changes the cart answers the whole cart, priced for ?country= (else the customer's region).
import { COMMERCE_API_ROUTES } from '../../../shared/commerceApiPaths';
import { CartCourseParamSchema, CartMergeRequestSchema, CartPreviewQuerySchema, CartSchema, CouponApplyRequestSchema, RegionQuerySchema } from '../../../shared/schemas/commerce';
import { caller } from '../../plugins/auth';
import type { RouteModule } from '../typedApp';

const tags = ['Cart'];
const security = [{ bearer: [] }];

export const cartRoutes: RouteModule = (app, { cart }) => {
  app.get(
    COMMERCE_API_ROUTES.cart,
    { onRequest: app.authenticate, schema: { tags, security, summary: "The caller's cart priced in the region's currency (?country=, else the caller's country): lines, totals per currency with the tax included and the methods each can be paid with, the coupon", querystring: RegionQuerySchema, response: { 200: CartSchema } } },
    async (req) => cart.get(caller(req), req.query.country),
  );

  app.delete(
    COMMERCE_API_ROUTES.cart,
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Empty the cart (the coupon too); answers the empty cart', querystring: RegionQuerySchema, response: { 200: CartSchema } } },
    async (req) => {
      await cart.clear(caller(req));
      return cart.get(caller(req), req.query.country);
    },
  );

  app.post(
    COMMERCE_API_ROUTES.cartMerge,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Put a visitor's local cart into the account's at sign-in. Owned and free courses are skipped and listed in `skipped` (unknown ones are dropped); answers the whole cart",
        querystring: RegionQuerySchema,
        body: CartMergeRequestSchema,
        response: { 200: CartSchema },
      },
    },
    async (req) => {
      const skipped = await cart.merge(caller(req), req.body.courseIds);
      return cart.get(caller(req), req.query.country, skipped);
    },
  );

  app.get(
    COMMERCE_API_ROUTES.cartPreview,
    {
      onRequest: app.authenticateOptional,
      schema: { tags, summary: "Price a visitor's local cart (?courseIds=1,2&country=); nothing is stored. Unknown and unpublished courses are left out, free (and, signed in, owned) ones are listed in `skipped`", querystring: CartPreviewQuerySchema, response: { 200: CartSchema } },
    },
    async (req) => cart.preview(req.query.courseIds.split(',').map(Number), req.query.country, req.customer ?? null),
  );

  app.post(
    COMMERCE_API_ROUTES.cartCoupon,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Apply a coupon code (any case). 404 COUPON_NOT_FOUND; 409 COUPON_EXPIRED, COUPON_USED_UP, COUPON_ALREADY_USED (once per customer) or COUPON_NOT_APPLICABLE (none of the cart\'s courses); answers the whole cart',
        querystring: RegionQuerySchema,
        body: CouponApplyRequestSchema,
        response: { 200: CartSchema },
      },
    },
    async (req) => {
      await cart.applyCoupon(caller(req), req.body.code);
      return cart.get(caller(req), req.query.country);
    },
  );

  app.delete(
    COMMERCE_API_ROUTES.cartCoupon,
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Take the coupon off the cart; answers the whole cart', querystring: RegionQuerySchema, response: { 200: CartSchema } } },
    async (req) => {
      await cart.removeCoupon(caller(req));
      return cart.get(caller(req), req.query.country);
    },
  );

  app.post(
    COMMERCE_API_ROUTES.cartItem,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Add a course (201; 200 when it was there). 404 COURSE_NOT_FOUND (unknown or unpublished); 409 CART_COURSE_OWNED (enrolled, or the caller teaches it), CART_COURSE_FREE, CART_FULL; answers the whole cart',
        params: CartCourseParamSchema,
        querystring: RegionQuerySchema,
        response: { 200: CartSchema, 201: CartSchema },
      },
    },
    async (req, reply) => {
      const added = await cart.add(caller(req), req.params.courseId);
      return reply.code(added ? 201 : 200).send(await cart.get(caller(req), req.query.country));
    },
  );

  app.delete(
    COMMERCE_API_ROUTES.cartItem,
    { onRequest: app.authenticate, schema: { tags, security, summary: 'Remove a course (also when it was not there); answers the whole cart', params: CartCourseParamSchema, querystring: RegionQuerySchema, response: { 200: CartSchema } } },
    async (req) => {
      await cart.remove(caller(req), req.params.courseId);
      return cart.get(caller(req), req.query.country);
    },
  );
};
