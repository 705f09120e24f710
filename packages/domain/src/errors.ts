import type { Locale } from "./locale.ts";

// The English texts docs/product.md quotes are kept verbatim, quirks included.
export const errorCatalogue = {
  // Generic API errors.
  "request/invalid": { status: 400, en: "The request is invalid.", fr: "La requête est invalide." },
  "request/validation-failed": {
    status: 400,
    en: "Some fields are invalid.",
    fr: "Certains champs sont invalides.",
  },
  "request/nul-character": {
    status: 400,
    en: "The request holds a NUL character, which is never accepted.",
    fr: "La requête contient un caractère NUL, qui n'est jamais accepté.",
  },
  "request/origin-rejected": {
    status: 403,
    en: "This request comes from an origin that is not allowed.",
    fr: "Cette requête provient d'une origine non autorisée.",
  },
  "request/payload-too-large": {
    status: 413,
    en: "The request is too large.",
    fr: "La requête est trop volumineuse.",
  },
  "request/too-many": {
    status: 429,
    en: "Too many attempts. Please try again in {minutes} minutes.",
    fr: "Trop de tentatives. Veuillez réessayer dans {minutes} minutes.",
  },
  "resource/not-found": {
    status: 404,
    en: "The requested item does not exist.",
    fr: "L'élément demandé n'existe pas.",
  },
  "server/internal": {
    status: 500,
    en: "Something went wrong on our side. Please try again.",
    fr: "Un problème est survenu de notre côté. Veuillez réessayer.",
  },
  "server/unavailable": {
    status: 503,
    en: "The service is temporarily unavailable. Please try again later.",
    fr: "Le service est momentanément indisponible. Veuillez réessayer plus tard.",
  },

  // Form fields; these carry the generic zod failures (see fieldErrorFromIssue).
  "field/required": { status: 422, en: "This field is required.", fr: "Ce champ est obligatoire." },
  "field/too-short": {
    status: 422,
    en: "Please enter at least {min} characters.",
    fr: "Veuillez saisir au moins {min} caractères.",
  },
  "field/too-long": {
    status: 422,
    en: "Please enter at most {max} characters.",
    fr: "Veuillez saisir au plus {max} caractères.",
  },
  "field/invalid": { status: 422, en: "This value is invalid.", fr: "Cette valeur n'est pas valide." },
  "field/invisible-only": {
    status: 422,
    en: "This field holds only invisible characters. Please type visible text.",
    fr: "Ce champ ne contient que des caractères invisibles. Veuillez saisir un texte visible.",
  },
  "address/unknown-country": {
    status: 422,
    en: "Please choose a country from the list.",
    fr: "Veuillez choisir un pays dans la liste.",
  },
  "address/unknown-city": {
    status: 422,
    en: "We know no city of this name near the pin. Pick a suggestion of the address field, or move the pin onto the place.",
    fr: "Nous ne connaissons pas de ville de ce nom près de l'épingle. Choisissez une suggestion du champ d'adresse, ou placez l'épingle sur le lieu.",
  },
  "email/invalid": {
    status: 422,
    en: "Please enter a valid e-mail address.",
    fr: "Veuillez saisir une adresse e-mail valide.",
  },
  "phone/invalid": {
    status: 422,
    en: "A phone number must be valid",
    fr: "Un numéro de téléphone doit être valide",
  },
  "url/invalid": {
    status: 422,
    en: "Please enter a valid web address starting with http:// or https://.",
    fr: "Veuillez saisir une adresse web valide commençant par http:// ou https://.",
  },
  "url/wrong-host": {
    status: 422,
    en: "A website address must start with {host}",
    fr: "Une adresse de site web doit commencer par {host}",
  },
  "schedule/end-before-start": {
    status: 422,
    en: "The end must be after the start.",
    fr: "La fin doit être postérieure au début.",
  },
  "legal/acceptance-required": {
    status: 422,
    en: "You must accept the terms and conditions to continue.",
    fr: "Vous devez accepter les conditions générales pour continuer.",
  },

  // Accounts.
  "auth/unauthenticated": { status: 401, en: "You must be signed in.", fr: "Vous devez vous connecter." },
  "auth/forbidden": {
    status: 403,
    en: "You are not allowed to do this.",
    fr: "Vous n'avez pas l'autorisation d'effectuer cette action.",
  },
  // The spec gives login failures distinct messages, so an unknown e-mail is told apart from a wrong password.
  "auth/user-not-found": {
    status: 404,
    en: "No user associated with this email address",
    fr: "Aucun utilisateur n'est associé à cette adresse e-mail",
  },
  "auth/email-not-verified": {
    status: 403,
    en: "Please confirm your e-mail address first: open the link we sent you.",
    fr: "Confirmez d'abord votre adresse e-mail : ouvrez le lien que nous vous avons envoyé.",
  },
  "auth/wrong-password": { status: 401, en: "Wrong password", fr: "Mot de passe incorrect" },
  "auth/email-already-in-use": {
    status: 409,
    en: "A user is already associated with this email address",
    fr: "Un utilisateur est déjà associé à cette adresse e-mail",
  },
  "auth/weak-password": {
    status: 422,
    en: "Your password is not strong enough",
    fr: "Votre mot de passe n'est pas assez robuste",
  },
  "auth/password-too-short": {
    status: 422,
    en: "Your password must contain at least {min} characters.",
    fr: "Votre mot de passe doit contenir au moins {min} caractères.",
  },
  "auth/password-too-long": {
    status: 422,
    en: "Your password must contain at most {max} characters.",
    fr: "Votre mot de passe doit contenir au plus {max} caractères.",
  },
  "auth/passwords-mismatch": {
    status: 422,
    en: "The two passwords do not match.",
    fr: "Les deux mots de passe ne correspondent pas.",
  },
  "auth/verification-link-expired": { status: 410, en: "The link has expired", fr: "Le lien a expiré" },
  "auth/verification-link-invalid": {
    status: 400,
    en: "The link is no longer valid",
    fr: "Le lien n'est plus valide",
  },
  "auth/reset-link-expired": {
    status: 410,
    en: "Password reset link expired",
    fr: "Le lien de réinitialisation du mot de passe a expiré",
  },
  "auth/reset-link-invalid": {
    status: 400,
    en: "Password edit link invalid",
    fr: "Le lien de modification du mot de passe n'est pas valide",
  },

  // Documents and files.
  // "Find" is the error value of the legacy read result, kept for callers that compare it;
  // resource/not-found is the message meant for people.
  "document/not-found": { status: 404, en: "Find", fr: "Introuvable" },
  "document/write-failed": {
    status: 500,
    en: "Error setting document: {cause}",
    fr: "Erreur lors de l'enregistrement du document : {cause}",
  },
  "document/delete-with-storage-failed": {
    status: 500,
    en: "Error deleting document with storage",
    fr: "Erreur lors de la suppression du document et de ses fichiers",
  },
  // Only logged, never shown: the document deletion goes on.
  "storage/delete-failed": {
    status: 500,
    en: "Error deleting files from storage",
    fr: "Erreur lors de la suppression des fichiers",
  },
  "upload/failed": { status: 500, en: "The upload failed.", fr: "L'envoi du fichier a échoué." },
  "file/too-large": {
    status: 413,
    en: "The file must not exceed {maxMegabytes} MB.",
    fr: "Le fichier ne doit pas dépasser {maxMegabytes} Mo.",
  },
  "file/unsupported-type": {
    status: 415,
    en: "This file type is not supported.",
    fr: "Ce type de fichier n'est pas pris en charge.",
  },
  // Never sent by the api: the uploader's own cancel, numbered as servers log a client that closed the request.
  "upload/canceled": { status: 499, en: "The upload was canceled.", fr: "L'envoi du fichier a été annulé." },
  "upload/unknown-purpose": {
    status: 400,
    en: "This upload does not say what the file is for.",
    fr: "Cet envoi n'indique pas à quoi sert le fichier.",
  },
  "upload/length-required": {
    status: 411,
    en: "The size of the file must be given when the upload starts.",
    fr: "La taille du fichier doit être indiquée au début de l'envoi.",
  },
  "image/jpeg-or-png-only": {
    status: 415,
    en: "This image must be a JPEG or PNG file.",
    fr: "Cette image doit être un fichier JPEG ou PNG.",
  },
  "image/unsupported-type": {
    status: 415,
    en: "This file is not a JPEG, PNG, WebP or AVIF image. Other formats (SVG included) are not accepted.",
    fr: "Ce fichier n'est pas une image JPEG, PNG, WebP ou AVIF. Les autres formats (SVG compris) ne sont pas acceptés.",
  },
  "image/wrong-dimensions": {
    status: 422,
    en: "The image must be {width} × {height} px (or larger with the same proportions); this one is {actualWidth} × {actualHeight} px.",
    fr: "L'image doit mesurer {width} × {height} px (ou plus, dans les mêmes proportions) ; celle-ci mesure {actualWidth} × {actualHeight} px.",
  },
  "image/too-many-pixels": {
    status: 422,
    en: "This image has too many pixels to be processed (at most {maxMegapixels} megapixels).",
    fr: "Cette image contient trop de pixels pour être traitée ({maxMegapixels} mégapixels au plus).",
  },
  "image/unreadable": {
    status: 422,
    en: "This image is damaged or cannot be read.",
    fr: "Cette image est endommagée ou illisible.",
  },
  "file/invalid-path": {
    status: 400,
    en: "The file path is invalid.",
    fr: "Le chemin du fichier n'est pas valide.",
  },
  "file/range-not-satisfiable": {
    status: 416,
    en: "The requested part of the file is beyond its end.",
    fr: "La partie demandée du fichier dépasse sa fin.",
  },

  // Directory.
  "activity/sub-category-mismatch": {
    status: 422,
    en: "This sub-category does not belong to the chosen category.",
    fr: "Cette sous-catégorie n'appartient pas à la catégorie choisie.",
  },
  "event-dates/invalid-date": {
    status: 422,
    en: "Please enter a valid date.",
    fr: "Veuillez saisir une date valide.",
  },
  "event-dates/end-before-start": {
    status: 422,
    en: "The last day must be on or after the first day.",
    fr: "Le dernier jour doit être le premier jour ou après.",
  },
  "event-dates/too-long": {
    status: 422,
    en: "A dated event lasts at most {days} days.",
    fr: "Un événement daté dure au plus {days} jours.",
  },
  "contact/incomplete": {
    status: 422,
    en: "Please fill in all the fields",
    fr: "Veuillez remplir tous les champs",
  },
  "contact/message-required": {
    status: 422,
    en: "Please describe your message in at least {min} characters.",
    fr: "Veuillez décrire votre message en au moins {min} caractères.",
  },
  "data-rights/reason-required": {
    status: 422,
    en: "Please give the reason; the requester will be told.",
    fr: "Veuillez indiquer le motif ; il sera communiqué au demandeur.",
  },
  "data-rights/invalid-transition": {
    status: 409,
    en: "This request cannot go from {from} to {to}.",
    fr: "Cette demande ne peut pas passer de {from} à {to}.",
  },
  "data-rights/already-extended": {
    status: 409,
    en: "The deadline of this request has already been extended once.",
    fr: "Le délai de cette demande a déjà été prolongé une fois.",
  },
  "data-rights/no-account": {
    status: 409,
    en: "No account uses the e-mail address of this request.",
    fr: "Aucun compte n'utilise l'adresse e-mail de cette demande.",
  },
  "data-rights/unconfirmed": {
    status: 409,
    en: "The requester has not confirmed this request from its e-mail address yet: nothing can be done on it until then.",
    fr: "Le demandeur n'a pas encore confirmé cette demande depuis son adresse e-mail : rien ne peut être fait d'ici là.",
  },
  "data-rights/confirm-link-invalid": {
    status: 400,
    en: "This confirmation link is not valid.",
    fr: "Ce lien de confirmation n'est pas valide.",
  },
  "data-rights/confirm-link-expired": {
    status: 410,
    en: "This confirmation link has expired. Please send your request again.",
    fr: "Ce lien de confirmation a expiré. Veuillez envoyer à nouveau votre demande.",
  },
  "claim/message-required": {
    status: 422,
    en: "Please tell the support team in at least {min} characters who you are and why this activity is yours.",
    fr: "Veuillez expliquer à l'équipe support en au moins {min} caractères qui vous êtes et pourquoi cette activité est la vôtre.",
  },
  "claim/trade-show": {
    status: 409,
    en: "This entry stands for a trade show: its organising team edits it from the trade-show console.",
    fr: "Cette fiche représente un salon : son équipe d'organisation la modifie depuis la console des salons.",
  },
  "claim/already-owner": {
    status: 409,
    en: "This activity is already yours.",
    fr: "Cette activité vous appartient déjà.",
  },
  "claim/already-requested": {
    status: 409,
    en: "You have already asked to claim this activity; the support team will answer by e-mail.",
    fr: "Vous avez déjà demandé à revendiquer cette activité ; l'équipe support vous répondra par e-mail.",
  },
  "claim/already-decided": {
    status: 409,
    en: "This claim request has already been decided.",
    fr: "Cette demande de revendication a déjà été traitée.",
  },
  "claim/reason-required": {
    status: 422,
    en: "Please give the reason for the refusal; the requester will be told.",
    fr: "Veuillez indiquer le motif du refus ; il sera communiqué au demandeur.",
  },
  "account/confirmation-required": {
    status: 422,
    en: "Please enter your password to confirm.",
    fr: "Veuillez saisir votre mot de passe pour confirmer.",
  },
  "auth/same-email": {
    status: 422,
    en: "This is already your e-mail address.",
    fr: "C'est déjà votre adresse e-mail.",
  },
  "content/slug-taken": {
    status: 409,
    en: "Another article already uses this address.",
    fr: "Un autre article utilise déjà cette adresse.",
  },
  "auth/suspended": {
    status: 403,
    en: "This account is suspended. Please contact customer service.",
    fr: "Ce compte est suspendu. Veuillez contacter le service client.",
  },
  "user/last-admin": {
    status: 409,
    en: "The last administrator cannot lose this role.",
    fr: "Le dernier administrateur ne peut pas perdre ce rôle.",
  },
  // The 404 page's title and subtitle are texts of a page, not errors: one copy, `notFound.*` in
  // packages/ui/src/i18n/fr.ts and en.ts.

  // Search (the Algolia-compatible service of the api).
  "search/invalid-key": {
    status: 403,
    en: "The search key or application id is not valid.",
    fr: "La clé de recherche ou l'identifiant d'application n'est pas valide.",
  },
  "search/unknown-index": {
    status: 404,
    en: "The search index {index} does not exist.",
    fr: "L'index de recherche {index} n'existe pas.",
  },
  "search/invalid-parameter": {
    status: 400,
    en: "The search parameter {name} is not valid.",
    fr: "Le paramètre de recherche {name} n'est pas valide.",
  },
  "search/invalid-filter": {
    status: 400,
    en: "The search filter {filter} is not valid.",
    fr: "Le filtre de recherche {filter} n'est pas valide.",
  },
  // The bounds of one search call (docs/security-search.md).
  "search/too-many-queries": {
    status: 400,
    en: "A search call may hold at most {max} queries.",
    fr: "Un appel de recherche peut contenir au plus {max} requêtes.",
  },
  "search/too-many-filters": {
    status: 400,
    en: "A search may use at most {max} filter terms.",
    fr: "Une recherche peut utiliser au plus {max} termes de filtre.",
  },
  "search/too-deep": {
    status: 400,
    en: "The search request is nested more than {max} levels deep.",
    fr: "La requête de recherche est imbriquée sur plus de {max} niveaux.",
  },
  "search/too-many-hits": {
    status: 400,
    en: "A search call may ask for at most {max} hits in all.",
    fr: "Un appel de recherche peut demander au plus {max} résultats en tout.",
  },
  "search/answer-too-large": {
    status: 400,
    en: "The answer to this search would be too large: ask for fewer hits, facets or values.",
    fr: "La réponse à cette recherche serait trop volumineuse : demandez moins de résultats, de facettes ou de valeurs.",
  },
  // A PostgreSQL search statement stopped by SEARCH_STATEMENT_TIMEOUT_MS (ADR 070).
  "search/timed-out": {
    status: 503,
    en: "This search took too long and was stopped: ask for fewer hits, facets or values, or try again in a moment.",
    fr: "Cette recherche a pris trop de temps et a été arrêtée : demandez moins de résultats, de facettes ou de valeurs, ou réessayez dans un instant.",
  },

  // Trade shows.
  "trade-show/theme-required": {
    status: 422,
    en: "You must choose at least one theme for your trade show.",
    fr: "Vous devez choisir au moins une thématique pour votre salon.",
  },
  "trade-show/too-many-themes": {
    status: 422,
    en: "You can add at most {max} custom themes.",
    fr: "Vous pouvez ajouter au maximum {max} thématiques personnalisées.",
  },
  "trade-show/hall-theme-required": {
    status: 422,
    en: "Please enter the hall's theme",
    fr: "Veuillez saisir la thématique du hall",
  },
  "trade-show/too-long": {
    status: 422,
    en: "A trade show lasts at most one month.",
    fr: "Un salon dure au maximum un mois.",
  },
  "trade-show/has-active-exhibitors": {
    status: 409,
    en: "This trade show cannot be deleted while exhibitors are active.",
    fr: "Ce salon ne peut pas être supprimé tant que des exposants sont actifs.",
  },
  "trade-show/hall-not-empty": {
    status: 409,
    en: "This hall cannot be deleted while an exhibitor booth is in it.",
    fr: "Ce hall ne peut pas être supprimé tant qu'il contient un stand d'exposant.",
  },
  "trade-show/duplicate-theme": {
    status: 422,
    en: "Each theme may appear only once.",
    fr: "Chaque thématique ne peut figurer qu'une fois.",
  },
  "trade-show/hall-theme-unknown": {
    status: 422,
    en: "Choose the hall's theme among the themes of your trade show.",
    fr: "Choisissez la thématique du hall parmi les thématiques de votre salon.",
  },
  "trade-show/mode-change-refused": {
    status: 409,
    en: "A physical or virtual trade show can only be converted to hybrid, and a hybrid one cannot go back.",
    fr: "Un salon physique ou virtuel peut seulement être converti en hybride, et un salon hybride ne peut pas revenir en arrière.",
  },
  "trade-show/last-organiser": {
    status: 409,
    en: "A trade show keeps at least one organiser.",
    fr: "Un salon garde au moins un organisateur.",
  },
  "trade-show/already-member": {
    status: 409,
    en: "This person is already on the trade show's team.",
    fr: "Cette personne fait déjà partie de l'équipe du salon.",
  },
  "trade-show/invitation-expired": { status: 410, en: "The link has expired", fr: "Le lien a expiré" },
  "trade-show/invitation-invalid": {
    status: 400,
    en: "The link is no longer valid",
    fr: "Le lien n'est plus valide",
  },
  "trade-show/invitation-other-account": {
    status: 403,
    en: "This invitation was sent to another e-mail address: sign in with the address that received it.",
    fr: "Cette invitation a été envoyée à une autre adresse e-mail : connectez-vous avec l'adresse qui l'a reçue.",
  },
  "booth/catchphrase-too-long": {
    status: 422,
    en: "The catchphrase must not exceed {max} characters.",
    fr: "L'accroche ne doit pas dépasser {max} caractères.",
  },
  // Exhibitors' booths (docs/trade-shows.md#exhibitors).
  "booth/hall-unknown": {
    status: 422,
    en: "Choose the booth's hall among the halls of the trade show.",
    fr: "Choisissez le hall du stand parmi les halls du salon.",
  },
  "booth/already-applied": {
    status: 409,
    en: "You have already applied to this trade show: your booth is in your exhibitor console.",
    fr: "Vous avez déjà candidaté à ce salon : votre stand est dans votre console exposant.",
  },
  "booth/refusal-reason-required": {
    status: 422,
    en: "Please give the reason for the refusal: the applicant receives it.",
    fr: "Veuillez indiquer la raison du refus : elle est envoyée au candidat.",
  },
  "booth/already-decided": {
    status: 409,
    en: "This application already has this status.",
    fr: "Cette candidature a déjà ce statut.",
  },
  "booth/colleague-exists": {
    status: 409,
    en: "This colleague is already named on the booth.",
    fr: "Ce collègue figure déjà sur le stand.",
  },
  // Attendees and business cards (docs/trade-shows.md#attendees).
  "attendee/already-joined": {
    status: 409,
    en: "You have already joined this trade show.",
    fr: "Vous participez déjà à ce salon.",
  },
  "attendee/not-joined": {
    status: 409,
    en: "Join the trade show first: only its attendees hand out their cards there.",
    fr: "Rejoignez d'abord le salon : seuls ses participants y laissent leur carte.",
  },
  "messages/first-contact-refused": {
    status: 409,
    en: "This attendee does not take messages from exhibitors first (or withdrew their card): they will write to you if they wish.",
    fr: "Ce participant ne reçoit pas de message d'un exposant qui écrit le premier (ou il a retiré sa carte) : il vous écrira s'il le souhaite.",
  },
  "attendee/not-attending": {
    status: 409,
    en: "Join the trade show first: only its attendees write to its exhibitors.",
    fr: "Rejoignez d'abord le salon : seuls ses participants écrivent à ses exposants.",
  },
  "trade-show/online-not-open": {
    status: 409,
    en: "The trade show's online access is not open yet: it opens with the show.",
    fr: "L'accès en ligne du salon n'est pas encore ouvert : il ouvre avec le salon.",
  },
  "trade-show/online-closed": {
    status: 409,
    en: "The trade show's online access has closed: it stays open for one month after the opening.",
    fr: "L'accès en ligne du salon est fermé : il reste ouvert un mois après l'ouverture.",
  },
  "attendee/card-empty": {
    status: 422,
    en: "This card shares no field yet: choose what it shares in your business cards.",
    fr: "Cette carte ne partage encore aucun champ : choisissez ce qu'elle partage dans vos cartes de visite.",
  },
  "attendee/card-token-invalid": {
    status: 404,
    en: "This card code is unknown or was withdrawn.",
    fr: "Ce code de carte est inconnu ou a été retiré.",
  },
  "attendee/booth-closed": {
    status: 409,
    en: "This booth does not take cards: it is not an exhibitor of the show.",
    fr: "Ce stand ne prend pas de cartes : il n'est pas exposant du salon.",
  },
  // The virtual hall (docs/hall.md).
  "hall/attendees-only": {
    status: 403,
    en: "Only the attendees and exhibitors of this trade show enter its virtual hall: join the show first.",
    fr: "Seuls les participants et exposants de ce salon entrent dans son hall virtuel : rejoignez d'abord le salon.",
  },
  "hall/closed": {
    status: 409,
    en: "The virtual hall is open from the opening of the trade show until one month after it.",
    fr: "Le hall virtuel est ouvert de l'ouverture du salon jusqu'à un mois après.",
  },
  "hall/too-many-entries": {
    status: 429,
    en: "You entered the virtual hall too often in a short while. Please wait a few seconds.",
    fr: "Vous êtes entré dans le hall virtuel trop souvent en peu de temps. Patientez quelques secondes.",
  },
  "hall/not-entered": {
    status: 409,
    en: "Enter the virtual hall first.",
    fr: "Entrez d'abord dans le hall virtuel.",
  },
  "conference/title-too-long": {
    status: 422,
    en: "The conference title must not exceed {max} characters.",
    fr: "Le titre de la conférence ne doit pas dépasser {max} caractères.",
  },
  "conference/terms-required": {
    status: 422,
    en: "You must first accept the conference terms.",
    fr: "Vous devez d'abord accepter les conditions des conférences.",
  },
  "conference/no-live-link": {
    status: 422,
    en: "No live link has been provided for this conference. It will not be displayed",
    fr: "Aucun lien de diffusion en direct n'a été fourni pour cette conférence. Elle ne sera pas affichée",
  },
  "conference/outside-show": {
    status: 422,
    en: "The conference must take place on one of the show's days, within its opening hours.",
    fr: "La conférence doit avoir lieu pendant l'un des jours du salon, dans ses horaires d'ouverture.",
  },
  "conference/already-decided": {
    status: 409,
    en: "This conference has already been decided: only a pending conference can be changed by its exhibitor.",
    fr: "Cette conférence a déjà été traitée : seul son exposant peut modifier une conférence en attente.",
  },
  "licence/no-exhibitor": {
    status: 409,
    en: "You don't have any exhibitor to deliver a business license to.",
    fr: "Vous n'avez aucun exposant à qui attribuer une licence Business.",
  },
  "licence/already-assigned": {
    status: 409,
    en: "A Business licence cannot be changed once assigned.",
    fr: "Une licence Business ne peut plus être modifiée une fois attribuée.",
  },
  "licence/order-not-payable": {
    status: 409,
    en: "This order cannot be marked as paid: it is already paid, or it is paid by card.",
    fr: "Cette commande ne peut pas être marquée payée : elle l'est déjà, ou elle se règle par carte.",
  },
  "licence/exhibitor-unknown": {
    status: 404,
    en: "This exhibitor is not one of the trade show's applicants.",
    fr: "Cet exposant ne fait pas partie des candidats du salon.",
  },
  "booth/licence-required": {
    status: 409,
    en: "Beyond 10 exhibitors, each exhibitor needs a Business licence: buy one and assign it on the Licences page, then validate again.",
    fr: "Au-delà de 10 exposants, chaque exposant doit avoir une licence Business : achetez-en une et attribuez-la sur la page Licences, puis validez de nouveau.",
  },
  "payment/signature-invalid": {
    status: 400,
    en: "The payment notification's signature is invalid.",
    fr: "La signature de la notification de paiement n'est pas valide.",
  },
  "payment/provider-off": {
    status: 404,
    en: "This payment provider is not enabled on this platform.",
    fr: "Ce prestataire de paiement n'est pas activé sur cette plateforme.",
  },
  "payment/failed": {
    status: 402,
    en: "your payment didn't go through",
    fr: "votre paiement n'a pas abouti",
  },
  "payment/retry-later": {
    status: 402,
    en: "You can still do it later",
    fr: "Vous pourrez toujours le faire plus tard",
  },
  "video/connection-failed": {
    status: 503,
    en: "Connection could not be established",
    fr: "La connexion n'a pas pu être établie",
  },
  "video/contact-offline": { status: 409, en: "Your contact is offline", fr: "Votre contact est hors ligne" },
  // Video contact between a visitor and a booth (docs/video-calls.md).
  "video/call-invalid": {
    status: 422,
    en: "This call request is not valid.",
    fr: "Cette demande d'appel n'est pas valide.",
  },
  "video/not-attending": {
    status: 409,
    en: "Join the trade show first: only its attendees call its booths.",
    fr: "Rejoignez d'abord le salon : seuls ses participants appellent ses stands.",
  },
  "video/online-closed": {
    status: 409,
    en: "The trade show's online access is not open.",
    fr: "L'accès en ligne du salon n'est pas ouvert.",
  },
  "video/own-booth": {
    status: 409,
    en: "You work on this booth: its visitors are the ones who call it.",
    fr: "Vous travaillez sur ce stand : ce sont ses visiteurs qui l'appellent.",
  },
  "video/busy": {
    status: 409,
    en: "You are already calling a booth: end that call first.",
    fr: "Vous appelez déjà un stand : terminez d'abord cet appel.",
  },
  "video/call-taken": {
    status: 409,
    en: "A colleague has already answered this call.",
    fr: "Un collègue a déjà répondu à cet appel.",
  },
  "video/call-over": {
    status: 409,
    en: "This call is over.",
    fr: "Cet appel est terminé.",
  },
  "video/not-found": {
    status: 404,
    en: "The video is not found. Maybe your video link is invalid?",
    fr: "La vidéo est introuvable. Votre lien vidéo n'est peut-être pas valide ?",
  },
  // Messages between attendees and booth staff (docs/messages.md).
  "messages/body-required": {
    status: 422,
    en: "Please write your message.",
    fr: "Veuillez écrire votre message.",
  },
  "messages/report-reason-required": {
    status: 422,
    en: "Please say why you report this conversation: the support team reads it.",
    fr: "Veuillez indiquer pourquoi vous signalez cette conversation : l'équipe support le lit.",
  },
  "messages/booth-not-open": {
    status: 409,
    en: "This booth does not take messages: it is not validated by the trade show.",
    fr: "Ce stand ne reçoit pas de messages : il n'est pas validé par le salon.",
  },
  "messages/own-booth": {
    status: 409,
    en: "You work on this booth: messages to it are written by attendees.",
    fr: "Vous travaillez sur ce stand : les messages qu'il reçoit sont écrits par les visiteurs.",
  },
  "messages/blocked": {
    status: 403,
    en: "You can no longer write in this conversation.",
    fr: "Vous ne pouvez plus écrire dans cette conversation.",
  },
} satisfies Record<string, { status: number } & Record<Locale, string>>;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(errorCatalogue, value);
}

