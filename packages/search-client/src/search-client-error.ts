/** The provider SDK's error messages, word for word, so support notes and logs match either client. */
export class SearchClientError extends Error {
  override name = "SearchClientError";
}

export const clientErrors = {
  duplicateIds: () => new SearchClientError("Duplicate ids in request..."),
  notSlider: (key: string) => new SearchClientError(`Filter ${key} is not a slider filter.`),
  notOptions: (key: string) => new SearchClientError(`Filter ${key} is not an option filter.`),
  noProductId: () => new SearchClientError("Cannot send event without product id"),
  unknownProduct: (id: string) => new SearchClientError(`Given ${id} doesn't exists`),
  fetchFailed: () => new SearchClientError("Couldn't fetch data"),
};
