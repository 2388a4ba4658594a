import { appendFileSync } from "node:fs";

/**
 * Where `npm start` sends the redirect server's JSON log lines: all of them to `file` (the format
 * `links stats` reads), and to the terminal only what is not a request (reloads and their failures),
 * so one request per click does not bury the start output.
 */
export function linksLogSink(file: string, print: (line: string) => void): (line: string) => void {
  return (line) => {
    appendFileSync(file, `${line}\n`);
    if (!line.includes('"event":"request"')) print(`[links] ${line}`);
  };
}
