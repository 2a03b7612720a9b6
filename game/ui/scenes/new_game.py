"""The new-game screen: players, their names, colours and controllers, how aliens come, the table's options.

The choices live in a plain model (``Setup``) that builds the engine's ``GameConfig``; the engine's own
checks (``ConfigError``) are the final word on what is valid, and the screen shows their reason rather
than starting. Colours are a permutation of the six colours over the six seat slots, and picking a colour
swaps it with the seat that had it, so two seats can never share one. Without the Cosmic Incursion
expansion only five slots and the five base colours show (orange waits in the hidden sixth slot); with it,
the sixth seat and orange appear. The last choices are kept in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.config import (
    ALIENS_CHOOSE,
    ALIENS_NONE,
    ALIENS_RANDOM,
    MAX_PLAYERS,
    MAX_PLAYERS_INCURSION,
    MAX_POWERS,
    MIN_PLAYERS,
    REGROUP_GATE,
    REGROUP_HOME,
    GameConfig,
    SeatConfig,
    max_players,
    table_colours,
)
from game.errors import ConfigError
from game.rng import new_seed
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes import menu
from game.ui.session import LocalSession
from game.ui.settings import Settings
from game.ui.widgets import Button, tooltip

CONTROLS: tuple[tuple[str, str], ...] = (
    ("human", "Person"),
    ("easy", "Easy bot"),
    ("normal", "Normal bot"),
    ("hard", "Hard bot"),
)
ALIEN_MODES: tuple[tuple[str, str], ...] = (
    (ALIENS_NONE, "None"),
    (ALIENS_RANDOM, "One at random"),
    (ALIENS_CHOOSE, "Two dealt, keep one"),
)
ALIEN_HINTS = {
    ALIENS_NONE: "No alien powers; flares are still dealt and played as wild cards.",
    ALIENS_RANDOM: "Each player gets one alien at random, shown to all.",
    ALIENS_CHOOSE: "Each player is dealt two aliens and keeps one in secret, as the rulebook says.",
}
LEVELS: tuple[tuple[int, str], ...] = ((0, "Green"), (1, "Up to yellow"), (2, "Up to red"))
DEAL_TIMERS: tuple[tuple[int, str], ...] = ((0, "No timer"), (60, "1 min"), (90, "90 s"), (120, "2 min"))
POWERS: tuple[tuple[int, str], ...] = ((1, "One"), (2, "Two"), (3, "Three"))
REWARDS: tuple[tuple[str, str], ...] = (("none", "None"), ("deck", "Reward deck"), ("common", "Common"))
NAME_LEN = 14
OPTION_HINTS = {
    "alien_mode": "How aliens come to the table.",
    "alien_level": "The highest alert level of the aliens dealt: green are the simplest, red the wildest.",
    "flares": "Shuffle the aliens' flare cards into the cosmic deck at the start.",
    "four_planets": "The short game: 4 planets and 16 ships each, and 4 foreign colonies win.",
    "second_encounter": "After a successful first encounter, the offense may have a second one.",
    "deal_timer": "How long the two players of a failed negotiation have to strike a deal.",
    "regroup_without_colony": "Where a ship taken back from the warp goes when its owner has no colony left.",
    "reinforce_negotiate": "Allow reinforcement cards on a side that revealed a negotiate card.",
    "incursion": "The Cosmic Incursion expansion: a sixth player, orange, joins the table.",
    "tech": "The Technology variant: each player keeps one of two techs and researches it with ships.",
    "hidden_powers": "Each alien stays face down to the others until its power is first used.",
    "powers": "Multiple powers: how many aliens each player holds (dealt or chosen, each with its flare).",
    "rewards": "With the expansion: defensive allies may draw rewards from the reward deck, or its cards "
    "are shuffled into the cosmic deck (common rewards).",
}
TIPS = (
    "Hot seat: when the next secret choice belongs to another person at this screen, a curtain asks to "
    "pass it to them first.",
    "Bots act with a short pause; + and - change their speed, Space skips an animation.",
    "Same seed, same choices: the same game. Leave it blank for a new one.",
)


@dataclass
class SeatSetup:
    """One seat slot: a name, a colour and who plays it ("human" or a bot strength)."""

    name: str
    colour: str
    control: str = "normal"


@dataclass
class Setup:
    """Every choice of the screen, for the six seat slots (the first ``players`` of them play; the sixth
    only with the Cosmic Incursion expansion)."""

    players: int = 5
    seats: list[SeatSetup] = field(default_factory=list)
    alien_mode: str = ALIENS_CHOOSE
    alien_level: int = 2
    deal_timer: int = 0
    flares: bool = True
    four_planets: bool = False
    second_encounter: bool = True
    regroup_without_colony: str = REGROUP_HOME
    reinforce_negotiate: bool = False
    incursion: bool = False
    rewards: str = "none"  # with the expansion: "deck" (the reward deck variant) or "common"
    tech: bool = False  # the Technology variant
    hidden_powers: bool = False  # each alien face down until first used
    powers: int = 1  # the Multiple Powers variant: aliens each player holds
    seed: str = ""

    @classmethod
    def from_settings(cls, s: Settings) -> Setup:
        """The last choices, each checked (a hand-edited or older settings file cannot break the screen)."""
        every = table_colours(True)
        colours = [c for c in s.last_colours if c in every]
        colours = list(dict.fromkeys(colours))
        colours += [c for c in every if c not in colours]
        seats = []
        for i in range(MAX_PLAYERS_INCURSION):
            name = s.player_names[i] if i < len(s.player_names) else ""
            control = s.last_seats[i] if i < len(s.last_seats) else "normal"
            if control not in dict(CONTROLS):
                control = "normal"
            seats.append(SeatSetup(name.strip()[:NAME_LEN] or colours[i].capitalize(), colours[i], control))
        top = max_players(s.incursion)
        setup = cls(
            players=s.last_players if MIN_PLAYERS <= s.last_players <= top else MAX_PLAYERS,
            seats=seats,
            alien_mode=s.alien_mode if s.alien_mode in dict(ALIEN_MODES) else ALIENS_CHOOSE,
            alien_level=s.alien_level if 0 <= s.alien_level <= 2 else 2,
            deal_timer=max(0, s.deal_timer),
            flares=s.flares,
            four_planets=s.four_planets,
            second_encounter=s.second_encounter,
            regroup_without_colony=(
                s.regroup_without_colony
                if s.regroup_without_colony in (REGROUP_HOME, REGROUP_GATE)
                else REGROUP_HOME
            ),
            reinforce_negotiate=s.reinforce_negotiate,
            incursion=s.incursion,
            rewards=s.rewards if s.rewards in dict(REWARDS) else "none",
            tech=s.tech,
            hidden_powers=s.hidden_powers,
            powers=s.powers if 1 <= s.powers <= MAX_POWERS else 1,
        )
        setup.fit()
        return setup

    def fit(self) -> None:
        """Keep the choices within the table: without the expansion at most five players, and orange (the
        sixth colour) moves to the hidden sixth slot, swapping with the seat there."""
        if self.incursion:
            return
        self.rewards = "none"  # the reward deck comes with the expansion
        self.players = min(self.players, MAX_PLAYERS)
        base = table_colours(False)
        for seat in self.seats[:MAX_PLAYERS]:
            if seat.colour not in base:
                spare = next((s for s in self.seats[MAX_PLAYERS:] if s.colour in base), None)
                if spare is not None:
                    seat.colour, spare.colour = spare.colour, seat.colour

    def remember(self, s: Settings) -> None:
        """Store these choices as the settings' last ones (the seed is not kept: blank means a new game)."""
        s.player_names = tuple(seat.name for seat in self.seats)
        s.last_colours = tuple(seat.colour for seat in self.seats)
        s.last_seats = tuple(seat.control for seat in self.seats)
        s.last_players = self.players
        s.alien_mode = self.alien_mode
        s.alien_level = self.alien_level
        s.deal_timer = self.deal_timer
        s.flares = self.flares
        s.four_planets = self.four_planets
        s.second_encounter = self.second_encounter
        s.regroup_without_colony = self.regroup_without_colony
        s.reinforce_negotiate = self.reinforce_negotiate
        s.incursion = self.incursion
        s.rewards = self.rewards
        s.tech = self.tech
        s.hidden_powers = self.hidden_powers
        s.powers = self.powers

    def pick_colour(self, slot: int, colour: str) -> None:
        """Give ``slot`` the colour; the seat that had it takes ``slot``'s old one (colours stay unique)."""
        mine = self.seats[slot].colour
        for other in self.seats:
            if other.colour == colour:
                other.colour = mine
        self.seats[slot].colour = colour

    def playing(self) -> list[SeatSetup]:
        """The seats that take part."""
        return self.seats[: self.players]

    def config(self, seed: int | None = None) -> GameConfig:
        """The engine's config for these choices; ConfigError says what is wrong."""
        top = max_players(self.incursion)
        if not MIN_PLAYERS <= self.players <= top:
            more = "" if self.incursion else " (six need the Cosmic Incursion expansion)"
            raise ConfigError(f"a game needs {MIN_PLAYERS} to {top} players{more}")
        seats = []
        for s in self.playing():
            name = s.name.strip() or s.colour.capitalize()
            seats.append(SeatConfig(name, s.colour))
        names = [s.name.casefold() for s in seats]
        for n in names:
            if names.count(n) > 1:
                shown = next(s.name for s in seats if s.name.casefold() == n)
                raise ConfigError(f"two players are called {shown}: give each a different name")
        if seed is None:
            text = self.seed.strip()
            if text and not text.isdigit():
                raise ConfigError("the seed is a whole number (or blank for a random game)")
            seed = int(text) if text else new_seed()
        return GameConfig(
            seats=tuple(seats),
            seed=seed,
            regroup_without_colony=self.regroup_without_colony,
            reinforce_negotiate=self.reinforce_negotiate,
            deal_timer=self.deal_timer,
            flares=self.flares,
            four_planets=self.four_planets,
            second_encounter=self.second_encounter,
            alien_mode=self.alien_mode,
            alien_level=self.alien_level,
            incursion=self.incursion,
            rewards=self.rewards if self.incursion else "none",
            tech=self.tech,
            hidden_powers=self.hidden_powers,
            powers=self.powers if self.alien_mode != ALIENS_NONE else 1,  # several need aliens dealt
        )

    def session(self, seed: int | None = None) -> LocalSession:
        """A session for these choices (raises ConfigError)."""
        return LocalSession.with_strengths(self.config(seed), [s.control for s in self.playing()])


