import { useEffect } from "react";
import { useSiteState } from "../state/site-state-provider.tsx";

const elementId = (id: string) => `site-script-${id}`;

/**
 * Turns the site state's `scripts` (addScript / removeScript: the tag manager's container, the reviews,
 * photo and ad scripts once their consent category is granted) into script elements at the end of
 * `<body>`. Removing one takes its element away; what the script already did stays until the next load,
 * which is why withdrawn consent also deletes cookies and tells Consent Mode.
 */
export function SiteScripts() {
  const { scripts } = useSiteState().state;
  useEffect(() => {
    const wanted = new Map(scripts.flatMap((script) => (script.id ? [[elementId(script.id), script] as const] : [])));
    for (const element of document.querySelectorAll<HTMLScriptElement>("script[data-site-script]")) {
      if (element.getAttribute("src") !== wanted.get(element.id)?.src) element.remove();
    }
    for (const [id, script] of wanted) {
      if (document.getElementById(id)) continue;
      const element = document.createElement("script");
      element.id = id;
      element.dataset.siteScript = "";
      element.async = true;
      // Only scripts with an address: the pages' policy runs no inline script it has not hashed.
      if (!script.src) continue;
      element.src = script.src;
      document.body.append(element);
    }
  }, [scripts]);
  return null;
}
