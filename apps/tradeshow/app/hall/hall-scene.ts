import {
  type BoothArea,
  boothAt,
  clampToHall,
  HALL_ENTRANCE,
  HALL_HEIGHT,
  HALL_WIDTH,
  type HallBooth,
} from "@alentour/domain/hall";
import * as Phaser from "phaser";

// The 2D hall drawn with Phaser (docs/hall.md), only when something moves (ADR 115). This module is imported
// dynamically by the hall page only: no other page loads Phaser.

export type Avatar = { id: string; name: string; x: number; y: number };

export type HallSceneOptions = {
  parent: HTMLElement;
  booths: HallBooth[];
  areas: BoothArea[];
  selfName: string;
  /** The visitor moved (the caller throttles what it sends). */
  onMove: (x: number, y: number) => void;
  /** The visitor walked into a booth's area, or out of it (null). */
  onBooth: (boothId: string | null) => void;
};

export type HallSceneControl = {
  /** The other visitors of this hall, where they are now. */
  setOthers(avatars: Avatar[]): void;
  destroy(): void;
};

const SPEED = 240; // hall units per second
/** Frames in a row with nothing moving after which the hall stops drawing until something happens. */
const STILL_FRAMES = 10;
const AVATAR_COLOURS = ["#1f4e79", "#7a3b00", "#1b5e20", "#4a148c", "#8a1538", "#004d40"];
const colourOf = (avatar: string) =>
  Phaser.Display.Color.HexStringToColor(AVATAR_COLOURS[(Number(avatar.split("-")[1]) || 1) - 1] ?? "#1f4e79").color;

class HallScene extends Phaser.Scene {
  private me!: Phaser.GameObjects.Container;
  private keys!: Phaser.Types.Input.Keyboard.CursorKeys;
  private target: { x: number; y: number } | null = null;
  private booth: string | null = null;
  private readonly others = new Map<string, { view: Phaser.GameObjects.Container; x: number; y: number }>();
  private stillFrames = 0;

  private readonly options: HallSceneOptions;

  constructor(options: HallSceneOptions) {
    super("hall");
    this.options = options;
  }

  create() {
    const { booths, areas, selfName } = this.options;
    const floor = this.add.graphics();
    floor.fillStyle(0xf4f1ea, 1).fillRect(0, 0, HALL_WIDTH, HALL_HEIGHT);
    floor.fillStyle(0xe3ddd0, 1).fillRect(0, HALL_HEIGHT - 100, HALL_WIDTH, 100);
    for (const area of areas) {
      const booth = booths.find((b) => b.id === area.boothId);
      if (!booth) continue;
      const colour = Phaser.Display.Color.HexStringToColor(booth.colour).color;
      const g = this.add.graphics();
      if (booth.style === "modern") {
        g.fillStyle(colour, 0.35).fillRoundedRect(area.x, area.y, area.width, area.height, 18);
        g.lineStyle(3, colour, 1).strokeRoundedRect(area.x, area.y, area.width, area.height, 18);
      } else if (booth.style === "classic") {
        g.fillStyle(colour, 0.25).fillRect(area.x, area.y, area.width, area.height);
        g.fillStyle(colour, 1).fillRect(area.x, area.y, area.width, 14);
        g.lineStyle(4, colour, 1).strokeRect(area.x, area.y, area.width, area.height);
      } else {
        g.lineStyle(2, colour, 1).strokeRect(area.x, area.y, area.width, area.height);
      }
      // The booth's avatar: its host standing at the back of the booth.
      g.fillStyle(colourOf(booth.avatar), 1).fillCircle(area.x + area.width / 2, area.y + 34, 11);
      g.fillRect(area.x + area.width / 2 - 9, area.y + 46, 18, 16);
      this.add
        .text(area.x + area.width / 2, area.y + area.height - 12, booth.companyName, {
          color: "#1a1a1a",
          fontFamily: "system-ui, sans-serif",
          fontSize: "16px",
          align: "center",
          wordWrap: { width: area.width - 12 },
        })
        .setOrigin(0.5, 1);
    }
    this.me = this.avatar(selfName, 0x111111);
    this.me.setPosition(HALL_ENTRANCE.x, HALL_ENTRANCE.y).setDepth(10);
    const keyboard = this.input.keyboard;
    if (keyboard) this.keys = keyboard.createCursorKeys();
    this.input.on("pointerdown", (pointer: Phaser.Input.Pointer) => {
      this.target = clampToHall(pointer.worldX, pointer.worldY);
    });
    this.options.onMove(this.me.x, this.me.y);
  }

  private avatar(name: string, colour: number) {
    const body = this.add.circle(0, 0, 12, colour).setStrokeStyle(2, 0xffffff);
    const label = this.add
      .text(0, -16, name, {
        color: "#111111",
        fontFamily: "system-ui, sans-serif",
        fontSize: "13px",
        backgroundColor: "#ffffffcc",
      })
      .setOrigin(0.5, 1);
    return this.add.container(0, 0, [body, label]);
  }

  setOthers(avatars: Avatar[]) {
    const seen = new Set<string>();
    for (const avatar of avatars) {
      seen.add(avatar.id);
      const known = this.others.get(avatar.id);
      if (known) {
        known.x = avatar.x;
        known.y = avatar.y;
      } else {
        const view = this.avatar(avatar.name, 0x5a5a5a).setPosition(avatar.x, avatar.y);
        this.others.set(avatar.id, { view, x: avatar.x, y: avatar.y });
      }
    }
    for (const [id, other] of this.others) {
      if (seen.has(id)) continue;
      other.view.destroy();
      this.others.delete(id);
    }
  }

