import { changedFields, type FieldPath, mergeJson } from "./json-merge.ts";
import { fieldInWords } from "./plain-words.ts";

/** A save whose form was loaded from another version than the file holds now: someone saved in between. */
export type SaveOverAnother = {
  /** The form's data, its empty fields already dropped. */
  ours: unknown;
  /** The text of the version the form was loaded from; undefined when the editor no longer holds it. */
  base: string | undefined;
  /** The file's text now; null when it was deleted meanwhile. */
  current: string | null;
  /** What the file is called in messages: `page gift-guide`, `retail stores`. */
  entry: string;
  /** Who changed it and when, as far as the editor knows: `someone saved it in the editor at 19:45 UTC`. */
  changedBy: string;
};

export type SaveOverAnotherResult = { ok: true; data: unknown; notice: string } | { ok: false; problem: string };

const reloadAdvice = "Reload the page to get their version (copy your own text first), then make your change again.";

/**
 * Both changes kept when they touch different fields (with a notice that the form does not show the other
 * one), or a refusal naming what was changed, when, and how to get it; never one save silently over another.
 */
export function saveOverAnother(save: SaveOverAnother): SaveOverAnotherResult {
  const changed = `${save.entry} changed after you opened it (${save.changedBy})`;
  if (save.current === null) {
    return {
      ok: false,
      problem: `${save.entry} was deleted after you opened it: reload the page; to keep your text, add it again as a new entry.`,
    };
  }
  if (save.base === undefined) {
    return {
      ok: false,
      problem: `${changed}, and the editor no longer holds the version you started from, so it cannot tell your changes from theirs. ${reloadAdvice}`,
    };
  }
  const base: unknown = JSON.parse(save.base);
  const theirs: unknown = JSON.parse(save.current);
  const merge = mergeJson(base, save.ours, theirs);
  if (!merge.ok) {
    return {
      ok: false,
      problem: `${changed}, and you both changed ${fieldsInWords(merge.conflicts)}. ${reloadAdvice}`,
    };
  }
  return {
    ok: true,
    data: merge.merged,
    notice: `Saved together with the other change to ${save.entry} (${fieldsInWords(changedFields(base, theirs))}; ${save.changedBy}), which this form does not show: reload the page to see both.`,
  };
}

function fieldsInWords(paths: FieldPath[]): string {
  const names = [...new Set(paths.map(fieldInWords))];
  const shown = names.slice(0, 4).join(", ");
  return names.length > 4 ? `${shown} and ${names.length - 4} more` : shown;
}
