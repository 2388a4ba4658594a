import { lazy, Suspense, useEffect, useState } from "react";

const RecommendationSpots = lazy(() => import("./recommendation-spots.tsx"));

/**
 * Where a page shows recommendation spots (`recsKey`s of the merchandising file). Nothing of it is in the
 * first paint: once the page is idle the spots' code loads and asks the search service; a spot that finds
 * too few products (or is hidden) renders nothing.
 */
export function Recommendations({
  spots,
  sourceIds = [],
}: {
  spots: readonly string[];
  sourceIds?: readonly string[];
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <RecommendationSpots spots={spots} sourceIds={sourceIds} />
    </Suspense>
  );
}
