"""Team Cosmic on the table: a shared badge for partners (a letter per team on a team colour, "1" for the odd
player) by the player rows and the home systems' names, the unused planet opposite the odd player, and
the seating the layout follows. Everything comes from the view's public ``teams``."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme

TEAM_COLOURS: tuple[tuple[int, int, int], ...] = (
    (232, 196, 74),
    (86, 206, 206),
    (226, 128, 206),
    (160, 160, 248),
)
ODD_COLOUR = (170, 170, 170)
LETTERS = "ABCD"


def teams_of(view: dict[str, Any] | None) -> dict[str, Any] | None:
    """The view's teams (None at a table without them)."""
    return view.get("teams") if view else None


def seating(session: Any) -> tuple[int, ...]:
    """The seats round the table for the layout: the team seating at a Team Cosmic table (once the game has
    dealt the teams), else empty (seats by number)."""
    if not session.config.teams:
        return ()
    try:
        view = session.view(None)
    except (KeyError, TypeError, AttributeError):  # a LAN table before the host's first view
        return ()
    data = teams_of(view)
    return tuple(int(s) for s in data["seating"]) if data else ()


def badges(view: dict[str, Any] | None) -> dict[int, tuple[str, tuple[int, int, int]]]:
    """Each seat's badge: (its team's letter and colour), the odd player "1" in grey; none without teams."""
    data = teams_of(view)
    if not data:
        return {}
    out: dict[int, tuple[str, tuple[int, int, int]]] = {}
    for k, pair in enumerate(data["pairs"]):
        for seat in pair:
            out[int(seat)] = (LETTERS[k % len(LETTERS)], TEAM_COLOURS[k % len(TEAM_COLOURS)])
    if int(data["odd"]) >= 0:
        out[int(data["odd"])] = ("1", ODD_COLOUR)
    return out


def badge_text(view: dict[str, Any], seat: int) -> str:
    """What the badge says on hover: the team and the partner, or that the seat plays alone."""
    data = teams_of(view)
    mark = badges(view).get(seat)
    if not data or mark is None:
        return ""
    partner = int(data["partner"][seat])
    if partner < 0:
        name = view["players"][seat]["name"]
        return f"{name} plays alone (the odd player): two turns a round, and its own win."
    return (
        f"Team {mark[0]}: {view['players'][seat]['name']} and {view['players'][partner]['name']}, partners "
        "(they win together, never meet in an encounter and never ally against each other)."
    )


def draw_badge(
    surf: pygame.Surface, centre: tuple[float, float], mark: tuple[str, Any], size: int
) -> pygame.Rect:
    """A round team badge of radius ``size`` (pixels at the reference window) at ``centre``; returns its
    rectangle."""
    r = theme.px(size)
    label, colour = mark
    x, y = int(centre[0]), int(centre[1])
    pygame.draw.circle(surf, (20, 22, 34), (x, y), r)
    pygame.draw.circle(surf, colour, (x, y), r, max(1, r // 4))
    t = theme.text(label, round(size * 1.5), colour, bold=True)
    surf.blit(t, t.get_rect(center=(x, y + 1)))
    return pygame.Rect(x - r, y - r, 2 * r, 2 * r)


def draw_unused_planets(surf: pygame.Surface, layout: Any) -> list[tuple[pygame.Rect, str]]:
    """The unused planet opposite the odd player (a dim planet with a caption); its hover text."""
    hover: list[tuple[pygame.Rect, str]] = []
    for x, y in layout.empty_spots:
        r = int(layout.planet_r * 1.2)
        pygame.draw.circle(surf, (60, 62, 74), (int(x), int(y)), r)
        pygame.draw.circle(surf, ODD_COLOUR, (int(x), int(y)), r, 1)
        t = theme.text("unused planet", 13, theme.MUTED)
        surf.blit(t, t.get_rect(midtop=(int(x), int(y) + r + theme.px(3))))
        box = pygame.Rect(int(x) - r, int(y) - r, 2 * r, 2 * r)
        hover.append(
            (
                box,
                "The unused planet opposite the odd player: when the turn reaches it, the odd "
                "player takes an extra turn.",
            )
        )
    return hover


def team_names(view: dict[str, Any], seats: list[int]) -> str:
    """'Red and Blue' for two seats, 'Red' for one."""
    names = [str(view["players"][s]["name"]) for s in seats]
    return " and ".join(names)


def headline(view: dict[str, Any], winners: list[int]) -> str | None:
    """The results' headline at a Team Cosmic table ('Team A wins! Red and Blue'), None without teams or
    winners."""
    data = teams_of(view)
    if not data or not winners:
        return None
    marks = badges(view)
    parts = []
    done: set[int] = set()
    for seat in winners:
        if seat in done:
            continue
        partner = int(data["partner"][seat])
        group = sorted(s for s in (seat, partner) if s in winners)
        done.update(group)
        label = marks.get(seat, ("?", ODD_COLOUR))[0]
        parts.append(f"the odd player {team_names(view, group)}" if label == "1" else f"Team {label}")
    what = " and ".join(parts)
    return f"{what[0].upper()}{what[1:]} {'wins' if len(parts) == 1 else 'win'}!"


def line(view: dict[str, Any]) -> str:
    """The teams in one line ('Teams: A Red + Blue · B Purple + Yellow · alone: Green'), '' without."""
    data = teams_of(view)
    if not data:
        return ""
    marks = badges(view)
    parts = [
        f"{marks[int(a)][0]} {team_names(view, [int(a), int(b)]).replace(' and ', ' + ')}"
        for a, b in data["pairs"]
    ]
    if int(data["odd"]) >= 0:
        parts.append(f"alone: {view['players'][int(data['odd'])]['name']}")
    return "Teams: " + "  ·  ".join(parts)
