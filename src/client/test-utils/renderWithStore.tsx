// Renders a component with a real store from makeStore (sagas off unless asked), optionally inside a
// MemoryRouter at `route`.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, type AppStore, type MakeStoreOptions, type RootState } from '../app/store';

export interface RenderWithStoreOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Default false: component tests dispatch and read without side effects. */
  runSagas?: boolean;
  sagaContext?: MakeStoreOptions['sagaContext'];
  /** Wraps in a MemoryRouter starting at this URL. */
  route?: string;
}

export function renderWithStore(
  ui: ReactElement,
  { preloadedState, store, runSagas = false, sagaContext, route, ...renderOptions }: RenderWithStoreOptions = {},
) {
  const theStore = store ?? makeStore({ preloadedState, runSagas, startup: false, sagaContext });
  function Wrapper({ children }: { children: ReactNode }) {
    const content = route === undefined ? children : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
    return <Provider store={theStore}>{content}</Provider>;
  }
  return { store: theStore, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
