"""The hazard deck variant on the board: the hazard deck (face down, its size), the hazards in play face up in
a row beside it, and the one drawn this encounter lifted and ringed, each with its text on hover.

Everything comes from the view's public ``hazards`` (the deck's size, the cards in play, the card of this
encounter, the Alliance's pair): the deck's order is never in a view, so nothing here could show it.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import pygame

from game.hazards.catalog import HAZARDS, LASTING, READING, RECONSTRUCTED
from game.ui import theme
from game.ui.cards import SS, gradient_card

if TYPE_CHECKING:
    from game.ui.layout import Layout

HAZARD_RED = ((176, 66, 28), (74, 18, 14), (26, 6, 6))  # top, bottom, edge of a hazard card's face
BACK_RED = ((92, 30, 22), (34, 10, 12), (12, 4, 6))
WARNING = (255, 206, 60)
BANNER = {True: ((170, 26, 30), "REMAINS IN PLAY"), False: ((60, 52, 70), "THIS ENCOUNTER")}
_cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
_CACHE_LIMIT = 64


def hazards_of(view: dict[str, Any]) -> dict[str, Any] | None:
    """The public hazard data of a view, or None at a table without the hazard deck."""
    data = view.get("hazards")
    return data if isinstance(data, dict) else None


def hover_text(hazard: int, view: dict[str, Any] | None = None) -> str:
    """What a hazard card says on hover: its name, how long it lasts, our text, and its basis."""
    card = HAZARDS[hazard]
    lasts = "remains in play" if card.duration == LASTING else "this encounter only"
    said = card.text.startswith("Stays in play")  # most lasting cards say so first themselves
    text = f"Hazard: {card.name}. {card.text}" if said else f"Hazard: {card.name} ({lasts}). {card.text}"
    if card.basis == RECONSTRUCTED:
        text += " (Rebuilt from its name and the FAQ: its printed text is not in our sources.)"
    elif card.basis == READING:
        text += " (Our reading of the FAQ's ruling.)"
    pact = (hazards_of(view) or {}).get("pact") if view else None
    if pact and card.name == "Alliance":
        names = [str(p["name"]) for p in view.get("players", [])] if view else []
        if all(0 <= s < len(names) for s in pact):
            text += f" Bound: {names[pact[0]]} and {names[pact[1]]}."
    return text


def _warning_sign(surf: pygame.Surface, cx: float, cy: float, r: float) -> None:
    """The hazard warning: a yellow triangle with an exclamation mark."""
    points = [(cx, cy - r), (cx + r * 0.92, cy + r * 0.62), (cx - r * 0.92, cy + r * 0.62)]
    pygame.draw.polygon(surf, WARNING, points)
    pygame.draw.polygon(surf, (60, 30, 6), points, max(2, int(r // 9)))
    bar = max(2, int(r * 0.16))
    pygame.draw.rect(surf, (40, 20, 4), (cx - bar / 2, cy - r * 0.45, bar, r * 0.62), border_radius=bar // 2)
    pygame.draw.circle(surf, (40, 20, 4), (cx, cy + r * 0.38), bar * 0.6)


def face(hazard: int, w: int, h: int) -> pygame.Surface:
    """A hazard card's face (public, cached): "HAZARD", the warning sign, its name, and a banner that says
    whether it remains in play."""
    key = (hazard, w, h)
    surf = _cache.get(key)
    if surf is not None:
        return surf
    card = HAZARDS[hazard]
    W, H = max(8, w) * SS, max(12, h) * SS
    big = gradient_card(W, H, *HAZARD_RED, max(6, W // 11))
    _warning_sign(big, W / 2, H * 0.3, W * 0.21)
    surf = pygame.transform.smoothscale(big, (max(8, w), max(12, h)))
    with theme.unscaled():  # its text is sized from the card, which already follows the window
        t = theme.text("HAZARD", max(7, int(h * 0.075)), (255, 230, 200), bold=True)
        surf.blit(t, t.get_rect(midtop=(w // 2, max(3, h // 20))))
        size = max(8, int(h * 0.14))
        y = int(h * 0.47)
        for part in theme.wrap(card.name, size, int(w * 0.9), bold=True)[:3]:
            t = theme.text(part, size, (255, 255, 255), bold=True)
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))
            y += t.get_height()
        colour, words = BANNER[card.duration == LASTING]
        band = pygame.Rect(max(2, w // 16), int(h * 0.84), w - 2 * max(2, w // 16), max(6, int(h * 0.11)))
        pygame.draw.rect(surf, colour, band, border_radius=max(2, band.h // 3))
        t = theme.text(words, max(6, int(h * 0.075)), (255, 245, 235), bold=True)
        surf.blit(t, t.get_rect(center=band.center))
    _cache[key] = surf
    if len(_cache) > _CACHE_LIMIT:
        _cache.popitem(last=False)
    return surf


def back(w: int, h: int) -> pygame.Surface:
    """The hazard deck's back: a warning sign on dark red (cached)."""
    key = (-1, w, h)
    surf = _cache.get(key)
    if surf is None:
        W, H = max(8, w) * SS, max(12, h) * SS
        big = gradient_card(W, H, *BACK_RED, max(6, W // 11))
        inset = max(4, W // 14)
        pygame.draw.rect(
            big,
            (210, 120, 70),
            (inset, inset, W - 2 * inset, H - 2 * inset),
            max(1, W // 70),
            max(4, W // 14),
        )
        _warning_sign(big, W / 2, H / 2, W * 0.3)
        surf = pygame.transform.smoothscale(big, (max(8, w), max(12, h)))
        _cache[key] = surf
    return surf


def row_rects(layout: Layout, below: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where the hazard deck and ``count`` hazards in play lie: a row of small cards in the first free
    place clear of the middle and of every system: under the drawn destiny card's slot (``below``) and
    the warp, at the top of the board over the warp, at its bottom, beside the piles, or in a corner;
    many cards shrink, and so do the cards when no place is free at their size."""
    for shrink in (1.0, 0.8, 0.65):
        rects = _row(layout, below, count, shrink)
        if layout.box_is_free(rects[0].unionall(rects[1:]).inflate(0, theme.px(16))):
            return rects
    return _row(layout, below, count, 1.0, first=True)


def _row(
    layout: Layout, below: pygame.Rect, count: int, shrink: float, first: bool = False
) -> list[pygame.Rect]:
    """The row's card rects at ``shrink`` times the usual size, in the first free place (or the first
    place, ``first``)."""
    w = int(layout.card_w * 0.7 * shrink)
    room = layout.warp_r * 3.4  # at most this wide: many cards shrink
    if (count + 1) * w * 7 / 6 > room:
        w = max(12, int(room / (count + 1) * 6 / 7))
    h = int(w * layout.card_h / layout.card_w)
    gap = max(4, w // 6)
    total = (count + 1) * w + count * gap + gap  # an extra gap after the deck
    caption = theme.px(16)
    board = layout.board.inflate(-theme.px(8), -theme.px(8))
    cx = layout.centre[0] - total / 2
    left = below.left - total - gap
    tries = [
        (cx, below.bottom + theme.px(8)),
        (cx, board.top + theme.px(6)),
        (cx, board.bottom - h - caption),
        (left, below.top),
        (2 * layout.centre[0] - left - total, below.top),
        (board.left, board.top),  # the corners last
        (board.right - total, board.top),
        (board.left, board.bottom - h - caption),
        (board.right - total, board.bottom - h - caption),
    ]
    boxes = []
    for x, y in tries:
        box = pygame.Rect(int(x), int(y), total, h + caption)
        box.clamp_ip(board)
        boxes.append(box)
    box = boxes[0] if first else next((b for b in boxes if layout.box_is_free(b)), boxes[0])
    out = [pygame.Rect(box.x, box.y, w, h)]
    x = box.x + w + 2 * gap
    for _ in range(count):
        out.append(pygame.Rect(x, box.y, w, h))
        x += w + gap
    return out


def draw_hazards(
    surf: pygame.Surface, layout: Layout, view: dict[str, Any], below: pygame.Rect
) -> list[tuple[pygame.Rect, str]]:
    """Draw the hazard deck and the hazards in play; return their hover texts (nothing without the
    variant)."""
    data = hazards_of(view)
    if data is None:
        return []
    in_play = [int(h) for h in data["in_play"]]
    current = data.get("this_encounter")
    rects = row_rects(layout, below, len(in_play))
    hover: list[tuple[pygame.Rect, str]] = []
    deck = rects[0]
    size = int(data["deck_size"])
    if size:
        for k in range(min(3, size - 1), 0, -1):
            pygame.draw.rect(surf, (40, 14, 12), deck.move(k * 2, -k * 2), border_radius=5)
        surf.blit(back(deck.w, deck.h), deck)
    else:
        pygame.draw.rect(surf, (90, 50, 50), deck, 1, border_radius=5)
    t = theme.text(f"hazards {size}", 13, (230, 200, 190))
    surf.blit(t, t.get_rect(midtop=(deck.centerx, deck.bottom + 2)))
    discards = len(data.get("discard", ()))
    hover.append(
        (
            deck,
            f"The hazard deck: {size} cards, face down ({discards} in its discard pile). A destiny card"
            " with a warning makes the offense draw one.",
        )
    )
    for hazard, rect in zip(in_play, rects[1:], strict=True):
        lifted = rect.move(0, -theme.px(6)) if hazard == current else rect
        if hazard == current:  # drawn this encounter: lifted and ringed
            pygame.draw.rect(surf, WARNING, lifted.inflate(6, 6), 3, border_radius=7)
        surf.blit(face(hazard, rect.w, rect.h), lifted)
        hover.append((lifted, hover_text(hazard, view)))
    if in_play:
        t = theme.text("in play", 13, (230, 200, 190))
        surf.blit(t, t.get_rect(midtop=((rects[1].left + rects[-1].right) // 2, rects[1].bottom + 2)))
    return hover
