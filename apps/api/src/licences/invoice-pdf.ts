import type { LicenceOrder } from "@alentour/domain/licence";
import type { Locale } from "@alentour/domain/locale";
import PDFDocument from "pdfkit";

// The invoice of a licence order, as a PDF (pdfkit, ADR 091), in the reader's language. Its number is the
// order's place in the platform-wide sequence (invoiceLabel).

const labels = {
  en: {
    invoice: "Invoice",
    date: "Date",
    buyer: "Billed to",
    show: "Trade show",
    item: "Business licence (one exhibitor, assigned for good)",
    quantity: "Quantity",
    unit: "Unit price excl. tax",
    subtotal: "Total excl. tax",
    tax: "Tax",
    total: "Total incl. tax",
    paid: "Paid on",
    due: "To pay by bank transfer, quoting the invoice number.",
    card: "To pay by card from the Licences page.",
  },
  fr: {
    invoice: "Facture",
    date: "Date",
    buyer: "Facturé à",
    show: "Salon",
    item: "Licence Business (un exposant, attribuée définitivement)",
    quantity: "Quantité",
    unit: "Prix unitaire HT",
    subtotal: "Total HT",
    tax: "TVA",
    total: "Total TTC",
    paid: "Payée le",
    due: "À régler par virement en indiquant le numéro de facture.",
    card: "À régler par carte depuis la page Licences.",
  },
} as const;

const money = (cents: number, currency: string, locale: Locale) =>
  new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", { style: "currency", currency: currency.toUpperCase() })
    .format(cents / 100)
    // pdfkit's standard fonts lack the narrow no-break space French uses between digits.
    .replace(/[\u202f\u00a0]/g, " ");

export function renderInvoicePdf(
  order: LicenceOrder,
  options: { locale: Locale; seller: string; transferDetails: string | null },
): Promise<Buffer> {
  const text = labels[options.locale];
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `${text.invoice} ${order.invoiceNumber}` } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const day = (iso: string) => iso.slice(0, 10);
  const rate = `${(order.taxRateBasisPoints / 100).toLocaleString(options.locale)} %`;

  doc.fontSize(20).text(`${text.invoice} ${order.invoiceNumber}`);
  doc.moveDown(0.5).fontSize(10).text(options.seller);
  doc.moveDown();
  doc.text(`${text.date}: ${day(order.createdAt)}`);
  doc.text(`${text.buyer}: ${order.buyerEmail}`);
  doc.text(`${text.show}: ${order.showName}`);
  doc.moveDown();
  doc.fontSize(11).text(text.item);
  doc.fontSize(10);
  doc.text(`${text.quantity}: ${order.quantity}`);
  doc.text(`${text.unit}: ${money(order.unitAmountCents, order.currency, options.locale)}`);
  doc.moveDown(0.5);
  doc.text(`${text.subtotal}: ${money(order.amountExclTaxCents, order.currency, options.locale)}`);
  doc.text(`${text.tax} (${rate}): ${money(order.taxCents, order.currency, options.locale)}`);
  doc.fontSize(12).text(`${text.total}: ${money(order.totalCents, order.currency, options.locale)}`);
  doc.moveDown().fontSize(10);
  if (order.status === "paid" && order.paidAt) doc.text(`${text.paid} ${day(order.paidAt)}`);
  else if (order.provider === "manual") {
    doc.text(text.due);
    if (options.transferDetails) doc.text(options.transferDetails);
  } else doc.text(text.card);
  doc.end();
  return done;
}
