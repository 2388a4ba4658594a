export * from "./site-actions.ts";
export * from "./site-reducer.ts";
export * from "./site-state.ts";
