"""The Technology variant on the board: each player's tech in research (face down, its researching ships on
it as a counted chip), its completed techs face up, the tech deck and discard pile, and the techs' tokens.

Everything comes from the shown view (``view["techs"]``, the public side, and ``view["my_tech"]``, set only
in its owner's own view): the face of a tech in research is drawn only while the screen talks to its owner,
so a table view never holds a name to draw.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any

import pygame

from game.techs.catalog import TECHS
from game.ui import theme
from game.ui.cards import gradient_card
from game.ui.layout import Layout

TECH_TEAL = ((40, 112, 120), (14, 44, 58), (4, 16, 22))  # top, bottom, edge of a tech card
BACK_TEAL = ((22, 70, 82), (6, 22, 34), (2, 8, 14))
_cache: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()


def techs_of(view: dict[str, Any]) -> dict[str, Any] | None:
    """The public tech data of a view, or None at a table without techs."""
    techs = view.get("techs")
    return techs if isinstance(techs, dict) else None


def card_size() -> tuple[int, int]:
    """A tech card's size on the board (it follows the window's scale)."""
    return theme.px(22), theme.px(31)


def strip_rects(layout: Layout, view: dict[str, Any], seat: int) -> list[pygame.Rect]:
    """Where ``seat``'s tech cards lie, by its name plate: first the tech in research (the place is kept
    when there is none, so researching ships always fly to the same spot), then its completed techs. Under
    the plate if there is room clear of the systems and the middle, else drawn away from its sun, or above."""
    techs = techs_of(view)
    players = techs["players"] if techs else []
    done = len(players[seat]["done"]) if 0 <= seat < len(players) else 0
    w, h = card_size()
    gap = theme.px(5)
    count = 1 + done
    total = count * w + (count - 1) * gap
    lx, ly = layout.system_label_pos(seat)
    cx = lx + theme.px(9)
    sun_x = layout.systems[seat][0] if 0 <= seat < len(layout.systems) else cx
    away = cx - total + w // 2 if sun_x > cx else cx - w // 2  # the strip grows away from its own sun
    below, above = int(ly + theme.px(25)), int(ly - theme.px(14) - h)
    tries: list[tuple[float, float]] = [(cx - total / 2, below), (away, below)]
    tries += [(cx - total / 2, above), (away, above)]
    names = view.get("players") or []
    name = str(names[seat]["name"]) if 0 <= seat < len(names) else ""
    half = theme.font(18, True).size(name)[0] // 2 + theme.px(22)  # the plate's half width and its symbol
    side = cx - half - total if sun_x > cx else cx + half  # beside the plate, away from its sun
    tries += [(side, ly - h / 2), (2 * cx - side - total, ly - h / 2)]
    board = layout.board.inflate(-theme.px(8), -theme.px(8))
    boxes = []
    for x, y in tries:
        box = pygame.Rect(int(x), y, total, h)
        box.clamp_ip(board)
        boxes.append(box)
    box = next((b for b in boxes if layout.box_is_free(b)), boxes[0])
    return [pygame.Rect(box.x + i * (w + gap), box.y, w, h) for i in range(count)]


def tech_pos(layout: Layout, view: dict[str, Any], seat: int) -> tuple[float, float]:
    """Where ships researching ``seat``'s tech are drawn (the ship location "tech")."""
    rect = strip_rects(layout, view, seat)[0]
    return (float(rect.centerx), float(rect.centery))


def initials(name: str) -> str:
    """A tech's short mark on a small card ("Lunar Cannon" -> "LC")."""
    return "".join(word[0] for word in name.split())[:3].upper()


def hover_text(tech: int) -> str:
    """A face-up tech in words: its name, research number and what it does (game/techs/catalog.py)."""
    card = TECHS[tech]
    number = "X (any number of ships)" if card.research == 0 else str(card.research)
    return f"{card.name} (research {number}): {card.text}"


