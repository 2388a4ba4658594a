import type { RecommendationList, StaticContent } from "@hushling/search-client";
import { startTransition, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useSiteData } from "../site/routing/site-data.ts";
import { RecordPriceLabel } from "./record-price-label.tsx";
import { ContentPicture, isStorefrontPath } from "./search-banners.tsx";
import { quietly, searchClient } from "./search-session.ts";
import "./search.css";

/** Content pictures and links are followed only on this storefront, as banners are. */
const isOnStorefront = (content: StaticContent) => isStorefrontPath(content.url) && isStorefrontPath(content.image);

/** Every spot asks the service once; shown spots send view_recs_list, a click select_recs_list. */
export default function RecommendationSpots({
  spots,
  sourceIds,
}: {
  spots: readonly string[];
  sourceIds: readonly string[];
}) {
  const site = useSiteData();
  const [lists, setLists] = useState<RecommendationList[]>([]);
  const spotKey = spots.join(",");
  const sourceKey = sourceIds.join(",");

  // biome-ignore lint/correctness/useExhaustiveDependencies: the spot and source lists, as strings, are the inputs
  useEffect(() => {
    let current = true;
    const client = searchClient(site.language);
    // The requests in a task of their own and the spots drawn as a transition: this code appears with
    // the site runtime, whose start-up takes the same task otherwise, and a page's spots hold many cards.
    const asking = setTimeout(() => {
      Promise.all(spots.map((spot) => client.recommendation(spot, [...sourceIds]).catch(() => undefined))).then(
        (found) => {
          if (!current) return;
          const shown = found.filter(
            (list): list is RecommendationList =>
              !!list && (list.records.length > 0 || list.staticContent.some(isOnStorefront)),
          );
          startTransition(() => setLists(shown));
          for (const list of shown) quietly(client.trackRecommendationView(list));
        },
      );
    }, 0);
    return () => {
      current = false;
      clearTimeout(asking);
    };
  }, [spotKey, sourceKey, site.language]);

  return lists.map((list) => <Spot key={list.metadata.recsKey} list={list} />);
}

function Spot({ list }: { list: RecommendationList }) {
  const id = useId();
  return (
    <section className="recommendations" aria-labelledby={id} data-recs-key={list.metadata.recsKey}>
      <h2 id={id}>{list.metadata.title}</h2>
      {list.staticContent.length > 0 ? <ContentList list={list} /> : <ProductList list={list} />}
    </section>
  );
}

/** A STATIC_CONTENT spot: its hand-picked pictures, each linking to its page on this storefront. */
function ContentList({ list }: { list: RecommendationList }) {
  const site = useSiteData();
  return (
    <ul className="recommendation-content">
      {list.staticContent.filter(isOnStorefront).map((content) => (
        <li key={`${content.url} ${content.image}`}>
          <Link
            to={content.url}
            onClick={() => quietly(searchClient(site.language).trackStaticContentClick(list, content))}
          >
            <ContentPicture src={content.image} alt={content.alt} lazy />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function ProductList({ list }: { list: RecommendationList }) {
  const site = useSiteData();
  return (
    <ul className="recommendation-list">
      {list.records.map((record) => (
        <li key={record.id}>
          {record.image.startsWith("/") ? (
            <img src={record.image} alt="" width={160} height={160} loading="lazy" decoding="async" />
          ) : null}
          <Link
            to={record.url}
            onClick={() => quietly(searchClient(site.language).trackRecommendationClick(list, record.id))}
          >
            {record.name}
          </Link>
          <RecordPriceLabel record={record} className="recommendation-price" />
        </li>
      ))}
    </ul>
  );
}
