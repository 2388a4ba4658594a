import type { QueryResult } from "@hushling/search-protocol";
import { useId } from "react";
import { Link } from "react-router";

/** Matching categories or content pages, listed above the products; nothing when none matched. */
export function RecordLinks({ heading, result }: { heading: string; result: QueryResult | undefined }) {
  const id = useId();
  if (!result || result.records.length === 0) return null;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className="search-record-list">
        {result.records.map((record) => (
          <li key={record.id}>
            <Link to={record.url}>{record.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