def table_options(su: Setup) -> list[tuple[str, str, Any, Any]]:
    """The table's options as (label, Setup attribute, choices, current value), for the forms setting them."""
    return [
        ("Aliens", "alien_mode", ALIEN_MODES, su.alien_mode),
        ("Alert levels", "alien_level", LEVELS, su.alien_level),
        ("Flares in deck", "flares", ((True, "Yes"), (False, "No")), su.flares),
        ("Game length", "four_planets", ((False, "5 planets"), (True, "4 planets (short)")), su.four_planets),
        ("2nd encounter", "second_encounter", ((True, "Allowed"), (False, "No")), su.second_encounter),
        ("Deal timer", "deal_timer", DEAL_TIMERS, su.deal_timer),
        (
            "Regroup, no colony",
            "regroup_without_colony",
            ((REGROUP_HOME, "Home planet"), (REGROUP_GATE, "The gate")),
            su.regroup_without_colony,
        ),
        (
            "Reinforce negotiate",
            "reinforce_negotiate",
            ((False, "No"), (True, "Yes")),
            su.reinforce_negotiate,
        ),
        ("Cosmic Incursion", "incursion", ((False, "Off"), (True, "On: 6 seats")), su.incursion),
        ("Rewards", "rewards", REWARDS, su.rewards),
        ("Technology", "tech", ((False, "Off"), (True, "On")), su.tech),
        ("Hidden powers", "hidden_powers", ((False, "Off"), (True, "On")), su.hidden_powers),
        ("Powers each", "powers", POWERS, su.powers),
    ]


