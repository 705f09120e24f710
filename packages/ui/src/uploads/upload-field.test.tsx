import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AlentourProvider } from "../alentour-provider.tsx";
import { catalogues } from "../i18n/catalogues.ts";
import { UploadField, type UploadFieldProps } from "./upload-field.tsx";

afterEach(cleanup);

function renderField(locale: "fr" | "en", props: Pick<UploadFieldProps, "purpose" | "label">) {
  render(
    <AlentourProvider locale={locale} messages={catalogues[locale]}>
      <UploadField {...props} target="atelier" onUploaded={() => {}} />
    </AlentourProvider>,
  );
}

const file = (bytes: number) => new File([new Uint8Array(bytes)], "banner.png", { type: "image/png" });

describe("UploadField", () => {
  it("labels its file input and states the banner's expected size, in each language", () => {
    renderField("en", { purpose: "activity-banner", label: "Banner image" });
    const input = screen.getByLabelText("Banner image");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("accept")).toBe("image/jpeg,image/png,image/webp,image/avif");
    const hint = screen.getByText("1020 × 2400 px, 3 MB max");
    expect(input.getAttribute("aria-describedby")).toBe(hint.id);
    cleanup();
    renderField("fr", { purpose: "activity-banner", label: "Image de bannière" });
    // French typography: no-break spaces, so the size never wraps apart from its unit.
    expect(screen.getByText("1020 × 2400 px, 3 Mo max").textContent).toBe("1020\u00a0×\u00a02400\u00a0px, 3\u00a0Mo max");
  });

  it("states the 2 MB of any other image for a profile picture", () => {
    renderField("en", { purpose: "user-picture", label: "Profile picture" });
    expect(screen.getByText("JPEG, PNG, WebP or AVIF, 2 MB max")).toBeTruthy();
  });

  it("refuses a file over the limit before sending anything, with the catalogue's message tied to the input", () => {
    renderField("fr", { purpose: "activity-banner", label: "Image de bannière" });
    const input = screen.getByLabelText("Image de bannière");
    fireEvent.change(input, { target: { files: [file(3 * 1024 * 1024 + 1)] } });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Le fichier ne doit pas dépasser 3 Mo.");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
