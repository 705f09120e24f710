import type { BlogArticleInput, FaqEntryInput } from "@alentour/domain/support";
import type { Kysely } from "kysely";
import { countRows } from "#app/db/count-rows.ts";
import type { Database } from "#app/db/schema.ts";
import { createContent } from "#app/support/content.ts";

/**
 * The starter FAQ: how the product works today, for each audience the FAQ page lists. The trade-show
 * answers say what exists now (dated events in the directory) and that the rest is being built; the support
 * team edits or replaces all of it from the console.
 */
export const starterFaq: FaqEntryInput[] = [
  {
    audience: "visitors",
    position: 0,
    questionFr: "Faut-il un compte pour chercher une activité ?",
    answerFr:
      "Non. Les pages des villes, des catégories, des activités et la recherche sont ouvertes à tous, sans compte et gratuitement. Un compte ne sert qu'à publier ou modifier une activité.",
    questionEn: "Do I need an account to look for an activity?",
    answerEn:
      "No. City, category and activity pages and the search are open to everyone, free and without an account. An account is only needed to publish or edit an activity.",
  },
  {
    audience: "visitors",
    position: 1,
    questionFr: "Comment trouver une activité près de chez moi ?",
    answerFr:
      "Sur la page d'accueil, le bouton « Activités autour de moi » vous emmène vers la ville la plus proche si votre navigateur partage votre position ; sinon choisissez une ville dans la liste. La page Carte (recherche) filtre par catégorie, sous-catégorie, ville, prix, gratuité, dates, moment (aujourd'hui, ce soir, demain, ce week-end, cette semaine, ouvert maintenant), profil de visiteur et lieu (en intérieur ou en plein air).",
    questionEn: "How do I find an activity near me?",
    answerEn:
      "On the home page, the “Activities near me” button takes you to the nearest city if your browser shares your location; otherwise pick a city from the list. The Map (search) page filters by category, sub-category, city, price, free only, dates, when (today, tonight, tomorrow, this weekend, this week, open now), visitor profile and setting (indoors or outdoors).",
  },
  {
    audience: "visitors",
    position: 2,
    questionFr: "Que veulent dire « Ouvert », « Ferme bientôt » et « Fermé » ?",
    answerFr:
      "Le statut est calculé à partir des jours et horaires donnés par le propriétaire, à l'heure locale de l'activité (son fuseau horaire est indiqué sous les horaires). « Ferme bientôt » s'affiche peu avant la fermeture. Un événement daté n'est ouvert qu'entre son premier et son dernier jour. En cas de doute (jour férié, fermeture exceptionnelle), contactez l'activité.",
    questionEn: "What do “Open”, “Closing soon” and “Closed” mean?",
    answerEn:
      "The status is worked out from the days and hours the owner gave, in the activity's local time (its time zone is shown under the hours). “Closing soon” shows shortly before closing time. A dated event is only open between its first and last day. When in doubt (bank holiday, exceptional closure), contact the activity.",
  },
  {
    audience: "visitors",
    position: 3,
    questionFr: "Une information est fausse ou manquante : comment la signaler ?",
    answerFr:
      "Chaque page d'activité a un formulaire « Suggérer une modification ». Votre message arrive à l'équipe support, qui corrige la fiche si besoin. Laissez votre e-mail si vous souhaitez une réponse ; il n'est pas obligatoire.",
    questionEn: "Some information is wrong or missing: how do I report it?",
    answerEn:
      "Every activity page has a “Suggest a modification” form. Your message reaches the support team, who correct the listing if needed. Leave your e-mail if you would like an answer; it is optional.",
  },
  {
    audience: "owners",
    position: 0,
    questionFr: "Combien coûte le référencement de mon activité ?",
    answerFr:
      "Rien. Ajouter, modifier et supprimer votre activité est gratuit. Il vous faut seulement un compte avec une adresse e-mail confirmée au moment de publier.",
    questionEn: "How much does listing my activity cost?",
    answerEn:
      "Nothing. Adding, editing and deleting your activity is free. You only need an account with a confirmed e-mail address when you publish.",
  },
  {
    audience: "owners",
    position: 1,
    questionFr: "Comment ajouter mon activité ?",
    answerFr:
      "Suivez « Référencer mon activité gratuitement » dans le pied de page. L'assistant demande en deux étapes le nom, la catégorie, la sous-catégorie, le tarif (gratuit ou payant), le cadre, les publics visés et l'adresse, que vous placez sur la carte ; puis les jours et horaires (les mêmes chaque jour, différents selon le jour, ou 24 h/24), et éventuellement les dates d'un événement. Votre saisie est gardée sur l'appareil : vous pouvez vous connecter ou créer un compte au moment de publier sans rien perdre.",
    questionEn: "How do I add my activity?",
    answerEn:
      "Follow “List your activity for free” in the footer. In two steps the wizard asks for the name, category, sub-category, pricing (free or paid), setting, who it suits and the address, which you place on the map; then the opening days and hours (the same every day, different per day, or open 24 hours), and the dates of an event if it has some. What you type is kept on your device: you can sign in or create an account when you publish without losing anything.",
  },
  {
    audience: "owners",
    position: 2,
    questionFr: "Comment compléter ou modifier ma fiche ?",
    answerFr:
      "Dans « Mes activités », choisissez « Modifier ». Chaque partie s'enregistre séparément : informations essentielles, description et liste des tarifs, lieu et horaires, bannière, réseaux sociaux et contact. La bannière est une image portrait de 1020 × 2400 px, 3 Mo au plus. Les changements sont visibles sur la page publique dès l'enregistrement.",
    questionEn: "How do I complete or change my listing?",
    answerEn:
      "In “My activities”, choose “Modify”. Each part saves on its own: essential information, description and price list, place and hours, banner, social networks and contact. The banner is a portrait image of 1020 × 2400 px, 3 MB at most. Changes show on the public page as soon as they are saved.",
  },
  {
    audience: "owners",
    position: 3,
    questionFr: "Mon activité est déjà dans l'annuaire : comment en prendre la gestion ?",
    answerFr:
      "Ouvrez sa page et utilisez « C'est votre activité ? ». Si l'adresse e-mail confirmée de votre compte est celle du contact de la fiche, l'activité vous est attribuée tout de suite. Sinon, expliquez votre lien avec l'activité à l'équipe support, qui vérifie et vous répond par e-mail.",
    questionEn: "My activity is already in the directory: how do I take it over?",
    answerEn:
      "Open its page and use “Is this your activity?”. If your account's confirmed e-mail address is the listing's contact address, the activity becomes yours at once. Otherwise, explain your link with the activity to the support team, who check and answer you by e-mail.",
  },
  {
    audience: "owners",
    position: 4,
    questionFr: "Comment retirer mon activité ou supprimer mon compte ?",
    answerFr:
      "Dans « Mes activités », « Supprimer » retire l'activité de l'annuaire après confirmation. Depuis « Mon profil », vous pouvez aussi supprimer votre compte. Pour toute autre demande sur vos données (accès, rectification, portabilité…), utilisez le formulaire « Exercer mes droits » : la réponse arrive sous un mois.",
    questionEn: "How do I remove my activity or delete my account?",
    answerEn:
      "In “My activities”, “Delete” removes the activity from the directory after a confirmation. From “My profile” you can also delete your account. For any other request about your data (access, rectification, portability…), use the “Exercise my data rights” form: the answer comes within one month.",
  },
  {
    audience: "organisers",
    position: 0,
    questionFr: "J'organise un salon ou une foire : puis-je le publier ?",
    answerFr:
      "Oui. Ajoutez-le comme une activité dans la catégorie « Salons et Foires », cochez « Événement daté » et indiquez le premier et le dernier jour avec les horaires d'ouverture. Il apparaît alors dans la recherche, avec les filtres de dates, et sa page indique s'il est à venir, en cours ou terminé.",
    questionEn: "I organise a trade show or a fair: can I list it?",
    answerEn:
      "Yes. Add it as an activity in the “Trade Shows and Fairs” category, tick “Dated event” and give its first and last day with the opening hours. It then shows in the search, with the date filters, and its page says whether it is upcoming, ongoing or finished.",
  },
  {
    audience: "organisers",
    position: 1,
    questionFr: "Où sont la plateforme de salons virtuels et l'espace organisateur ?",
    answerFr:
      "Ils sont en cours de construction : gestion des exposants et des halls, programme de conférences, participants, statistiques et licences n'ont pas encore ouvert. D'ici là, publiez votre événement dans l'annuaire comme indiqué ci-dessus, et écrivez au service client si vous souhaitez être prévenu de l'ouverture.",
    questionEn: "Where are the virtual trade-show platform and the organiser area?",
    answerEn:
      "They are being built: managing exhibitors and halls, the conference programme, attendees, statistics and licences have not opened yet. Until then, list your event in the directory as described above, and write to customer service if you would like to hear when they open.",
  },
  {
    audience: "exhibitors",
    position: 0,
    questionFr: "Je suis exposant : puis-je créer mon stand ?",
    answerFr:
      "Pas encore : les stands virtuels (style, couleur, avatar, hall) font partie de la plateforme de salons en construction. Vous pouvez dès maintenant référencer gratuitement votre propre activité dans l'annuaire, et voir l'organisateur de votre salon pour votre participation sur place.",
    questionEn: "I am an exhibitor: can I set up my booth?",
    answerEn:
      "Not yet: virtual booths (style, colour, avatar, hall) are part of the trade-show platform being built. You can already list your own activity in the directory for free, and see your show's organiser about taking part on site.",
  },
  {
    audience: "attendees",
    position: 0,
    questionFr: "Comment trouver les salons et foires à venir ?",
    answerFr:
      "Sur la page Carte, choisissez la catégorie « Salons et Foires », une ville, et un moment (ce week-end, cette semaine…) ou des dates. La page de chaque événement donne ses dates, ses horaires, son adresse et son contact.",
    questionEn: "How do I find upcoming trade shows and fairs?",
    answerEn:
      "On the Map page, choose the “Trade Shows and Fairs” category, a city, and a time (this weekend, this week…) or dates. Each event's page gives its dates, hours, address and contact.",
  },
  {
    audience: "attendees",
    position: 1,
    questionFr: "Pourrai-je visiter un salon virtuel depuis mon téléphone ?",
    answerFr:
      "Non : les salons virtuels, quand ils ouvriront, demanderont un ordinateur. Les pages de l'annuaire, elles, fonctionnent sur téléphone comme sur ordinateur. Les cartes de visite et la messagerie entre participants font aussi partie de ce qui est en construction.",
    questionEn: "Will I be able to visit a virtual trade show from my phone?",
    answerEn:
      "No: virtual trade shows, once they open, will need a computer. The directory's pages work on phones as well as computers. Business cards and messages between attendees are also part of what is being built.",
  },
  {
    audience: "speakers",
    position: 0,
    questionFr: "Je donne une conférence : comment figurer au programme ?",
    answerFr:
      "Les programmes de conférences en ligne (proposition, acceptation par l'organisateur, direct et rediffusion) ne sont pas encore ouverts. Pour une intervention sur place, voyez directement l'organisateur : ses coordonnées sont sur la page de l'événement.",
    questionEn: "I am giving a talk: how do I get on the programme?",
    answerEn:
      "Online conference programmes (proposals, acceptance by the organiser, live stream and replay) have not opened yet. For a talk on site, see the organiser directly: their contact details are on the event's page.",
  },
];

