import { type StorefrontRegistry, storefrontRegistry } from "@hushling/storefronts";
import { createRedirectRuleSchema, type RedirectRule } from "./redirect-rule.ts";

/** The flat rule table as marketers edit it in a spreadsheet; `country` empty means the default rule. */
export const ruleTableColumns = [
  "fromPath",
  "toPath",
  "isPermanent",
  "ignoreCase",
  "redirectInBrowser",
  "country",
] as const;

export type RuleTableProblem = { file: string; line: number; message: string };

/** A rule read from a CSV row, with the line it started on (for messages that point into the sheet). */
export type RuleTableRow = { line: number; rule: RedirectRule };

function csvField(value: string): string {
  return /[",\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The rules as CSV (header row, CRLF line ends as RFC 4180 asks), in table order. */
export function formatRuleTableCsv(rules: readonly RedirectRule[]): string {
  const rows = rules.map((rule) =>
    [
      rule.fromPath,
      rule.toPath,
      String(rule.isPermanent),
      String(rule.ignoreCase),
      String(rule.redirectInBrowser),
      rule.conditions?.country ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return `${[ruleTableColumns.join(","), ...rows].join("\r\n")}\r\n`;
}

/** RFC 4180 records with the line each starts on; quoted fields may hold commas, quotes and line breaks. */
export function parseCsvRecords(text: string): { records: { line: number; fields: string[] }[]; error?: string } {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = "";
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let position = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  while (position < text.length) {
    const char = text[position] as string;
    if (quoted) {
      if (char === '"' && text[position + 1] === '"') {
        field += '"';
        position += 2;
        continue;
      }
      if (char === '"') {
        quoted = false;
        const next = text[position + 1];
        if (next !== undefined && next !== "," && next !== "\r" && next !== "\n") {
          return { records, error: `line ${line}: text after a closing quote` };
        }
      } else {
        if (char === "\n") line++;
        field += char;
      }
      position++;
      continue;
    }
    if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      fields.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      if (char === "\r" && text[position + 1] === "\n") position++;
      endRecord();
      line++;
      recordLine = line;
    } else if (char === '"') return { records, error: `line ${line}: a quote inside an unquoted field` };
    else field += char;
    position++;
  }
  if (quoted) return { records, error: `line ${recordLine}: a quoted field is never closed` };
  endRecord();
  return { records };
}

const booleanColumns = new Set<string>(["isPermanent", "ignoreCase", "redirectInBrowser"]);

/**
 * Reads the flat rule table: the header must name the six columns in order; every row is validated with the
 * rule schema. Problems name the file, line and column; `rows` holds only the valid rows.
 */
export function parseRuleTableCsv(
  file: string,
  text: string,
  registry: StorefrontRegistry = storefrontRegistry,
): { rows: RuleTableRow[]; problems: RuleTableProblem[] } {
  const { records, error } = parseCsvRecords(text);
  if (error) {
    const line = Number(/^line (\d+)/.exec(error)?.[1] ?? 1);
    return { rows: [], problems: [{ file, line, message: `not valid CSV: ${error.replace(/^line \d+: /, "")}` }] };
  }
  const [header, ...body] = records;
  if (!header || header.fields.map((name) => name.trim()).join(",") !== ruleTableColumns.join(",")) {
    return {
      rows: [],
      problems: [{ file, line: header?.line ?? 1, message: `the header must be ${ruleTableColumns.join(",")}` }],
    };
  }
  if (body.length === 0) return { rows: [], problems: [{ file, line: header.line, message: "has no rule rows" }] };
  const schema = createRedirectRuleSchema(registry);
  const rows: RuleTableRow[] = [];
  const problems: RuleTableProblem[] = [];
  for (const { line, fields } of body) {
    if (fields.length !== ruleTableColumns.length) {
      problems.push({ file, line, message: `has ${fields.length} fields, expected ${ruleTableColumns.length}` });
      continue;
    }
    const value = Object.fromEntries(ruleTableColumns.map((name, index) => [name, fields[index] as string]));
    const candidate: Record<string, unknown> = { fromPath: value.fromPath, toPath: value.toPath };
    for (const name of booleanColumns) {
      const text = value[name] ?? "";
      candidate[name] = text === "true" ? true : text === "false" ? false : text;
    }
    if (value.country) candidate.conditions = { country: value.country };
    const result = schema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = issue.path[0] === "conditions" ? "country" : String(issue.path[0] ?? "(row)");
        problems.push({ file, line, message: `${column}: ${issue.message}` });
      }
      continue;
    }
    rows.push({ line, rule: result.data });
  }
  return { rows, problems };
}
