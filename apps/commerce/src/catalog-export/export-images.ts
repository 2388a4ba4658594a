import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type CatalogImage, catalogImageSchema, catalogSlug } from "@hushling/catalog";
import { CatalogExportFailure, fetchRead, type ShopAsset } from "./shop-catalog-query.ts";

const extensionOfType: Record<string, string> = {
  "image/svg+xml": "svg",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/gif": "gif",
};

/**
 * The export's name for an asset file: its name as a slug, the first 10 hex digits of the SHA-256
 * of its bytes, its type's extension (`images/baby-crib-natural-birch.3f9a0c2b1d.svg`). A changed
 * picture gets a new name, so hosts may cache every image forever.
 */
export function hashedImageFile(asset: Pick<ShopAsset, "name" | "mimeType">, bytes: Uint8Array): string {
  const extension = extensionOfType[asset.mimeType];
  if (!extension) throw new CatalogExportFailure(`asset "${asset.name}": ${asset.mimeType} is not a web image type`);
  const stem = catalogSlug(asset.name.replace(/\.[^.]+$/, "")) || "image";
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 10);
  return `images/${stem}.${hash}.${extension}`;
}

/** Width and height of an SVG from its attributes, else its viewBox; Vendure records none for SVGs. */
export function svgSize(svg: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0] ?? "";
  const number = (name: string) => Number(new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1] ?? Number.NaN);
  const viewBox = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const width = number("width") || Number(viewBox?.[1]);
  const height = number("height") || Number(viewBox?.[2]);
  return width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined;
}

/**
 * Saves assets into `{exportDir}/images/` as content-hashed files, each downloaded once however many
 * storefronts and languages show it.
 */
export function exportImageSaver(exportDir: string): (asset: ShopAsset) => Promise<CatalogImage> {
  const saved = new Map<string, Promise<CatalogImage>>();
  const save = async (asset: ShopAsset): Promise<CatalogImage> => {
    let response: Response;
    try {
      response = await fetchRead(asset.source);
    } catch (error) {
      throw new CatalogExportFailure(
        `Cannot download asset "${asset.name}" from ${asset.source}: ${(error as Error).message}`,
      );
    }
    if (!response.ok)
      throw new CatalogExportFailure(`Asset "${asset.name}": ${asset.source} answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const file = hashedImageFile(asset, bytes);
    const size =
      asset.width > 0 && asset.height > 0
        ? { width: asset.width, height: asset.height }
        : asset.mimeType === "image/svg+xml"
          ? svgSize(new TextDecoder().decode(bytes))
          : undefined;
    if (!size) throw new CatalogExportFailure(`Asset "${asset.name}" (${asset.source}) has no width and height`);
    const target = path.join(exportDir, file);
    if (!existsSync(target)) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    }
    return catalogImageSchema.parse({ file, ...size });
  };
  return (asset) => {
    let pending = saved.get(asset.source);
    if (!pending) {
      pending = save(asset);
      saved.set(asset.source, pending);
    }
    return pending;
  };
}

/**
 * Deletes image files that no export file in `exportDir` names any more (a picture replaced in
 * commerce leaves its old hashed file behind). Returns how many went.
 */
export async function pruneUnreferencedImages(exportDir: string): Promise<number> {
  const imagesDir = path.join(exportDir, "images");
  if (!existsSync(imagesDir)) return 0;
  const referenced = new Set<string>();
  for (const entry of await readdir(exportDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
    const text = await readFile(path.join(entry.parentPath, entry.name), "utf8");
    for (const match of text.matchAll(/"images\/([^"]+)"/g)) referenced.add(match[1] ?? "");
  }
  let removed = 0;
  for (const name of await readdir(imagesDir)) {
    if (referenced.has(name)) continue;
    await rm(path.join(imagesDir, name), { force: true });
    removed += 1;
  }
  return removed;
}
