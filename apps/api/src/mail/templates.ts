import type { Locale } from "@alentour/domain/locale";
import type { Mail } from "./mailer.ts";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

type Content = { subject: string; greeting: string; body: string; action: string; footer: string };

function render(to: string, link: string, content: Content, locale: Locale): Mail {
  const text = `${content.greeting}\n\n${content.body}\n\n${link}\n\n${content.footer}\n\nAlentour`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#137a69;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(content.footer)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>Alentour</p>
</body></html>`;
  return { to, subject: content.subject, text, html };
}

// Mail texts live with the api that sends them, in both languages, like the UI catalogues.
const verification: Record<Locale, (name: string) => Content> = {
  fr: (name) => ({
    subject: "Confirmez votre adresse e-mail",
    greeting: `Bonjour ${name},`,
    body: "Bienvenue sur Alentour ! Pour activer votre compte, confirmez votre adresse e-mail. Ce lien est valable 24 heures.",
    action: "Confirmer mon adresse e-mail",
    footer: "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
  }),
  en: (name) => ({
    subject: "Confirm your e-mail address",
    greeting: `Hello ${name},`,
    body: "Welcome to Alentour! To activate your account, please confirm your e-mail address. This link is valid for 24 hours.",
    action: "Confirm my e-mail address",
    footer: "If you did not sign up, you can ignore this message.",
  }),
};

const reset: Record<Locale, (name: string) => Content> = {
  fr: (name) => ({
    subject: "Réinitialisez votre mot de passe",
    greeting: `Bonjour ${name},`,
    body: "Vous avez demandé à changer votre mot de passe. Ce lien est valable 1 heure et ne sert qu'une fois.",
    action: "Choisir un nouveau mot de passe",
    footer: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  }),
  en: (name) => ({
    subject: "Reset your password",
    greeting: `Hello ${name},`,
    body: "You asked to change your password. This link is valid for 1 hour and works only once.",
    action: "Choose a new password",
    footer: "If you did not ask for this, ignore this message: your password stays the same.",
  }),
};

export const verificationMail = (locale: Locale, to: string, name: string, link: string) =>
  render(to, link, verification[locale](name), locale);

export const resetPasswordMail = (locale: Locale, to: string, name: string, link: string) =>
  render(to, link, reset[locale](name), locale);
