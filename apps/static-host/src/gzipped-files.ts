import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const gzipAsync = promisify(gzip);

type Gzipped = { version: string; body: Buffer };

/**
 * Gzipped copies of the files served, made on first request and kept while the file stays the same
 * (its modification time and size), as a CDN keeps compressed copies at the edge. A rebuild replaces the
 * files, so a changed file is compressed again. Least recently used copies go first past `limitBytes`.
 */
export class GzippedFiles {
  readonly #copies = new Map<string, Gzipped>();
  #bytes = 0;

  constructor(readonly limitBytes = 64 * 1024 * 1024) {}

  async get(file: string, modifiedMs: number, size: number): Promise<Buffer> {
    const version = `${modifiedMs}:${size}`;
    const kept = this.#copies.get(file);
    if (kept?.version === version) {
      this.#copies.delete(file);
      this.#copies.set(file, kept);
      return kept.body;
    }
    const body = await gzipAsync(await readFile(file));
    this.#forget(file);
    if (body.length <= this.limitBytes) {
      this.#copies.set(file, { version, body });
      this.#bytes += body.length;
      for (const [oldest] of this.#copies) {
        if (this.#bytes <= this.limitBytes) break;
        this.#forget(oldest);
      }
    }
    return body;
  }

  #forget(file: string): void {
    const copy = this.#copies.get(file);
    if (!copy) return;
    this.#copies.delete(file);
    this.#bytes -= copy.body.length;
  }
}
