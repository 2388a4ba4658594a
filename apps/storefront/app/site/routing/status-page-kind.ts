/** Which status page a path shows: /500, /500/ and /500.html are the server-error page, anything else not-found. */
export function statusOfPath(pathname: string): 404 | 500 {
  return /^(\/[a-z]{2}(-[a-z]+)?)?\/500(\.html)?\/?$/i.test(pathname) ? 500 : 404;
}

/** A prerendered not-found page, which becomes 404.html: the site's, or a language's (`/de/404/`). */
export function isNotFoundPage(pathname: string): boolean {
  return /^(\/[a-z]{2}(-[a-z]+)?)?\/404(\.html)?\/?$/.test(pathname);
}

/** The prerendered status pages (their folders become 404.html and 500.html; `/de/404/` becomes `/de/404.html`). */
export function isStatusDocument(pathname: string): boolean {
  return /^\/(404|500)\/$/.test(pathname) || /^\/[a-z]{2}(-[a-z]+)?\/404\/$/.test(pathname);
}

/**
 * Whether a document may hydrate at this address: every page may, except a status document served
 * for another address than its own (`/404/`, `/404`, `/404.html` for the not-found page).
 */
export function servedAtOwnAddress(statusDocument: string | undefined, pathname: string): boolean {
  if (!statusDocument) return true;
  const own = statusDocument.replace(/\/$/, "");
  return pathname === own || pathname === `${own}/` || pathname === `${own}.html`;
}
