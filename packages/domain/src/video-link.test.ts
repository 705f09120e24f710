import { describe, expect, it } from "vitest";
import { isPlayableVideoLink, videoEmbed } from "./video-link.ts";

describe("videoEmbed", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://youtu.be/dQw4w9WgXcQ?t=42", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://m.youtube.com/live/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
    ["https://www.youtube.com/embed/dQw4w9WgXcQ", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"],
  ])("plays YouTube %s", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "iframe", provider: "youtube", src });
  });

  it.each([
    ["https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://player.vimeo.com/video/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/channels/staffpicks/76979871", "https://player.vimeo.com/video/76979871"],
    ["https://vimeo.com/event/12345", "https://vimeo.com/event/12345/embed"],
  ])("plays Vimeo %s", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "iframe", provider: "vimeo", src });
  });

  it.each([
    ["https://www.dailymotion.com/video/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12"],
    ["https://dai.ly/x8abc12", "https://www.dailymotion.com/embed/video/x8abc12"],
    ["https://www.dailymotion.com/video/x8abc12_les-vins-de-demain", "https://www.dailymotion.com/embed/video/x8abc12"],
  ])("plays Dailymotion %s", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "iframe", provider: "dailymotion", src });
  });

  it.each([
    [
      "https://framatube.org/w/9c9de5e8-0a1e-484a-b099-e80766180a6d",
      "https://framatube.org/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d",
    ],
    ["https://peertube.example/w/kkGMgK9ZtnKfYAgnEtQxbv", "https://peertube.example/videos/embed/kkGMgK9ZtnKfYAgnEtQxbv"],
    [
      "https://video.example/videos/watch/9c9de5e8-0a1e-484a-b099-e80766180a6d",
      "https://video.example/videos/embed/9c9de5e8-0a1e-484a-b099-e80766180a6d",
    ],
  ])("plays PeerTube on any instance: %s", (link, src) => {
    expect(videoEmbed(link)).toEqual({ kind: "iframe", provider: "peertube", src });
  });

  it("plays a Twitch channel or video inside the page's host", () => {
    expect(videoEmbed("https://www.twitch.tv/alentour", { parentHost: "salons.example" })).toEqual({
      kind: "iframe",
      provider: "twitch",
      src: "https://player.twitch.tv/?channel=alentour&parent=salons.example&autoplay=false",
    });
    expect(videoEmbed("https://www.twitch.tv/videos/123456", { parentHost: "salons.example" })?.src).toBe(
      "https://player.twitch.tv/?video=v123456&parent=salons.example&autoplay=false",
    );
  });

  it("plays an HLS playlist or an MP4 file in a video element", () => {
    expect(videoEmbed("https://cdn.example/live/stream.m3u8?token=1")).toEqual({
      kind: "file",
      provider: "hls",
      src: "https://cdn.example/live/stream.m3u8?token=1",
      type: "application/vnd.apple.mpegurl",
    });
    expect(videoEmbed("https://cdn.example/replays/talk.MP4")).toMatchObject({
      kind: "file",
      provider: "mp4",
      type: "video/mp4",
    });
  });

  it.each([
    "https://example.com/my-talk",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/@alentour",
    "https://vimeo.com/channels",
    "https://www.dailymotion.com/alentour",
    "https://www.twitch.tv/directory/game/x",
    "https://peertube.example/w/not-an-id",
    "ftp://cdn.example/talk.mp4",
    "javascript:alert(1)//.mp4",
    "not a link",
  ])("finds no video in %s", (link) => {
    expect(videoEmbed(link)).toBeNull();
    expect(isPlayableVideoLink(link)).toBe(false);
  });
});
