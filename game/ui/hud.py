"""Always-visible information: the top bar (turn, phase), the players panel and the encounter summary."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import cards, teams, theme, totals
from game.ui.alien_face import alien_hover, alien_short, aliens_hover, face_down
from game.ui.sheet import sheet_text
from game.ui.table_state import TableState

PHASE_NAMES = {
    "setup": "Setup",
    "start_turn": "Start turn",
    "regroup": "Regroup",
    "destiny": "Destiny",
    "launch": "Launch",
    "alliance": "Alliance",
    "planning": "Planning",
    "reveal": "Reveal",
    "resolution": "Resolution",
}


def _fit(s: str, size: int, width: int) -> str:
    """``s`` cut to ``width`` pixels at ``size``, with an ellipsis if cut ("" if nothing fits)."""
    f = theme.font(size)
    if f.size(s)[0] <= width:
        return s
    while s and f.size(s + "…")[0] > width:
        s = s[:-1]
    return s.rstrip(" ·") + "…" if s else ""


def panel(surf: pygame.Surface, rect: pygame.Rect, title: str | None = None) -> int:
    """A framed panel; returns the y where its content starts."""
    pygame.draw.rect(surf, theme.PANEL, rect)
    pygame.draw.rect(surf, theme.PANEL_EDGE, rect, 1)
    if title is None:
        return rect.y + theme.px(6)
    t = theme.text(title, 16, theme.MUTED, bold=True)
    surf.blit(t, (rect.x + theme.px(10), rect.y + theme.px(6)))
    return rect.y + theme.px(8) + t.get_height()


class Hud:
    """Top bar, players and encounter panels. Registers hover texts for what it draws."""

    def __init__(self, table: TableState) -> None:
        self.table = table
        self.hover: list[tuple[pygame.Rect, str]] = []
        self.drawn: dict[str, Any] = {}  # what the last frame's top bar and encounter panel stated

    def draw(self, surf: pygame.Surface) -> None:
        """All three panels; ``drawn`` keeps what the top bar and the encounter panel state this frame
        (``screen_facts`` of the shown view, plus the panel's lines)."""
        self.hover = []
        view = self.table.shown
        if not view:
            self.drawn = {}
            return
        facts = screen_facts(view)
        self.drawn = dict(facts)
        self._top(surf, view, facts)
        self._players(surf, view)
        self._encounter(surf, view, facts)

    def _top(self, surf: pygame.Surface, view: dict[str, Any], facts: dict[str, Any]) -> None:
        rect = self.table.layout.top
        pygame.draw.rect(surf, (10, 12, 30), rect)
        pygame.draw.line(surf, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright)
        x = rect.x + theme.px(12)
        off = facts["offense"]
        first = view.get("first_player")
        if off is None and facts["phase"] == PHASE_NAMES["setup"] and isinstance(first, int):
            who, words = first, f"{self.table.name(first)} goes first"  # setup: nobody's turn yet
        else:
            who, words = off, f"{self.table.name(off)}'s turn" if off is not None else ""
        if who is not None:
            colour = self.table.colour(who)
            theme.draw_symbol(surf, colour, (x + theme.px(8), rect.centery), theme.px(8))
            x += theme.px(22)
            t = theme.text(words, 20, theme.rgb(colour), bold=True)
            surf.blit(t, t.get_rect(midleft=(x, rect.centery)))
            x += t.get_width() + theme.px(18)
        enc = view["encounter"]
        bits = [
            f"Turn {view['turn']}" if view["turn"] else "",
            f"encounter {enc['number']}" if enc["number"] else "",
        ]
        bits.append(facts["phase"])
        if facts["window"]:
            bits.append(f"window: {facts['window']}")
        t = theme.text("  ·  ".join(b for b in bits if b), 18, theme.TEXT)
        surf.blit(t, t.get_rect(midleft=(x, rect.centery)))
        waiting = [self.table.name(s) for s in view["waiting_on"]]
        if waiting:
            t = theme.text("waiting on " + ", ".join(waiting), 16, theme.MUTED)
            surf.blit(t, t.get_rect(midright=(rect.right - theme.px(12), rect.centery)))

    def _players(self, surf: pygame.Surface, view: dict[str, Any]) -> None:
        rect = self.table.layout.players
        y = panel(surf, rect)
        row = (rect.h - theme.px(8)) // max(1, len(view["players"]))
        u = theme.px  # fixed sizes at the reference window, scaled to this one
        team_marks = teams.badges(view)
        for p in view["players"]:
            r = pygame.Rect(rect.x + u(4), y, rect.w - u(8), row - u(4))
            if p["seat"] == view["offense"]:
                pygame.draw.rect(surf, theme.PANEL_HI, r, border_radius=6)
            colour = p["colour"]
            theme.draw_symbol(surf, colour, (r.x + u(14), r.y + u(14)), u(9))
            name = theme.text(p["name"], 18, theme.rgb(colour), bold=True)
            surf.blit(name, (r.x + u(30), r.y + u(4)))
            alien = alien_short(p)  # hidden powers: a sheet may lie face down
            state = "" if p["power_on"] else " (power off)"
            if p["zapped"] and not p.get("more_aliens"):  # several each: the zapped sheet is marked
                state = " (zapped)"
            at_x = r.x + u(30) + name.get_width() + u(10)
            if face_down(p):  # hidden powers: a small face-down sheet before the words
                back = pygame.Rect(at_x, r.y + u(5), u(13), u(18))
                cards.draw_back(surf, back)
                at_x = back.right + u(6)
            words = _fit(f"{alien}{state}", 16, r.right - u(8) - at_x)  # several aliens: it may not fit
            at = theme.text(words or " ", 16, theme.TEXT if p["power_on"] else theme.MUTED)
            surf.blit(at, (at_x, r.y + u(6)))
            sheet = sheet_text(_all_info(p))
            if p["seat"] == view.get("seat"):  # what only this seat knows of its own sheet (Schizoid's card)
                sheet = "  ·  ".join(s for s in (sheet, sheet_text(view.get("alien_private"))) if s)
            if sheet:  # tokens, stored cards, stacks ...: what the alien's sheet holds, for all to see
                room = (
                    r.right - u(8) - (at_x + at.get_width() + u(10)) - (u(24) if p.get("reward_cards") else 0)
                )
                words = _fit(sheet, 14, room) if room > u(30) else ""
                if words:
                    surf.blit(
                        theme.text(words, 14, theme.ACCENT), (at_x + at.get_width() + u(10), r.y + u(8))
                    )
            goal = self.table.session.config.colonies_to_win
            stats = (
                f"colonies {p['foreign_colonies']}/{goal}  ·  hand {p['hand_size']}  ·  warp {p['warp']}"
                f"  ·  home {p['home_colonies']}"
            )
            rewards = int(p.get("reward_cards", 0))  # reward backs in the hand are public
            room = r.w - u(34) - (u(24) if rewards else 0)
            if theme.font(15).size(stats)[0] > room:  # a narrow panel: the short form
                stats = (
                    f"col {p['foreign_colonies']}/{goal} · hand {p['hand_size']} · warp {p['warp']}"
                    f" · home {p['home_colonies']}"
                )
            st = theme.text(stats, 15, theme.MUTED)
            surf.blit(st, (r.x + u(30), r.y + u(26)))
            if rewards:
                self._reward_backs(surf, p, (r.right - u(8), r.y + u(6)), rewards)
            kept = p.get("kept_planets") or []
            if kept:  # planets it took out of the game, each counted as a foreign colony (Locust)
                self._kept_planets(surf, view, p, (r.right - u(34 if rewards else 8), r.y + u(19)), kept)
            mark = self.table.session.seat_status(p["seat"])  # a LAN seat whose person is away
            if mark:
                t = theme.text(mark, 14, theme.BAD, bold=True)
                box = t.get_rect(topright=(r.right - u(8), r.y + u(6))).inflate(u(10), u(4))
                if box.x < at_x + at.get_width() + 6:  # no room beside the alien: the mark takes its place
                    box.union_ip(box.move(min(0, at_x - 5 - box.x), 0))
                pygame.draw.rect(surf, theme.PANEL, box, border_radius=5)
                pygame.draw.rect(surf, theme.BAD, box, 1, border_radius=5)
                surf.blit(t, t.get_rect(center=box.center))
                why = "a bot plays an away person's seat (after the countdown) until they return"
                self.hover.append((box, f"{p['name']}: {mark}; {why}."))
            team = team_marks.get(p["seat"])
            if team is not None:  # Team Cosmic: partners share a badge
                badge = teams.draw_badge(surf, (r.x + u(14), r.y + u(34)), team, 8)
                self.hover.append((badge, teams.badge_text(view, p["seat"])))
            self.hover.append((r, self._alien_text(p, view)))
            y += row

    def _kept_planets(
        self,
        surf: pygame.Surface,
        view: dict[str, Any],
        p: dict[str, Any],
        right: tuple[int, int],
        kept: list[int],
    ) -> None:
        """Small discs for the planets a player took out of the game (on its sheet), coloured by the system
        each came from; they count as its foreign colonies."""
        per = self.table.layout.per
        x, y = right
        for planet in reversed(kept):
            owner = planet // per
            colour = view["players"][owner]["colour"] if 0 <= owner < len(view["players"]) else "white"
            pygame.draw.circle(surf, theme.shade(theme.rgb(colour), 0.8), (x - theme.px(7), y), theme.px(7))
            pygame.draw.circle(surf, theme.TEXT, (x - theme.px(7), y), theme.px(7), 1)
            x -= theme.px(17)
        rect = pygame.Rect(x, y - theme.px(8), right[0] - x, theme.px(16))
        count = len(kept)
        words = f"{count} planet{'s' if count != 1 else ''}"
        self.hover.append((rect, f"{p['name']} has devoured {words}: each counts as a foreign colony."))

    def _reward_backs(
        self, surf: pygame.Surface, p: dict[str, Any], top_right: tuple[int, int], n: int
    ) -> None:
        """A small reward back with the count of reward cards in that hand (backs are public)."""
        rect = pygame.Rect(0, 0, theme.px(18), theme.px(26))
        rect.topright = top_right
        cards.draw_back(surf, rect, reward=True)
        t = theme.text(str(n), 14, theme.TEXT, bold=True)
        surf.blit(t, t.get_rect(midright=(rect.x - theme.px(3), rect.centery)))
        self.hover.append((rect.inflate(18, 4), f"{p['name']} holds {n} reward card{'s' if n != 1 else ''}."))

    def _alien_text(self, p: dict[str, Any], view: dict[str, Any]) -> str:
        from game import hooks

        private = sheet_text(view.get("alien_private")) if p["seat"] == view.get("seat") else ""
        if private:
            return self._alien_text(p, {}) + f" Only you know: {private}."

        if p.get("more_aliens"):  # the Multiple Powers variant: every sheet
            names = [a for a in (p["alien"], *p["more_aliens"]) if a]
            summaries = {a: hooks.POWERS[a].summary for a in names if a in hooks.POWERS}
            return aliens_hover(p, summaries, sheet_text(_all_info(p)))
        power = hooks.POWERS.get(p["alien"] or "")
        summary = power.summary if power is not None else ""
        return alien_hover(p, summary, sheet_text(p.get("alien_info")))

    def _encounter(self, surf: pygame.Surface, view: dict[str, Any], facts: dict[str, Any]) -> None:
        rect = self.table.layout.encounter
        y = panel(surf, rect, "THIS ENCOUNTER")
        lines = encounter_lines(view, facts, self.table.name)
        self.drawn["panel"] = [s for s, _ in lines]
        for s, c in lines:
            for line in theme.wrap(s, 16, rect.w - theme.px(20)):
                t = theme.text(line, 16, c)
                if y + t.get_height() > rect.bottom - theme.px(4):
                    return
                surf.blit(t, (rect.x + theme.px(10), y))
                y += t.get_height() + 2


def _all_info(p: dict[str, Any]) -> dict[str, Any]:
    """What a player's alien sheets show the table: its first's, then each further one's."""
    out = dict(p.get("alien_info") or {})
    for info in p.get("more_info") or ():
        out.update(info)
    return out


def phase_label(phase: Any) -> str:
    """The name the top bar gives an engine phase."""
    return PHASE_NAMES.get(str(phase), str(phase).replace("_", " ").capitalize())


def window_label(window: Any) -> str | None:
    """The name the top bar gives an open play window (None: no window open)."""
    return str(window).replace("_", " ") if window else None


def screen_facts(view: dict[str, Any]) -> dict[str, Any]:
    """What the top bar and the encounter panel state for ``view``: the offense and the defense (seats, or
    None when there is none: before the first turn, before destiny), the phase and the window labels and
    each side's total (None until the view counts totals). Apart from the window (which a view names only to
    a seat asked in it) only public parts are read: a seat's view and the spectator's give the same facts."""
    enc = view["encounter"]
    off = view["offense"]
    offense = off if isinstance(off, int) and off >= 0 else None
    dfn = enc.get("defense")
    defense = dfn if offense is not None and enc.get("number") and isinstance(dfn, int) and dfn >= 0 else None
    return {
        "offense": offense,
        "defense": defense,
        "phase": phase_label(view["phase"]),
        "window": window_label(view.get("play_window")),
        "offense_total": enc.get("offense_total") if offense is not None else None,
        "defense_total": enc.get("defense_total") if defense is not None else None,
    }


OUTCOME_WORDS = {
    "offense": "The offense wins",
    "defense": "The defense wins",
    "deal": "The cards call for a deal",
    "failed_deal": "The deal failed",
    "both_lose": "Both sides lose",
    "reestablished": "A home colony was re-established",
    "void": "The encounter ends without a result",
}


def encounter_lines(
    view: dict[str, Any], facts: dict[str, Any], name: Callable[[int], str]
) -> list[tuple[str, tuple[int, int, int]]]:
    """The encounter panel's lines (text, colour): who attacks whom, ships and allies, each side's card and
    total as the engine counts it (``encounter["<side>_parts"]``), the outcome."""
    enc = view["encounter"]
    off, dfn = facts["offense"], facts["defense"]
    if off is None or not enc["number"]:
        return [("No encounter yet.", theme.MUTED)]
    lines: list[tuple[str, tuple[int, int, int]]] = []
    lines.append(
        (
            f"{name(off)} attacks {name(dfn)}" if dfn is not None else f"{name(off)} waits for destiny",
            theme.TEXT,
        )
    )
    gate = view["players"][off]["gate"]
    if gate and facts["offense_total"] is None:
        lines.append((f"{gate} ship{'s' if gate != 1 else ''} in the gate", theme.TEXT))
    for side in ("offense", "defense"):
        allies = enc[f"{side}_allies"]
        if allies:
            lines.append((f"{side} allies: {', '.join(name(s) for s in allies)}", theme.TEXT))
    for side, seat in (("offense", off), ("defense", dfn)):
        if seat is None:
            continue
        said = totals.sum_words(enc, side)
        card = totals.card_words(enc, side)
        if said is not None:
            lines.append((f"{name(seat)}: {said}", theme.ACCENT))
        elif card is not None:
            lines.append((f"{name(seat)}: {card}, face up", theme.ACCENT))
        elif enc.get(f"{side}_card_down"):
            lines.append((f"{name(seat)}: card chosen, face down", theme.MUTED))
    outcome = enc.get("outcome")
    if outcome:
        words = OUTCOME_WORDS.get(str(outcome), f"Outcome: {outcome}")
        if outcome in ("offense", "defense") and facts["offense_total"] is not None:
            words += f", {facts['offense_total']} to {facts['defense_total']}"
        lines.append((words + ".", theme.GOOD))
    return lines
