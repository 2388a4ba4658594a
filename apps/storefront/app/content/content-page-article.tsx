import { type ProductCardData, ProductGrid } from "../catalog/product-card.tsx";
import { ConsentVideo } from "./consent-video.tsx";
import type { ContentBlock } from "./content-page-schema.ts";
import "./content-page.css";

/** A content page's block, or its products block once the build has turned it into the storefront's cards. */
export type ArticleBlock =
  | ContentBlock
  | { type: "product-cards"; cards: readonly ProductCardData[]; currency: string; locale: string };

/**
 * The words, pictures, videos and product cards of a content page: what the storefront's page shows and
 * what the editor's preview shows, from this one component. A products block without cards shows nothing.
 */
export function ContentPageArticle({ heading, blocks }: { heading: string; blocks: readonly ArticleBlock[] }) {
  let firstImage = true;
  return (
    <article className="content-page">
      <h1>{heading}</h1>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case "heading":
            return <h2 key={key}>{block.text}</h2>;
          case "paragraph":
            return <p key={key}>{block.text}</p>;
          case "list":
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case "image": {
            const eager = firstImage && index < 3;
            firstImage = false;
            return (
              <figure key={key}>
                <img
                  src={block.src}
                  alt={block.alt}
                  width={block.width}
                  height={block.height}
                  loading={eager ? "eager" : "lazy"}
                  decoding="async"
                />
                {block.caption ? <figcaption>{block.caption}</figcaption> : null}
              </figure>
            );
          }
          case "video":
            return <ConsentVideo key={key} provider={block.provider} videoId={block.videoId} title={block.title} />;
          case "products":
            return null;
          case "product-cards":
            return block.cards.length > 0 ? (
              <ProductGrid
                key={key}
                products={block.cards}
                currency={block.currency}
                locale={block.locale}
                headingLevel={2}
              />
            ) : null;
        }
        return null;
      })}
    </article>
  );
}
