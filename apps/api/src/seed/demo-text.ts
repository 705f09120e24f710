import type { ActivityCategory, Pricing, Setting, SubCategory, VisitorProfile } from "@alentour/domain/activity";
import { subCategoryLabel } from "@alentour/domain/activity";
import { escapeMarkup } from "@alentour/domain/markup";
import type { DemoLanguage } from "./demo-cities.ts";
import type { Random } from "./demo-random.ts";

/** "de Lyon", "du Havre", "des Sables-d'Olonne", "d'Angers". */
export function ofCity(city: string): string {
  if (city.startsWith("Le ")) return `du ${city.slice(3)}`;
  if (city.startsWith("Les ")) return `des ${city.slice(4)}`;
  if (/^[AEIOUYÀÂÉÈÊÎÏÔÛH]/i.test(city)) return `d'${city}`;
  return `de ${city}`;
}

/** "à Lyon", "au Havre", "aux Sables-d'Olonne". */
export function inCity(city: string): string {
  if (city.startsWith("Le ")) return `au ${city.slice(3)}`;
  if (city.startsWith("Les ")) return `aux ${city.slice(4)}`;
  return `à ${city}`;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

type Pools = {
  taglines: readonly string[];
  intros: readonly string[];
  highlights: readonly string[];
};

// {name}, {city}, {inCity} and {ofCity} are filled in; {label} is the sub-category's label.
const french: Record<ActivityCategory, Pools> = {
  sport: {
    taglines: ["Bougez {inCity}", "Le sport en toute simplicité", "Pour tous les niveaux", "Se dépenser près de chez soi"],
    intros: [
      "<strong>{name}</strong> accueille débutants et sportifs confirmés {inCity}, dans une ambiance conviviale.",
      "Envie de vous dépenser ? <strong>{name}</strong> vous attend avec un encadrement attentif et du matériel entretenu.",
      "Au cœur {ofCity}, <strong>{name}</strong> propose des séances adaptées à chacun, de l'initiation au perfectionnement.",
    ],
    highlights: [
      "Encadrement par des moniteurs diplômés",
      "Matériel disponible sur place",
      "Vestiaires et douches",
      "Séances d'initiation régulières",
      "Créneaux en soirée et le week-end",
      "Accès facile en transports en commun",
    ],
  },
  "leisure-nature": {
    taglines: ["Une bouffée d'air {inCity}", "Loisirs et grand air", "S'évader sans aller loin", "Un moment pour soi"],
    intros: [
      "<strong>{name}</strong> est l'endroit idéal pour décrocher quelques heures sans quitter {city}.",
      "Seul, à deux ou en bande, <strong>{name}</strong> promet un bon moment de détente.",
      "À deux pas du centre {ofCity}, <strong>{name}</strong> invite à ralentir et à profiter du moment.",
    ],
    highlights: [
      "Cadre calme et verdoyant",
      "Idéal pour une sortie à la demi-journée",
      "Accessible aux poussettes",
      "Coins ombragés et bancs",
      "Toilettes à proximité",
      "Parking vélo à l'entrée",
    ],
  },
  "art-culture": {
    taglines: ["La culture à portée de main", "Un rendez-vous culturel {ofCity}", "À voir et à revoir", "Curiosité garantie"],
    intros: [
      "<strong>{name}</strong> fait partie des lieux culturels incontournables {ofCity}.",
      "Programmation exigeante et accueil chaleureux : <strong>{name}</strong> ravira les curieux de tous âges.",
      "En plein cœur {ofCity}, <strong>{name}</strong> invite à découvrir la création d'hier et d'aujourd'hui.",
    ],
    highlights: [
      "Visites commentées le week-end",
      "Programmation renouvelée chaque saison",
      "Livret-jeu pour les enfants",
      "Accessible aux personnes à mobilité réduite",
      "Librairie-boutique",
      "Nocturnes une fois par semaine",
    ],
  },
  families: {
    taglines: ["Sortie en famille {inCity}", "Petits et grands s'amusent", "Des souvenirs en famille", "Le bonheur des enfants"],
    intros: [
      "<strong>{name}</strong> est pensé pour les enfants, et les parents y passent aussi un très bon moment.",
      "Une sortie réussie {inCity} : <strong>{name}</strong> émerveille les petits comme les grands.",
      "Jeux, découvertes et éclats de rire : <strong>{name}</strong> fait l'unanimité auprès des familles {ofCity}.",
    ],
    highlights: [
      "Adapté dès 3 ans",
      "Espace pique-nique",
      "Table à langer et toilettes",
      "Animations pendant les vacances scolaires",
      "Encadrement attentif",
      "Goûter possible sur place",
    ],
  },
  gastronomy: {
    taglines: ["Le goût {ofCity}", "Produits frais et de saison", "Une adresse gourmande", "À table !"],
    intros: [
      "<strong>{name}</strong> met à l'honneur les produits locaux et le savoir-faire artisanal.",
      "Adresse appréciée des habitants {ofCity}, <strong>{name}</strong> régale petits et grands appétits.",
      "Chez <strong>{name}</strong>, tout est fait maison avec des produits de saison.",
    ],
    highlights: [
      "Produits locaux et de saison",
      "Options végétariennes",
      "Terrasse aux beaux jours",
      "Accueil chaleureux",
      "Sur place ou à emporter",
      "Réservation conseillée le week-end",
    ],
  },
  "trade-shows-fairs": {
    taglines: [
      "Le rendez-vous de l'année",
      "Exposants, rencontres et bonnes affaires",
      "Un événement {ofCity}",
      "À ne pas manquer",
    ],
    intros: [
      "<strong>{name}</strong> réunit chaque année exposants et visiteurs venus de toute la région.",
      "Rencontres, démonstrations et bonnes affaires : <strong>{name}</strong> est un rendez-vous attendu {inCity}.",
      "Professionnels et particuliers se retrouvent à <strong>{name}</strong> pour découvrir les nouveautés du moment.",
    ],
    highlights: [
      "Plus de cent exposants",
      "Conférences et démonstrations",
      "Restauration sur place",
      "Espace enfants",
      "Accès en tramway ou en bus",
      "Billetterie en ligne",
    ],
  },
};

const english: Record<ActivityCategory, Pools> = {
  sport: {
    taglines: ["Get moving in {city}", "Sport made simple", "For every level", "Stay active close to home"],
    intros: [
      "<strong>{name}</strong> welcomes beginners and seasoned athletes alike in a friendly atmosphere.",
      "Fancy a workout? <strong>{name}</strong> has attentive coaches and well-kept equipment.",
      "In the heart of {city}, <strong>{name}</strong> runs sessions for everyone, from first steps to competition.",
    ],
    highlights: [
      "Qualified coaches",
      "Equipment available on site",
      "Changing rooms and showers",
      "Regular taster sessions",
      "Evening and weekend slots",
      "Easy to reach by public transport",
    ],
  },
  "leisure-nature": {
    taglines: ["A breath of fresh air in {city}", "Time outdoors", "Escape without going far", "Time for yourself"],
    intros: [
      "<strong>{name}</strong> is the perfect place to unwind for a few hours without leaving {city}.",
      "On your own, as a couple or with friends, <strong>{name}</strong> promises a relaxing time.",
      "A short walk from central {city}, <strong>{name}</strong> invites you to slow down and enjoy the moment.",
    ],
    highlights: [
      "Quiet, green setting",
      "Ideal for a half-day out",
      "Pushchair-friendly paths",
      "Shady spots and benches",
      "Toilets nearby",
      "Bike racks at the entrance",
    ],
  },
  "art-culture": {
    taglines: ["Culture on your doorstep", "A cultural landmark of {city}", "Worth a visit", "Curiosity guaranteed"],
    intros: [
      "<strong>{name}</strong> is one of the cultural landmarks of {city}.",
      "Ambitious programming and a warm welcome: <strong>{name}</strong> delights the curious of all ages.",
      "In the heart of {city}, <strong>{name}</strong> showcases the creativity of yesterday and today.",
    ],
    highlights: [
      "Guided tours at weekends",
      "New programme every season",
      "Activity booklet for children",
      "Step-free access",
      "Bookshop and gift shop",
      "Late opening once a week",
    ],
  },
  families: {
    taglines: ["A family day out in {city}", "Fun for all ages", "Family memories", "Kids love it"],
    intros: [
      "<strong>{name}</strong> is designed for children, and parents have a great time too.",
      "A sure-fire day out in {city}: <strong>{name}</strong> delights young and old alike.",
      "Games, discoveries and laughter: <strong>{name}</strong> is a favourite with local families.",
    ],
    highlights: [
      "Suitable from age 3",
      "Picnic area",
      "Baby-changing facilities",
      "Activities during school holidays",
      "Friendly, attentive staff",
      "Snacks available on site",
    ],
  },
  gastronomy: {
    taglines: ["A taste of {city}", "Fresh, seasonal produce", "A foodie favourite", "Come hungry"],
    intros: [
      "<strong>{name}</strong> champions local produce and traditional craftsmanship.",
      "A favourite with {city} locals, <strong>{name}</strong> caters for small and big appetites alike.",
      "At <strong>{name}</strong>, everything is made on the premises with seasonal ingredients.",
    ],
    highlights: [
      "Local, seasonal produce",
      "Vegetarian options",
      "Outdoor seating in summer",
      "Friendly welcome",
      "Eat in or take away",
      "Booking advised at weekends",
    ],
  },
  "trade-shows-fairs": {
    taglines: ["The event of the year", "Exhibitors, meetings and bargains", "A {city} fixture", "Not to be missed"],
    intros: [
      "<strong>{name}</strong> brings together exhibitors and visitors from across the region every year.",
      "Talks, demonstrations and bargains: <strong>{name}</strong> is a much-anticipated event in {city}.",
      "Trade and public visitors meet at <strong>{name}</strong> to discover what is new.",
    ],
    highlights: [
      "Over a hundred exhibitors",
      "Talks and demonstrations",
      "Food and drink on site",
      "Children's area",
      "Easy to reach by tram or bus",
      "Tickets online",
    ],
  },
};

const practical = {
  fr: {
    free: ["Accès libre et gratuit.", "Gratuit, sans réservation."],
    paid: ["Réservation conseillée, notamment le week-end.", "Paiement par carte accepté.", "Tarifs réduits sur justificatif."],
    indoor: ["Activité à l'abri, idéale par mauvais temps.", "Salle climatisée en été."],
    outdoor: ["Prévoyez une tenue adaptée à la météo.", "Pensez à la crème solaire en été."],
    family: ["Les enfants restent sous la responsabilité de leurs parents.", "Poussettes bienvenues."],
  },
  en: {
    free: ["Free entry, no booking needed.", "Free and open to all."],
    paid: ["Booking advised, especially at weekends.", "Card payments accepted.", "Concessions on proof of eligibility."],
    indoor: ["Under cover: ideal on a rainy day.", "Air-conditioned in summer."],
    outdoor: ["Dress for the weather.", "Bring sun cream in summer."],
    family: ["Children must be accompanied by an adult.", "Pushchairs welcome."],
  },
} as const;

export type DescriptionInput = {
  language: DemoLanguage;
  name: string;
  city: string;
  category: ActivityCategory;
  subCategory: SubCategory;
  pricing: Pricing;
  setting: Setting;
  profiles: readonly VisitorProfile[];
};

/** Rich text made only of headings, paragraphs, emphasis and lists: what the api's sanitiser keeps. */
export function description(input: DescriptionInput, random: Random): string {
  const { language } = input;
  const pools = (language === "fr" ? french : english)[input.category];
  const values = {
    name: escapeMarkup(input.name),
    city: escapeMarkup(input.city),
    inCity: escapeMarkup(inCity(input.city)),
    ofCity: escapeMarkup(ofCity(input.city)),
  };
  const highlights = random.shuffle([...pools.highlights]).slice(0, random.int(3, 4));
  const label = subCategoryLabel(input.subCategory, language);
  const tips = practical[language];
  const notes = [
    random.pick(input.pricing === "free" ? tips.free : tips.paid),
    random.pick(input.setting === "indoor" ? tips.indoor : tips.outdoor),
    ...(input.profiles.includes("family") ? [random.pick(tips.family)] : []),
  ];
  const heading = language === "fr" ? ["À découvrir", "Infos pratiques"] : ["Highlights", "Good to know"];
  return [
    `<h2>${fill(random.pick(pools.taglines), values)}</h2>`,
    `<p>${fill(random.pick(pools.intros), values)}</p>`,
    `<h3>${heading[0]}</h3>`,
    `<ul><li><em>${escapeMarkup(label)}</em></li>${highlights.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`,
    `<h3>${heading[1]}</h3>`,
    `<p>${notes.map(escapeMarkup).join(" ")}</p>`,
  ].join("");
}
