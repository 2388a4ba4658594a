// The analytics package as the browser loads it on the first e-commerce event: zod without eval first.

export * from "@hushling/analytics";
