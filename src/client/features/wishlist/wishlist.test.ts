import { waitFor } from '@testing-library/react';
import type { Action } from 'redux';
import { ApiError } from '../../api/apiError';
import * as wishlistApi from '../../api/wishlistApi';
import type { RootState } from '../../app/rootReducer';
import { makeStore } from '../../app/store';
import { rootStateWith, runWatcher } from '../../testing/rootState';
import { aCourseSummary, aWishlistItem, pageOf } from '../../testing/courseFixtures';
import { wishlistSaga } from './wishlistSaga';
import { initialWishlistState, wishlistActions } from './wishlistSlice';

afterEach(() => jest.restoreAllMocks());

const run = (state: RootState, ...actions: Action[]) => runWatcher(wishlistSaga, state, ...actions);

const twoItems = () =>
  rootStateWith({
    wishlist: { ...initialWishlistState, list: { status: 'succeeded', key: null, error: null, data: pageOf([aWishlistItem(), aWishlistItem({ course: aCourseSummary({ id: 8, slug: 'b' }) })]) } },
  });

describe('the wishlist', () => {
  it('loads the wishlist', async () => {
    const page = pageOf([aWishlistItem()]);
    const list = jest.spyOn(wishlistApi, 'list').mockResolvedValue(page);
    const state = await run(rootStateWith(), wishlistActions.fetchRequested());
    expect(list).toHaveBeenCalledTimes(1);
    expect(state.wishlist.list).toEqual({ status: 'succeeded', key: null, data: page, error: null });
  });

  it('stores a failure', async () => {
    jest.spyOn(wishlistApi, 'list').mockRejectedValue(new ApiError({ status: 0, code: 'NETWORK', message: 'x' }));
    const state = await run(rootStateWith(), wishlistActions.fetchRequested());
    expect(state.wishlist.list).toMatchObject({ status: 'failed', data: null, error: { code: 'NETWORK', message: 'x' } });
  });

  it('removes a course', async () => {
    const remove = jest.spyOn(wishlistApi, 'remove').mockResolvedValue(undefined);
    const state = await run(twoItems(), wishlistActions.removeRequested({ courseId: 7 }));
    expect(remove).toHaveBeenCalledWith(7);
    expect(state.wishlist.list.data?.items.map((i) => i.course.id)).toEqual([8]);
    expect(state.wishlist.list.data?.total).toBe(1);
    expect(state.wishlist.removing).toEqual([]);
    expect(state.ui.announcement).toMatchObject({ key: 'A11Y.WISHLIST_REMOVED', values: { title: aWishlistItem().course.title } });
  });

  it('removes two courses at once (real store)', async () => {
    const remove = jest.spyOn(wishlistApi, 'remove').mockResolvedValue(undefined);
    const store = makeStore({ startup: false, preloadedState: { ...twoItems(), locale: { lang: 'en', country: 999 } } });
    store.injectSaga(wishlistSaga);
    store.dispatch(wishlistActions.removeRequested({ courseId: 7 }));
    store.dispatch(wishlistActions.removeRequested({ courseId: 8 }));
    expect(store.getState().wishlist.removing).toEqual([7, 8]);
    await waitFor(() => expect(store.getState().wishlist.removing).toEqual([]));
    expect(remove.mock.calls).toEqual([[7], [8]]);
    expect(store.getState().wishlist.list.data).toMatchObject({ items: [], total: 0 });
  });

  it('keeps the course when removing fails', async () => {
    jest.spyOn(wishlistApi, 'remove').mockRejectedValue(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'x' }));
    const state = await run(twoItems(), wishlistActions.removeRequested({ courseId: 7 }));
    expect(state.wishlist.list.data?.items).toHaveLength(2);
    expect(state.wishlist.removeError?.code).toBe('INTERNAL_ERROR');
    expect(state.wishlist.removing).toEqual([]);
  });
});
