import { describe, expect, it } from "vitest";
import { emailAddressMaxLength, emailAddressProblem } from "../src/email-address.ts";

describe("one e-mail address per order", () => {
  it("accepts the addresses people have", () => {
    for (const address of [
      "sam@example.com",
      "  sam.rivera+orders@mail.example.co.uk ",
      "o'neil@example.ie",
      "x@a-b.example",
      '"sam rivera"@example.com',
      '"a,b"@example.com',
    ]) {
      expect(emailAddressProblem(address), address).toBeUndefined();
    }
  });

  it("refuses lists, header injections, display names and malformed addresses, each with its reason", () => {
    const cases: Array<[string, ReturnType<typeof emailAddressProblem>]> = [
      ["", "empty"],
      ["   ", "empty"],
      ["a@x.example, b@y.example", "list"],
      ["a@x.example,b@y.example", "list"],
      ["a@x.example;b@y.example", "list"],
      ["c@x.example\r\nBcc: d@x.example", "lineBreak"],
      ["c@x.example\nBcc: d@x.example", "lineBreak"],
      ['"c\r\n"@x.example', "lineBreak"],
      ["not-an-email", "format"],
      ["Sam <sam@example.com>", "format"],
      ["sam@localhost", "format"],
      ["sam@[127.0.0.1]", "format"],
      ["sam..rivera@example.com", "format"],
      [".sam@example.com", "format"],
      ["sam@-example.com", "format"],
      ["sam rivera@example.com", "format"],
      ["sam@example.com (Sam)", "format"],
      [`${"a".repeat(65)}@example.com`, "tooLong"],
      [`a@${"b".repeat(emailAddressMaxLength)}.example`, "tooLong"],
    ];
    for (const [address, problem] of cases) expect(emailAddressProblem(address), JSON.stringify(address)).toBe(problem);
  });
});
