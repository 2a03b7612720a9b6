"""The results screen: who won and how, the path to victory, a chart of colonies; play again.

A game comes here when it is over (``start.start_game`` put it on the table so). The story of the game is
read from the session's public events only (colonies gained and lost, turns, encounters), so it reveals
nothing a spectator could not have seen, and a seat at a LAN host (``RemoteSession``) builds the same
screen from the events it was sent. Only a local game can be played again from here: a LAN table's host
decides what comes next.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rng import new_seed
from game.ui import router, teams, theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.scenes.start import start_game
from game.ui.session import LocalSession, Session
from game.ui.widgets import Button


# -- playing again -----------------------------------------------------------------------------------
def rematch(session: LocalSession, seed: int | None = None) -> LocalSession:
    """The same seats, controllers and options with a new seed (random unless given)."""
    seed = new_seed() if seed is None else seed
    config = dataclasses.replace(session.config, seed=seed)
    return LocalSession.with_strengths(config, [s.strength for s in session.seats])


# -- the story of a game -----------------------------------------------------------------------------
@dataclass
class Gain:
    """A foreign colony gained (or, with ``lost``, lost): when, where, and in which role."""

    turn: int
    encounter: int
    planet: int
    system: int
    role: str  # "offense", "ally of the offense", "ally of the defense", "deal" or ""
    lost: bool = False


@dataclass
class Story:
    """The public story of a finished (or running) game."""

    winners: list[int]
    gains: dict[int, list[Gain]] = field(default_factory=dict)  # foreign colonies gained and lost, per seat
    timeline: list[list[int]] = field(default_factory=list)  # foreign colonies per seat, per encounter
    turn_marks: list[int] = field(default_factory=list)  # timeline index where each turn starts
    encounters: int = 0
    turns: int = 0


def story(session: Session) -> Story:
    """Read the path to victory from the session's public events."""
    view = session.view(None)
    n = len(view["players"])
    system = [p["system"] for p in view["planets"]]
    s = Story(winners=list(view["winners"]), gains={i: [] for i in range(n)})
    foreign = [0] * n
    s.timeline.append(foreign[:])
    turn = enc = 0
    offense = -1
    sides: dict[int, str] = {}
    dealing: set[int] = set()
    for batch in session.history:
        for e in batch.events:
            if not e.visible_to(None):
                continue
            d = e.data
            if e.kind == "turn_started":
                turn = int(d.get("turn", turn + 1))
                s.turns = max(s.turns, turn)
                s.turn_marks.append(len(s.timeline) - 1)
            elif e.kind == "encounter_started":
                enc = int(d.get("number", 1))
                offense = int(d.get("offense", -1))
                sides, dealing = {}, set()
            elif e.kind == "allied":
                sides[int(d["seat"])] = str(d.get("side", ""))
            elif e.kind == "deal_accepted":
                dealing.add(int(d["seat"]))
                dealing.add(offense)
            elif e.kind in ("colony_gained", "colony_lost"):
                seat, planet = int(d["seat"]), int(d["planet"])
                if not 0 <= planet < len(system) or system[planet] == seat:
                    continue
                if e.kind == "colony_lost":
                    foreign[seat] -= 1
                    s.gains[seat].append(Gain(turn, enc, planet, system[planet], "", lost=True))
                    continue
                foreign[seat] += 1
                if seat in dealing:
                    role = "deal"
                elif seat == offense:
                    role = "offense"
                elif seat in sides:
                    role = f"ally of the {sides[seat]}"
                else:
                    role = ""
                s.gains[seat].append(Gain(turn, enc, planet, system[planet], role))
            elif e.kind == "encounter_ended":
                s.encounters += 1
                s.timeline.append(foreign[:])
    if s.timeline[-1] != foreign:
        s.timeline.append(foreign[:])
    return s


