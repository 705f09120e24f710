import type { BlogArticle, DataRightsType, FaqEntry } from "@alentour/domain/support";
import { type ApiClient, orNull } from "./api-client.ts";

export type ContactForm = { name: string; email: string; subject: string; message: string; website?: string };
export type DataRightsForm = { type: DataRightsType; name: string; email: string; details: string };

/** Customer service (contact, data-rights requests) and the content the support team publishes. */
export function createSupportApi(api: ApiClient) {
  return {
    sendContactMessage: (form: ContactForm) => api.request<{ received: true }>("POST", "/api/contact", form),
    requestDataRights: (form: DataRightsForm) =>
      api.request<{ reference: string; deadlineAt: string; confirmationSent: true }>("POST", "/api/data-rights", form),
    /** The link mailed to the request's address was opened: the request goes to the support team. */
    confirmDataRights: (token: string) =>
      api.request<{ reference: string; type: DataRightsType; deadlineAt: string }>("POST", "/api/data-rights/confirm", { token }),
    faq: () => api.request<FaqEntry[]>("GET", "/api/faq"),
    articles: (page: number, size?: number) =>
      api.request<{ total: number; items: BlogArticle[] }>(
        "GET",
        `/api/blog?page=${page}${size === undefined ? "" : `&size=${size}`}`,
      ),
    article: (slug: string) => orNull(api.request<BlogArticle>("GET", `/api/blog/${encodeURIComponent(slug)}`)),
  };
}

export type SupportApi = ReturnType<typeof createSupportApi>;
