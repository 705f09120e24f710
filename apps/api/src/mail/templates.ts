import type { Locale } from "@alentour/domain/locale";
import { escapeMarkup } from "@alentour/domain/markup";
import type { Mail } from "./mailer.ts";

type Content = { subject: string; greeting: string; body: string; action: string; footer: string };

function render(to: string, link: string, content: Content, locale: Locale): Mail {
  const text = `${content.greeting}\n\n${content.body}\n\n${link}\n\n${content.footer}\n\nAlentour`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeMarkup(content.greeting)}</p>
<p>${escapeMarkup(content.body)}</p>
<p><a href="${escapeMarkup(link)}" style="display:inline-block;background:#137a69;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeMarkup(content.action)}</a></p>
<p style="font-size:13px;color:#444">${escapeMarkup(content.footer)}<br><a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>
<p>Alentour</p>
</body></html>`;
  // Every mail with an action button carries a link that acts for its recipient (a password, an address, a request).
  return { to, subject: content.subject, text, html, secretLink: true };
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

/** A message without an action button: acknowledgements and decisions. */
function renderNotice(to: string, locale: Locale, content: { subject: string; paragraphs: string[] }, replyTo?: string): Mail {
  const text = `${content.paragraphs.join("\n\n")}\n\nAlentour`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1a1a1a;line-height:1.5">
${content.paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeMarkup(paragraph)}</p>`).join("\n")}
<p>Alentour</p>
</body></html>`;
  return { to, subject: content.subject, text, html, ...(replyTo && { replyTo }) };
}

const dataRightsTypeLabels: Record<Locale, Record<string, string>> = {
  fr: {
    access: "accès",
    rectification: "rectification",
    limitation: "limitation",
    objection: "opposition",
    erasure: "effacement",
    portability: "portabilité",
  },
  en: {
    access: "access",
    rectification: "rectification",
    limitation: "limitation",
    objection: "objection",
    erasure: "erasure",
    portability: "portability",
  },
};

/** "d'accès", "de rectification": French elides "de" before a vowel. */
const ofType = (type: string) => (/^[aeiouéèêh]/i.test(type) ? `d'${type}` : `de ${type}`);

const longDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

/** What a visitor wrote through the contact page, for the support address; replying answers the visitor. */
export const contactMessageMail = (
  supportAddress: string,
  message: { name: string; email: string; subject: string; message: string; locale: Locale },
) =>
  renderNotice(
    supportAddress,
    "fr",
    {
      subject: `[Contact] ${message.subject}`,
      paragraphs: [`${message.name} <${message.email}> (${message.locale})`, message.message],
    },
    message.email,
  );

export const dataRightsReceivedMail = (
  locale: Locale,
  to: string,
  request: { name: string; type: string; deadlineAt: string; reference: string },
) => {
  const type = dataRightsTypeLabels[locale][request.type] ?? request.type;
  const deadline = longDate(locale, request.deadlineAt);
  return renderNotice(
    to,
    locale,
    locale === "fr"
      ? {
          subject: "Nous avons bien reçu votre demande relative à vos données",
          paragraphs: [
            `Bonjour ${request.name},`,
            `Nous avons bien reçu votre demande ${ofType(type)} (référence ${request.reference}). Nous vous répondrons au plus tard le ${deadline}, soit un mois après sa réception. Si la demande est complexe, ce délai peut être prolongé une fois de deux mois : nous vous le dirions alors, avec la raison.`,
          ],
        }
      : {
          subject: "We have received your request about your data",
          paragraphs: [
            `Hello ${request.name},`,
            `We have received your ${type} request (reference ${request.reference}). We will answer by ${deadline} at the latest, one month after receiving it. If the request is complex, this deadline may be extended once by two months: we would then tell you, with the reason.`,
          ],
        },
  );
};

