import { localizePath } from "@alentour/ui/navigation";
import { permanentRedirect } from "next/navigation";
import { localeParam } from "../../src/locale.ts";

export default async function Root({ params }: { params: Promise<{ locale: string }> }) {
  permanentRedirect(localizePath("/place", await localeParam(params)));
}
