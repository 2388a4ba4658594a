// The Node flags the search service runs with, however it is started (ADR 0045: a 16 MB young generation
// keeps scavenges short, which the overlay's p99 measured). `npm start` runs the search service inside
// the local stack's process, so that process gets them; apps/search's own start script spells them out,
// and scripts/test/search-node-flags.test.ts keeps the two the same.
export const searchNodeFlags = ["--max-semi-space-size=16"];
