import { type ReactNode, useRef, useState } from 'react';
import styles from './route-transition.module.css';

type RouteTransitionProps = { pathname: string; children: ReactNode };

/**
 * spec §2 Shell: the routed main area fades in on every navigation (CSS only; none with reduced
 * motion). The first page of a visit shows at once, so the fade never delays its first paint.
 */
export function RouteTransition({ pathname, children }: RouteTransitionProps) {
  const [initialPathname] = useState(pathname);
  const hasNavigated = useRef(false);
  if (pathname !== initialPathname) hasNavigated.current = true;
  return (
    <div key={pathname} className={hasNavigated.current ? styles.fadeIn : undefined}>
      {children}
    </div>
  );
}
