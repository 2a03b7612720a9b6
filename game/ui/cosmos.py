"""The living background: a nebula, a drifting starfield in three parallax layers, and the warp's vortex.

Everything expensive is rendered once per window size and kept:

- the backdrop (deep-space colour, nebula clouds, faint dust, the warp's halo) is one opaque surface, blitted
  whole each frame;
- stars are a few tiny pre-rendered sprites per layer and brightness, blitted in one ``fblits`` call;
- the vortex's spiral arms are rendered once and their rotations cached (``ROT_STEPS`` per repetition of
  the arm pattern, each rendered the first time it is needed); two neighbouring rotations are cross-faded,
  additively, so the turning looks continuous;
- the dark heart and its rim are static sprites; a handful of motes spiral into the heart.

Built layers are kept per geometry (size, warp centre and radius) for the last few geometries, so going
from the title screen to the table and back, or toggling full screen, does not render them again.
``STATS`` counts layer renders and rotations (tests check they stay put while frames run). The cosmos
reads only the layout's size, centre and warp radius: it knows nothing of the game.
"""

from __future__ import annotations

import functools
import math
import random
from collections import OrderedDict
from dataclasses import dataclass, field

import pygame

from game.ui import theme
from game.ui.layout import Layout

# The arm patterns repeat every 360/ARMS degrees, so only that much rotation needs caching.
OUTER_ARMS = 5
INNER_ARMS = 3
ROT_STEPS = 36  # cached rotations per repetition of an arm pattern
OUTER_SPIN = 7.0  # degrees per second (counter-clockwise on screen, like water down a drain)
INNER_SPIN = 19.0
TWINKLE_LEVELS = 6
NEBULA_HUES = [(70, 34, 130), (20, 78, 128), (112, 30, 96), (40, 56, 150)]
TWINKLE_TABLE = 64  # twinkle phases per star cycle
MOTE_LEVELS = 6
KEEP_KITS = 2  # built geometries kept (each about 10 MB of surfaces at 1920x1080 plus its rotations)

STATS = {"builds": 0, "rotations": 0}

Geometry = tuple[int, int, float, float, float, int]


@dataclass
class StarLayer:
    """One parallax layer: its stars and their drift in pixels per second.

    Positions are top-left corners of the sprites at t=0. Steady stars keep one sprite; twinkling stars
    pick a brightness level from the twinkle table. Sprites land on whole pixels, so the list of blits is
    rebuilt only when the layer has drifted a whole pixel or the twinkle clock ticks, not every frame.
    """

    speed: tuple[float, float]
    steady: list[tuple[pygame.Surface, float, float]]
    twinkling: list[tuple[list[pygame.Surface], float, float, int]]  # (levels, x, y, phase offset)
    key: tuple[int, int, int] = (0, 0, -1)
    blits: list[tuple[pygame.Surface, tuple[float, float]]] = field(default_factory=list)


def _display_ready() -> bool:
    return pygame.display.get_init() and pygame.display.get_surface() is not None


def _fast(surf: pygame.Surface, alpha: bool) -> pygame.Surface:
    """``surf`` converted to the display's pixel format (much faster blits), when a display is open."""
    if not _display_ready():
        return surf
    return surf.convert_alpha() if alpha else surf.convert()


@functools.lru_cache(maxsize=256)
def _white_dot(radius: int, falloff: float) -> pygame.Surface:
    size = radius * 2 + 1
    surf = pygame.Surface((size, size))
    surf.fill((0, 0, 0))
    for i in range(radius, 0, -1):
        k = int(255 * (1 - i / (radius + 1)) ** falloff)
        pygame.draw.circle(surf, (k, k, k), (radius, radius), i)
    return _soften(surf)