/** The link that confirms a data-rights request from the address it names; nothing is done before. */
export const dataRightsConfirmMail = (
  locale: Locale,
  to: string,
  request: { name: string; type: string; reference: string; link: string },
) => {
  const type = dataRightsTypeLabels[locale][request.type] ?? request.type;
  return render(
    to,
    request.link,
    locale === "fr"
      ? {
          subject: "Confirmez votre demande relative à vos données",
          greeting: `Bonjour ${request.name},`,
          body: `Une demande ${ofType(type)} (référence ${request.reference}) a été envoyée pour cette adresse e-mail. Pour que nous la traitions, confirmez qu'elle vient de vous. Ce lien est valable 3 jours.`,
          action: "Confirmer ma demande",
          footer: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : rien ne sera fait.",
        }
      : {
          subject: "Confirm your request about your data",
          greeting: `Hello ${request.name},`,
          body: `A request for ${type} (reference ${request.reference}) was sent for this e-mail address. For us to handle it, confirm that it comes from you. This link is valid for 3 days.`,
          action: "Confirm my request",
          footer: "If you did not send this request, ignore this message: nothing will be done.",
        },
    locale,
  );
};

export const dataRightsExtendedMail = (
  locale: Locale,
  to: string,
  request: { name: string; deadlineAt: string; reason: string; reference: string },
) => {
  const deadline = longDate(locale, request.deadlineAt);
  return renderNotice(
    to,
    locale,
    locale === "fr"
      ? {
          subject: "Le délai de réponse à votre demande est prolongé",
          paragraphs: [
            `Bonjour ${request.name},`,
            `Le délai de réponse à votre demande (référence ${request.reference}) est prolongé de deux mois, jusqu'au ${deadline}, pour la raison suivante :`,
            request.reason,
          ],
        }
      : {
          subject: "The deadline to answer your request is extended",
          paragraphs: [
            `Hello ${request.name},`,
            `The deadline to answer your request (reference ${request.reference}) is extended by two months, to ${deadline}, for the following reason:`,
            request.reason,
          ],
        },
  );
};

export const dataRightsDecidedMail = (
  locale: Locale,
  to: string,
  request: { name: string; status: "done" | "refused"; reason: string | null; reference: string; exportJson: string | null },
) => {
  const fr = locale === "fr";
  const paragraphs = [fr ? `Bonjour ${request.name},` : `Hello ${request.name},`];
  if (request.status === "done") {
    paragraphs.push(
      fr
        ? `Votre demande (référence ${request.reference}) a été traitée.`
        : `Your request (reference ${request.reference}) has been handled.`,
    );
    if (request.exportJson)
      paragraphs.push(
        fr
          ? "Vos données sont jointes à ce message, au format JSON (alentour-export.json)."
          : "Your data is attached to this message, as JSON (alentour-export.json).",
      );
  } else {
    paragraphs.push(
      fr
        ? `Nous ne pouvons pas donner suite à votre demande (référence ${request.reference}), pour la raison suivante :`
        : `We cannot act on your request (reference ${request.reference}), for the following reason:`,
      request.reason ?? "",
      fr
        ? "Vous pouvez introduire une réclamation auprès de la CNIL (www.cnil.fr)."
        : "You may lodge a complaint with the CNIL, the French data-protection authority (www.cnil.fr).",
    );
  }
  const mail = renderNotice(to, locale, {
    subject: fr ? "Réponse à votre demande relative à vos données" : "Answer to your request about your data",
    paragraphs,
  });
  return request.exportJson
    ? {
        ...mail,
        attachments: [{ filename: "alentour-export.json", content: request.exportJson, contentType: "application/json" }],
      }
    : mail;
};

