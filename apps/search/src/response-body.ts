/**
 * A response body as JSON. `<`, `>` and `&` are written as \u escapes, so a term echoed back
 * (searchedTerm) can never become markup even if someone loads the response as a page.
 */
export function serialise(body: unknown): Buffer {
  return Buffer.from(
    JSON.stringify(body).replace(
      /[<>&\u2028\u2029]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
    ),
  );
}
