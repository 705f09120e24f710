import { config, z } from "zod";

// Every schema of the domain is made with this `z`, so the setting below is in place before any of them parses.
// Zod compiles its object parsers with `new Function` when it may; the pages' Content-Security-Policy forbids
// evaluating code (ADR 054), so in the browser it parses without compiling. Pages that parse nothing in the
// browser (the search page) load no Zod at all.
if ("window" in globalThis) config({ jitless: true });

export { z };
