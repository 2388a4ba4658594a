// `npm run links:csv -- export <file> [linksDir]` writes the flat SPEC 3 rule table as CSV;
// `npm run links:csv -- import <file> [linksDir]` validates it and rewrites the link files it names, or
// writes nothing and exits 1 with file:line messages when any row is bad.
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { defaultLinksDir, exportRuleTableCsv, importRuleTableCsv, startDir } from "./index.ts";

const [command, file, linksDir] = process.argv.slice(2);
if ((command !== "export" && command !== "import") || !file) {
  console.error("usage: npm run links:csv -- export|import <file.csv> [linksDir]");
  process.exit(2);
}
const csvFile = path.resolve(startDir(), file);
const dir = linksDir ? path.resolve(startDir(), linksDir) : defaultLinksDir;
try {
  if (command === "export") {
    const csv = await exportRuleTableCsv(dir);
    await writeFile(csvFile, csv);
    console.log(`links:csv: ${csv.trim().split("\n").length - 1} rules written to ${file}`);
  } else {
    const result = await importRuleTableCsv(csvFile, dir);
    console.log(
      `links:csv: ${result.written.length} link file(s) written, ${result.unchanged} unchanged` +
        (result.written.length ? ` (${result.written.join(", ")})` : ""),
    );
    if (result.notInTable.length > 0) {
      console.warn(`links:csv: not in ${file}, left as they are: ${result.notInTable.join(", ")}`);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
