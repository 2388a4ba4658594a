import { useEffect } from "react";
import { useSiteState } from "../state/site-state-provider.tsx";
import { takeAffiliateIds } from "./affiliate-memory.ts";

/**
 * Once per page load: the affiliate ids of the landing URL (`awc`, `cjevent`) or of earlier pages of
 * this visit go into the site state (awinId, cjEventId); the cart attaches them to the order.
 */
export function useAffiliateIds() {
  const { restore } = useSiteState();
  useEffect(() => {
    const ids = takeAffiliateIds(location.search);
    if (ids.awinId) restore({ type: "setAwinId", id: ids.awinId });
    if (ids.cjEventId) restore({ type: "setCjEventId", id: ids.cjEventId });
  }, [restore]);
}