def option_rows(
    su: Setup,
    setter: Callable[[str], Callable[[Any], None]],
    x: int,
    y: int,
    inner: int,
    label_w: int,
    row_h: int,
    gap: int,
) -> tuple[list[menu.ChoiceRow], int, int]:
    """Lay out one choice row per table option from ``y`` down; returns the rows, the ``y`` below them and
    where the alien mode's hint goes."""
    rows: list[menu.ChoiceRow] = []
    hint_lines = max(len(theme.wrap(h, 15, inner)) for h in ALIEN_HINTS.values())
    hint_y = y
    for text, attr, opts, value in table_options(su):
        row = menu.ChoiceRow(text, opts, value, setter(attr), label_w=label_w, hint=OPTION_HINTS[attr])
        row.place(pygame.Rect(x, y, inner, row_h))
        if attr in ("alien_level", "powers"):
            for b in row.buttons:
                b.enabled = su.alien_mode != ALIENS_NONE
        if attr == "rewards":
            for b in row.buttons:
                b.enabled = su.incursion
        rows.append(row)
        y += row_h + gap
        if attr == "alien_mode":
            hint_y = y
            y += theme.font(15).get_linesize() * hint_lines + gap
    return rows, y, hint_y


def fit_options(su: Setup, room: int, inner: int, row_h: int, gap: int) -> tuple[int, int]:
    """The row height and gap that fit every option row, the alien hint and the seed row in ``room``
    pixels (the seats' rows when they fit, shorter ones otherwise)."""
    hint = max(len(theme.wrap(h, 15, inner)) for h in ALIEN_HINTS.values()) * theme.font(15).get_linesize()
    rows = len(table_options(su)) + 1  # and the seed

    def needs(r: int, g: int) -> int:
        return rows * (r + g) + hint + 2 * g

    while row_h > theme.px(20) and needs(row_h, gap) > room:
        row_h -= 1
        gap = max(theme.px(4), row_h // 4)
    return row_h, gap


class NewGameScene(menu.StillScene):
    """Set up a local game and start it."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.setup = Setup.from_settings(app.settings)
        self.error: str | None = None
        self.names = [
            menu.TextField(pygame.Rect(0, 0, 0, 0), s.name, NAME_LEN, on_change=self._namer(i))
            for i, s in enumerate(self.setup.seats)
        ]
        for i, f in enumerate(self.names):
            f.on_tab = self._next_field(i)
        self.seed_field = menu.TextField(
            pygame.Rect(0, 0, 0, 0), "", 9, digits=True, placeholder="blank: a new game each time"
        )
        self.seed_field.on_change = self._set_seed
        self.rows: list[menu.ChoiceRow] = []
        self.swatches: list[tuple[pygame.Rect, int, str]] = []
        self.buttons: list[Button] = []
        self.backdrop: menu.Backdrop | None = None
        self.resized(app.screen.get_size())

    # -- model updates -----------------------------------------------------------------------------
    def _namer(self, i: int) -> Any:
        def set_name(text: str) -> None:
            self.setup.seats[i].name = text
            self.error = None

        return set_name

    def _next_field(self, i: int) -> Any:
        def focus_next() -> None:
            if i + 1 < self.setup.players:
                self.names[i + 1].focused = True
            else:
                self.seed_field.focused = True

        return focus_next

    def _set_seed(self, text: str) -> None:
        self.setup.seed = text
        self.error = None

    def _set(self, attr: str) -> Any:
        def set_value(value: Any) -> None:
            setattr(self.setup, attr, value)
            self.setup.fit()
            self.error = None
            self.app.sounds.play("click")
            self._layout()

        return set_value

    def _control(self, i: int) -> Any:
        def set_control(value: Any) -> None:
            self.setup.seats[i].control = str(value)
            self.error = None
            self.app.sounds.play("click")

        return set_control

    def pick_colour(self, slot: int, colour: str) -> None:
        """A swatch was clicked."""
        self.setup.pick_colour(slot, colour)
        self.error = None
        self.app.sounds.play("click")

    # -- layout ------------------------------------------------------------------------------------
    def _layout(self) -> None:
        self.repaint()
        w, h = self.size
        su = self.setup
        u = theme.px  # sizes at the reference window, scaled to this one
        margin = max(u(16), w // 50)
        top = u(84)
        bottom = h - u(84)
        self.left, self.right = menu.two_panels(self.size, margin, top, bottom, 0.56)
        # The left column needs about 98 + 2.85 row heights a seat (two rows each, and the count). Six seats
        # in a small window: the rows shrink and the seats close up until they fit.
        slots = max_players(su.incursion)
        row_h = max(u(24), min(u(46), int((bottom - top - u(100)) / (2.85 * slots))))
        gap = max(u(5), row_h // 4)
        inset = u(6)  # a seat's first row below its slot's top edge

        def needs(r: int, g: int, pad: int) -> int:
            return u(48) + r + g * 3 + slots * (r * 2 + g * 2 + pad + u(4))

        if needs(row_h, gap, inset) > bottom - top:
            inset = u(2)
            while row_h > u(20) and needs(row_h, gap, inset) > bottom - top:
                row_h -= 1
                gap = max(u(5), row_h // 4)
        # Left: player count, then one row per seat.
        x, y = self.left.x + u(16), self.left.y + u(48)
        inner = self.left.w - u(32)
        counts = range(MIN_PLAYERS, slots + 1)
        count = menu.ChoiceRow(
            "Players", [(n, str(n)) for n in counts], su.players, self._set("players"), label_w=u(120)
        )
        count.place(pygame.Rect(x, y, min(inner, u(120 + len(counts) * 90)), row_h))
        self.rows = [count]
        y += row_h + gap * 3
        self.seat_rows: list[pygame.Rect] = []
        self.swatches = []
        seat_h = row_h * 2 + gap + inset + u(4)
        sw = min(row_h, u(38))
        name_w = max(u(140), min(u(230), inner // 3))
        colours = table_colours(su.incursion)
        sw = min(sw, max(u(16), (inner - u(44 + 16 + 8) - name_w) // len(colours) - u(6)))
        for i in range(slots):
            slot = pygame.Rect(x, y, inner, seat_h)
            self.seat_rows.append(slot)
            self.names[i].rect = pygame.Rect(x + u(44), y + inset, name_w, row_h)
            sx = self.names[i].rect.right + u(16)
            for k, colour in enumerate(colours):
                self.swatches.append((pygame.Rect(sx + k * (sw + u(6)), y + inset, sw, row_h), i, colour))
            ctl = menu.ChoiceRow("", CONTROLS, su.seats[i].control, self._control(i))
            ctl.place(pygame.Rect(x + u(44), y + inset + row_h + gap, inner - u(44 + 8), row_h))
            if i < su.players:
                self.rows.append(ctl)
            y += seat_h + gap
        left_end = y + u(4)
        # Right: aliens and the table's options.
        x, y = self.right.x + u(16), self.right.y + u(48)
        inner = self.right.w - u(32)
        labels = [o[0] for o in table_options(su)] + ["Seed"]
        lw = min(int(inner * 0.45), max(theme.font(18).size(t)[0] for t in labels) + u(16))
        row_h, gap = fit_options(su, bottom - y - u(10), inner, row_h, gap)
        self.option_rows, y, self.alien_hint_y = option_rows(su, self._set, x, y, inner, lw, row_h, gap)
        self.rows.extend(self.option_rows)
        y += gap
        self.seed_label_pos = (x, y + row_h // 2)
        self.seed_field.rect = pygame.Rect(x + lw, y, inner - lw, row_h)
        self.tips_y = y + row_h + gap * 3
        tips_h = sum(len(theme.wrap(p, 16, inner - u(8))) + 0.5 for p in TIPS) * theme.font(16).get_linesize()
        # Both panels as tall as the taller content, no taller than the room they have.
        end = min(bottom, max(left_end, int(self.tips_y + tips_h + u(10))))
        self.left.h = self.right.h = end - top
        # Bottom: back and start.
        self.buttons = [
            menu.back_button(self.size, margin, u(220), self.back),
            menu.footer_button(
                self.size, margin, u(220), "Start the game", self.start, True, pygame.K_RETURN
            ),
        ]

    # -- actions -----------------------------------------------------------------------------------
    def back(self) -> None:
        """Back to the title (the choices so far are remembered)."""
        from game.ui.scenes.title import TitleScene

        self.setup.remember(self.app.settings)
        self.app.settings.save()
        self.app.sounds.play("click")
        self.app.switch(TitleScene(self.app))

    def start(self) -> None:
        """Build the game from the choices and put it on the table; refuse (with the reason) if invalid."""
        from game.ui.scenes.results import start_game

        try:
            session = self.setup.session()
        except ConfigError as err:
            msg = str(err)
            self.error = msg[:1].upper() + msg[1:]
            self.app.sounds.play("lose")
            return
        self.setup.remember(self.app.settings)
        self.app.settings.save()
        self.app.sounds.play("turn")
        start_game(self.app, session, watch=not session.humans)

    # -- input and time ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        """Text fields first (a focused field takes the keys), then swatches, rows and buttons."""
        fields = [*self.names[: self.setup.players], self.seed_field]
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and not any(f.focused for f in fields):
            fields[0].focused = True
            return
        for f in fields:
            if f.handle(event):
                return
        if any(f.focused for f in fields) and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, slot, colour in self.swatches:
                if slot < self.setup.players and rect.collidepoint(event.pos):
                    self.pick_colour(slot, colour)
                    return
        for row in self.rows:
            if row.handle(event):
                return
        for b in self.buttons:
            if b.handle(event):
                return

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self, surf: pygame.Surface) -> None:
        """The whole screen."""
        self.draw_static(surf)
        mouse = pygame.mouse.get_pos()
        for row in self.rows:
            row.draw(surf, mouse)
        self._seats(surf)
        y = self.alien_hint_y - 2
        for line in theme.wrap(ALIEN_HINTS.get(self.setup.alien_mode, ""), 15, self.right.w - theme.px(32)):
            surf.blit(theme.text(line, 15, theme.MUTED), (self.right.x + theme.px(16), y))
            y += theme.font(15).get_linesize()
        self.seed_field.draw(surf, self.t)
        if self.error:
            t = theme.text(self.error, 20, theme.BAD, bold=True)
            surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.size[1] - theme.px(36))))
        else:
            self._summary(surf)
        for b in self.buttons:
            b.draw(surf, mouse)
        for row in self.option_rows:
            if row.hint and row.label_rect().collidepoint(mouse):
                tooltip(surf, row.hint, mouse)

    def _paint_static(self) -> pygame.Surface:
        """What does not change between frames: the still cosmos, the heading, the panels, the tips."""
        assert self.backdrop is not None
        surf = self.backdrop.still()
        menu.heading(surf, "New game", self.size[0] // 2, theme.px(22), 44)
        menu.panel(surf, self.left, "Players")
        menu.panel(surf, self.right, "Aliens and table")
        t = theme.text("Seed", 18, theme.TEXT)
        surf.blit(t, t.get_rect(midleft=self.seed_label_pos))
        self._tips(surf)
        return surf

    def _seats(self, surf: pygame.Surface) -> None:
        su = self.setup
        for i, row in enumerate(self.seat_rows):
            seat = su.seats[i]
            if i >= su.players:
                t = theme.text(f"Seat {i + 1}: not playing (choose {i + 1} players)", 16, theme.MUTED)
                surf.blit(t, (row.x + theme.px(44), row.y + theme.px(10)))
                continue
            pygame.draw.line(surf, (40, 46, 84), (row.x, row.bottom + 2), (row.right, row.bottom + 2))
            theme.draw_symbol(
                surf, seat.colour, (row.x + theme.px(18), self.names[i].rect.centery), theme.px(13)
            )
            self.names[i].draw(surf, self.t)
        for rect, slot, colour in self.swatches:
            if slot >= su.players:
                continue
            chosen = su.seats[slot].colour == colour
            taken = not chosen and any(s.colour == colour for s in su.playing())
            c = theme.rgb(colour)
            pygame.draw.rect(surf, theme.shade(c, 0.55 if chosen else 0.25), rect, border_radius=6)
            if chosen:
                pygame.draw.rect(surf, theme.ACCENT, rect.inflate(4, 4), 2, border_radius=8)
            theme.draw_symbol(surf, colour, rect.center, rect.h * (0.34 if chosen else 0.22))
            if taken:
                # Taken by another seat: picking it swaps the two; a small dot says whose it is now.
                pygame.draw.circle(surf, theme.MUTED, (rect.right - 5, rect.y + 5), 2)

    def _tips(self, surf: pygame.Surface) -> None:
        r = self.right
        y = self.tips_y
        step = theme.font(16).get_linesize()
        for para in TIPS:
            lines = theme.wrap(para, 16, r.w - theme.px(40))
            if y + step * len(lines) > r.bottom - theme.px(8):
                return
            for line in lines:
                surf.blit(theme.text(line, 16, theme.MUTED), (r.x + theme.px(16), y))
                y += step
            y += step // 2

    def _summary(self, surf: pygame.Surface) -> None:
        su = self.setup
        people = sum(1 for s in su.playing() if s.control == "human")
        bots = su.players - people
        if people == 0:
            text = f"{bots} bots play; you watch (Esc leaves the table)"
        elif people == 1:
            text = f"1 person and {bots} bot{'s' if bots != 1 else ''}"
        else:
            text = f"{people} people share this screen (hot seat) with {bots} bot{'s' if bots != 1 else ''}"
        t = theme.text(text, 18, theme.TEXT)
        surf.blit(t, t.get_rect(midbottom=(self.size[0] // 2, self.size[1] - theme.px(36))))


def screenshot_scene(app: Any, session: LocalSession) -> Scene:
    """For ``main.py screenshot --scene new_game`` (with the expansion and six seats for a six-player
    ``--incursion`` screenshot)."""
    if session.config.incursion:
        app.settings.incursion = True
        app.settings.last_players = session.config.players
    return NewGameScene(app)
