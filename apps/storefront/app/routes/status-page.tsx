import { Link, useLocation } from "react-router";
import { useTranslation } from "../i18n/translation-context.tsx";
import { useSiteData } from "../site/routing/site-data.ts";
import { statusOfPath } from "../site/routing/status-page-kind.ts";
import { statusTextsScript } from "../site/routing/status-texts.ts";
import type { Route } from "./+types/status-page";
import "./status-page.css";

/**
 * One route for every path no template claims. The build prerenders it at /404/ and /500/ (copied to
 * 404.html and 500.html); a static host serves 404.html for unknown paths, and this same route then
 * hydrates there, so the markup always matches.
 */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const site = matches[0]?.loaderData as { translation?: Record<string, Record<string, string>> } | undefined;
  const key = statusOfPath(location.pathname) === 500 ? "serverError" : "notFound";
  return [{ title: site?.translation?.[key]?.title ?? "" }, { name: "robots", content: "noindex" }];
};

export default function StatusPage() {
  const { t } = useTranslation();
  const { homePath, statusTexts } = useSiteData();
  const key = statusOfPath(useLocation().pathname) === 500 ? "serverError" : "notFound";
  return (
    <section className="status-page" aria-labelledby="status-heading">
      <h1 id="status-heading">{t(`${key}.heading`)}</h1>
      <p>{t(`${key}.body`)}</p>
      <p>
        <Link to={homePath}>{t(`${key}.homeLink`)}</Link>
      </p>
      {statusTexts ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own texts, serialised with < escaped
        <script dangerouslySetInnerHTML={{ __html: statusTextsScript(statusTexts) }} />
      ) : null}
    </section>
  );
}
