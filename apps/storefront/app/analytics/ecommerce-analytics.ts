// The analytics package as the browser loads it on the first e-commerce event: zod without eval first.
import "../site/zod-without-eval.ts";

export * from "@hushling/analytics";
