import { translator } from "@alentour/ui/translator";
import type { Metadata } from "next";
import { Suspense } from "react";
import { localeParam } from "../../../../src/locale.ts";
import { DataRightsConfirm } from "../../../../src/support/data-rights-confirm.tsx";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: translator(await localeParam(params))("dataRights.confirm.title"), robots: { index: false, follow: true } };
}

export default function Page() {
  return (
    <Suspense>
      <DataRightsConfirm />
    </Suspense>
  );
}
