"""Card faces and backs, drawn by code and cached per (card, size).

Shapes are drawn at twice the size and smoothly scaled down (cheap anti-aliasing, paid once per size);
text is drawn afterwards at the final size so it stays crisp. Every cosmic face drawn in a frame is
recorded in ``FACES_DRAWN`` so tests can prove that no private card reaches the screen while the hot-seat
curtain is up. Destiny cards are public and kept apart (``destiny_face``/``destiny_back``). Reward cards
(Cosmic Incursion) have their own back (``back(..., reward=True)``: a copper nebula) and a teal frame with
a star badge on the face, so they read as reward cards in a hand and on the table. Cosmic Alliance's
large-group cards carry the large-group mark (three heads together, ``group_mark``) in the upper-right and
lower-left corners of the picture, as the printed cards carry theirs.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import Any

import pygame

from game.cards.catalog import (
    ARTIFACT,
    ATTACK,
    CARD_BACK,
    CARD_KIND,
    CARD_NAME,
    CARD_VALUE,
    CROOKED_DEAL,
    DESTINY,
    DESTINY_COLOUR,
    DESTINY_WILD,
    FLARE,
    KICKER,
    MORPH,
    NEGOTIATE,
    REINFORCEMENT,
    REWARD,
    RIFT,
    attack_name,
    is_large_group,
)
from game.config import COLOURS
from game.rng import Rng
from game.ui import theme

KIND_RGB: dict[str, tuple[int, int, int]] = {
    ATTACK: (196, 56, 64),
    NEGOTIATE: (46, 150, 96),
    MORPH: (150, 90, 200),
    REINFORCEMENT: (60, 120, 210),
    ARTIFACT: (214, 150, 40),
    FLARE: (226, 90, 170),
    KICKER: (232, 120, 40),
    RIFT: (92, 84, 128),
}

# Our own one-line reminders, shown on cards big enough to read them.
EFFECT: dict[str, str] = {
    ATTACK: "Card value plus ships decides",
    NEGOTIATE: "Make a deal, or lose ships",
    MORPH: "Becomes a copy of the other card",
    REINFORCEMENT: "Add to one side after the reveal",
    "Card Zap": "Cancel a card as it is played",
    "Cosmic Zap": "Stop one use of an alien power",
    "Mobius Tubes": "Offense: free every ship in the warp",
    "Emotion Control": "Both encounter cards become negotiates",
    "Force Field": "Send allies of your choice home",
    "Ionic Gas": "No compensation or rewards",
    "Plague": "A player loses 3 ships and discards",
    "Quash": "Cancel a deal just made",
    "Hand Zap": "A player draws a new hand",
    "Finder": "Name a card; take it from a hand",
    "Space Junk": "A player takes the discard pile's top",
    CROOKED_DEAL: "One more compensation card; milder failed deals",
    KICKER: "Multiplies your own encounter card",
    RIFT: "Free ships from the warp; goes off if stolen",
    FLARE: "Wild or Super half of an alien's power",
}
REWARD_FRAME = (64, 214, 200)  # the frame and badge of a reward card's face
REWARD_BACK = ((150, 66, 40), (54, 18, 22), (20, 8, 10))  # a reward back's gradient and edge

FACES_DRAWN: list[int] = []
CACHE_LIMIT = 500  # surfaces per cache: every size a flight passes through would otherwise stay forever
_faces: OrderedDict[Any, pygame.Surface] = OrderedDict()
_backs: OrderedDict[Any, pygame.Surface] = OrderedDict()
_destiny: dict[tuple[int, int, int], pygame.Surface] = {}

SS = 2  # supersampling factor for shapes


def big_label(card: int) -> str:
    """The large mark in the middle of a face: the value, or a short word."""
    kind = CARD_KIND[card]
    if kind == ATTACK:
        return attack_name(CARD_VALUE[card]).removeprefix("Attack ")
    if kind == REINFORCEMENT:
        return f"+{CARD_VALUE[card]}"
    if kind == KICKER:
        return f"x{CARD_VALUE[card]}"
    if kind == RIFT:
        return f"{CARD_VALUE[card]}"
    if kind == NEGOTIATE:
        return "N"
    if kind == MORPH:
        return "M"
    if kind == FLARE:
        return "F"
    return "A"


def title(card: int) -> str:
    """The name printed on the face (a flare shows its alien's name)."""
    return CARD_NAME[card].removeprefix("Flare: ")


def _remember(cache: OrderedDict[Any, pygame.Surface], key: Any, surf: pygame.Surface) -> pygame.Surface:
    cache[key] = surf
    if len(cache) > CACHE_LIMIT:
        cache.popitem(last=False)
    return surf


def face(card: int, w: int, h: int) -> pygame.Surface:
    """The card's face at ``w`` x ``h`` (cached).

    Faces are rendered properly only at heights in steps of 16 px; other sizes (a card growing as it flies)
    are scaled from the next step up, so a flight costs a scale per frame, not a render, and the caches
    stay bounded.
    """
    key = (card, w, h)
    surf = _faces.get(key)
    if surf is not None:
        _faces.move_to_end(key)
        return surf
    bh = max(16, -(-h // 16) * 16)
    bw = max(8, round(bh * w / max(1, h)))
    base_key = (card, bw, bh, True)
    base = _faces.get(base_key)
    if base is None:
        with theme.unscaled():  # a face's text is sized from the card, which already follows the window
            base = _remember(_faces, base_key, _render_face(card, bw, max(12, bh)))
    if (bw, bh) == (w, h):
        return base
    return _remember(_faces, key, pygame.transform.smoothscale(base, (max(1, w), max(1, h))))


# -- drawing helpers ------------------------------------------------------------------------------------


def gradient_card(
    w: int,
    h: int,
    top: tuple[int, int, int],
    bottom: tuple[int, int, int],
    edge: tuple[int, int, int],
    radius: int,
    line: int = 0,
) -> pygame.Surface:
    """A rounded card body with a vertical gradient and a dark edge (``line`` pixels wide; 0: by the size),
    at the given (supersampled) size."""
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        k = y / max(1, h - 1)
        c = tuple(int(top[i] + (bottom[i] - top[i]) * k) for i in range(3))
        pygame.draw.line(body, c, (0, y), (w, y))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(body, edge, (0, 0, w, h), line or max(2, w // 40), border_radius=radius)
    return body


def _star(
    cx: float, cy: float, r_out: float, r_in: float, points: int, turn: float = 0.0
) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + turn + i * math.pi / points
        r = r_out if i % 2 == 0 else r_in
        pts.append((cx + math.cos(a) * r, cy + math.sin(a) * r))
    return pts


GROUP_MARK = (236, 236, 244)  # the large-group mark's heads


def group_mark(
    surf: pygame.Surface, centre: tuple[float, float], r: float, ground: tuple[int, int, int]
) -> None:
    """The large-group mark at supersampled size: three heads and shoulders side by side on a dark disc of
    radius ``r`` (the middle one in front), so it reads as "a crowd" even a few pixels wide."""
    x, y = centre
    pygame.draw.circle(surf, theme.shade(ground, 0.3), (x, y), r)
    pygame.draw.circle(surf, GROUP_MARK, (x, y), r, max(1, int(r / 7)))
    for dx, scale in ((-0.42, 0.8), (0.42, 0.8), (0.0, 1.0)):
        hx, head = x + dx * r, r * 0.2 * scale
        body = pygame.Rect(0, 0, head * 3.0, head * 2.4)
        body.midtop = (int(hx), int(y + head * 0.9))
        pygame.draw.ellipse(surf, theme.shade(ground, 0.3), body.inflate(head * 0.6, head * 0.6))
        pygame.draw.ellipse(surf, GROUP_MARK, body)
        pygame.draw.circle(surf, theme.shade(ground, 0.3), (hx, y - head * 0.3), head * 1.3)
        pygame.draw.circle(surf, GROUP_MARK, (hx, y - head * 0.3), head)


def _emblem(
    surf: pygame.Surface, kind: str, c: tuple[int, int, int], centre: tuple[float, float], r: float
) -> None:
    """The picture in the middle of a face, drawn at supersampled size."""
    x, y = centre
    dark = theme.shade(c, 0.32)
    light = theme.shade(c, 1.55)
    pygame.draw.circle(surf, dark, (x, y), r)
    pygame.draw.circle(surf, light, (x, y), r, max(2, int(r / 16)))
    if kind == ATTACK:
        pygame.draw.polygon(surf, theme.shade(c, 0.5), _star(x, y, r * 0.92, r * 0.62, 12))
    elif kind == NEGOTIATE:
        for dx in (-0.28, 0.28):
            pygame.draw.circle(surf, light, (x + dx * r, y), r * 0.42, max(3, int(r / 9)))
    elif kind == MORPH:
        pts = []
        for i in range(60):
            a = i / 60 * 2 * math.pi
            rr = r * (0.62 + 0.12 * math.sin(a * 5))
            pts.append((x + math.cos(a) * rr, y + math.sin(a) * rr))
        pygame.draw.polygon(surf, theme.shade(c, 0.55), pts)
        pygame.draw.polygon(surf, light, pts, max(2, int(r / 16)))
    elif kind == REINFORCEMENT:
        for k in range(3):
            yy = y - r * 0.55 - k * r * 0.16
            pygame.draw.lines(
                surf,
                theme.shade(c, 0.7 + k * 0.1),
                False,
                [(x - r * 0.3, yy + r * 0.12), (x, yy), (x + r * 0.3, yy + r * 0.12)],
                max(2, int(r / 14)),
            )
    elif kind == ARTIFACT:
        pts = [
            (x + math.cos(a) * r * 0.62, y + math.sin(a) * r * 0.62)
            for a in (math.pi / 6 + i * math.pi / 3 for i in range(6))
        ]
        pygame.draw.polygon(surf, theme.shade(c, 0.75), pts)
        for p in pts:
            pygame.draw.line(surf, light, (x, y), p, max(1, int(r / 24)))
        pygame.draw.polygon(surf, light, pts, max(2, int(r / 16)))
    elif kind == RIFT:  # a crack across the disc
        pts = [(x - r * 0.8, y - r * 0.1), (x - r * 0.3, y + r * 0.15), (x, y - r * 0.2)]
        pts += [(x + r * 0.35, y + r * 0.2), (x + r * 0.8, y - r * 0.05)]
        pygame.draw.lines(surf, theme.shade(c, 1.6), False, pts, max(3, int(r / 7)))
    elif kind == KICKER:  # a burst of arrows outward
        for i in range(8):
            a = i * math.pi / 4
            tip = (x + math.cos(a) * r * 0.9, y + math.sin(a) * r * 0.9)
            pygame.draw.line(surf, theme.shade(c, 0.8), (x, y), tip, max(2, int(r / 10)))
    elif kind == FLARE:
        pygame.draw.polygon(surf, theme.shade(c, 0.75), _star(x, y, r * 0.9, r * 0.35, 8))
        pygame.draw.polygon(surf, light, _star(x, y, r * 0.55, r * 0.25, 8, math.pi / 8))


def _render_face(card: int, w: int, h: int) -> pygame.Surface:
    kind = CARD_KIND[card]
    c = KIND_RGB[kind]
    reward = CARD_BACK[card] == REWARD
    W, H = w * SS, h * SS
    radius = max(6, W // 11)
    edge = REWARD_FRAME if reward else theme.shade(c, 0.25)
    big = gradient_card(W, H, theme.shade(c, 1.12), theme.shade(c, 0.55), edge, radius)
    # inner frame and the name band
    inset = max(4, W // 16)
    if reward:  # a reward card: a broad teal border, so its frame colour reads at any size
        pygame.draw.rect(big, REWARD_FRAME, (0, 0, W, H), max(3, W // 22), border_radius=radius)
    pygame.draw.rect(
        big,
        REWARD_FRAME if reward else theme.shade(c, 1.4),
        (inset, inset, W - 2 * inset, H - 2 * inset),
        max(1, W // 90),
        border_radius=max(4, radius - inset),
    )
    band = pygame.Rect(inset, int(H * 0.70), W - 2 * inset, int(H * 0.30) - inset)
    pygame.draw.rect(big, (*theme.shade(c, 0.3), 255), band, border_radius=max(4, radius - inset))
    er = min(W * 0.36, H * 0.25)
    _emblem(big, kind, c, (W / 2, H * 0.40), er)
    if reward:  # the reward badge: a small star in the lower right corner of the picture
        bx, by, br = W - inset * 2.4, H * 0.62, max(4.0, W * 0.07)
        pygame.draw.circle(big, theme.shade(REWARD_FRAME, 0.35), (bx, by), br * 1.25)
        pygame.draw.polygon(big, REWARD_FRAME, _star(bx, by, br, br * 0.45, 5))
    if is_large_group(card):  # the large-group mark: upper right and lower left of the picture
        gr = max(5.0, W * 0.075)
        group_mark(big, (W - inset * 2.6, H * 0.2), gr, c)
        group_mark(big, (inset * 2.6, H * 0.62), gr, c)
    surf = pygame.transform.smoothscale(big, (w, h))
    # text at final size
    white = (255, 255, 255)
    label = big_label(card)
    corner = kind in (ATTACK, REINFORCEMENT, KICKER, RIFT)
    tag_size = max(7, int(h * 0.065))
    word = kind.upper()
    tag = theme.text(word, tag_size, theme.shade(c, 1.75), bold=True)
    room = w - 2 * (int(h * 0.085) * len(label) // 2 + max(3, w // 12) + 2) if corner else w - 6
    while tag.get_width() > room and tag_size > 7:  # long words shrink rather than run into the index
        tag_size -= 1
        tag = theme.text(word, tag_size, theme.shade(c, 1.75), bold=True)
    surf.blit(tag, tag.get_rect(midtop=(w // 2, int(h * 0.055))))
    if kind in (ATTACK, REINFORCEMENT, KICKER, RIFT):
        size = int(h * (0.25 if len(label) <= 2 else 0.22))
        mark = theme.text(label, max(10, size), white, bold=True)
    elif kind == FLARE:
        mark = theme.text(title(card)[:1], max(10, int(h * 0.2)), white, bold=True)
    elif kind == ARTIFACT:
        mark = theme.text("", 10)
    else:
        mark = theme.text(label, max(10, int(h * 0.2)), white, bold=True)
    surf.blit(mark, mark.get_rect(center=(w // 2, int(h * 0.40) + 1)))
    if corner:  # corner index: readable when cards overlap in a fan
        idx = theme.text(label, max(8, int(h * 0.085)), white, bold=True)
        surf.blit(idx, (max(3, w // 12), max(3, h // 22)))
    name = title(card)
    size = max(8, int(h * 0.075))
    lines = theme.wrap(name, size, int(w * 0.86), bold=True)[:2]
    effect = EFFECT.get(name, EFFECT.get(kind, "")) if h >= 150 else ""
    y = band.y // SS + max(2, h // 60)
    for line in lines:
        t = theme.text(line, size, white, bold=True)
        surf.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height() - 1
    if effect:
        small = max(8, int(h * 0.052))
        for line in theme.wrap(effect, small, int(w * 0.86))[:2]:
            t = theme.text(line, small, theme.shade(c, 1.7))
            surf.blit(t, t.get_rect(midtop=(w // 2, y + 1)))
            y += t.get_height() - 1
    return surf


def back(w: int, h: int, reward: bool = False) -> pygame.Surface:
    """A cosmic card's back, or with ``reward`` a reward card's (cached, scaled from 16 px height steps like
    the faces)."""
    key = (w, h, reward)
    surf = _backs.get(key)
    if surf is not None:
        _backs.move_to_end(key)
        return surf
    bh = max(16, -(-h // 16) * 16)
    bw = max(8, round(bh * w / max(1, h)))
    base_key = (bw, bh, True, reward)
    base = _backs.get(base_key)
    if base is None:
        base = _remember(_backs, base_key, _render_back(bw, bh, reward))
    if (bw, bh) == (w, h):
        return base
    return _remember(_backs, key, pygame.transform.smoothscale(base, (max(1, w), max(1, h))))


def _render_back(w: int, h: int, reward: bool = False) -> pygame.Surface:
    """A cosmic card's back: a spiral galaxy on deep blue; a reward card's: the same galaxy on copper, in a
    teal frame."""
    W, H = max(8, w) * SS, max(12, h) * SS
    radius = max(6, W // 11)
    top, bottom, edge = REWARD_BACK if reward else ((34, 40, 96), (12, 14, 44), (6, 8, 24))
    big = gradient_card(W, H, top, bottom, edge, radius)
    inset = max(4, W // 14)
    pygame.draw.rect(
        big,
        REWARD_FRAME if reward else (200, 170, 90),
        (inset, inset, W - 2 * inset, H - 2 * inset),
        max(1, W // 70),
        border_radius=max(4, radius - inset),
    )
    rng = Rng(11)
    cx, cy = W / 2, H / 2
    for i in range(140):
        arm = i % 2
        d = (i / 140) ** 0.7
        a = d * 5.0 + arm * math.pi
        rr = d * W * 0.36
        jitter = (rng.below(100) - 50) / 50 * W * 0.02
        x = cx + math.cos(a) * rr + jitter
        y = cy + math.sin(a) * rr * 1.1 + jitter
        b = 255 - int(d * 140)
        star = (255, b - 20, b - 60) if reward else (b, b - 20, 255)
        pygame.draw.circle(big, star, (x, y), max(1.0, (1 - d) * W / 50))
    pygame.draw.circle(big, (255, 240, 200), (cx, cy), W / 18)
    for _ in range(30):
        x = inset * 1.5 + rng.below(int(W - 3 * inset))
        y = inset * 1.5 + rng.below(int(H - 3 * inset))
        pygame.draw.circle(big, (150, 160, 230), (x, y), max(1, W // 120))
    surf = pygame.transform.smoothscale(big, (max(8, w), max(12, h)))
    return surf


def draw_face(surf: pygame.Surface, card: int, rect: pygame.Rect, squash: float = 1.0) -> None:
    """Blit a face (squashed horizontally by ``squash`` for a flip) and record that it was drawn."""
    FACES_DRAWN.append(card)
    img = face(card, rect.w, rect.h)
    if squash < 0.999:
        w = max(1, int(rect.w * squash))
        img = pygame.transform.scale(img, (w, rect.h))
        surf.blit(img, img.get_rect(center=rect.center))
        return
    surf.blit(img, rect)


def draw_back(surf: pygame.Surface, rect: pygame.Rect, squash: float = 1.0, reward: bool = False) -> None:
    """Blit a card back, a reward card's with ``reward`` (squashed horizontally by ``squash`` for a flip)."""
    img = back(rect.w, rect.h, reward)
    if squash < 0.999:
        img = pygame.transform.scale(img, (max(1, int(rect.w * squash)), rect.h))
        surf.blit(img, img.get_rect(center=rect.center))
        return
    surf.blit(img, rect)


def begin_frame() -> None:
    """Forget the faces of the previous frame."""
    FACES_DRAWN.clear()


# -- destiny --------------------------------------------------------------------------------------------


def destiny_title(card: int) -> tuple[str, str]:
    """The two words on a destiny face: a heading and a line (e.g. ``("RED", "system")``)."""
    kind, arg = DESTINY[card]
    if kind == DESTINY_COLOUR:
        return (COLOURS[int(arg)].upper(), "Encounter this colour")
    if kind == DESTINY_WILD:
        return ("WILD", "The offense chooses")
    if arg == "invasion":
        return ("INVASION!", "The Invader strikes")
    words = {
        "most_foreign_colonies": "Most foreign colonies",
        "most_cards_in_hand": "Most cards in hand",
        "fewest_ships_in_warp": "Fewest ships in the warp",
    }
    return ("SPECIAL", words.get(str(arg), str(arg).replace("_", " ")))


def destiny_back(w: int, h: int) -> pygame.Surface:
    """The destiny deck's back: a compass star on violet (cached under card id -1)."""
    key = (-1, w, h)
    surf = _destiny.get(key)
    if surf is None:
        W, H = max(8, w) * SS, max(12, h) * SS
        big = gradient_card(W, H, (92, 60, 150), (36, 22, 70), (16, 10, 34), max(6, W // 11))
        inset = max(4, W // 14)
        pygame.draw.rect(
            big,
            (220, 190, 255),
            (inset, inset, W - 2 * inset, H - 2 * inset),
            max(1, W // 70),
            border_radius=max(4, W // 11 - inset),
        )
        cx, cy = W / 2, H / 2
        pygame.draw.polygon(big, (200, 170, 255), _star(cx, cy, W * 0.34, W * 0.08, 4))
        pygame.draw.polygon(big, (150, 120, 220), _star(cx, cy, W * 0.2, W * 0.06, 4, math.pi / 4))
        pygame.draw.circle(big, (255, 240, 255), (cx, cy), W * 0.05)
        surf = pygame.transform.smoothscale(big, (max(8, w), max(12, h)))
        _destiny[key] = surf
    return surf


def destiny_face(card: int, w: int, h: int) -> pygame.Surface:
    """A destiny card's face (public, cached)."""
    key = (card, w, h)
    surf = _destiny.get(key)
    if surf is not None:
        return surf
    with theme.unscaled():  # its text is sized from the card, which already follows the window
        return _render_destiny(card, w, h)


def _render_destiny(card: int, w: int, h: int) -> pygame.Surface:
    key = (card, w, h)
    kind, arg = DESTINY[card]
    colour = COLOURS[int(arg)] if kind == DESTINY_COLOUR else None
    base = theme.rgb(colour) if colour else (120, 100, 170)
    W, H = max(8, w) * SS, max(12, h) * SS
    big = gradient_card(W, H, theme.shade(base, 0.85), theme.shade(base, 0.4), (12, 10, 24), max(6, W // 11))
    cx, cy = W / 2, H * 0.45
    if kind == DESTINY_WILD:
        for i, name in enumerate(COLOURS[:5]):
            a0 = i * 2 * math.pi / 5
            pygame.draw.arc(
                big,
                theme.rgb(name),
                (cx - W * 0.3, cy - W * 0.3, W * 0.6, W * 0.6),
                a0,
                a0 + 2 * math.pi / 5,
                max(3, W // 14),
            )
    elif kind != DESTINY_COLOUR:
        pygame.draw.polygon(big, (235, 225, 255), _star(cx, cy, W * 0.28, W * 0.12, 5))
    else:
        pygame.draw.circle(big, theme.shade(base, 0.3), (cx, cy), W * 0.3)
    surf = pygame.transform.smoothscale(big, (max(8, w), max(12, h)))
    if colour is not None:
        theme.draw_symbol(surf, colour, (w / 2, h * 0.45), w * 0.22)
    head, line = destiny_title(card)
    t = theme.text("DESTINY", max(7, int(h * 0.07)), (240, 235, 255), bold=True)
    surf.blit(t, t.get_rect(midtop=(w // 2, max(3, h // 18))))
    t = theme.text(head, max(8, int(h * 0.11)), (255, 255, 255), bold=True)
    surf.blit(t, t.get_rect(midtop=(w // 2, int(h * 0.70))))
    y = int(h * 0.70) + t.get_height()
    for part in theme.wrap(line, max(7, int(h * 0.065)), int(w * 0.9))[:2]:
        t = theme.text(part, max(7, int(h * 0.065)), (230, 225, 245))
        surf.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height()
    _destiny[key] = surf
    return surf
