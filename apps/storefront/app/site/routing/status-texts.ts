/** The not-found or server-error texts of each non-default language, by lowercase path prefix. */
export type StatusTexts = Record<
  string,
  { lang: string; title: string; heading: string; body: string; homeLink: string; homeHref: string }
>;

/**
 * A script for the end of the status page: when the address starts with a language prefix
 * (`/fr/no-such-page/`), it shows the page's text in that language. It runs as the page is parsed,
 * so the visitor never sees the default language first.
 */
export function statusTextsScript(texts: StatusTexts): string {
  const json = JSON.stringify(texts).replace(/</g, "\\u003c");
  return `(function(){var t=${json};var x=t[(location.pathname.split("/")[1]||"").toLowerCase()];if(!x)return;var s=document.currentScript.parentNode;s.lang=x.lang;document.title=x.title;s.querySelector("h1").textContent=x.heading;var p=s.querySelectorAll("p");p[0].textContent=x.body;var a=p[1].querySelector("a");a.textContent=x.homeLink;a.setAttribute("href",x.homeHref)})()`;
}
