import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation } from "react-router";
import {
  type ConnectionHints,
  createPrefetchQueue,
  prefetchAllowed,
  prefetchablePath,
  prefetchIntervalMs,
  prefetchPageGapMs,
} from "./prefetch-batches.ts";

/**
 * Prefetches the pages of links that come into view (their route modules and `.data` files), four
 * every three seconds so a long page does not flood the connection, one page per task; nothing with
 * Save-Data or on 2G.
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
    // One page of a batch at a time, each in a task of its own: a page's prefetch evaluates its route
    // module and adds its link tags, and four of them in one task made one long task.
    const pending = new Set<number>();
    const timer = setInterval(() => {
      queue.take().forEach((page, index) => {
        const id = window.setTimeout(() => {
          pending.delete(id);
          setPages((current) => [...current, page]);
        }, index * prefetchPageGapMs);
        pending.add(id);
      });
    }, prefetchIntervalMs);
    return () => {
      observer.disconnect();
      clearInterval(timer);
      for (const id of pending) clearTimeout(id);
    };
  }, [pathname, queue]);
  return pages.map((page) => <PrefetchPageLinks key={page} page={page} />);
}
