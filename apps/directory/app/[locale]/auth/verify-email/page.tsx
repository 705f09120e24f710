import { translator } from "@alentour/ui/translator";
import type { Metadata } from "next";
import { Suspense } from "react";
import { VerifyEmailWaiting } from "../../../../src/auth/verify-email-screens.tsx";
import { localeParam } from "../../../../src/locale.ts";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  return { title: translator(await localeParam(params))("auth.verify.waitingTitle"), robots: { index: false, follow: true } };
}

export default function Page() {
  return (
    <Suspense>
      <VerifyEmailWaiting />
    </Suspense>
  );
}
