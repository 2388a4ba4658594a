import { describe, expect, it } from "vitest";
import { categorySubtree, categoryTrail, topCategories } from "../src/catalog-category-tree.ts";

const tree = [
  { key: "sleep", parent: null, children: ["cribs", "cradles"] },
  { key: "cribs", parent: "sleep", children: [] },
  { key: "cradles", parent: "sleep", children: [] },
  { key: "bouncers", parent: null, children: [] },
];

describe("categoryTrail", () => {
  it("runs from the top of the tree down to the category", () => {
    expect(categoryTrail(tree, "cribs").map((category) => category.key)).toEqual(["sleep", "cribs"]);
    expect(categoryTrail(tree, "bouncers").map((category) => category.key)).toEqual(["bouncers"]);
  });

  it("is empty for an unknown category", () => {
    expect(categoryTrail(tree, "kitchen")).toEqual([]);
  });
});

describe("categorySubtree", () => {
  it("holds the category and everything below it", () => {
    expect([...categorySubtree(tree, "sleep")]).toEqual(["sleep", "cribs", "cradles"]);
    expect([...categorySubtree(tree, "cribs")]).toEqual(["cribs"]);
  });
});

describe("topCategories", () => {
  it("keeps the categories without a parent, in order", () => {
    expect(topCategories(tree).map((category) => category.key)).toEqual(["sleep", "bouncers"]);
  });
});
