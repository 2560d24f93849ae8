import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { ApiError } from '../../api/apiError';
import * as wishlistApi from '../../api/wishlistApi';
import { rootReducer } from '../../app/rootReducer';
import { rootStateWith } from '../../testing/rootState';
import { aCourseSummary, aWishlistItem, pageOf } from '../../testing/courseFixtures';
import { fetchWishlistSaga, removeFromWishlistSaga } from './wishlistSaga';
import { initialWishlistState, wishlistActions } from './wishlistSlice';

describe('wishlist sagas', () => {
  it('loads the wishlist', async () => {
    const page = pageOf([aWishlistItem()]);
    const { storeState } = await expectSaga(fetchWishlistSaga)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(wishlistApi.list), page]])
      .put(wishlistActions.fetchSucceeded(page))
      .run();
    expect(storeState.wishlist).toMatchObject({ status: 'loaded', total: 1 });
  });

  it('stores a failure', () =>
    expectSaga(fetchWishlistSaga)
      .provide([[matchers.call.fn(wishlistApi.list), throwError(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }))]])
      .put(wishlistActions.fetchFailed({ code: 'NETWORK', message: 'x' }))
      .run());

  const twoItems = () =>
    rootStateWith({ wishlist: { ...initialWishlistState, status: 'loaded', total: 2, items: [aWishlistItem(), aWishlistItem({ course: aCourseSummary({ id: 8, slug: 'b' }) })] } });

  it('removes a course', async () => {
    const { storeState } = await expectSaga(removeFromWishlistSaga, wishlistActions.removeRequested({ courseId: 7 }))
      .withReducer(rootReducer, twoItems())
      .provide([[matchers.call.fn(wishlistApi.remove), undefined]])
      .call(wishlistApi.remove, 7)
      .run();
    expect((storeState.wishlist.items as { course: { id: number } }[]).map((i) => i.course.id)).toEqual([8]);
    expect(storeState.wishlist.total).toBe(1);
  });

  it('keeps the course when removing fails', async () => {
    const { storeState } = await expectSaga(removeFromWishlistSaga, wishlistActions.removeRequested({ courseId: 7 }))
      .withReducer(rootReducer, twoItems())
      .provide([[matchers.call.fn(wishlistApi.remove), throwError(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }))]])
      .run();
    expect(storeState.wishlist.items).toHaveLength(2);
    expect(storeState.wishlist.removeError?.code).toBe('INTERNAL_ERROR');
  });
});
