// For request and saga tests that sign in or out: each test starts with no session and a recording
// navigate function in place of the router's; spies are restored after it.
import { clearSession } from '../features/auth';
import { registerNavigator } from '../lib/navigation';

export function recordNavigation(): jest.Mock {
  const navigate = jest.fn();
  let unregister: () => void = () => undefined;
  beforeEach(() => {
    navigate.mockReset();
    unregister = registerNavigator(navigate);
    clearSession();
  });
  afterEach(() => {
    unregister();
    jest.restoreAllMocks();
  });
  return navigate;
}
