import { addressFormat } from "./address-format.ts";
import type { PostalAddress } from "./postal-address.ts";

export type AddressScript = "local" | "latin";

export type AddressLayoutOptions = {
  /** "latin" uses the country's Latin-script layout where it has one (Japan, China, Korea, ...). */
  script?: AddressScript;
  /** Added as the last line, as mail from abroad needs it. */
  countryName?: string;
};

/** The local layout when the reader's language is the country's, else the Latin one where there is one. */
export function addressScriptFor(countryCode: string, language: string): AddressScript {
  const countryLanguage = addressFormat(countryCode).record.language;
  return !countryLanguage || language.split("-")[0] === countryLanguage.split("-")[0] ? "local" : "latin";
}

type Piece = { kind: "text"; text: string } | { kind: "field"; value: string };

/**
 * The address as its country writes it, one string per line: "Brooklyn, NY 11201" in the US,
 * "10115 Berlin" in Germany, postal code and prefecture first in Japan, the post town above the
 * postcode in Britain. Empty fields leave no empty line, and text between fields (the US comma, the
 * Japanese postal mark) stays only where the fields beside it have values.
 */
export function formatAddress(address: PostalAddress, options: AddressLayoutOptions = {}): string[] {
  const { record } = addressFormat(address.countryCode ?? "");
  const layout = options.script === "latin" && record.latinLayout ? record.latinLayout : record.layout;
  const fieldValues: Record<string, Array<string | null | undefined>> = {
    N: [address.fullName],
    O: [address.company],
    A: [address.streetLine1, address.streetLine2],
    C: [address.city],
    S: [address.province],
    Z: [address.postalCode],
  };
  const values = (letter: string): string[] =>
    (fieldValues[letter] ?? []).map((value) => value?.trim() ?? "").filter((value) => value !== "");
  const lines: string[] = [];
  for (const template of layout.split("%n")) {
    // The street lines are lines of their own, wherever %A stands.
    if (template.trim() === "%A") {
      lines.push(...values("A"));
      continue;
    }
    const pieces: Piece[] = template
      .split(/(%[A-Za-z])/)
      .filter((part) => part !== "")
      .map((part) =>
        part.startsWith("%") ? { kind: "field", value: values(part.slice(1)).join(" ") } : { kind: "text", text: part },
      );
    lines.push(joinPieces(pieces));
  }
  if (options.countryName) lines.push(options.countryName);
  return lines.filter((line) => line !== "");
}

/**
 * Text before the first field ("〒", "SE-") stays when that field has a value; text between fields
 * (", ", " ") joins two fields that both have values, the one just before the later field winning;
 * text after the last field stays when it has a value.
 */
function joinPieces(pieces: Piece[]): string {
  let line = "";
  let separator = "";
  let seenField = false;
  let lastFilled = false;
  for (const [index, piece] of pieces.entries()) {
    if (piece.kind === "text") {
      const fieldFollows = pieces.slice(index + 1).some((other) => other.kind === "field");
      if (!seenField && !fieldFollows)
        line += piece.text; // a line of fixed text
      else if (!fieldFollows && lastFilled) line += piece.text;
      else separator = piece.text;
      continue;
    }
    if (piece.value !== "") {
      if (line !== "" || !seenField) line += separator;
      line += piece.value;
    }
    seenField = true;
    lastFilled = piece.value !== "";
    separator = "";
  }
  return line.replace(/\s+/g, " ").trim();
}
