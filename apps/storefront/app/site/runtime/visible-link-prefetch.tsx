import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import {
  type ConnectionHints,
  createPrefetchQueue,
  prefetchAllowed,
  prefetchablePath,
  prefetchIntervalMs,
} from "./prefetch-batches.ts";

/**
 * Prefetches the pages of links that come into view (their route modules and `.data` files), four
 * every three seconds so a long page does not flood the connection; nothing with Save-Data or on 2G.
 */
export function VisibleLinkPrefetch() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const [queue] = useState(createPrefetchQueue);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionHints }).connection;
    if (!prefetchAllowed(connection) || !("IntersectionObserver" in window)) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const path = prefetchablePath((entry.target as HTMLAnchorElement).href, { origin: location.origin, pathname });
        if (path) queue.add(path);
      }
    });
    for (const link of document.querySelectorAll("a[href]")) observer.observe(link);
    const timer = setInterval(() => {
      const batch = queue.take();
      if (batch.length > 0) setPages((current) => [...current, ...batch]);
    }, prefetchIntervalMs);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [pathname, queue]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
