import { navigateTo, registerNavigator } from './navigation';

describe('navigation', () => {
  it('uses the registered navigator and forgets it on unregister', () => {
    const navigate = jest.fn();
    const unregister = registerNavigator(navigate);
    navigateTo('/student/dashboard', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/student/dashboard', { replace: true });
    unregister();
    const other = jest.fn();
    const unregisterOther = registerNavigator(other);
    unregister(); // a stale clean-up must not remove the newer navigator
    navigateTo('/courses');
    expect(other).toHaveBeenCalledWith('/courses', undefined);
    expect(navigate).toHaveBeenCalledTimes(1);
    unregisterOther();
  });
});