# -- the screen --------------------------------------------------------------------------------------
@router.scene("results")
class ResultsScene(menu.StillScene):
    """Winners, how they won, a chart of foreign colonies, and what next."""

    def __init__(self, app: Any, session: Session, watch: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.watch = watch
        self.view = session.view(None)
        self.story = story(session)
        self.buttons: list[Button] = []
        self.backdrop: menu.Backdrop | None = None
        self.resized(app.screen.get_size())
        app.sounds.play("win")

    # -- names -------------------------------------------------------------------------------------
    def name(self, seat: int) -> str:
        """A seat's name."""
        return str(self.view["players"][seat]["name"])

    def colour(self, seat: int) -> str:
        """A seat's colour."""
        return str(self.view["players"][seat]["colour"])

    def headline(self) -> str:
        """'Blue wins' / 'Blue and Red win' / 'No winner'."""
        names = [self.name(w) for w in self.story.winners]
        team = teams.headline(self.view, self.story.winners)  # Team Cosmic: the team wins
        if team is not None:
            return team
        if not names:
            return "No winner"
        if len(names) == 1:
            return f"{names[0]} wins!"
        return f"{', '.join(names[:-1])} and {names[-1]} win!"

    def how(self, seat: int) -> str:
        """How a winner won, in words."""
        got = self.view["players"][seat]["foreign_colonies"]
        if got >= self.session.config.colonies_to_win:
            return f"{got} foreign colonies"
        alien = self.view["players"][seat].get("alien")
        return f"a win by the {alien}'s power" if alien else f"{got} foreign colonies"

    # -- layout ------------------------------------------------------------------------------------
    def resized(self, size: tuple[int, int]) -> None:
        """Lay the screen out for ``size``: path and standings on the left, the chart on the right."""
        w, h = size
        self.size = size
        self.backdrop = menu.Backdrop(size, (w / 2, h * 0.55))
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(20), w // 40)
        # Below the headline, its line and the count of turns (a short window has less room than 19%).
        heads = sum(theme.font(size, size == 56).get_linesize() for size in (56, 22, 18))
        top = max(int(h * 0.19), int(h * 0.035) + heads + u(14))
        bottom = h - u(96)
        mid = w // 2
        left_w = mid - margin - u(10)
        rows = len(self.view["players"])
        short = h < u(700)  # a small window: closer standings rows, a shorter path panel (six players fit)
        table_h = u(70) + rows * u(24 if short else 28)
        avail = bottom - top
        want = u(60) + len(self.path_lines()) * theme.font(18).get_linesize()
        path_h = max(u(110 if short else 160), min(want, avail - table_h - u(14)))
        # The block is no taller than it needs (or 600 px), and sits centred between the title and buttons.
        block_h = max(path_h + u(14) + table_h, min(avail, u(600)))
        path_h = block_h - u(14) - table_h
        top += (avail - block_h) // 2
        self.story_rect = pygame.Rect(margin, top, left_w, path_h)
        self.table_rect = pygame.Rect(margin, self.story_rect.bottom + u(14), left_w, table_h)
        self.chart_rect = pygame.Rect(mid + u(10), top, w - margin - mid - u(10), block_h)
        bw, bh = u(200), u(48)
        y = h - u(70)
        actions = [("New game", self.new_game, pygame.K_n), ("Title", self.title, pygame.K_ESCAPE)]
        if self.can_play_again:
            actions.insert(0, ("Play again", self.play_again, pygame.K_RETURN))
        x = mid - (len(actions) * bw + (len(actions) - 1) * u(20)) // 2
        self.buttons = [
            Button(pygame.Rect(x + i * (bw + u(20)), y, bw, bh), label, fn, key=k)
            for i, (label, fn, k) in enumerate(actions)
        ]
        self.repaint()

    # -- actions -----------------------------------------------------------------------------------
    @property
    def can_play_again(self) -> bool:
        """Only a game of this screen: a LAN table's host decides whether it goes on."""
        return isinstance(self.session, LocalSession)

    def play_again(self) -> None:
        """Same seats, new seed."""
        if not isinstance(self.session, LocalSession):
            return
        self.app.sounds.play("click")
        start_game(self.app, rematch(self.session), watch=self.watch)

    def new_game(self) -> None:
        """The new-game screen (with the last choices); a LAN seat leaves its host."""
        self.app.sounds.play("click")
        self.session.close()
        self.app.go("new_game")

    def title(self) -> None:
        """Back to the title (a LAN seat leaves its host)."""
        self.app.sounds.play("click")
        self.session.close()
        self.app.go("title")

    def closing(self) -> None:
        """The window closes: a LAN seat leaves its host (as Title does)."""
        self.session.close()

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons and their keys."""
        for b in self.buttons:
            if b.handle(event):
                return

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        for b in self.buttons:
            b.draw(surf, mouse)

    def _paint_static(self) -> pygame.Surface:
        """Everything but the buttons: the results do not change while they are shown."""
        assert self.backdrop is not None
        surf = self.backdrop.still()
        w, h = surf.get_size()
        self._winners(surf, w, h)
        self._path(surf)
        surf.blit(self._render_chart(self.chart_rect.size), self.chart_rect.topleft)
        self._standings(surf)
        return surf

    def _winners(self, surf: pygame.Surface, w: int, h: int) -> None:
        winners = self.story.winners
        colour = theme.rgb(self.colour(winners[0])) if winners else theme.TEXT
        head = theme.text(self.headline(), 56, colour, bold=True)
        y = int(h * 0.035)
        rect = head.get_rect(midtop=(w // 2, y))
        surf.blit(head, rect)
        for seat in winners[:1]:
            theme.draw_symbol(surf, self.colour(seat), (rect.x - theme.px(34), rect.centery), theme.px(18))
        y = rect.bottom + theme.px(8)
        parts = []
        for seat in winners:
            alien = self.view["players"][seat].get("alien") or "no alien"
            parts.append(f"{self.name(seat)} ({self.colour(seat)}, {alien}): {self.how(seat)}")
        sub = "  -  ".join(parts) if parts else "The game ended without a winner."
        t = theme.text(sub, 22, theme.TEXT)
        surf.blit(t, t.get_rect(midtop=(w // 2, y)))
        y += t.get_height() + theme.px(4)
        s = self.story
        t = theme.text(f"{s.turns} turns, {s.encounters} encounters", 18, theme.MUTED)
        surf.blit(t, t.get_rect(midtop=(w // 2, y)))
        team_line = teams.line(self.view)
        if team_line:  # Team Cosmic: who played with whom
            y += t.get_height() + theme.px(2)
            t = theme.text(team_line, 18, theme.ACCENT)
            surf.blit(t, t.get_rect(midtop=(w // 2, y)))

    def path_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The path to victory in lines of text: each winner, then the colonies they gained and lost."""
        per = self.session.config.planets_per_player
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        for seat in self.story.winners:
            lines.append((f"{self.name(seat)}: {self.how(seat)}", theme.rgb(self.colour(seat)), True))
            steps = self.story.gains.get(seat, [])
            if not steps:
                lines.append(("  no foreign colony on the way", theme.MUTED, False))
            for g in steps:
                where = f"{self.name(g.system)}'s planet {g.planet % per + 1}"
                when = f"  Turn {g.turn}, encounter {g.encounter}: "
                if g.lost:
                    lines.append((f"{when}lost the colony on {where}", theme.MUTED, False))
                    continue
                role = {"offense": " as the offense", "deal": " by a deal", "": ""}.get(
                    g.role, f" as {g.role}"
                )
                lines.append((f"{when}colony on {where}{role}", theme.TEXT, False))
        players = self.view["players"]
        others = sorted(
            (p for p in players if p["seat"] not in self.story.winners), key=lambda p: -p["foreign_colonies"]
        )
        if others:
            lines.append(("", theme.MUTED, False))
            lines.append(("The others", theme.MUTED, True))
        for p in others:
            gains = [g for g in self.story.gains.get(p["seat"], []) if not g.lost]
            last = f", the last gained on turn {gains[-1].turn}" if gains else ""
            got = p["foreign_colonies"]
            text = f"  {p['name']}: {got} foreign {'colony' if got == 1 else 'colonies'} at the end{last}"
            lines.append((text, theme.shade(theme.rgb(p["colour"]), 0.9), False))
        return lines

    def _path(self, surf: pygame.Surface) -> None:
        r = self.story_rect
        y = menu.panel(surf, r, "Path to victory")
        lines = self.path_lines()
        step = theme.font(18).get_linesize()
        room = max(2, (r.bottom - theme.px(10) - y) // step)
        if len(lines) > room:
            # Keep the first winner's headline and the latest steps: they are what won the game.
            lines = [lines[0], ("  ...", theme.MUTED, False), *lines[len(lines) - room + 2 :]]
        for text, colour, bold in lines:
            t = theme.text(text, 18, colour, bold=bold)
            surf.blit(t, (r.x + theme.px(16), y), area=pygame.Rect(0, 0, r.w - theme.px(28), t.get_height()))
            y += step

    def _render_chart(self, size: tuple[int, int]) -> pygame.Surface:
        """Foreign colonies per player over the encounters, as lines in the players' colours."""
        w, h = size
        surf = pygame.Surface(size, pygame.SRCALPHA)
        menu.panel(surf, pygame.Rect(0, 0, w, h), "Foreign colonies, encounter by encounter")
        tl = self.story.timeline
        goal = self.session.config.colonies_to_win
        top_v = max(goal, max((max(row) for row in tl), default=0))
        names = max((theme.font(16, True).size(p["name"])[0] for p in self.view["players"]), default=0)
        u = theme.px  # sizes at the reference window, scaled to this one
        legend = max(u(110), u(44) + names)  # room for the longest name beside the plot
        left, top = u(46), menu.panel_title_h() + u(14)  # the plot starts below the panel's title
        plot = pygame.Rect(left, top, w - left - legend, h - top - u(34))
        for v in range(top_v + 1):
            y = plot.bottom - plot.h * v / top_v
            pygame.draw.line(surf, (50, 58, 100), (plot.x, y), (plot.right, y), 1)
            if v == goal:  # the winning line: dashed and white, so no player's colour is mistaken for it
                for dash in range(plot.x, plot.right, u(14)):
                    pygame.draw.line(surf, (230, 230, 240), (dash, y), (min(dash + u(7), plot.right), y), 1)
                win = theme.text("to win", 13, theme.MUTED)
                surf.blit(win, win.get_rect(bottomright=(plot.right - u(4), y - u(2))))
            t = theme.text(str(v), 14, theme.MUTED)
            surf.blit(t, t.get_rect(midright=(plot.x - u(6), y)))
        steps = max(1, len(tl) - 1)
        marks = self.story.turn_marks
        every = max(1, len(marks) // 8)
        for i, m in enumerate(marks):
            x = plot.x + plot.w * m / steps
            pygame.draw.line(surf, (34, 40, 74), (x, plot.y), (x, plot.bottom), 1)
            if i % every == 0:
                t = theme.text(f"T{i + 1}", 13, theme.MUTED)
                surf.blit(t, t.get_rect(midtop=(x, plot.bottom + u(4))))
        n = len(tl[0]) if tl else 0
        ends: list[tuple[float, int]] = []
        for seat in range(n):
            # A small vertical offset per seat keeps equal lines from hiding each other.
            off = (seat - (n - 1) / 2) * 2.0 * theme.ui_scale()
            pts = [
                (plot.x + plot.w * i / steps, plot.bottom - plot.h * row[seat] / top_v + off)
                for i, row in enumerate(tl)
            ]
            c = theme.rgb(self.colour(seat))
            width = u(4 if seat in self.story.winners else 2)
            if len(pts) > 1:
                pygame.draw.lines(surf, c, False, pts, width)
            theme.draw_symbol(surf, self.colour(seat), pts[-1], u(7))
            ends.append((pts[-1][1], seat))
        # Legend to the right of the plot, in the order the lines end (top first).
        y = plot.y
        for _, seat in sorted(ends):
            t = theme.text(self.name(seat), 16, theme.rgb(self.colour(seat)), bold=seat in self.story.winners)
            theme.draw_symbol(surf, self.colour(seat), (plot.right + u(22), y + t.get_height() // 2), u(7))
            surf.blit(t, (plot.right + u(34), y))
            y += t.get_height() + u(4)
        return surf

    def _standings(self, surf: pygame.Surface) -> None:
        r = self.table_rect
        u = theme.px  # sizes at the reference window, scaled to this one
        y = menu.panel(surf, r, "The table at the end")
        cols = [("", 0), ("alien", 0.26), ("foreign", 0.55), ("home", 0.68), ("warp", 0.79), ("hand", 0.9)]
        for text, k in cols[1:]:
            t = theme.text(text, 15, theme.MUTED)
            surf.blit(t, (r.x + u(16) + int((r.w - u(32)) * k), y))
        y += theme.font(15).get_linesize() + u(4)
        line = theme.font(17, True).get_linesize()
        step = max(line, min(u(30), (r.bottom - u(8) - y) // max(1, len(self.view["players"]))))
        marks = teams.badges(self.view)
        for p in self.view["players"]:
            seat = p["seat"]
            c = theme.rgb(p["colour"])
            theme.draw_symbol(surf, p["colour"], (r.x + u(24), y + line // 2), u(7))
            if seat in marks:  # Team Cosmic: the team's badge before the symbol
                teams.draw_badge(surf, (r.x + u(9), y + line // 2), marks[seat], 6)
            win = seat in self.story.winners
            name = p["name"] + ("  (winner)" if win else "")
            if win and theme.font(17, True).size(name)[0] > (r.w - u(32)) * cols[1][1] - u(26):
                name = p["name"]  # no room beside the alien column: the bold name says it
            vals = [
                name,
                p.get("alien") or "-",
                str(p["foreign_colonies"]),
                str(p["home_colonies"]),
                str(p["warp"]),
                str(p["hand_size"]),
            ]
            for (_, k), v in zip(cols, vals, strict=True):
                x = r.x + u(16) + int((r.w - u(32)) * k) + (u(20) if k == 0 else 0)
                t = theme.text(v, 17, c if k == 0 else theme.TEXT, bold=win and k == 0)
                surf.blit(t, (x, y))
            y += step


def screenshot_scene(app: Any, session: LocalSession) -> Scene:
    """For ``main.py screenshot --scene results``: the bots finish the game, then its results."""
    while not session.over and session.bot_step() is not None:
        pass
    return ResultsScene(app, session)