/** Two demo articles, in both languages, published: the blog's index and "all articles" view have something to show. */
export const demoArticles: BlogArticleInput[] = [
  {
    slug: "bien-referencer-son-activite",
    titleFr: "Cinq conseils pour une fiche d'activité complète",
    titleEn: "Five tips for a complete activity listing",
    summaryFr: "Horaires exacts, tarifs, bannière, contact : ce que les visiteurs regardent avant de se déplacer.",
    summaryEn: "Exact hours, prices, a banner, a contact: what visitors look at before they set off.",
    bodyFr: `<p>Une fiche complète rassure les visiteurs et leur évite un déplacement inutile. Voici ce qui compte le plus.</p>
<h2>1. Des horaires justes</h2>
<p>Le statut « Ouvert », « Ferme bientôt » ou « Fermé » est calculé à partir de vos horaires. Si vous fermez après minuit, indiquez-le tel quel (par exemple 22:00 – 02:00) : la soirée est comptée jusqu'à la fermeture.</p>
<h2>2. Les tarifs</h2>
<p>Dites si l'activité est gratuite ou payante, puis ajoutez votre liste de tarifs dans « Description et tarifs ».</p>
<h2>3. Une description utile</h2>
<p>Ce qu'on y fait, pour qui, combien de temps prévoir, ce qu'il faut apporter.</p>
<h2>4. Une bannière</h2>
<p>Une image portrait de 1020 × 2400 px, 3 Mo au plus, qui montre le lieu ou l'activité.</p>
<h2>5. Un contact</h2>
<p>Un téléphone, un e-mail ou un site : c'est aussi l'adresse de contact qui permet de revendiquer une fiche déjà présente dans l'annuaire.</p>`,
    bodyEn: `<p>A complete listing reassures visitors and saves them a wasted trip. Here is what matters most.</p>
<h2>1. Exact hours</h2>
<p>The “Open”, “Closing soon” or “Closed” status is worked out from your hours. If you close after midnight, enter it as it is (for example 22:00 – 02:00): the evening counts until closing time.</p>
<h2>2. Prices</h2>
<p>Say whether the activity is free or paid, then add your price list under “Description and prices”.</p>
<h2>3. A useful description</h2>
<p>What people do there, who it suits, how long to plan for, what to bring.</p>
<h2>4. A banner</h2>
<p>A portrait image of 1020 × 2400 px, 3 MB at most, showing the place or the activity.</p>
<h2>5. A contact</h2>
<p>A phone number, an e-mail or a website: the contact address is also what lets an owner claim a listing already in the directory.</p>`,
    published: true,
  },
  {
    slug: "idees-de-sorties-en-famille",
    titleFr: "Trouver une sortie en famille ce week-end",
    titleEn: "Finding a family outing this weekend",
    summaryFr:
      "Profil « En famille », filtre « Ce week-end », activités en intérieur pour les jours de pluie : la recherche pas à pas.",
    summaryEn: "The “Family” profile, the “This weekend” filter, indoor activities for rainy days: the search step by step.",
    bodyFr: `<p>Quelques filtres suffisent pour passer de « qu'est-ce qu'on fait ? » à une sortie.</p>
<h2>Partir de sa ville</h2>
<p>Chaque page de ville a une section « En famille ». Le bouton « Activités autour de moi » de la page d'accueil vous y emmène si votre navigateur partage votre position.</p>
<h2>Affiner sur la carte</h2>
<p>Sur la page Carte, cochez le profil « En famille », choisissez « Ce week-end », et si le temps s'annonce mauvais, le lieu « En intérieur ». Le filtre « Gratuit uniquement » garde les sorties sans frais.</p>
<h2>Vérifier avant de partir</h2>
<p>La page de l'activité donne ses horaires, son statut d'ouverture en direct et son contact. Une information vous semble fausse ? Le formulaire « Suggérer une modification » prévient notre équipe.</p>`,
    bodyEn: `<p>A few filters are enough to get from “what shall we do?” to an outing.</p>
<h2>Start from your city</h2>
<p>Every city page has a “Family” section. The home page's “Activities near me” button takes you there if your browser shares your location.</p>
<h2>Narrow it down on the map</h2>
<p>On the Map page, tick the “Family” profile, choose “This weekend”, and if the weather looks bad, the “Indoors” setting. The “Free only” filter keeps the outings that cost nothing.</p>
<h2>Check before you go</h2>
<p>The activity's page gives its hours, its live opening status and its contact. Something looks wrong? The “Suggest a modification” form tells our team.</p>`,
    published: true,
  },
];

/**
 * Fills an empty FAQ with the starter entries and an empty blog with the demo articles; leaves either alone once
 * it holds anything, so what the support team wrote is never touched.
 */
export async function seedSupportContent(
  db: Kysely<Database>,
  options: { now: Date; faq?: boolean; blog?: boolean },
): Promise<{ faq: number; articles: number }> {
  const content = createContent(db, () => options.now);
  let faq = 0;
  let articles = 0;
  if ((options.faq ?? true) && (await countRows(db.selectFrom("faq_entries"))) === 0) {
    for (const entry of starterFaq) await content.createFaq(entry);
    faq = starterFaq.length;
  }
  if ((options.blog ?? true) && (await countRows(db.selectFrom("blog_articles"))) === 0) {
    for (const article of demoArticles) await content.createArticle(article);
    articles = demoArticles.length;
  }
  return { faq, articles };
}
