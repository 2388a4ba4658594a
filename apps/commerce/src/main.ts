import { runCommerce } from "./run-commerce.ts";

// COMMERCE_PROCESS picks the APIs, the worker or both (the default); see run-commerce.ts.
runCommerce(process.env);
