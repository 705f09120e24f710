// What Next's Pages Router renders its pages with, in place of React's edge build (ADR 119; put in place by
// pages-renderer-hook.ts). Next asks `react-dom/server.edge` for `renderToReadableStream`, then waits for the whole
// page and reads the stream back into one string. The edge build encodes every small piece of HTML on its own
// (TextEncoder) and passes them through web streams: a fifth to a third of an uncached light page's render. Here
// the page is rendered in one string by React's Node build; the rest of the edge build is kept as it is.
import { createRequire } from "node:module";
import { Writable } from "node:stream";
import type { ReactNode } from "react";

const require = createRequire(import.meta.url);
// The hook leaves this module's own request for the edge build alone.
const edge = require("react-dom/server.edge");
const node = require("react-dom/server.node");

/** What Next reads from the edge build's answer: a stream of bytes, and when everything has been rendered. */
export type RenderedPage = ReadableStream<Uint8Array> & { allReady: Promise<void> };

function whole(html: Uint8Array): RenderedPage {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(html);
      controller.close();
    },
  }) as RenderedPage;
  stream.allReady = Promise.resolve();
  return stream;
}

// React marks a Suspense boundary it gave up on (`<!--$!-->`, then the fallback): the synchronous render could
// not wait for it. Text and attributes are escaped, so the mark only comes from React.
const GAVE_UP_ON_A_BOUNDARY = "<!--$!-->";

/** Like Node's streaming render, which waits for every Suspense boundary, collected in one piece. */
function renderWaitingForEverything(element: ReactNode): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => resolve(whole(Buffer.concat(chunks))));
    const { pipe } = node.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

/**
 * The page in one synchronous render; when a part of it suspends (none of the light pages does on the server
 * today) or it throws, rendered again by the streaming render, which waits for data and reports errors as the
 * edge build did.
 */
export async function renderToReadableStream(element: ReactNode): Promise<RenderedPage> {
  let html: string;
  try {
    html = node.renderToString(element);
  } catch {
    return renderWaitingForEverything(element);
  }
  if (html.includes(GAVE_UP_ON_A_BOUNDARY)) return renderWaitingForEverything(element);
  return whole(Buffer.from(html));
}

export const { renderToString, renderToStaticMarkup, resume, version } = edge;
