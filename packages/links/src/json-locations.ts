/**
 * Line numbers of the values in a JSON document, by JSON Pointer ("/rules/3/country"), so that content
 * errors can name the line a marketer has to fix. Only called on text that JSON.parse accepted.
 */
export function jsonValueLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let position = 0;
  let line = 1;

  const skipWhitespace = () => {
    while (position < text.length && /\s/.test(text[position] as string)) {
      if (text[position] === "\n") line++;
      position++;
    }
  };
  const readString = (): string => {
    const start = position;
    position++;
    while (text[position] !== '"') position += text[position] === "\\" ? 2 : 1;
    position++;
    return JSON.parse(text.slice(start, position)) as string;
  };
  const readValue = (pointer: string, keyLine: number): void => {
    skipWhitespace();
    lines.set(pointer, keyLine);
    const char = text[position];
    if (char === "{") {
      position++;
      skipWhitespace();
      while (text[position] !== "}") {
        const memberLine = line;
        const key = readString();
        skipWhitespace();
        position++; // the colon
        readValue(`${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`, memberLine);
        skipWhitespace();
        if (text[position] === ",") position++;
        skipWhitespace();
      }
      position++;
    } else if (char === "[") {
      position++;
      skipWhitespace();
      for (let index = 0; text[position] !== "]"; index++) {
        readValue(`${pointer}/${index}`, line);
        skipWhitespace();
        if (text[position] === ",") position++;
        skipWhitespace();
      }
      position++;
    } else if (char === '"') {
      readString();
    } else {
      while (position < text.length && !/[\s,\]}]/.test(text[position] as string)) position++;
    }
  };

  readValue("", 1);
  return lines;
}

/** The line of the nearest located ancestor of a zod issue path (the file's first line at worst). */
export function lineOf(lines: ReadonlyMap<string, number>, path: readonly PropertyKey[]): number {
  for (let length = path.length; length >= 0; length--) {
    const pointer = path
      .slice(0, length)
      .map((part) => `/${String(part).replaceAll("~", "~0").replaceAll("/", "~1")}`)
      .join("");
    const found = lines.get(pointer);
    if (found !== undefined) return found;
  }
  return 1;
}

/** The line of a JSON.parse syntax error, read from the engine's "position N" message. */
export function syntaxErrorLine(text: string, error: unknown): number {
  const match = /position (\d+)/.exec(error instanceof Error ? error.message : "");
  if (!match) return 1;
  return text.slice(0, Number(match[1])).split("\n").length;
}
