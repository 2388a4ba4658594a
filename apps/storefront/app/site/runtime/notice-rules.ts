/** How long a toast stays when nobody points at it or focuses it (WCAG 2.2.1 lets it pause then). */
export const toastMs = 6000;

type Box = { top: number; right: number; bottom: number; left: number };

/** Whether two boxes on the screen share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * What a notice may never cover: the focused field or control, and the view's primary action (Add to
 * cart, a form's submit button), wherever they are on the screen.
 */
export const uncoveredSelector =
  ".add-to-cart, .button-primary, .checkout-link, .checkout-actions button, [type='submit']";

/** The cards of the notice stack that take room on the screen (the stack's other parts take none). */
export const noticeSelector = ".toaster-card, .offline-notice p, .notice-card";