/** The support team's answer to a claim request, in the requester's language. */
export const claimDecidedMail = (
  locale: Locale,
  to: string,
  claim: { name: string; activityName: string; status: "approved" | "refused"; reason: string | null; dashboardUrl: string },
) => {
  const fr = locale === "fr";
  const paragraphs = [fr ? `Bonjour ${claim.name},` : `Hello ${claim.name},`];
  if (claim.status === "approved") {
    paragraphs.push(
      fr
        ? `Votre demande de revendication de « ${claim.activityName} » est acceptée : l'activité est désormais à vous. Vous pouvez la modifier depuis « Mes activités » :`
        : `Your request to claim "${claim.activityName}" is approved: the activity is now yours. You can edit it from "My activities":`,
      claim.dashboardUrl,
    );
  } else {
    paragraphs.push(
      fr
        ? `Votre demande de revendication de « ${claim.activityName} » n'a pas été acceptée, pour la raison suivante :`
        : `Your request to claim "${claim.activityName}" was not approved, for the following reason:`,
      claim.reason ?? "",
      fr
        ? "Vous pouvez répondre à l'équipe support depuis la page Contact du site."
        : "You can answer the support team from the site's Contact page.",
    );
  }
  return renderNotice(to, locale, {
    subject: fr ? "Votre demande de revendication d'activité" : "Your activity claim request",
    paragraphs,
  });
};

/** The link that confirms a new e-mail address, sent to that new address. */
export const emailChangeMail = (locale: Locale, to: string, name: string, link: string) =>
  render(
    to,
    link,
    locale === "fr"
      ? {
          subject: "Confirmez votre nouvelle adresse e-mail",
          greeting: `Bonjour ${name},`,
          body: "Vous avez demandé à utiliser cette adresse pour votre compte Alentour. Confirmez-la pour qu'elle remplace l'ancienne. Ce lien est valable 24 heures.",
          action: "Confirmer ma nouvelle adresse",
          footer:
            "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre compte garde son adresse actuelle.",
        }
      : {
          subject: "Confirm your new e-mail address",
          greeting: `Hello ${name},`,
          body: "You asked to use this address for your Alentour account. Confirm it so that it replaces the old one. This link is valid for 24 hours.",
          action: "Confirm my new address",
          footer: "If you did not ask for this, ignore this message: your account keeps its current address.",
        },
    locale,
  );

/** An invitation to a trade show's organising team; its link adds whoever opens it to the team (ADR 065). */
export const tradeShowInvitationMail = (
  locale: Locale,
  to: string,
  invitation: { showName: string; inviter: string; role: "organiser" | "staff"; days: number; link: string },
) =>
  render(
    to,
    invitation.link,
    locale === "fr"
      ? {
          subject: `Invitation à l'équipe du salon ${invitation.showName}`,
          greeting: "Bonjour,",
          body: `${invitation.inviter} vous invite à rejoindre l'équipe du salon « ${invitation.showName} » sur Alentour, en tant que ${
            invitation.role === "organiser" ? "organisateur ou organisatrice" : "membre de l'équipe"
          }. Connectez-vous ou créez un compte avec cette adresse e-mail, puis ouvrez ce lien. Il est valable ${invitation.days} jours et ne sert qu'une fois.`,
          action: "Rejoindre l'équipe",
          footer: "Si vous ne connaissez pas ce salon, ignorez ce message : rien ne sera fait.",
        }
      : {
          subject: `Invitation to the team of ${invitation.showName}`,
          greeting: "Hello,",
          body: `${invitation.inviter} invites you to join the team of the trade show "${invitation.showName}" on Alentour, as ${
            invitation.role === "organiser" ? "an organiser" : "a staff member"
          }. Sign in or create an account with this e-mail address, then open this link. It is valid for ${invitation.days} days and works only once.`,
          action: "Join the team",
          footer: "If you do not know this trade show, ignore this message: nothing will be done.",
        },
    locale,
  );

