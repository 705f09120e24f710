import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { BANNER_HEIGHT_PX, BANNER_WIDTH_PX } from "@alentour/domain/constants";
import sharp from "sharp";

/** A Firebase Storage download URL, as the old platform wrote into its documents. */
const downloadUrl = (storagePath: string) =>
  `https://firebasestorage.googleapis.com/v0/b/old-platform.appspot.com/o/${encodeURIComponent(storagePath)}?alt=media&token=3f1c`;

const stamp = (iso: string) => ({ _seconds: Math.floor(Date.parse(iso) / 1000), _nanoseconds: 0 });

const weekdays = {
  mode: "same-every-day",
  days: ["tuesday", "wednesday", "thursday", "friday", "saturday"],
  ranges: [{ start: "10:00", end: "18:00" }],
};

/**
 * A generated export of the old platform in the shape docs/import.md describes, with the cases an importer
 * meets: a person with a photo, one whose phone today's rules refuse, one known only to the authentication
 * service, an anonymous account, one who has since signed up here, a broken address; activities with a banner,
 * unpublished, without visitor profiles, with an owner missing from the export, with a mismatched
 * sub-category, and with a banner file missing from the export.
 */
export async function writeLegacyExport(dir: string, options: { existingEmail: string }) {
  await mkdir(path.join(dir, "files", "users", "u1"), { recursive: true });
  await mkdir(path.join(dir, "files", "activities", "a1"), { recursive: true });
  await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toFile(path.join(dir, "files", "users", "u1", "photo.png"));
  await sharp({
    create: { width: BANNER_WIDTH_PX, height: BANNER_HEIGHT_PX, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .jpeg()
    .toFile(path.join(dir, "files", "activities", "a1", "banner.jpg"));

  const users = {
    u1: {
      id: "u1",
      firstName: "Léa",
      lastName: "Martin",
      email: "Lea.Martin@example.fr",
      city: "Lyon",
      company: "Les Ateliers",
      phone: "06 12 34 56 78",
      photoUrl: downloadUrl("users/u1/photo.png"),
      dateCreated: stamp("2024-03-01T10:00:00Z"),
      dateUpdated: stamp("2025-06-01T10:00:00Z"),
    },
    u2: {
      id: "u2",
      firstName: "Marc",
      lastName: "Petit",
      email: "marc@example.fr",
      phone: "call me",
      dateCreated: "2024-04-01T10:00:00Z",
    },
    u5: { id: "u5", firstName: "Sam", lastName: "Roux", email: options.existingEmail },
    u6: { id: "u6", firstName: "Nobody", lastName: "Here", email: "not an address" },
  };
  const auth = {
    users: [
      { uid: "u1", email: "lea.martin@example.fr", emailVerified: true, displayName: "Léa Martin", isAnonymous: false },
      { uid: "u2", email: "marc@example.fr", emailVerified: false, isAnonymous: false },
      { uid: "u3", email: "jean.dupont@example.fr", emailVerified: true, displayName: "Jean Dupont", isAnonymous: false },
      { uid: "u4", isAnonymous: true },
    ],
  };
  const place = {
    address: { streetNumberAndStreet: "86 quai Perrache", city: "Lyon", country: "FR" },
    location: { _latitude: 45.7326, _longitude: 4.8181 },
  };
  const activities = {
    a1: {
      name: "Musée des Confluences",
      category: "Art and Culture",
      subCategory: "museum",
      pricing: "paid",
      setting: "indoor",
      profiles: ["family", "couple"],
      ...place,
      openingHours: weekdays,
      description: "<h2>Sciences et sociétés</h2><p>Au confluent.</p><script>alert(1)</script>",
      priceList: [{ label: "Plein tarif", amount: 1200, currency: "EUR" }],
      banner: downloadUrl("activities/a1/banner.jpg"),
      socialLinks: { instagram: "https://www.instagram.com/museedesconfluences" },
      contact: { email: "contact@confluences.example", name: "Musée des Confluences" },
      ownerId: "u1",
      published: true,
      dateCreated: stamp("2024-05-01T10:00:00Z"),
    },
    a2: {
      name: "Les Halles Paul Bocuse",
      category: "Gastronomie",
      subCategory: "market",
      pricing: "free",
      setting: "indoor",
      address: { streetNumberAndStreet: "102 cours Lafayette", city: "Lyon", country: "FR" },
      location: { latitude: 45.7627, longitude: 4.8505 },
      openingHours: { mode: "24h", days: ["saturday", "sunday"] },
      ownerId: "u2",
      published: false,
    },
    a3: {
      name: "Ghost owner",
      category: "sport",
      subCategory: "tennis",
      pricing: "paid",
      setting: "outdoor",
      ...place,
      openingHours: weekdays,
      ownerId: "gone",
    },
    a4: {
      name: "Mismatch",
      category: "Sport",
      subCategory: "museum",
      pricing: "paid",
      setting: "outdoor",
      profiles: ["friends"],
      ...place,
      openingHours: weekdays,
      ownerId: "u1",
    },
    a5: {
      name: "Parc de la Tête d'Or",
      category: "Loisirs et Nature",
      subCategory: "parks-gardens",
      pricing: "free",
      setting: "outdoor",
      profiles: ["alone", "family"],
      address: { streetNumberAndStreet: "Place Général Leclerc", city: "Lyon", country: "FR" },
      location: { lat: 45.7772, lng: 4.8559 },
      openingHours: weekdays,
      banner: downloadUrl("activities/a5/banner.jpg"),
      ownerId: "u3",
    },
    a6: {
      name: "Escalade en salle",
      category: "sport",
      subCategory: "climbing",
      pricing: "paid",
      setting: "indoor",
      profiles: ["friends"],
      ...place,
      openingHours: weekdays,
      ownerId: "u5",
    },
  };
  await writeFile(path.join(dir, "users.json"), JSON.stringify(users, null, 2));
  await writeFile(path.join(dir, "auth.json"), JSON.stringify(auth, null, 2));
  await writeFile(path.join(dir, "activities.json"), JSON.stringify(activities, null, 2));
}
