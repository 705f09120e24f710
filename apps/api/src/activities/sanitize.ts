import sanitizeHtml from "sanitize-html";

// The rich text of docs/product.md#activity: title, subtitle, paragraphs, emphasis, lists, links and images by URL with alt text.
// Everything else (scripts, styles, event handlers, iframes…) is dropped before it is stored.
const options: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "br", "strong", "em", "ul", "ol", "li", "a", "img", "blockquote"],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } }),
    h1: "h2",
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.alt,
};

/** The description HTML as it may be stored and rendered: only the allowed tags and attributes survive. */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, {
    ...options,
    allowedAttributes: { ...options.allowedAttributes, a: ["href", "title", "rel", "target"] },
  });
}
