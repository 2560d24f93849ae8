import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';

/** Lets sagas navigate (core's app/navigation.ts) through react-router's navigate function. */
export function NavigatorBridge(): null {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, opts) => void navigate(to, opts)), [navigate]);
  return null;
}
