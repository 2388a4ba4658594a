/** Widths a product photo is offered in; the commerce asset server resizes on request. */
const widths = [400, 800, 1200];

/** A square product photo at one width, through the `w`/`h` parameters of Vendure's asset server. */
export function squareImageAt(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}&h=${width}`;
}

/** `srcset` of a square product photo, so phones with dense screens get a sharp one. */
export function squareImageSrcSet(url: string): string {
  return widths.map((width) => `${squareImageAt(url, width)} ${width}w`).join(", ");
}
