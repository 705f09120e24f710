import { parseHttpUrl } from "./fields.ts";

// A conference's live and replay links are checked by the kinds of address a player can show, without asking
// the network (ADR 093): the hosted players (YouTube, Vimeo, Dailymotion, PeerTube, Twitch) as an iframe of
// their embed address, and a video file (HLS playlist or MP4) as a <video> element. Anything else is
// "video/not-found".

export const videoProviders = ["youtube", "vimeo", "dailymotion", "peertube", "twitch", "hls", "mp4"] as const;
export type VideoProvider = (typeof videoProviders)[number];

/** What a page puts in place of the link: an iframe of `src`, or a <video> of `src` with its MIME `type`. */
export type VideoEmbed =
  | { kind: "iframe"; provider: Exclude<VideoProvider, "hls" | "mp4">; src: string }
  | { kind: "file"; provider: "hls" | "mp4"; src: string; type: string };

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "www.youtube-nocookie.com",
]);
const vimeoHosts = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const dailymotionHosts = new Set(["dailymotion.com", "www.dailymotion.com", "geo.dailymotion.com"]);
const twitchHosts = new Set(["twitch.tv", "www.twitch.tv", "m.twitch.tv"]);
/** PeerTube's short ids (base58, 22 characters) and its UUIDs. */
const peertubeId = /^([1-9A-HJ-NP-Za-km-z]{22}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const twitchChannel = /^[A-Za-z0-9_]{3,25}$/;

function youtube(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = parts[0];
  else if (youtubeHosts.has(host)) {
    if (parts[0] === "watch") id = url.searchParams.get("v");
    else if (["embed", "live", "shorts", "v"].includes(parts[0] ?? "")) id = parts[1];
  }
  return id && youtubeId.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function vimeo(url: URL): string | null {
  if (!vimeoHosts.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts[0] === "event" && parts[1] && /^\d+$/.test(parts[1])) return `https://vimeo.com/event/${parts[1]}/embed`;
  const id = parts[0] === "video" ? parts[1] : parts.find((part) => /^\d+$/.test(part));
  return id && /^\d+$/.test(id) ? `https://player.vimeo.com/video/${id}` : null;
}

function dailymotion(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (host === "dai.ly") id = parts[0];
  else if (dailymotionHosts.has(host)) {
    if (parts[0] === "video") id = parts[1];
    else if (parts[0] === "embed" && parts[1] === "video") id = parts[2];
    else if (parts[0] === "player.html") id = url.searchParams.get("video") ?? undefined;
  }
  // "x8abc12_the-title": the id is before the underscore.
  id = id?.split("_")[0];
  return id && /^[A-Za-z0-9]{5,12}$/.test(id) ? `https://www.dailymotion.com/embed/video/${id}` : null;
}

/** Any instance: PeerTube is federated, so its addresses are known by their paths, not their hosts. */
function peertube(url: URL): string | null {
  const parts = url.pathname.split("/").filter(Boolean);
  let id: string | undefined;
  if (parts.length === 2 && parts[0] === "w") id = parts[1];
  else if (parts.length === 3 && parts[0] === "videos" && (parts[1] === "watch" || parts[1] === "embed")) id = parts[2];
  return id && peertubeId.test(id) ? `${url.origin}/videos/embed/${id}` : null;
}

/** Twitch's player wants the host of the page it is embedded in (`parent`). */
function twitch(url: URL, parentHost: string): string | null {
  if (!twitchHosts.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split("/").filter(Boolean);
  const parent = `parent=${encodeURIComponent(parentHost)}`;
  if (parts[0] === "videos" && parts[1] && /^\d+$/.test(parts[1])) {
    return `https://player.twitch.tv/?video=v${parts[1]}&${parent}&autoplay=false`;
  }
  const channel = parts[0];
  if (parts.length === 1 && channel && twitchChannel.test(channel) && channel !== "videos") {
    return `https://player.twitch.tv/?channel=${channel.toLowerCase()}&${parent}&autoplay=false`;
  }
  return null;
}

/**
 * The player for a live or replay link, or null when no player can show it (the form then says
 * "video/not-found"). `parentHost` is the host of the page that embeds it (Twitch needs it).
 */
export function videoEmbed(link: string, options: { parentHost?: string } = {}): VideoEmbed | null {
  const url = parseHttpUrl(link.trim());
  if (!url) return null;
  const path = url.pathname.toLowerCase();
  if (path.endsWith(".m3u8")) return { kind: "file", provider: "hls", src: url.href, type: "application/vnd.apple.mpegurl" };
  if (path.endsWith(".mp4")) return { kind: "file", provider: "mp4", src: url.href, type: "video/mp4" };
  const youtubeSrc = youtube(url);
  if (youtubeSrc) return { kind: "iframe", provider: "youtube", src: youtubeSrc };
  const vimeoSrc = vimeo(url);
  if (vimeoSrc) return { kind: "iframe", provider: "vimeo", src: vimeoSrc };
  const dailymotionSrc = dailymotion(url);
  if (dailymotionSrc) return { kind: "iframe", provider: "dailymotion", src: dailymotionSrc };
  const twitchSrc = twitch(url, options.parentHost ?? "localhost");
  if (twitchSrc) return { kind: "iframe", provider: "twitch", src: twitchSrc };
  const peertubeSrc = peertube(url);
  if (peertubeSrc) return { kind: "iframe", provider: "peertube", src: peertubeSrc };
  return null;
}

/** Whether a player can show the link (a pure check of its address; nothing is fetched). */
export const isPlayableVideoLink = (link: string): boolean => videoEmbed(link) !== null;
