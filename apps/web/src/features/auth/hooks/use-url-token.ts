import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Reads one-time values (token, code, state) from the address bar and removes them right
 * after the first render, so they do not linger in history, screenshots or a Referer.
 */
export function useUrlParams<K extends string>(...keys: K[]): Record<K, string | null> {
  const location = useLocation();
  const navigate = useNavigate();
  const [values] = useState(() => {
    const params = new URLSearchParams(location.search);
    return Object.fromEntries(keys.map((k) => [k, params.get(k)])) as Record<K, string | null>;
  });
  const search = location.search;
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (!keys.some((k) => params.has(k))) return;
    keys.forEach((k) => params.delete(k));
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '' },
      { replace: true },
    );
    // keys are literals at every call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, location.pathname, navigate]);
  return values;
}
