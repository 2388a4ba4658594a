/**
 * The combobox's active option after a key (WAI-ARIA combobox with a listbox popup): arrows move and
 * wrap, Home/End jump, -1 means focus stays in the text box with no option active. Other keys return
 * undefined: the caller lets the text box handle them.
 */
export function nextActiveOption(key: string, active: number, count: number): number | undefined {
  if (count === 0) return key === "ArrowDown" || key === "ArrowUp" ? -1 : undefined;
  switch (key) {
    case "ArrowDown":
      return active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "Home":
      return active === -1 ? undefined : 0;
    case "End":
      return active === -1 ? undefined : count - 1;
    default:
      return undefined;
  }
}
