/**
 * Colours come from the storefront's tokens (apps/storefront/app/styles/tokens.css), which hold both
 * palettes and their measured contrasts: a colour written anywhere else has only one, and in the other
 * palette it may fall below 4.5:1 unseen. The lint in scripts/test/colour-tokens.test.ts reports these.
 */
const colourFunction = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const hex = /#[0-9a-f]{3,8}\b/i;
// Named colours as a value; keywords that are no colour (transparent, currentcolor, inherit) stay allowed.
const named =
  /:\s*[^;{}]*\b(?:white|black|red|green|blue|gray|grey|orange|yellow|purple|pink|brown|silver|navy|maroon)\b/i;

export type RawColour = { line: number; text: string };

/** Lines of a stylesheet that write a colour instead of naming a token (comments ignored). */
export function rawColours(css: string): RawColour[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "));
  return withoutComments.split("\n").flatMap((text, index) => {
    const declaration = text.replace(/url\([^)]*\)/g, "");
    const colour = hex.test(declaration) || colourFunction.test(declaration) || named.test(declaration);
    return colour && !/white-space/.test(declaration) ? [{ line: index + 1, text: text.trim() }] : [];
  });
}