/** A speaker named with their account's address on a proposed conference (docs/trade-shows.md#conferences). */
export const conferenceSpeakerMail = (
  locale: Locale,
  to: string,
  conference: { name: string; showName: string; date: string; startTime: string; endTime: string; link: string },
) => {
  // The link is the show's public page: nothing secret in it, so the outbox copy is not marked (ADR 050).
  const { secretLink: _secret, ...mail } = render(
    to,
    conference.link,
    locale === "fr"
      ? {
          subject: `Vous intervenez à la conférence « ${conference.name} »`,
          greeting: "Bonjour,",
          body: `Vous êtes annoncé·e comme intervenant·e de la conférence « ${conference.name} » du salon « ${conference.showName} », le ${conference.date} de ${conference.startTime} à ${conference.endTime} (heure du salon). Elle est proposée à l'organisateur, qui l'ajoutera au programme s'il l'accepte.`,
          action: "Voir le salon",
          footer: "Si vous n'êtes pas concerné·e, ignorez ce message.",
        }
      : {
          subject: `You are a speaker at "${conference.name}"`,
          greeting: "Hello,",
          body: `You are named as a speaker of the conference "${conference.name}" at the trade show "${conference.showName}", on ${conference.date} from ${conference.startTime} to ${conference.endTime} (the show's time). It is proposed to the organiser, who adds it to the programme if they accept it.`,
          action: "See the trade show",
          footer: "If this is not about you, ignore this message.",
        },
    locale,
  );
  return mail;
};
/**
 * The organisers' decision on a booth application, in the language the exhibitor applied in
 * (docs/trade-shows.md#exhibitors). A refusal carries its reason.
 */
export const boothDecisionMail = (
  locale: Locale,
  to: string,
  decision: { showName: string; companyName: string; status: "validated" | "refused"; reason: string | null; link: string },
) =>
  renderNotice(
    to,
    locale,
    locale === "fr"
      ? decision.status === "validated"
        ? {
            subject: `Votre stand au salon ${decision.showName} est validé`,
            paragraphs: [
              "Bonjour,",
              `Les organisateurs du salon « ${decision.showName} » ont validé le stand de ${decision.companyName}. Il est désormais visible des visiteurs sur la page du salon.`,
              `Votre console exposant : ${decision.link}`,
            ],
          }
        : {
            subject: `Votre candidature au salon ${decision.showName} est refusée`,
            paragraphs: [
              "Bonjour,",
              `Les organisateurs du salon « ${decision.showName} » ont refusé le stand de ${decision.companyName}, pour la raison suivante :`,
              decision.reason ?? "",
              `Vous pouvez modifier votre stand dans votre console exposant, ce qui renvoie votre candidature : ${decision.link}`,
            ],
          }
      : decision.status === "validated"
        ? {
            subject: `Your booth at ${decision.showName} is validated`,
            paragraphs: [
              "Hello,",
              `The organisers of the trade show "${decision.showName}" have validated the booth of ${decision.companyName}. Visitors now see it on the show's page.`,
              `Your exhibitor console: ${decision.link}`,
            ],
          }
        : {
            subject: `Your application to ${decision.showName} is refused`,
            paragraphs: [
              "Hello,",
              `The organisers of the trade show "${decision.showName}" have refused the booth of ${decision.companyName}, for the following reason:`,
              decision.reason ?? "",
              `You may change your booth in your exhibitor console, which sends your application again: ${decision.link}`,
            ],
          },
  );

/**
 * Messages left unread for a while (docs/messages.md#unread-mail): one mail per conversation and sweep, to the
 * attendee in the language they first wrote in, or to the booth's exhibitor in the language they applied in.
 */
export const messagesUnreadMail = (locale: Locale, to: string, unread: { from: string; count: number; link: string }) =>
  renderNotice(
    to,
    locale,
    locale === "fr"
      ? {
          subject: `${unread.from} vous a écrit sur Alentour`,
          paragraphs: [
            "Bonjour,",
            unread.count > 1
              ? `Vous avez ${unread.count} messages non lus de ${unread.from}.`
              : `Vous avez un message non lu de ${unread.from}.`,
            `Lisez-les et répondez : ${unread.link}`,
          ],
        }
      : {
          subject: `${unread.from} wrote to you on Alentour`,
          paragraphs: [
            "Hello,",
            unread.count > 1
              ? `You have ${unread.count} unread messages from ${unread.from}.`
              : `You have an unread message from ${unread.from}.`,
            `Read and answer them: ${unread.link}`,
          ],
        },
  );