def _card(kind: str, w: int, h: int, mark: str = "") -> pygame.Surface:
    """A tech card's back (``kind`` "back") or its small face with ``mark`` (cached)."""
    key = (kind, w, h, mark)
    img = _cache.get(key)
    if img is not None:
        _cache.move_to_end(key)
        return img
    top, bottom, edge = BACK_TEAL if kind == "back" else TECH_TEAL
    radius = max(3, w // 6)
    img = gradient_card(w, h, top, bottom, edge, radius, line=1)
    inset = pygame.Rect(0, 0, w, h).inflate(-max(4, w // 5), -max(4, w // 5))
    if kind == "back":  # a ring of circuits round a core: the same for every tech
        pygame.draw.rect(img, (110, 200, 200), inset, 1, border_radius=max(2, radius - 2))
        c = inset.center
        r = max(3, inset.w // 3)
        pygame.draw.circle(img, (110, 200, 200), c, r, 1)
        pygame.draw.circle(img, (200, 250, 240), c, max(1, r // 3))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            pygame.draw.line(
                img,
                (110, 200, 200),
                (c[0] + dx * r, c[1] + dy * r),
                (c[0] + dx * (r + 3), c[1] + dy * (r + 3)),
            )
    else:
        pygame.draw.rect(img, (190, 240, 230), inset, 1, border_radius=max(2, radius - 2))
        with theme.unscaled():
            t = theme.text(mark, max(9, w // 2), (235, 255, 250), bold=True)
        if t.get_width() > inset.w:
            t = pygame.transform.smoothscale(t, (inset.w, max(1, t.get_height() * inset.w // t.get_width())))
        img.blit(t, t.get_rect(center=inset.center))
    _cache[key] = img
    if len(_cache) > 200:
        _cache.popitem(last=False)
    return img


def draw_back(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """A face-down tech card."""
    surf.blit(_card("back", rect.w, rect.h), rect)


def draw_face(surf: pygame.Surface, rect: pygame.Rect, tech: int) -> None:
    """A face-up tech card, marked with its initials."""
    surf.blit(_card("face", rect.w, rect.h, initials(TECHS[tech].name)), rect)


Hover = list[tuple[pygame.Rect, str]]


def draw_techs(surf: pygame.Surface, table: Any, view: dict[str, Any]) -> Hover:
    """Draw every player's techs, the tech piles and the tokens for the shown ``view``; returns the hover
    texts (rect, words). ``table``: the TableState (layout, names, colours, the eye)."""
    techs = techs_of(view)
    if techs is None:
        return []
    hover: Hover = []
    layout: Layout = table.layout
    raw = view.get("my_tech")
    mine = raw if isinstance(raw, int) and not isinstance(raw, bool) else None  # only in its owner's view
    eye = table.eye
    for seat, player in enumerate(techs["players"]):
        if seat >= len(layout.systems):
            break
        rects = strip_rects(layout, view, seat)
        name = table.name(seat)
        slot = rects[0]
        if player["researching"]:
            if mine is not None and seat == eye:  # the screen talks to this tech's owner
                draw_face(surf, slot, mine)
                pygame.draw.rect(surf, theme.ACCENT, slot.inflate(2, 2), 1, border_radius=4)
                words = f"Your tech, face down to the others: {hover_text(mine)}"
            else:
                draw_back(surf, slot)
                words = f"{name}'s tech, face down: only {name} knows it."
            ships = int(player["ships"])
            words += f" {ships} ship{'s' if ships != 1 else ''} research{'es' if ships == 1 else ''} it."
            hover.append((slot.inflate(6, 6), words))
        ships = int(player["ships"])
        if ships:  # researchers stay on the card until they go home (also after it turned over)
            colour = str(view["players"][seat]["colour"])
            chip = _chip(colour, ships, layout)
            surf.blit(chip, chip.get_rect(center=(slot.centerx, slot.bottom - theme.px(2))))
        for rect, tech in zip(rects[1:], player["done"], strict=False):
            draw_face(surf, rect, int(tech))
            hover.append((rect.inflate(4, 4), f"{name}'s completed tech, {hover_text(int(tech))}"))
    hover += _piles(surf, layout, techs)
    hover += _tokens(surf, table, view, techs)
    return hover


def _chip(colour: str, count: int, layout: Layout) -> pygame.Surface:
    from game.ui.board import chip  # the board draws the same chips on the planets (it imports us)

    return chip(colour, count, max(5, int(layout.planet_r * 0.36)))


def pile_rect(layout: Layout) -> pygame.Rect | None:
    """Where the tech deck and discard pile lie: an edge of the board clear of systems and the middle."""
    w, h = card_size()
    return layout.banner_spot((2 * w + theme.px(130), h + theme.px(4)))


def _piles(surf: pygame.Surface, layout: Layout, techs: dict[str, Any]) -> Hover:
    """The tech deck (a back and its count) and the discard pile (its top card face up)."""
    spot = pile_rect(layout)
    if spot is None:
        return []
    w, h = card_size()
    deck = pygame.Rect(spot.x, spot.y + theme.px(2), w, h)
    discard: list[int] = list(techs["discard"])
    size = int(techs["deck_size"])
    if size:
        draw_back(surf, deck)
    else:
        pygame.draw.rect(surf, theme.PANEL_EDGE, deck, 1, border_radius=4)
    pile = deck.move(w + theme.px(6), 0)
    if discard:
        draw_face(surf, pile, discard[-1])
    else:
        pygame.draw.rect(surf, theme.PANEL_EDGE, pile, 1, border_radius=4)
    t = theme.text(f"techs: deck {size} · discard {len(discard)}", 13, theme.MUTED)
    surf.blit(t, t.get_rect(midleft=(pile.right + theme.px(6), pile.centery)))
    names = ", ".join(TECHS[c].name for c in discard) or "none yet"
    box = deck.union(t.get_rect(midleft=(pile.right + theme.px(6), pile.centery)))
    return [(box, f"Tech deck: {size} cards. Tech discard pile (face up): {names}.")]


PLANET_KEYS = ("at", "planet", "planets", "where")  # a token's fields that hold planet numbers
SEAT_KEYS = ("seat", "owner", "player")  # and those that hold a seat


def token_words(value: Any, planet_name: Any, seat_name: Any) -> str:
    """A tech's token data in words: numbers are planets (named), ``seat`` fields and seat-numbered keys are
    players, other values as they are; "" when there is no token on the table (None, -1, empty)."""
    if value is None or value == -1 or value == [] or value == {}:
        return ""
    if isinstance(value, bool | str):
        return str(value)
    if isinstance(value, int):
        return planet_name(value) if value >= 0 else ""
    if isinstance(value, list | tuple):
        if all(isinstance(v, int) and not isinstance(v, bool) for v in value):
            return " and ".join(planet_name(int(v)) for v in dict.fromkeys(value))
        return ", ".join(w for w in (token_words(v, planet_name, seat_name) for v in value) if w)
    if isinstance(value, dict):
        parts = []
        for k, v in value.items():
            key = str(k)
            if key in SEAT_KEYS and isinstance(v, int):
                parts.append(seat_name(v))
            elif key.isdigit():
                parts.append(f"{seat_name(int(key))}: {token_words(v, planet_name, seat_name)}")
            elif isinstance(v, int) and not isinstance(v, bool) and key not in PLANET_KEYS:
                parts.append(f"{key} {v}")
            else:
                parts.append(f"{key} {token_words(v, planet_name, seat_name)}")
        return "; ".join(p for p in parts if p.strip())
    return str(value)


def token_planets(value: Any) -> list[int]:
    """The planets a token lies at or between (for its mark on the board)."""
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value] if value >= 0 else []
    if isinstance(value, list | tuple) and value and all(isinstance(v, int) for v in value):
        return [int(v) for v in value]
    if isinstance(value, dict):
        return [p for k in PLANET_KEYS for p in token_planets(value.get(k))]
    return []


def _tokens(surf: pygame.Surface, table: Any, view: dict[str, Any], techs: dict[str, Any]) -> Hover:
    """A label per tech token (Lunar Cannon's place, ...), under the tech piles; a mark on the planet a
    token names, or between the planets."""
    layout: Layout = table.layout
    planets = view["planets"]

    def planet_name(p: int) -> str:
        if not 0 <= p < len(planets):
            return f"planet {p}"
        system = planets[p]["system"]
        number = sum(1 for q in planets[: p + 1] if q["system"] == system)
        return f"{table.name(system)}'s planet {number}"

    hover: Hover = []
    spot = pile_rect(layout)
    y = (spot.bottom + theme.px(4)) if spot is not None else layout.board.y + theme.px(8)
    x = spot.x if spot is not None else layout.board.x + theme.px(8)
    for tech_name, value in sorted((techs.get("tokens") or {}).items()):
        words = token_words(value, planet_name, table.name)
        if not words:
            continue
        width = spot.w if spot is not None else theme.px(260)
        for line in theme.wrap(f"{tech_name}: {words}", 13, width):
            t = theme.text(line, 13, theme.ACCENT)
            rect = surf.blit(t, (x, y))
            hover.append((rect, f"{tech_name}'s token: {words}."))
            y += t.get_height()
        at = [p for p in token_planets(value) if 0 <= p < len(planets)]
        if at:
            ps = [layout.planet_pos(p, table.t) for p in at]
            cx = sum(p[0] for p in ps) / len(ps)
            cy = sum(p[1] for p in ps) / len(ps)
            if len(set(at)) == 1:  # on one planet: at its rim, not over its ships
                cy -= layout.planet_r
            r = theme.px(7)
            pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
            pygame.draw.polygon(surf, theme.ACCENT, pts)
            pygame.draw.polygon(surf, (20, 20, 30), pts, 1)
            mark = pygame.Rect(int(cx - r), int(cy - r), 2 * r, 2 * r)
            hover.append((mark, f"{tech_name}'s token: {words}."))
    return hover
