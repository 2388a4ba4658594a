/**
 * Keys typed between a click on the search button and the overlay's field taking focus: on a first
 * open its code may still be loading, and a shopper types at once. They are held here (printable keys
 * and Backspace) and the overlay takes them when it opens; IME text is typed in the field itself.
 */
let typed: string | null = null;

function hold(event: KeyboardEvent): void {
  if (typed === null || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key.length === 1) typed += event.key;
  else if (event.key === "Backspace") typed = typed.slice(0, -1);
  else return;
  event.preventDefault();
}

export function holdTypedKeys(): void {
  if (typed !== null) return;
  typed = "";
  document.addEventListener("keydown", hold, true);
}

/** What was typed since `holdTypedKeys` ("" if nothing); keys go where the focus is again. */
export function takeTypedKeys(): string {
  const text = typed ?? "";
  typed = null;
  document.removeEventListener("keydown", hold, true);
  return text;
}
