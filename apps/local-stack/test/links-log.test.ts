import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { accessLogLine } from "@hushling/links-server";
import { describe, expect, it } from "vitest";
import { linksLogSink } from "../src/links-log.ts";

describe("npm start's redirect-server log", () => {
  it("writes every line to the file and prints only what is not a request", () => {
    const file = join(mkdtempSync(join(tmpdir(), "hushling-links-log-")), "links-access.log");
    const printed: string[] = [];
    const sink = linksLogSink(file, (line) => printed.push(line));
    const request = accessLogLine(
      "GET",
      "/redirects/baby-crib/?country=se",
      { status: 301, kind: "redirect", country: "se", headers: { Location: "http://se.localhost:8080/" }, body: "" },
      process.hrtime.bigint(),
    );
    const reload = JSON.stringify({ time: "2026-11-28T14:00:00.000Z", event: "links-reloaded", links: 51 });
    sink(request);
    sink(request);
    sink(reload);
    expect(readFileSync(file, "utf8").trimEnd().split("\n")).toEqual([request, request, reload]);
    expect(printed).toEqual([`[links] ${reload}`]);
  });
});
