// The kinds of activity and their labels in both languages. No zod here: browsers load this module.
import type { Locale, Localized } from "./locale.ts";

export const activityCategories = [
  "sport",
  "leisure-nature",
  "art-culture",
  "families",
  "gastronomy",
  "trade-shows-fairs",
] as const;

export type ActivityCategory = (typeof activityCategories)[number];

export const categoryLabels: Record<ActivityCategory, Localized> = {
  sport: { fr: "Sport", en: "Sport" },
  "leisure-nature": { fr: "Loisirs et Nature", en: "Leisure and Nature" },
  "art-culture": { fr: "Art et Culture", en: "Art and Culture" },
  families: { fr: "Familles", en: "Families" },
  gastronomy: { fr: "Gastronomie", en: "Gastronomy" },
  "trade-shows-fairs": { fr: "Salons et Foires", en: "Trade Shows and Fairs" },
};

// Ids are stable (stored and used in URLs) and unique across categories; labels may change freely.
const subCategoryTree = {
  sport: {
    football: { fr: "Football", en: "Football" },
    tennis: { fr: "Tennis", en: "Tennis" },
    climbing: { fr: "Escalade", en: "Climbing" },
    swimming: { fr: "Natation", en: "Swimming" },
    yoga: { fr: "Yoga", en: "Yoga" },
    cycling: { fr: "Vélo", en: "Cycling" },
    running: { fr: "Course à pied", en: "Running" },
    hiking: { fr: "Randonnée", en: "Hiking" },
    golf: { fr: "Golf", en: "Golf" },
    "martial-arts": { fr: "Arts martiaux", en: "Martial arts" },
    fitness: { fr: "Fitness", en: "Fitness" },
    "water-sports": { fr: "Sports nautiques", en: "Water sports" },
    "horse-riding": { fr: "Équitation", en: "Horse riding" },
    skiing: { fr: "Ski", en: "Skiing" },
  },
  "leisure-nature": {
    "parks-gardens": { fr: "Parcs et jardins", en: "Parks and gardens" },
    "nature-walk": { fr: "Balade nature", en: "Nature walk" },
    beach: { fr: "Plage", en: "Beach" },
    "lakes-rivers": { fr: "Lacs et rivières", en: "Lakes and rivers" },
    "boat-trip": { fr: "Balade en bateau", en: "Boat trip" },
    fishing: { fr: "Pêche", en: "Fishing" },
    camping: { fr: "Camping", en: "Camping" },
    viewpoint: { fr: "Point de vue", en: "Viewpoint" },
    "adventure-park": { fr: "Parc accrobranche", en: "Treetop adventure park" },
    "escape-game": { fr: "Escape game", en: "Escape room" },
    bowling: { fr: "Bowling", en: "Bowling" },
    karting: { fr: "Karting", en: "Go-karting" },
    "spa-wellness": { fr: "Spa et bien-être", en: "Spa and wellness" },
  },
  "art-culture": {
    museum: { fr: "Musée", en: "Museum" },
    "art-gallery": { fr: "Galerie d'art", en: "Art gallery" },
    exhibition: { fr: "Exposition", en: "Exhibition" },
    theatre: { fr: "Théâtre", en: "Theatre" },
    cinema: { fr: "Cinéma", en: "Cinema" },
    concert: { fr: "Concert", en: "Concert" },
    opera: { fr: "Opéra", en: "Opera" },
    dance: { fr: "Danse", en: "Dance" },
    monument: { fr: "Monument", en: "Monument" },
    "guided-tour": { fr: "Visite guidée", en: "Guided tour" },
    library: { fr: "Bibliothèque", en: "Library" },
    "street-art": { fr: "Art urbain", en: "Street art" },
    "creative-workshop": { fr: "Atelier créatif", en: "Creative workshop" },
    festival: { fr: "Festival", en: "Festival" },
  },
  families: {
    playground: { fr: "Aire de jeux", en: "Playground" },
    zoo: { fr: "Zoo", en: "Zoo" },
    aquarium: { fr: "Aquarium", en: "Aquarium" },
    "amusement-park": { fr: "Parc d'attractions", en: "Amusement park" },
    "water-park": { fr: "Parc aquatique", en: "Water park" },
    "educational-farm": { fr: "Ferme pédagogique", en: "Educational farm" },
    "indoor-playground": { fr: "Parc de jeux couvert", en: "Indoor playground" },
    "kids-workshop": { fr: "Atelier pour enfants", en: "Children's workshop" },
    "puppet-show": { fr: "Spectacle de marionnettes", en: "Puppet show" },
    "science-centre": { fr: "Musée des sciences", en: "Science centre" },
    "mini-golf": { fr: "Minigolf", en: "Mini golf" },
    "kids-birthday": { fr: "Anniversaire d'enfant", en: "Children's birthday party" },
  },
  gastronomy: {
    restaurant: { fr: "Restaurant", en: "Restaurant" },
    "wine-tasting": { fr: "Dégustation de vin", en: "Wine tasting" },
    "cooking-class": { fr: "Cours de cuisine", en: "Cooking class" },
    market: { fr: "Marché", en: "Market" },
    brewery: { fr: "Brasserie artisanale", en: "Craft brewery" },
    bakery: { fr: "Boulangerie-pâtisserie", en: "Bakery" },
    cafe: { fr: "Café", en: "Café" },
    "food-tour": { fr: "Visite gourmande", en: "Food tour" },
    "cheese-shop": { fr: "Fromagerie", en: "Cheese shop" },
    vineyard: { fr: "Domaine viticole", en: "Vineyard" },
    brunch: { fr: "Brunch", en: "Brunch" },
    bar: { fr: "Bar", en: "Bar" },
    "food-truck": { fr: "Food truck", en: "Food truck" },
    "tea-room": { fr: "Salon de thé", en: "Tea room" },
  },
  "trade-shows-fairs": {
    "trade-show": { fr: "Salon professionnel", en: "Trade show" },
    fair: { fr: "Foire", en: "Fair" },
    "flea-market": { fr: "Brocante", en: "Flea market" },
    "craft-fair": { fr: "Marché artisanal", en: "Craft fair" },
    "christmas-market": { fr: "Marché de Noël", en: "Christmas market" },
    "job-fair": { fr: "Salon de l'emploi", en: "Job fair" },
    "book-fair": { fr: "Salon du livre", en: "Book fair" },
    "wine-fair": { fr: "Salon des vins", en: "Wine fair" },
    "home-show": { fr: "Salon de l'habitat", en: "Home show" },
    "motor-show": { fr: "Salon de l'automobile", en: "Motor show" },
    "agricultural-show": { fr: "Salon de l'agriculture", en: "Agricultural show" },
    "education-fair": { fr: "Salon de l'étudiant", en: "Education fair" },
    "antiques-fair": { fr: "Salon des antiquaires", en: "Antiques fair" },
  },
} as const satisfies Record<ActivityCategory, Record<string, Localized>>;