export type ErrorParams = Record<string, string | number>;

/** Fills `{name}` placeholders; one without a value stays visible rather than vanishing from the text. */
export function formatError(code: ErrorCode, locale: Locale, params: ErrorParams = {}): string {
  return errorCatalogue[code][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export type FieldError = { code: ErrorCode; params?: ErrorParams };

export type AppErrorOptions = {
  params?: ErrorParams;
  /** Form field name (a dotted path for nested fields) → what is wrong with it. */
  fields?: Record<string, ErrorCode | FieldError>;
  cause?: unknown;
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams;
  readonly fields: Record<string, FieldError>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(formatError(code, "en", options.params), { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus(code);
    this.params = options.params ?? {};
    this.fields = Object.fromEntries(
      Object.entries(options.fields ?? {}).map(([name, field]) => [name, typeof field === "string" ? { code: field } : field]),
    );
  }
}

type Message = { code: ErrorCode; message: string };

/** The JSON every refused api call answers with. */
export type ErrorBody = { error: Message & { fields?: Record<string, Message> } };

export function toErrorBody(error: AppError, locale: Locale): ErrorBody {
  const body: ErrorBody = {
    error: { code: error.code, message: formatError(error.code, locale, error.params) },
  };
  const fields = Object.entries(error.fields);
  if (fields.length > 0) {
    body.error.fields = Object.fromEntries(
      fields.map(([name, { code, params }]) => [name, { code, message: formatError(code, locale, params) }]),
    );
  }
  return body;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === "object" &&
  value !== null &&
  isErrorCode((value as Message).code) &&
  typeof (value as Message).message === "string";

/** An error body from the api, or null for anything else. Hand-written so browsers need no zod for it. */
export function parseErrorBody(value: unknown): ErrorBody | null {
  const error = (value as { error?: unknown } | null)?.error;
  if (!isMessage(error)) return null;
  const fields = (error as { fields?: unknown }).fields;
  if (fields !== undefined && (typeof fields !== "object" || fields === null || !Object.values(fields).every(isMessage)))
    return null;
  return value as ErrorBody;
}