def _soften(surf: pygame.Surface) -> pygame.Surface:
    """A light blur (half size and back): smooths the speckles concentric circles leave between them."""
    w, h = surf.get_size()
    if w < 8 or h < 8:
        return surf
    return pygame.transform.smoothscale(pygame.transform.smoothscale(surf, (w // 2, h // 2)), (w, h))


def soft_dot(radius: int, colour: tuple[int, int, int], falloff: float = 2.2) -> pygame.Surface:
    """An opaque black square with a soft round glow of ``colour`` in the middle (for additive blits)."""
    surf = _white_dot(radius, falloff).copy()
    surf.fill(colour, special_flags=pygame.BLEND_RGB_MULT)
    return surf


def glow_sprite(
    radius: int, colour: tuple[int, int, int], alpha: int, falloff: float = 2.0
) -> pygame.Surface:
    """A soft round spot of ``colour`` whose opacity fades from ``alpha`` at the centre to 0 at the rim."""
    size = radius * 2 + 1
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(radius, 0, -1):
        k = (1 - i / (radius + 1)) ** falloff
        pygame.draw.circle(surf, (*colour, int(alpha * k)), (radius, radius), i)
    return _soften(surf)


@dataclass
class Kit:
    """Everything rendered for one geometry: the backdrop, star layers, vortex sources and their rotations."""

    back: pygame.Surface
    layers: list[StarLayer]
    arms: dict[str, pygame.Surface]  # "outer" / "inner" -> the arms at angle 0 (light on black)
    heart: pygame.Surface
    rim: list[pygame.Surface]  # the rim at a few brightnesses, for its pulse
    motes: list[tuple[float, float, float, int]]  # (period s, phase offset, start angle, kind)
    mote_sprites: list[list[pygame.Surface]]  # [kind][brightness level]
    rotations: dict[str, list[pygame.Surface | None]] = field(default_factory=dict)
    scratch: dict[str, pygame.Surface] = field(default_factory=dict)


_kits: OrderedDict[Geometry, Kit] = OrderedDict()


def clear_cache() -> None:
    """Forget every built geometry (frees their surfaces)."""
    _kits.clear()


class Sky:
    """Nebula, starfield and warp for one layout (rebuilt when the layout's geometry changes).

    (Not named after its module: one of the game's aliens has that name, and only game/aliens names them.)
    """

    def __init__(self, layout: Layout, seed: int = 7) -> None:
        self.layout = layout
        self.seed = seed
        self._key: Geometry | None = None
        self.kit = self._kit()

    # -- building (once per geometry) --------------------------------------------------------------
    def _geometry(self) -> Geometry:
        lay = self.layout
        return (lay.w, lay.h, float(lay.centre[0]), float(lay.centre[1]), float(lay.warp_r), self.seed)

    def _kit(self) -> Kit:
        """The kit for the layout's current geometry: cached, or rendered now."""
        key = self._geometry()
        if key == self._key:
            return self.kit
        self._key = key
        kit = _kits.get(key)
        if kit is None:
            kit = self._build()
            _kits[key] = kit
            while len(_kits) > KEEP_KITS:
                _kits.popitem(last=False)
        else:
            _kits.move_to_end(key)
        return kit

    def _build(self) -> Kit:
        STATS["builds"] += 1
        rng = random.Random(self.seed)
        w, h = self.layout.w, self.layout.h
        back = _fast(self._backdrop(w, h, rng), alpha=False)
        layers = self._stars(w, h, rng)
        return self._vortex(back, layers, rng)

    def _backdrop(self, w: int, h: int, rng: random.Random) -> pygame.Surface:
        """Deep-space colour, the nebula, faint dust and the warp's halo: one opaque surface."""
        # Work at a quarter of the size: the clouds are soft, and smoothscale up blurs them further.
        ww, wh = max(16, w // 4), max(16, h // 4)
        clouds = pygame.Surface((ww, wh))
        clouds.fill((0, 0, 0))
        dots: dict[tuple[int, tuple[int, int, int]], pygame.Surface] = {}
        # Streams of cloud crossing the sky, each a wandering line of blobs at three scales and one hue.
        board = self.layout.board
        for colour in NEBULA_HUES:
            # Start inside the board, where the panels do not hide the clouds.
            x = (board.x + rng.uniform(0.1, 0.9) * board.w) / 4
            y = (board.y + rng.uniform(0.1, 0.9) * board.h) / 4
            heading = rng.uniform(0, 2 * math.pi)
            for _ in range(40):
                heading += rng.uniform(-0.6, 0.6)
                x += math.cos(heading) * ww * 0.035
                y += math.sin(heading) * ww * 0.028
                if not (-0.2 * ww < x < 1.2 * ww and -0.2 * wh < y < 1.2 * wh):
                    heading += math.pi  # turn back towards the screen
                for scale, strength in ((0.15, 0.2), (0.06, 0.34), (0.022, 0.55)):
                    r = max(2, int(ww * scale * rng.uniform(0.6, 1.3)))
                    tint = theme.shade(colour, round(strength * rng.uniform(0.5, 1.0), 1))
                    dot = dots.get((r, tint))
                    if dot is None:
                        dot = dots[(r, tint)] = soft_dot(r, tint)
                    jx = x + rng.uniform(-1, 1) * r
                    jy = y + rng.uniform(-1, 1) * r
                    clouds.blit(dot, (jx - r, jy - r), special_flags=pygame.BLEND_RGB_ADD)
        # Dark dust lanes: multiply by a soft mask so the clouds get structure instead of fog.
        lw, lh = max(4, ww // 2), max(4, wh // 2)
        lanes = pygame.Surface((lw, lh))
        lanes.fill((255, 255, 255))
        for _ in range(26):
            r = max(2, int(lw * rng.uniform(0.03, 0.1)))
            x, y = rng.uniform(0, lw), rng.uniform(0, lh)
            lanes.blit(soft_dot(r, (150, 150, 140), 1.2), (x - r, y - r), special_flags=pygame.BLEND_RGB_SUB)
        clouds.blit(
            pygame.transform.smoothscale(lanes, (ww, wh)), (0, 0), special_flags=pygame.BLEND_RGB_MULT
        )
        # A clearing round the warp, so its own halo and arms stand out against darker sky.
        cr = max(2, int(self.layout.warp_r * 2.4 / 4))
        cx, cy = self.layout.centre[0] / 4, self.layout.centre[1] / 4
        clouds.blit(soft_dot(cr, (70, 70, 70), 1.0), (cx - cr, cy - cr), special_flags=pygame.BLEND_RGB_SUB)
        # Blur (down, then up), then grow in doublings, which leaves fewer seams than one big stretch.
        clouds = pygame.transform.smoothscale(clouds, (max(8, ww // 2), max(8, wh // 2)))
        clouds = pygame.transform.smoothscale(clouds, (ww, wh))
        clouds = pygame.transform.smoothscale(clouds, (max(ww, w // 2), max(wh, h // 2)))
        clouds = pygame.transform.smoothscale(clouds, (w, h))

        back = pygame.Surface((w, h))
        back.fill(theme.BG)
        back.blit(clouds, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        # Faint dust: countless tiny stars too far away to move.
        for _ in range(w * h // 1400):
            b = rng.randint(28, 90)
            tint = rng.choice(((b, b, b + 20), (b + 10, b, b - 5), (b - 5, b, b + 25)))
            back.set_at((rng.randrange(w), rng.randrange(h)), tuple(min(255, max(0, c)) for c in tint))
        # The warp's halo, additive, so the nebula shows through it.
        cx, cy = self.layout.centre
        r = int(self.layout.warp_r * 2.6)
        if r > 2:
            halo = soft_dot(r, (66, 32, 128), falloff=2.4)
            back.blit(halo, (cx - r, cy - r), special_flags=pygame.BLEND_RGB_ADD)
            r2 = int(self.layout.warp_r * 1.4)
            halo = soft_dot(r2, (70, 50, 156), falloff=1.8)
            back.blit(halo, (cx - r2, cy - r2), special_flags=pygame.BLEND_RGB_ADD)
        back.blit(_vignette(w, h), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        return back

    def _stars(self, w: int, h: int, rng: random.Random) -> list[StarLayer]:
        """Three layers: many faint slow stars, fewer brighter ones, a few near bright ones with glints."""
        unit = h / 1080
        tints = [(255, 255, 255), (200, 220, 255), (255, 236, 200), (255, 210, 200), (210, 200, 255)]
        # (stars per megapixel, sprite radii, peak brightness, drift px/s, share that twinkles)
        specs = [
            (260, (1,), 150, 2.0, 0.0),
            (70, (1, 2), 210, 5.0, 0.5),
            (14, (2, 3), 255, 10.0, 0.8),
        ]
        heading = (-0.94, -0.34)  # everything drifts slowly up and to the left
        layers = []
        for per_mp, radii, peak, speed, share in specs:
            kinds: list[list[pygame.Surface]] = []
            for radius in radii:
                for tint in tints:
                    r = max(1, round(radius * max(0.8, unit)))
                    levels = []
                    for lv in range(TWINKLE_LEVELS):
                        k = (0.35 + 0.65 * lv / (TWINKLE_LEVELS - 1)) * peak / 255
                        levels.append(
                            _fast(self._star_sprite(r, theme.shade(tint, k), radius >= 3), alpha=False)
                        )
                    kinds.append(levels)
            count = max(8, int(per_mp * w * h / 1e6))
            layer = StarLayer(
                speed=(heading[0] * speed * unit, heading[1] * speed * unit), steady=[], twinkling=[]
            )
            for _ in range(count):
                levels = kinds[rng.randrange(len(kinds))]
                hs = levels[0].get_width() // 2
                x, y = rng.uniform(0, w) - hs, rng.uniform(0, h) - hs
                if rng.random() < share:
                    layer.twinkling.append((levels, x, y, rng.randrange(TWINKLE_TABLE)))
                else:
                    layer.steady.append((levels[-1], x, y))
            layers.append(layer)
        return layers

    @staticmethod
    def _star_sprite(r: int, colour: tuple[int, int, int], glint: bool) -> pygame.Surface:
        """A star: a bright core in a soft halo, with a faint cross glint for the nearest ones."""
        size = r * 4 + 1
        c = size // 2
        surf = soft_dot(c, colour, falloff=2.4)
        if glint:
            faint = theme.shade(colour, 0.3)
            pygame.draw.line(surf, faint, (0, c), (size - 1, c))
            pygame.draw.line(surf, faint, (c, 0), (c, size - 1))
        surf.set_at((c, c), theme.shade(colour, 1.4))
        return surf

    def _vortex(self, back: pygame.Surface, layers: list[StarLayer], rng: random.Random) -> Kit:
        """The warp: two sets of spiral arms (rotations cached lazily), a dark heart, a rim, motes."""
        r = self.layout.warp_r
        arms = {
            "outer": _fast(self._arms(r * 1.5, r * 0.3, OUTER_ARMS, 2.2, (150, 110, 255), rng), False),
            "inner": _fast(self._arms(r * 0.85, r * 0.22, INNER_ARMS, 3.0, (240, 190, 255), rng), False),
        }
        heart = _fast(glow_sprite(max(2, int(r * 0.5)), (2, 0, 8), 255, falloff=0.5), True)
        # The rim: a soft ring of light round the heart (additive), in a few brightnesses for its pulse.
        rim_r = max(3, int(r * 0.4))
        width = max(3.0, r * 0.09)
        size = int(rim_r + width * 3) * 2 + 1
        c = size // 2
        ring = pygame.Surface((size, size))
        ring.fill((0, 0, 0))
        for i in range(c, 0, -1):
            k = math.exp(-(((i - rim_r) / width) ** 2))
            pygame.draw.circle(ring, theme.shade((215, 185, 255), 0.9 * k), (c, c), i)
        ring = _soften(ring)
        rim = []
        for lv in range(8):
            level = _fast(ring.copy(), False)
            k = int(255 * (0.5 + 0.5 * lv / 7))
            level.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
            rim.append(level)
        motes = [
            (rng.uniform(5.0, 11.0), rng.random(), rng.uniform(0, 2 * math.pi), rng.randrange(3))
            for _ in range(26)
        ]
        mote_sprites = [
            [
                _fast(
                    soft_dot(max(2, int(r * 0.035) + k), theme.shade((225, 205, 255), (0.5 + 0.25 * k) * lv)),
                    False,
                )
                for lv in (i / (MOTE_LEVELS - 1) for i in range(MOTE_LEVELS))
            ]
            for k in range(3)
        ]
        return Kit(
            back=back,
            layers=layers,
            arms=arms,
            heart=heart,
            rim=rim,
            motes=motes,
            mote_sprites=mote_sprites,
            rotations={name: [None] * ROT_STEPS for name in arms},
            scratch={name: _fast(pygame.Surface(src.get_size()), False) for name, src in arms.items()},
        )

    @staticmethod
    def _arms(
        outer: float,
        inner: float,
        arms: int,
        twist: float,
        colour: tuple[int, int, int],
        rng: random.Random,
    ) -> pygame.Surface:
        """Spiral arms as light on black: soft dots along logarithmic spirals, a broad veil and a bright
        core for each arm, blurred. Drawn additively."""
        size = int(outer * 2) + 4
        c = size / 2
        glow = pygame.Surface((size, size))
        glow.fill((0, 0, 0))
        dots: dict[tuple[int, tuple[int, int, int]], pygame.Surface] = {}
        along = math.sqrt(1 + twist * twist)  # arc length per unit of radius on this spiral
        for width, strength, jitter in ((0.2, 0.12, 0.0), (0.07, 0.3, 0.04)):
            for arm in range(arms):
                a0 = arm * 2 * math.pi / arms + rng.uniform(-0.1, 0.1)
                rr = inner
                while rr < outer:
                    f = (rr - inner) / (outer - inner)
                    # Arms wind tighter towards the heart (a log spiral) and trail behind the turn, as water
                    # does going down a drain; they fade at both ends.
                    a = a0 - twist * math.log(rr / inner) + rng.uniform(-jitter, jitter)
                    fade = math.sin(math.pi * min(1.0, f * 1.1)) ** 0.8 * (1 - f) ** 0.3
                    dot_r = max(1, int(1.5 + outer * width * (0.3 + f)))
                    tint = theme.shade(colour, round(strength * fade * rng.uniform(0.8, 1.0), 2))
                    dot = dots.get((dot_r, tint))
                    if dot is None:
                        dot = dots[(dot_r, tint)] = soft_dot(dot_r, tint)
                    x = c + math.cos(a) * rr
                    y = c - math.sin(a) * rr
                    glow.blit(dot, (x - dot_r, y - dot_r), special_flags=pygame.BLEND_RGB_ADD)
                    rr += max(0.5, dot_r * 0.5 / along)  # dots overlap about four deep along the arm
        small = max(4, size // 3)
        return pygame.transform.smoothscale(pygame.transform.smoothscale(glow, (small, small)), (size, size))

    # -- drawing (every frame) ---------------------------------------------------------------------
    def _rotation(self, which: str, step: int) -> pygame.Surface:
        """The ``which`` arms turned by ``step`` steps (rendered on first use, then kept)."""
        kit = self.kit
        cache = kit.rotations[which]
        step %= ROT_STEPS
        surf = cache[step]
        if surf is None:
            STATS["rotations"] += 1
            src = kit.arms[which]
            arms = OUTER_ARMS if which == "outer" else INNER_ARMS
            # Plain rotate (no smoothing) is several times faster than rotozoom and looks the same on
            # arms this soft; the corners it adds take the top-left pixel's colour, which is black.
            rotated = pygame.transform.rotate(src, step * (360 / arms) / ROT_STEPS)
            # Crop back to the source's size: the arms are round, the corners rotozoom adds are empty.
            surf = _fast(pygame.Surface(src.get_size()), False)
            surf.fill((0, 0, 0))
            surf.blit(rotated, rotated.get_rect(center=surf.get_rect().center))
            cache[step] = surf
        return surf

    def _draw_arms(self, surf: pygame.Surface, which: str, t: float, spin: float, arms: int) -> None:
        pos = (t * spin) / (360 / arms) * ROT_STEPS
        step = math.floor(pos)
        frac = pos - step
        cx, cy = self.layout.centre
        # Cross-fade the two nearest cached rotations (additively, as light): the turn looks continuous.
        scratch = self.kit.scratch[which]
        at = scratch.get_rect(center=(round(cx), round(cy)))
        for rot_step, k in ((step, 1 - frac), (step + 1, frac)):
            level = int(255 * k)
            if level <= 0:
                continue
            rot = self._rotation(which, rot_step)
            if level >= 255:
                surf.blit(rot, at, special_flags=pygame.BLEND_RGB_ADD)
                continue
            scratch.blit(rot, (0, 0))
            scratch.fill((level, level, level), special_flags=pygame.BLEND_RGB_MULT)
            surf.blit(scratch, at, special_flags=pygame.BLEND_RGB_ADD)

    def draw(self, surf: pygame.Surface, t: float, area: pygame.Rect | None = None) -> None:
        """The backdrop, the drifting stars, then the warp at the layout's centre (``t``: seconds).

        With ``area``, only that part of the window is painted (the rest is under opaque panels): the
        backdrop is the biggest copy of a frame, so this saves real time at large sizes.
        """
        self.kit = self._kit()
        if area is None:
            surf.blit(self.kit.back, (0, 0))
            self._draw_stars(surf, t)
            self._draw_warp(surf, t)
            return
        clip = surf.get_clip()
        surf.set_clip(area.clip(clip))
        surf.blit(self.kit.back, area.topleft, area)
        self._draw_stars(surf, t)
        self._draw_warp(surf, t)
        surf.set_clip(clip)

    def _draw_stars(self, surf: pygame.Surface, t: float) -> None:
        w, h = self.layout.w, self.layout.h
        tick = int(t * 9)
        for layer in self.kit.layers:
            dx, dy = math.floor(layer.speed[0] * t), math.floor(layer.speed[1] * t)
            key = (dx, dy, tick if layer.twinkling else 0)
            if key != layer.key:
                layer.key = key
                blits = [(sprite, ((x + dx) % w, (y + dy) % h)) for sprite, x, y in layer.steady]
                blits += [
                    (levels[_TWINKLE[(tick + tw) % TWINKLE_TABLE]], ((x + dx) % w, (y + dy) % h))
                    for levels, x, y, tw in layer.twinkling
                ]
                layer.blits = blits
            surf.fblits(layer.blits, pygame.BLEND_RGB_ADD)

    def _draw_warp(self, surf: pygame.Surface, t: float) -> None:
        kit = self.kit
        cx, cy = self.layout.centre
        centre = (round(cx), round(cy))
        self._draw_arms(surf, "outer", t, OUTER_SPIN, OUTER_ARMS)
        # Motes fall inwards along a spiral, fading in at the rim and out at the heart.
        r = self.layout.warp_r
        spin = t * math.radians(OUTER_SPIN)
        top = MOTE_LEVELS - 1
        blits = []
        for period, offset, a0, kind in kit.motes:
            phase = (t / period + offset) % 1.0
            level = round(top * min(1.0, phase * 6, (1 - phase) * 4))
            if level <= 0:
                continue
            sprite = kit.mote_sprites[kind][level]
            rr = r * (1.35 - 1.0 * phase**0.8)
            a = a0 + 2.4 * phase + spin
            hs = sprite.get_width() / 2
            blits.append((sprite, (cx + math.cos(a) * rr - hs, cy - math.sin(a) * rr - hs)))
        surf.fblits(blits, pygame.BLEND_RGB_ADD)
        self._draw_arms(surf, "inner", t, INNER_SPIN, INNER_ARMS)
        surf.blit(kit.heart, kit.heart.get_rect(center=centre))
        rim = kit.rim[round((math.sin(t * 1.3) + 1) / 2 * (len(kit.rim) - 1))]
        surf.blit(rim, rim.get_rect(center=centre), special_flags=pygame.BLEND_RGB_ADD)


def _vignette(w: int, h: int) -> pygame.Surface:
    """A multiply mask: white in the middle, gently darker towards the edges and corners."""
    sw, sh = 48, 27
    small = pygame.Surface((sw, sh))
    for y in range(sh):
        for x in range(sw):
            dx, dy = (x + 0.5) / sw * 2 - 1, (y + 0.5) / sh * 2 - 1
            k = int(255 * (1 - 0.38 * min(1.0, (dx * dx + dy * dy) / 2) ** 1.3))
            small.set_at((x, y), (k, k, k))
    return pygame.transform.smoothscale(small, (w, h))


def _twinkle_table() -> list[int]:
    # A smooth, slightly irregular brightness cycle: most of the time bright, now and then a dip.
    out = []
    for i in range(TWINKLE_TABLE):
        x = i / TWINKLE_TABLE * 2 * math.pi
        v = 0.72 + 0.2 * math.sin(x) + 0.12 * math.sin(3 * x + 1.3)
        out.append(max(0, min(TWINKLE_LEVELS - 1, round(v * (TWINKLE_LEVELS - 1)))))
    return out


_TWINKLE = _twinkle_table()
