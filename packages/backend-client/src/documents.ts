import { type ApiClient, ApiError } from "./api-client.ts";

/** What a read gives: the document, or `{ error: "Find" }` when there is none (docs/product.md#document-operations). */
export type ReadResult<T> = { data: T; error?: undefined } | { data?: undefined; error: "Find" };

const segment = (value: string) => encodeURIComponent(value);
const documentPath = (collection: string, id: string) => `/api/${segment(collection)}/${segment(id)}`;

function writeFailed(cause: unknown): Error {
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new Error(`Error setting document: ${reason}`, { cause });
}

/**
 * The document operations of docs/product.md#document-operations, each over the api's resource for the collection. The api decides who
 * may do what; these calls only carry the caller's credentials and shape the results as the product expects.
 */
export function createDocuments(api: ApiClient) {
  return {
    async read<T>(collection: string, id: string): Promise<ReadResult<T>> {
      try {
        return { data: await api.request<T>("GET", documentPath(collection, id)) };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { error: "Find" };
        throw error;
      }
    },

    async set<T>(collection: string, id: string, payload: object, options: { merge?: boolean } = {}): Promise<T> {
      const query = options.merge ? "?merge=true" : "";
      return api.request<T>("PUT", `${documentPath(collection, id)}${query}`, payload).catch((error) => {
        throw writeFailed(error);
      });
    },

    /** Creates a document and returns its new id. */
    async add(collection: string, payload: object): Promise<string> {
      const created = await api.request<{ id: string }>("POST", `/api/${segment(collection)}`, payload).catch((error) => {
        throw writeFailed(error);
      });
      return created.id;
    },

    async update<T>(collection: string, id: string, partial: object): Promise<T> {
      return api.request<T>("PATCH", documentPath(collection, id), partial).catch((error) => {
        throw writeFailed(error);
      });
    },

    async remove(collection: string, id: string): Promise<void> {
      await api.request("DELETE", documentPath(collection, id));
    },

    /** Deletes every stored file under `{folder}/{id}`, then the document. */
    async removeWithFolder(collection: string, id: string, folder: string): Promise<void> {
      await api.request("DELETE", `${documentPath(collection, id)}?folder=${segment(folder)}`).catch((error) => {
        throw new Error("Error deleting document with storage", { cause: error });
      });
    },
  };
}

export type Documents = ReturnType<typeof createDocuments>;