  override update() {
    // The real time since the last frame (Phaser's smoothed delta lags behind on a slow machine), at most 0.1 s.
    const delta = Math.min(this.game.loop.rawDelta, 100);
    if (!this.me) return;
    let dx = 0;
    let dy = 0;
    if (this.keys) {
      dx = (this.keys.right.isDown ? 1 : 0) - (this.keys.left.isDown ? 1 : 0);
      dy = (this.keys.down.isDown ? 1 : 0) - (this.keys.up.isDown ? 1 : 0);
    }
    // How far this frame may take the visitor: no further than a clicked place (past it, a long frame would send
    // the avatar back and forth around it).
    let reach = Number.POSITIVE_INFINITY;
    if (dx !== 0 || dy !== 0) this.target = null;
    else if (this.target) {
      const distance = Math.hypot(this.target.x - this.me.x, this.target.y - this.me.y);
      if (distance < 2) this.target = null;
      else {
        dx = (this.target.x - this.me.x) / distance;
        dy = (this.target.y - this.me.y) / distance;
        reach = distance;
      }
    }
    const walking = dx !== 0 || dy !== 0;
    if (walking) {
      const norm = Math.hypot(dx, dy);
      const step = Math.min((SPEED * delta) / 1000, reach);
      const next = clampToHall(this.me.x + (dx / norm) * step, this.me.y + (dy / norm) * step);
      this.me.setPosition(next.x, next.y);
      this.options.onMove(next.x, next.y);
      const booth = boothAt(this.options.areas, next.x, next.y);
      if (booth !== this.booth) {
        this.booth = booth;
        this.options.onBooth(booth);
      }
    }
    // The others glide to their last known place between two batches of positions.
    let gliding = false;
    for (const other of this.others.values()) {
      const [gapX, gapY] = [other.x - other.view.x, other.y - other.view.y];
      if (Math.abs(gapX) < 0.5 && Math.abs(gapY) < 0.5) other.view.setPosition(other.x, other.y);
      else {
        other.view.setPosition(other.view.x + gapX * 0.3, other.view.y + gapY * 0.3);
        gliding = true;
      }
    }
    // A hall where nothing moves is not drawn again: the loop sleeps until a key, a click, a new batch of
    // positions or a new size wakes it (`wake`). Drawing 60 still frames a second kept a core busy.
    if (walking || gliding) this.stillFrames = 0;
    else if (++this.stillFrames >= STILL_FRAMES) this.game.loop.sleep();
  }

  /** Starts drawing again, from this instant (no jump for the time slept). */
  wake() {
    const loop = this.game.loop;
    if (loop.running) return;
    this.stillFrames = 0;
    loop.resetDelta();
    loop.wake();
  }
}

export function startHallScene(options: HallSceneOptions): HallSceneControl {
  const scene = new HallScene(options);
  const game = new Phaser.Game({
    // A few shapes and names: the 2D canvas draws them as well as WebGL, at a fifth of its CPU without a GPU (ADR 115).
    type: Phaser.CANVAS,
    parent: options.parent,
    width: HALL_WIDTH,
    height: HALL_HEIGHT,
    backgroundColor: "#f4f1ea",
    scale: { mode: Phaser.Scale.FIT, autoCenter: Phaser.Scale.CENTER_HORIZONTALLY },
    // The arrow keys move the avatar only while the hall has the focus; elsewhere they scroll the page.
    input: { keyboard: { target: options.parent } },
    banner: false,
    audio: { noAudio: true },
    scene,
  });
  const active = () => scene.sys?.isActive() === true;
  // What can move the visitor or change the picture while the hall sleeps: Phaser's own key listener, added
  // before these, has already seen the key.
  const wake = () => {
    if (active()) scene.wake();
  };
  // A click: Phaser turns it into hall units with where the canvas was last measured, which only a window resize
  // updates (a notice above the hall moves it too). Measured again here, before Phaser's mouse listener runs.
  const pressed = () => {
    if (!active()) return;
    game.scale.updateBounds();
    scene.wake();
  };
  // The focus leaves with a key held (Tab, a click elsewhere): its release goes to another element, so the key is
  // let go here, or the avatar would walk on and the hall never rest.
  const left = () => {
    if (!active()) return;
    scene.input.keyboard?.resetKeys();
    scene.wake();
  };
  const keys = ["keydown", "keyup"] as const;
  for (const type of keys) options.parent.addEventListener(type, wake);
  options.parent.addEventListener("pointerdown", pressed, { capture: true });
  options.parent.addEventListener("focusout", left);
  const resized = new ResizeObserver(() => {
    game.scale.dirty = true;
    wake();
  });
  resized.observe(options.parent);
  return {
    setOthers: (avatars) => {
      if (!active()) return;
      scene.setOthers(avatars);
      scene.wake();
    },
    destroy: () => {
      for (const type of keys) options.parent.removeEventListener(type, wake);
      options.parent.removeEventListener("pointerdown", pressed, { capture: true });
      options.parent.removeEventListener("focusout", left);
      resized.disconnect();
      game.destroy(true);
      // Phaser removes a game in its next frame: a sleeping loop has none, so it is given one now (or the old
      // canvas and its listeners would stay beside the next hall's).
      if (game.loop.started && !game.loop.running) game.loop.tick();
    },
  };
}
