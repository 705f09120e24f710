import type { SubCategory, VisitorProfile } from "@alentour/domain/activity";
import type { HoursStyle } from "./demo-hours.ts";

/** [French label, English label, lowest and highest price in euros]. */
export type PriceLine = readonly [fr: string, en: string, min: number, max: number];

/**
 * What a kind of place is like, so that its generated listings hang together: a playground is outdoor, free and
 * for families; a bar opens late and is not for children. Name templates take {city}, {deCity} ("de Lyon",
 * "du Havre", "d'Angers"), {surname}, {first}, {tree}, {flower} and {animal}.
 */
export type Kind = {
  setting: "indoor" | "outdoor" | "mostly-indoor" | "mostly-outdoor";
  profiles: { always?: VisitorProfile; pool: readonly VisitorProfile[] };
  /** Share of free listings. */
  free: number;
  hours: readonly HoursStyle[];
  /** The first line is always listed when paid; the others now and then. */
  prices: readonly PriceLine[];
  names: { fr: readonly string[]; en: readonly string[] };
  /** How common the kind is against the others (1 unless said). */
  weight?: number;
};

const everyone = ["alone", "couple", "friends", "family"] as const;
const grownUps = ["alone", "couple", "friends"] as const;

export const catalogue: Record<SubCategory, Kind> = {
  // Sport
  football: {
    setting: "mostly-outdoor",
    profiles: { pool: ["friends", "family", "alone"] },
    free: 0.2,
    hours: ["sport"],
    prices: [
      ["Location terrain (1 h)", "Pitch hire (1 hr)", 60, 110],
      ["Licence annuelle", "Annual membership", 120, 250],
    ],
    names: {
      fr: ["Football Club {deCity}", "Stade {surname}", "Five {city}", "AS {city} Football", "Urban Foot {city}"],
      en: ["{city} Football Club", "{surname} Park Pitches", "{city} Five-a-Side", "{city} Athletic FC"],
    },
  },
  tennis: {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 0.1,
    hours: ["sport"],
    prices: [
      ["Location de court (1 h)", "Court hire (1 hr)", 12, 25],
      ["Cotisation annuelle", "Annual membership", 150, 350],
      ["Leçon particulière", "Private lesson", 35, 60],
    ],
    names: {
      fr: ["Club de tennis {deCity}", "Tennis Club {surname}", "Courts du parc {surname}", "Tennis des {tree}"],
      en: ["{city} Lawn Tennis Club", "{surname} Tennis Centre", "{tree} Park Tennis Courts"],
    },
  },
  climbing: {
    setting: "mostly-indoor",
    profiles: { pool: everyone },
    free: 0.05,
    hours: ["sport", "leisure"],
    prices: [
      ["Entrée adulte", "Adult entry", 13, 17],
      ["Location chaussons", "Shoe hire", 3, 5],
      ["Carte 10 entrées", "10-visit pass", 110, 150],
      ["Initiation (2 h)", "Taster session (2 hrs)", 25, 40],
    ],
    names: {
      fr: ["Escalade Bloc Factory", "Bloc Session {city}", "Le Mur {deCity}", "Altitude Bloc {city}", "Prise & Grimpe"],
      en: ["{city} Boulder Factory", "Chalk & Crimp {city}", "{city} Bouldering Lab", "The Vertical Mill"],
    },
  },
  swimming: {
    setting: "mostly-indoor",
    profiles: { pool: ["family", "alone", "friends"] },
    free: 0.05,
    hours: ["sport"],
    prices: [
      ["Entrée adulte", "Adult swim", 3, 6],
      ["Entrée enfant", "Child swim", 2, 4],
      ["Carte 10 entrées", "10-swim pass", 25, 45],
    ],
    names: {
      fr: ["Piscine municipale {surname}", "Centre aquatique {deCity}", "Piscine des {tree}", "Piscine {surname}"],
      en: ["{surname} Leisure Centre Pool", "{city} Aquatics Centre", "{tree} Lido", "{surname} Baths"],
    },
  },
  yoga: {
    setting: "mostly-indoor",
    profiles: { pool: grownUps },
    free: 0.1,
    hours: ["class"],
    prices: [
      ["Cours collectif", "Drop-in class", 15, 22],
      ["Carte 10 cours", "10-class pass", 120, 180],
      ["Abonnement mensuel", "Monthly unlimited", 70, 110],
    ],
    names: {
      fr: ["Studio Yoga des {flower}", "Yoga Shala {city}", "L'Espace Zen {deCity}", "Yoga des {flower}"],
      en: ["{city} Yoga Loft", "Lotus Studio {city}", "The {flower} Yoga Room"],
    },
  },
  cycling: {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.3,
    hours: ["daylight", "shop"],
    prices: [
      ["Location demi-journée", "Half-day hire", 12, 20],
      ["Location journée", "Day hire", 18, 30],
      ["Visite guidée à vélo", "Guided bike tour", 30, 45],
    ],
    names: {
      fr: ["Vélo-école {deCity}", "Balade à vélo des {tree}", "{city} Vélo Tour", "Roue Libre {city}"],
      en: ["{city} Bike Tours", "Pedal & Co {city}", "{tree} Cycle Trail"],
    },
  },
  running: {
    setting: "outdoor",
    profiles: { pool: ["alone", "friends"] },
    free: 0.7,
    hours: ["always", "daylight"],
    prices: [
      ["Adhésion annuelle", "Annual membership", 30, 60],
      ["Dossard 10 km", "10 km race entry", 12, 25],
    ],
    names: {
      fr: ["Boucle des {tree}", "Parcours santé {deCity}", "Running Club {city}", "Les Foulées {deCity}"],
      en: ["{city} Running Club", "{tree} Park Run", "{city} Striders"],
    },
  },
  hiking: {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.7,
    hours: ["always", "daylight"],
    prices: [
      ["Sortie accompagnée", "Guided hike", 15, 30],
      ["Adhésion", "Membership", 25, 50],
    ],
    names: {
      fr: ["Sentier des {tree}", "Randonnée des Crêtes {deCity}", "Club de randonnée {deCity}", "Chemin des {flower}"],
      en: ["{tree} Trail", "{city} Ramblers", "{surname} Ridge Walk"],
    },
  },
  golf: {
    setting: "outdoor",
    profiles: { pool: grownUps },
    free: 0.02,
    hours: ["daylight"],
    prices: [
      ["Green fee 18 trous", "18-hole green fee", 45, 90],
      ["Seau de balles", "Bucket of balls", 3, 6],
      ["Initiation", "Taster lesson", 25, 40],
    ],
    names: {
      fr: ["Golf {deCity}", "Golf des {tree}", "Practice {surname}", "Golf du Domaine {surname}"],
      en: ["{city} Golf Club", "{tree} Golf Course", "{surname} Driving Range"],
    },
  },
  "martial-arts": {
    setting: "indoor",
    profiles: { pool: ["alone", "family", "friends"] },
    free: 0.05,
    hours: ["class", "sport"],
    prices: [
      ["Cotisation annuelle", "Annual membership", 180, 320],
      ["Cours d'essai", "Trial class", 0, 10],
    ],
    names: {
      fr: ["Dojo {deCity}", "Judo Club {city}", "Académie de karaté {surname}", "Boxe française {city}", "Taekwondo {city}"],
      en: ["{city} Judo Club", "{surname} Karate Academy", "{city} Boxing Gym"],
    },
  },
  fitness: {
    setting: "mostly-indoor",
    profiles: { pool: ["alone", "friends"] },
    free: 0.05,
    hours: ["sport"],
    prices: [
      ["Abonnement mensuel", "Monthly membership", 25, 60],
      ["Séance découverte", "Day pass", 8, 15],
    ],
    names: {
      fr: ["L'Usine Fitness {city}", "Fit {city}", "Cross Training {city}", "Salle de sport {surname}"],
      en: ["{city} Fitness Hub", "Iron Works Gym {city}", "{surname} Street Gym"],
    },
  },
  "water-sports": {
    setting: "outdoor",
    profiles: { pool: ["friends", "family", "couple"] },
    free: 0.05,
    hours: ["daylight"],
    prices: [
      ["Location kayak (1 h)", "Kayak hire (1 hr)", 12, 20],
      ["Stand-up paddle (1 h)", "Paddleboard (1 hr)", 15, 25],
      ["Stage de voile (5 jours)", "Sailing course (5 days)", 180, 320],
    ],
    names: {
      fr: ["Base nautique {deCity}", "Club de voile {deCity}", "Kayak Club {city}", "Paddle des {tree}"],
      en: ["{city} Sailing Club", "{city} Paddle Centre", "{surname} Watersports"],
    },
  },
  "horse-riding": {
    setting: "outdoor",
    profiles: { pool: ["family", "alone", "friends"] },
    free: 0.02,
    hours: ["sport", "kids"],
    prices: [
      ["Balade à cheval (1 h)", "Hack (1 hr)", 25, 40],
      ["Baptême poney", "Pony ride", 8, 15],
      ["Cours collectif", "Group lesson", 20, 35],
    ],
    names: {
      fr: ["Centre équestre {deCity}", "Poney-club des {tree}", "Écurie {surname}", "Haras des {tree}"],
      en: ["{city} Riding School", "{tree} Equestrian Centre", "{surname} Stables"],
    },
  },
  skiing: {
    setting: "mostly-outdoor",
    profiles: { pool: ["family", "friends", "alone"] },
    free: 0.05,
    hours: ["weekend", "daylight"],
    prices: [
      ["Forfait journée", "Day pass", 25, 50],
      ["Location skis", "Ski hire", 15, 30],
      ["Cours collectif", "Group lesson", 30, 50],
    ],
    names: {
      fr: ["Ski Club {deCity}", "Piste synthétique {deCity}", "Sorties neige {deCity}", "Ski Nordique des {tree}"],
      en: ["{city} Ski Club", "{city} Snowsports Centre", "{surname} Ski Slope"],
    },
  },

  // Leisure and nature
  "parks-gardens": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.95,
    hours: ["always", "always", "daylight"],
    prices: [["Serres tropicales", "Tropical glasshouses", 3, 6]],
    names: {
      fr: ["Parc des {tree}", "Jardin des {flower}", "Square {surname}", "Jardin botanique {deCity}", "Parc {surname}"],
      en: ["{tree} Park", "{surname} Gardens", "{city} Botanic Garden", "{surname} Common"],
    },
    weight: 2,
  },
  "nature-walk": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.8,
    hours: ["always", "daylight"],
    prices: [["Sortie guidée naturaliste", "Guided nature walk", 5, 12]],
    names: {
      fr: ["Balade des {tree}", "Sentier nature {deCity}", "Coulée verte {surname}", "Réserve naturelle du {animal}"],
      en: ["{tree} Nature Trail", "{city} Wetland Walk", "{surname} Woods"],
    },
  },
  beach: {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.9,
    hours: ["always", "daylight"],
    prices: [
      ["Location transat", "Deckchair hire", 5, 15],
      ["Location parasol", "Parasol hire", 5, 10],
    ],
    names: {
      fr: ["Plage des {flower}", "Plage {surname}", "Plage du Lac {deCity}", "{city} Plage"],
      en: ["{city} Beach", "{surname} Sands", "{tree} Bay Beach"],
    },
  },
  "lakes-rivers": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.85,
    hours: ["always"],
    prices: [["Location pédalo", "Pedalo hire", 10, 18]],
    names: {
      fr: ["Lac {deCity}", "Étang des {tree}", "Base de loisirs du Lac {surname}", "Berges des {tree}"],
      en: ["{tree} Lake", "{city} Riverside", "{surname} Ponds"],
    },
  },
  "boat-trip": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.02,
    hours: ["seasonal", "tour"],
    prices: [
      ["Croisière commentée (1 h)", "Sightseeing cruise (1 hr)", 12, 20],
      ["Enfant", "Child", 6, 10],
      ["Croisière dîner", "Dinner cruise", 60, 95],
    ],
    names: {
      fr: ["Bateaux {deCity}", "Croisières {surname}", "Vedettes {deCity}", "La Navette fluviale {deCity}"],
      en: ["{city} River Cruises", "{surname} Boat Trips", "{city} Water Taxi"],
    },
  },
  fishing: {
    setting: "outdoor",
    profiles: { pool: ["alone", "family", "friends"] },
    free: 0.2,
    hours: ["daylight"],
    prices: [
      ["Carte de pêche journée", "Day ticket", 5, 12],
      ["Carte annuelle", "Annual permit", 70, 110],
    ],
    names: {
      fr: ["Étang de pêche des {tree}", "Pêche à la truite {surname}", "Société de pêche {deCity}"],
      en: ["{city} Angling Club", "{tree} Fishing Lakes", "{surname} Trout Farm"],
    },
  },
  camping: {
    setting: "outdoor",
    profiles: { pool: ["family", "friends", "couple"] },
    free: 0,
    hours: ["always", "daylight"],
    prices: [
      ["Emplacement tente (nuit)", "Tent pitch (night)", 12, 25],
      ["Mobil-home (nuit)", "Static caravan (night)", 50, 110],
    ],
    names: {
      fr: ["Camping des {tree}", "Camping municipal {deCity}", "Camping Les {flower}"],
      en: ["{tree} Campsite", "{city} Caravan Park", "{surname} Farm Camping"],
    },
  },
  viewpoint: {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.9,
    hours: ["always"],
    prices: [["Longue-vue", "Telescope", 1, 2]],
    names: {
      fr: ["Belvédère {surname}", "Point de vue des {tree}", "Table d'orientation {deCity}", "Panorama du Fort {surname}"],
      en: ["{surname} Hill Viewpoint", "{city} Skyline Lookout", "{tree} Point"],
    },
  },
  "adventure-park": {
    setting: "outdoor",
    profiles: { always: "family", pool: ["friends"] },
    free: 0,
    hours: ["seasonal"],
    prices: [
      ["Parcours adulte", "Adult course", 22, 30],
      ["Parcours enfant", "Child course", 14, 20],
      ["Parcours Ouistiti (3–6 ans)", "Tots course (ages 3–6)", 8, 12],
    ],
    names: {
      fr: ["Accrobranche des {tree}", "Parc aventure {surname}", "Les Écureuils volants", "Tyroliennes {deCity}"],
      en: ["{tree} Treetop Adventure", "{city} High Ropes", "Squirrel Run {city}"],
    },
  },
  "escape-game": {
    setting: "indoor",
    profiles: { pool: ["friends", "family", "couple"] },
    free: 0,
    hours: ["leisure"],
    prices: [
      ["Session 4 à 6 joueurs (par pers.)", "4–6 players (per person)", 20, 27],
      ["Session 2 joueurs (par pers.)", "2 players (per person)", 28, 35],
    ],
    names: {
      fr: ["Escape {city} : le Manoir hanté", "L'Énigme {deCity}", "Lock Out {city}", "Le Coffre de {surname}"],
      en: ["Escape {city}: The Vault", "Lockdown {city}", "Cipher Rooms {city}"],
    },
  },
  bowling: {
    setting: "indoor",
    profiles: { pool: ["friends", "family", "couple"] },
    free: 0,
    hours: ["leisure"],
    prices: [
      ["Partie (par pers.)", "Game (per person)", 5, 9],
      ["Location chaussures", "Shoe hire", 2, 3],
    ],
    names: {
      fr: ["Bowling {deCity}", "Strike {city}", "Bowling des {tree}"],
      en: ["{city} Superbowl", "Strike Lanes {city}", "{surname} Bowl"],
    },
  },
  karting: {
    setting: "mostly-indoor",
    profiles: { pool: ["friends", "family"] },
    free: 0,
    hours: ["leisure"],
    prices: [
      ["Session 10 min", "10-minute session", 18, 25],
      ["Grand Prix (3 sessions)", "Grand Prix (3 sessions)", 50, 70],
    ],
    names: {
      fr: ["Karting {deCity}", "Kart Racing {city}", "Circuit {surname}"],
      en: ["{city} Karting", "Raceway {city}", "{surname} Kart Arena"],
    },
  },
  "spa-wellness": {
    setting: "indoor",
    profiles: { pool: ["couple", "alone", "friends"] },
    free: 0,
    hours: ["spa"],
    prices: [
      ["Accès spa (2 h)", "Spa access (2 hrs)", 25, 45],
      ["Massage (1 h)", "Massage (1 hr)", 60, 95],
      ["Hammam", "Hammam", 20, 35],
    ],
    names: {
      fr: ["Spa des {flower}", "Les Bains {deCity}", "Hammam {surname}", "Institut Bien-Être Les {flower}"],
      en: ["{city} Day Spa", "The {flower} Spa", "{surname} Bathhouse"],
    },
  },

  // Art and culture
  museum: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.3,
    hours: ["museum"],
    prices: [
      ["Plein tarif", "Adult", 6, 15],
      ["Tarif réduit", "Concession", 3, 8],
      ["Moins de 26 ans", "Under 26", 0, 0],
    ],
    names: {
      fr: [
        "Musée des Beaux-Arts {deCity}",
        "Musée d'histoire {deCity}",
        "Musée {surname}",
        "Musée d'Art moderne {deCity}",
        "Muséum d'histoire naturelle {deCity}",
      ],
      en: ["{city} Museum", "The {surname} Collection", "Museum of {city} History", "{city} Museum of Modern Art"],
    },
    weight: 2,
  },
  "art-gallery": {
    setting: "indoor",
    profiles: { pool: grownUps },
    free: 0.7,
    hours: ["shop"],
    prices: [["Visite commentée", "Guided visit", 5, 10]],
    names: {
      fr: ["Galerie {surname}", "Galerie des {flower}", "Espace d'art contemporain {deCity}", "Galerie {first} {surname}"],
      en: ["{surname} Gallery", "{city} Contemporary", "The {flower} Gallery"],
    },
  },
  exhibition: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.4,
    hours: ["museum"],
    prices: [
      ["Entrée", "Admission", 5, 14],
      ["Tarif réduit", "Concession", 3, 8],
    ],
    names: {
      fr: [
        "Exposition « Lumières {deCity} »",
        "Biennale photo {deCity}",
        "{first} {surname} : rétrospective",
        "Expo « Trésors {deCity} »",
      ],
      en: ["{first} {surname}: A Retrospective", "{city} Photography Exhibition", "Treasures of {city}"],
    },
  },
  theatre: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.05,
    hours: ["show"],
    prices: [
      ["Plein tarif", "Standard ticket", 18, 38],
      ["Moins de 26 ans", "Under 26", 8, 15],
    ],
    names: {
      fr: ["Théâtre {deCity}", "Théâtre des {flower}", "Théâtre {surname}", "Le Petit Théâtre {deCity}"],
      en: ["{city} Playhouse", "{surname} Theatre", "The Little Theatre {city}"],
    },
  },
  cinema: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["cinema"],
    prices: [
      ["Plein tarif", "Adult", 9, 13],
      ["Moins de 14 ans", "Under 14", 5, 6],
      ["Carte 5 places", "5-film pass", 35, 45],
    ],
    names: {
      fr: ["Cinéma {surname}", "Ciné {city}", "Cinéma Le Palace {deCity}", "Ciné des {tree}", "Le Studio {deCity}"],
      en: ["{city} Picturehouse", "The {surname} Cinema", "{tree} Screen"],
    },
  },
  concert: {
    setting: "mostly-indoor",
    profiles: { pool: grownUps },
    free: 0.15,
    hours: ["show", "bar"],
    prices: [["Billet", "Ticket", 15, 45]],
    names: {
      fr: ["Le Chaudron {deCity}", "L'Usine à Sons", "Scène des {tree}", "Salle {surname}", "Kiosque à musique {deCity}"],
      en: ["{city} Music Hall", "The {tree} Bandstand", "The {animal} Rooms"],
    },
  },
  opera: {
    setting: "indoor",
    profiles: { pool: grownUps },
    free: 0,
    hours: ["show"],
    prices: [
      ["Catégorie 1", "Stalls", 50, 120],
      ["Catégorie 3", "Balcony", 20, 45],
      ["Moins de 28 ans", "Under 28", 10, 15],
    ],
    names: {
      fr: ["Opéra {deCity}", "Opéra-Théâtre {deCity}", "Grand Théâtre {deCity}"],
      en: ["{city} Opera House", "{city} Opera", "{surname} Opera Hall"],
    },
  },
  dance: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.05,
    hours: ["class"],
    prices: [
      ["Cours d'essai", "Trial class", 0, 12],
      ["Trimestre", "Term", 150, 260],
    ],
    names: {
      fr: ["École de danse {surname}", "Centre chorégraphique {deCity}", "Studio Salsa {city}", "Tango {city}"],
      en: ["{city} Dance Studio", "{surname} School of Dance", "Salsa {city}"],
    },
  },
  monument: {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 0.6,
    hours: ["daylight", "museum"],
    prices: [
      ["Visite libre", "Self-guided visit", 6, 12],
      ["Montée à la tour", "Tower climb", 5, 10],
    ],
    names: {
      fr: ["Château {deCity}", "Tour {surname}", "Basilique Notre-Dame {deCity}", "Porte {surname}", "Hôtel de ville {deCity}"],
      en: ["{city} Cathedral", "{surname} Tower", "{city} Castle", "{surname} Memorial"],
    },
  },
  "guided-tour": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.15,
    hours: ["tour"],
    prices: [
      ["Adulte", "Adult", 10, 20],
      ["Enfant", "Child", 5, 10],
    ],
    names: {
      fr: ["Visite guidée du Vieux {city}", "Balade historique {deCity}", "{city} insolite", "Les Secrets {deCity}"],
      en: ["Old {city} Walking Tour", "Hidden {city}", "{city} Ghost Walk"],
    },
  },
  library: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.95,
    hours: ["library"],
    prices: [["Abonnement annuel (non-résidents)", "Annual card (non-residents)", 10, 30]],
    names: {
      fr: ["Médiathèque {surname}", "Bibliothèque municipale {deCity}", "Médiathèque des {tree}"],
      en: ["{city} Central Library", "{surname} Library", "{tree} Road Library"],
    },
  },
  "street-art": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.9,
    hours: ["always"],
    prices: [["Visite guidée", "Guided tour", 12, 18]],
    names: {
      fr: ["Parcours street art {deCity}", "Fresques du quartier {surname}", "Le Mur peint {deCity}", "Street Art Tour {city}"],
      en: ["{city} Street Art Trail", "{surname} Lane Murals", "{city} Graffiti Walk"],
    },
  },
  "creative-workshop": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.05,
    hours: ["class"],
    prices: [
      ["Atelier découverte (2 h)", "Taster workshop (2 hrs)", 35, 60],
      ["Stage du week-end", "Weekend course", 120, 220],
    ],
    names: {
      fr: ["Atelier céramique {surname}", "L'Atelier des {flower}", "Atelier poterie {deCity}", "Atelier couture de {first}"],
      en: ["{city} Pottery Studio", "The {flower} Workshop", "{first}'s Print Studio"],
    },
  },
  festival: {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 0.35,
    hours: ["fair", "bar"],
    prices: [
      ["Pass journée", "Day pass", 20, 45],
      ["Pass 3 jours", "3-day pass", 50, 110],
    ],
    names: {
      fr: ["Festival des Lumières {deCity}", "Jazz {deCity}", "Les Nuits {deCity}", "Festival du film {deCity}"],
      en: ["{city} Jazz Festival", "{city} Film Festival", "{city} Light Festival"],
    },
  },

  // Families: always for families, and only for them when the place is made for children.
  playground: {
    setting: "outdoor",
    profiles: { always: "family", pool: [] },
    free: 1,
    hours: ["always", "daylight"],
    prices: [],
    names: {
      fr: ["Aire de jeux des {tree}", "Square {surname}", "Aire de jeux du parc {surname}"],
      en: ["{tree} Playground", "{surname} Park Play Area", "{city} Adventure Playground"],
    },
    weight: 2,
  },
  zoo: {
    setting: "outdoor",
    profiles: { always: "family", pool: ["couple", "friends"] },
    free: 0.1,
    hours: ["seasonal"],
    prices: [
      ["Adulte", "Adult", 15, 28],
      ["Enfant (3 à 11 ans)", "Child (3–11)", 10, 20],
      ["Moins de 3 ans", "Under 3", 0, 0],
    ],
    names: {
      fr: ["Zoo {deCity}", "Parc zoologique {surname}", "Ménagerie des {tree}"],
      en: ["{city} Zoo", "{surname} Wildlife Park", "{tree} Animal Park"],
    },
  },
  aquarium: {
    setting: "indoor",
    profiles: { always: "family", pool: ["couple", "friends"] },
    free: 0,
    hours: ["seasonal"],
    prices: [
      ["Adulte", "Adult", 14, 24],
      ["Enfant", "Child", 9, 16],
    ],
    names: {
      fr: ["Aquarium {deCity}", "Le Grand Aquarium {deCity}", "Maison des Océans {deCity}"],
      en: ["{city} Aquarium", "{city} Ocean Discovery", "{surname} Marine Centre"],
    },
  },
  "amusement-park": {
    setting: "outdoor",
    profiles: { always: "family", pool: ["friends", "couple"] },
    free: 0.05,
    hours: ["seasonal"],
    prices: [
      ["Adulte", "Adult", 25, 45],
      ["Enfant", "Child", 20, 35],
      ["Ticket manège", "Ride token", 2, 4],
    ],
    names: {
      fr: ["Parc d'attractions {surname}", "Fête foraine {deCity}", "Luna Park {city}", "Le Pays des Merveilles"],
      en: ["{city} Fun Park", "{surname} Pleasure Gardens", "Wonderland {city}"],
    },
  },
  "water-park": {
    setting: "mostly-outdoor",
    profiles: { always: "family", pool: ["friends"] },
    free: 0,
    hours: ["seasonal"],
    prices: [
      ["Adulte", "Adult", 18, 30],
      ["Enfant", "Child", 12, 22],
    ],
    names: {
      fr: ["Aquaparc {deCity}", "Parc aquatique des {tree}", "Les Toboggans {deCity}"],
      en: ["{city} Splash Park", "{tree} Water World", "{surname} Lagoon"],
    },
  },
  "educational-farm": {
    setting: "outdoor",
    profiles: { always: "family", pool: [] },
    free: 0.4,
    hours: ["kids", "daylight"],
    prices: [
      ["Entrée", "Admission", 4, 8],
      ["Atelier traite", "Milking workshop", 6, 10],
    ],
    names: {
      fr: ["Ferme pédagogique des {tree}", "La Ferme {surname}", "Ferme urbaine {deCity}"],
      en: ["{surname} City Farm", "{tree} Farm", "{city} Community Farm"],
    },
  },
  "indoor-playground": {
    setting: "indoor",
    profiles: { always: "family", pool: [] },
    free: 0,
    hours: ["kids"],
    prices: [
      ["Enfant de 4 à 12 ans", "Child (4–12)", 9, 14],
      ["Enfant de 1 à 3 ans", "Child (1–3)", 6, 9],
      ["Adulte accompagnant", "Accompanying adult", 0, 0],
    ],
    names: {
      fr: ["Royaume des Enfants {deCity}", "Les Petits Lutins", "Jungle Kids {city}", "Kid's Planet {city}"],
      en: ["{city} Soft Play", "Little Explorers {city}", "Jungle Den {city}"],
    },
  },
  "kids-workshop": {
    setting: "indoor",
    profiles: { always: "family", pool: [] },
    free: 0.1,
    hours: ["kids", "class"],
    prices: [["Atelier (1 h 30)", "Session (1.5 hrs)", 12, 25]],
    names: {
      fr: ["Atelier des P'tits Artistes", "Les Petites Mains {deCity}", "Mini-Chefs {city}"],
      en: ["Little Makers {city}", "Kids' Art Club {city}", "Junior Chefs {city}"],
    },
  },
  "puppet-show": {
    setting: "mostly-indoor",
    profiles: { always: "family", pool: [] },
    free: 0.2,
    hours: ["kids"],
    prices: [
      ["Adulte", "Adult", 6, 12],
      ["Enfant", "Child", 5, 9],
    ],
    names: {
      fr: ["Théâtre de Guignol {deCity}", "Marionnettes des {tree}", "Les Marionnettes {deCity}"],
      en: ["{city} Puppet Theatre", "Punch and Judy on the Green", "{surname} Marionettes"],
    },
  },
  "science-centre": {
    setting: "indoor",
    profiles: { always: "family", pool: ["alone", "couple"] },
    free: 0.1,
    hours: ["museum"],
    prices: [
      ["Adulte", "Adult", 8, 15],
      ["Enfant", "Child", 5, 10],
      ["Planétarium", "Planetarium show", 3, 6],
    ],
    names: {
      fr: ["Cité des sciences {deCity}", "Planétarium {deCity}", "Espace Sciences {surname}"],
      en: ["{city} Science Centre", "{city} Planetarium", "{surname} Discovery Centre"],
    },
  },
  "mini-golf": {
    setting: "outdoor",
    profiles: { always: "family", pool: ["friends", "couple"] },
    free: 0,
    hours: ["seasonal"],
    prices: [
      ["Parcours 18 trous", "18 holes", 5, 9],
      ["Enfant", "Child", 4, 7],
    ],
    names: {
      fr: ["Minigolf des {tree}", "Mini-golf {deCity}", "Golf miniature {surname}"],
      en: ["{city} Crazy Golf", "{tree} Adventure Golf", "{surname} Mini Golf"],
    },
  },
  "kids-birthday": {
    setting: "indoor",
    profiles: { always: "family", pool: [] },
    free: 0,
    hours: ["kids"],
    prices: [
      ["Formule 8 enfants", "Package for 8 children", 120, 220],
      ["Enfant supplémentaire", "Extra child", 12, 20],
    ],
    names: {
      fr: ["Fête & Ballons {city}", "La Maison des anniversaires", "Anniversaires chez {first}"],
      en: ["{city} Party Barn", "Party Planet {city}", "{first}'s Party House"],
    },
  },

  // Gastronomy
  restaurant: {
    setting: "mostly-indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["restaurant"],
    prices: [
      ["Menu du soir", "Evening menu", 28, 55],
      ["Formule déjeuner", "Lunch set menu", 15, 25],
      ["Plat du jour", "Dish of the day", 12, 18],
      ["Menu enfant", "Children's menu", 9, 13],
    ],
    names: {
      fr: [
        "Restaurant Le Petit Gourmet",
        "La Table de {first}",
        "Chez {first}",
        "Le Bistrot du Marché",
        "Brasserie {surname}",
        "L'Auberge des {tree}",
        "Le Comptoir {deCity}",
        "Restaurant Les {flower}",
      ],
      en: ["The {surname} Arms", "{first}'s Kitchen", "The Little Gourmet", "{city} Grill House", "The {tree} Bistro"],
    },
    weight: 4,
  },
  "wine-tasting": {
    setting: "indoor",
    profiles: { pool: grownUps },
    free: 0.05,
    hours: ["shop", "bar"],
    prices: [
      ["Dégustation 5 vins", "5-wine tasting", 15, 30],
      ["Atelier œnologie (2 h)", "Wine course (2 hrs)", 40, 75],
    ],
    names: {
      fr: ["Cave {surname}", "Bar à vins Le Tire-Bouchon", "Caveau {deCity}", "Les Vins de {first}"],
      en: ["{surname} Wine Rooms", "The {city} Wine Cellar", "Corks & Co {city}"],
    },
  },
  "cooking-class": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["class"],
    prices: [
      ["Cours (2 h)", "Class (2 hrs)", 45, 80],
      ["Cours enfant", "Kids' class", 25, 40],
    ],
    names: {
      fr: ["La Cuisine de {first}", "Toque & Tablier {city}", "L'École du goût {deCity}", "Cours de cuisine {surname}"],
      en: ["{city} Cookery School", "{first}'s Kitchen Classes", "The {flower} Cookery Club"],
    },
  },
  market: {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 1,
    hours: ["market"],
    prices: [],
    names: {
      fr: ["Marché {surname}", "Marché des {tree}", "Halles {deCity}", "Marché de la place {surname}"],
      en: ["{city} Farmers' Market", "{surname} Street Market", "{city} Covered Market"],
    },
    weight: 2,
  },
  brewery: {
    setting: "indoor",
    profiles: { pool: grownUps },
    free: 0,
    hours: ["bar", "shop"],
    prices: [
      ["Visite et dégustation", "Tour and tasting", 10, 18],
      ["Pinte", "Pint", 5, 8],
    ],
    names: {
      fr: ["Brasserie artisanale {deCity}", "Brasserie du {animal}", "La Mousse {deCity}", "Bières {surname}"],
      en: ["{city} Brewing Co.", "{surname} Brewery", "The {animal} Brewhouse"],
    },
  },
  bakery: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["bakery"],
    prices: [
      ["Baguette de tradition", "Sourdough loaf", 1.2, 4],
      ["Croissant", "Croissant", 1.1, 1.8],
      ["Tarte aux fruits (6 parts)", "Fruit tart (6 slices)", 18, 28],
    ],
    names: {
      fr: ["Boulangerie {surname}", "Au Pain de {first}", "La Fournée {deCity}", "Pâtisserie {surname}", "Aux Délices {deCity}"],
      en: ["{surname} Bakery", "The {city} Bakehouse", "{first}'s Patisserie"],
    },
    weight: 2,
  },
  cafe: {
    setting: "mostly-indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["cafe"],
    prices: [
      ["Cappuccino", "Cappuccino", 3, 4.5],
      ["Expresso", "Espresso", 1.6, 2.5],
      ["Part de gâteau", "Slice of cake", 3.5, 5],
    ],
    names: {
      fr: ["Café {surname}", "Café des {flower}", "Le Café du coin", "Torréfaction {surname}", "Café de la Gare {deCity}"],
      en: ["{surname} Coffee House", "The {flower} Café", "Bean & Leaf {city}"],
    },
    weight: 2,
  },
  "food-tour": {
    setting: "outdoor",
    profiles: { pool: grownUps },
    free: 0,
    hours: ["tour"],
    prices: [["Visite de 3 h, dégustations comprises", "3-hour tour, tastings included", 55, 85]],
    names: {
      fr: ["Balade gourmande {deCity}", "Saveurs {deCity}", "Le Tour des Halles {deCity}"],
      en: ["{city} Food Tour", "Taste of {city}", "{city} Street Food Walk"],
    },
  },
  "cheese-shop": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["shop"],
    prices: [
      ["Plateau 5 fromages", "5-cheese board", 18, 30],
      ["Dégustation", "Tasting", 10, 16],
    ],
    names: {
      fr: ["Fromagerie {surname}", "Fromagerie des {tree}", "Le Comptoir du fromage", "Crèmerie {surname}"],
      en: ["{surname} Cheesemongers", "The {city} Cheese Room", "{first}'s Cheese Shop"],
    },
  },
  vineyard: {
    setting: "outdoor",
    profiles: { pool: ["couple", "friends"] },
    free: 0.15,
    hours: ["shop", "daylight"],
    prices: [
      ["Visite et dégustation", "Tour and tasting", 10, 25],
      ["Balade dans les vignes", "Vineyard walk", 15, 30],
    ],
    names: {
      fr: ["Domaine des {tree}", "Château {surname}", "Clos {surname}", "Domaine {surname} et Fils"],
      en: ["{surname} Estate Vineyard", "{tree} Hill Vineyard", "{city} Urban Winery"],
    },
  },
  brunch: {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["brunch"],
    prices: [
      ["Formule brunch", "Brunch set", 22, 35],
      ["Brunch enfant", "Children's brunch", 11, 15],
    ],
    names: {
      fr: ["Brunch Club {city}", "Les Œufs de {first}", "Le Dimanche {deCity}"],
      en: ["{city} Brunch Club", "Eggs & Co {city}", "Sunday Kitchen {city}"],
    },
  },
  bar: {
    setting: "mostly-indoor",
    profiles: { pool: grownUps },
    free: 0,
    hours: ["bar", "bar", "club"],
    prices: [
      ["Cocktail", "Cocktail", 9, 13],
      ["Demi", "Half pint", 3, 5],
      ["Verre de vin", "Glass of wine", 4, 7],
    ],
    names: {
      fr: [
        "Bar Le Zinc {deCity}",
        "Le Comptoir des {tree}",
        "La Buvette {deCity}",
        "Bar {surname}",
        "Le Baromètre",
        "Le Sous-Sol",
      ],
      en: ["The {surname} Arms", "The {tree} Tavern", "The Crown & {animal}", "{city} Cocktail Club", "The Basement {city}"],
    },
    weight: 3,
  },
  "food-truck": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["lunch"],
    prices: [
      ["Burger-frites", "Burger and fries", 10, 14],
      ["Boisson", "Drink", 2, 3],
    ],
    names: {
      fr: ["Food truck de {first}", "Burgers {surname}", "La Roulotte gourmande", "Le Camion à crêpes {deCity}"],
      en: ["{first}'s Food Truck", "Street Eats {city}", "The Taco Van"],
    },
  },
  "tea-room": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0,
    hours: ["cafe"],
    prices: [
      ["Formule goûter", "Afternoon tea", 12, 30],
      ["Théière", "Pot of tea", 4, 7],
    ],
    names: {
      fr: ["Salon de thé Les {flower}", "Le Thé de {first}", "Salon de thé Les Délices", "Maison de thé {surname}"],
      en: ["The {flower} Tea Room", "{surname}'s Tea Parlour", "{city} Tea House"],
    },
  },

  // Trade shows and fairs
  "trade-show": {
    setting: "indoor",
    profiles: { pool: ["alone", "friends"] },
    free: 0.5,
    hours: ["fair"],
    prices: [["Badge visiteur", "Visitor pass", 10, 25]],
    names: {
      fr: [
        "Salon des entrepreneurs {deCity}",
        "Salon du numérique {deCity}",
        "Salon du tourisme {deCity}",
        "Salon du BTP {deCity}",
      ],
      en: ["{city} Business Expo", "{city} Tech Show", "{city} Travel Show"],
    },
  },
  fair: {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 0.5,
    hours: ["fair"],
    prices: [["Entrée", "Admission", 3, 8]],
    names: {
      fr: ["Foire {deCity}", "Foire de printemps {deCity}", "Foire aux vins {deCity}", "Foire exposition {deCity}"],
      en: ["{city} Spring Fair", "{city} County Fair", "{city} Summer Fête"],
    },
  },
  "flea-market": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.9,
    hours: ["market"],
    prices: [["Emplacement exposant (2 m)", "Seller pitch (2 m)", 8, 20]],
    names: {
      fr: ["Brocante des {tree}", "Vide-greniers {deCity}", "Puces {deCity}", "Brocante du quartier {surname}"],
      en: ["{city} Car Boot Sale", "{surname} Flea Market", "{city} Vintage Market"],
    },
    weight: 2,
  },
  "craft-fair": {
    setting: "mostly-outdoor",
    profiles: { pool: everyone },
    free: 0.85,
    hours: ["market", "fair"],
    prices: [["Entrée", "Admission", 2, 5]],
    names: {
      fr: ["Marché des créateurs {deCity}", "Marché artisanal {deCity}", "Salon des métiers d'art {deCity}"],
      en: ["{city} Makers Market", "{city} Craft Fair", "{surname} Yard Crafts"],
    },
  },
  "christmas-market": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 1,
    hours: ["christmas"],
    prices: [],
    names: {
      fr: ["Marché de Noël {deCity}", "Village de Noël {deCity}", "Féerie de Noël {deCity}"],
      en: ["{city} Christmas Market", "Winter Wonderland {city}", "{surname} Square Christmas Market"],
    },
  },
  "job-fair": {
    setting: "indoor",
    profiles: { pool: ["alone"] },
    free: 0.95,
    hours: ["fair"],
    prices: [["Atelier CV", "CV workshop", 5, 15]],
    names: {
      fr: ["Salon de l'emploi {deCity}", "Forum emploi {deCity}", "Job Dating {city}"],
      en: ["{city} Jobs Fair", "{city} Careers Expo", "{city} Graduate Fair"],
    },
  },
  "book-fair": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.6,
    hours: ["fair"],
    prices: [["Entrée", "Admission", 3, 8]],
    names: {
      fr: ["Salon du livre {deCity}", "Fête du livre {deCity}", "Festival de la BD {deCity}"],
      en: ["{city} Book Fair", "{city} Literary Festival", "{city} Comics Fair"],
    },
  },
  "wine-fair": {
    setting: "indoor",
    profiles: { pool: grownUps },
    free: 0.1,
    hours: ["fair"],
    prices: [["Entrée avec verre de dégustation", "Entry with tasting glass", 5, 12]],
    names: {
      fr: ["Salon des vins {deCity}", "Salon Vins et Terroirs {deCity}", "Salon des vignerons {deCity}"],
      en: ["{city} Wine Fair", "{city} Wine & Food Show", "{city} Natural Wine Fair"],
    },
  },
  "home-show": {
    setting: "indoor",
    profiles: { pool: ["couple", "alone", "family"] },
    free: 0.6,
    hours: ["fair"],
    prices: [["Entrée", "Admission", 4, 8]],
    names: {
      fr: ["Salon de l'habitat {deCity}", "Salon Maison & Jardin {deCity}", "Salon de la rénovation {deCity}"],
      en: ["{city} Home Show", "{city} Home & Garden Show", "{city} Self-Build Show"],
    },
  },
  "motor-show": {
    setting: "indoor",
    profiles: { pool: everyone },
    free: 0.1,
    hours: ["fair"],
    prices: [
      ["Entrée", "Admission", 8, 16],
      ["Enfant", "Child", 0, 5],
    ],
    names: {
      fr: ["Salon de l'automobile {deCity}", "Salon auto-moto {deCity}", "Salon des voitures anciennes {deCity}"],
      en: ["{city} Motor Show", "{city} Classic Car Show", "{city} Motorcycle Show"],
    },
  },
  "agricultural-show": {
    setting: "outdoor",
    profiles: { pool: everyone },
    free: 0.3,
    hours: ["fair"],
    prices: [["Entrée", "Admission", 5, 12]],
    names: {
      fr: ["Salon de l'agriculture {deCity}", "Comice agricole {deCity}", "Fête de la terre {deCity}"],
      en: ["{city} Agricultural Show", "{city} County Show", "{city} Farm Show"],
    },
  },
  "education-fair": {
    setting: "indoor",
    profiles: { pool: ["alone", "family"] },
    free: 0.9,
    hours: ["fair"],
    prices: [["Entrée", "Admission", 2, 5]],
    names: {
      fr: ["Salon de l'étudiant {deCity}", "Forum des formations {deCity}", "Salon de l'orientation {deCity}"],
      en: ["{city} Education Fair", "{city} University Open Day", "{city} Study Abroad Fair"],
    },
  },
  "antiques-fair": {
    setting: "mostly-indoor",
    profiles: { pool: ["alone", "couple", "friends"] },
    free: 0.4,
    hours: ["fair", "market"],
    prices: [["Entrée", "Admission", 4, 10]],
    names: {
      fr: ["Salon des antiquaires {deCity}", "Foire aux antiquités {deCity}", "Salon Antiquités & Art {deCity}"],
      en: ["{city} Antiques Fair", "{city} Antiques & Collectors Fair", "{surname} Hall Antiques"],
    },
  },
};

export const nameWords = {
  fr: {
    tree: ["Tilleuls", "Chênes", "Platanes", "Marronniers", "Cèdres", "Érables", "Saules", "Bouleaux", "Peupliers", "Acacias"],
    flower: ["Lilas", "Roses", "Glycines", "Camélias", "Iris", "Tulipes", "Pivoines", "Coquelicots", "Hortensias"],
    animal: ["Hérisson", "Renard", "Blaireau", "Héron", "Castor", "Hibou", "Sanglier", "Cerf"],
  },
  en: {
    tree: ["Oak", "Elm", "Willow", "Chestnut", "Cedar", "Lime Tree", "Birch", "Maple", "Hawthorn"],
    flower: ["Lilac", "Rose", "Wisteria", "Bluebell", "Primrose", "Iris", "Poppy", "Foxglove"],
    animal: ["Fox", "Badger", "Heron", "Otter", "Stag", "Hare", "Owl", "Kingfisher"],
  },
} as const;