export type SubCategory = { [C in ActivityCategory]: keyof (typeof subCategoryTree)[C] }[ActivityCategory];

const subCategoryEntries = activityCategories.flatMap((category) =>
  Object.entries(subCategoryTree[category]).map(([id, label]) => ({
    id: id as SubCategory,
    category,
    label,
  })),
);

export const subCategories: readonly SubCategory[] = subCategoryEntries.map((entry) => entry.id);

const subCategoryIndex = new Map(subCategoryEntries.map((entry) => [entry.id as string, entry]));

export function isSubCategory(value: unknown): value is SubCategory {
  return typeof value === "string" && subCategoryIndex.has(value);
}

export function categoryLabel(category: ActivityCategory, locale: Locale): string {
  return categoryLabels[category][locale];
}

export function subCategoryLabel(subCategory: SubCategory, locale: Locale): string {
  const entry = subCategoryIndex.get(subCategory);
  if (!entry) throw new RangeError(`Unknown sub-category: ${subCategory}`);
  return entry.label[locale];
}

export function subCategoriesOf(category: ActivityCategory): SubCategory[] {
  return subCategoryEntries.filter((entry) => entry.category === category).map((entry) => entry.id);
}

export function categoryOf(subCategory: SubCategory): ActivityCategory {
  const entry = subCategoryIndex.get(subCategory);
  if (!entry) throw new RangeError(`Unknown sub-category: ${subCategory}`);
  return entry.category;
}

export const pricings = ["free", "paid"] as const;
export type Pricing = (typeof pricings)[number];
export const pricingLabels: Record<Pricing, Localized> = {
  free: { fr: "Gratuit", en: "Free" },
  paid: { fr: "Payant", en: "Paid" },
};

export const settings = ["indoor", "outdoor"] as const;
export type Setting = (typeof settings)[number];
export const settingLabels: Record<Setting, Localized> = {
  indoor: { fr: "En intérieur", en: "Indoors" },
  outdoor: { fr: "En plein air", en: "Outdoors" },
};

export const visitorProfiles = ["alone", "couple", "friends", "family"] as const;
export type VisitorProfile = (typeof visitorProfiles)[number];
export const visitorProfileLabels: Record<VisitorProfile, Localized> = {
  alone: { fr: "Seul", en: "Alone" },
  couple: { fr: "En couple", en: "Couple" },
  friends: { fr: "Entre amis", en: "Friends" },
  family: { fr: "En famille", en: "Family" },
};

export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];
export const weekdayLabels: Record<Weekday, Localized> = {
  monday: { fr: "Lundi", en: "Monday" },
  tuesday: { fr: "Mardi", en: "Tuesday" },
  wednesday: { fr: "Mercredi", en: "Wednesday" },
  thursday: { fr: "Jeudi", en: "Thursday" },
  friday: { fr: "Vendredi", en: "Friday" },
  saturday: { fr: "Samedi", en: "Saturday" },
  sunday: { fr: "Dimanche", en: "Sunday" },
};
